import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePage } from "../components/unsubscribe/unsubscribe-page";
import type { Language } from "../i18n/define";
import { isLanguage } from "../i18n/language";

// Public, no sign-in: the link at the end of every bulk email (worker/email/unsubscribe.ts), which
// carries the email's language. The worker answers this page `private, no-store` (private-page.ts).
export const Route = createFileRoute("/unsubscribe/$token")({
  validateSearch: (search: Record<string, unknown>): { lang?: Language } =>
    isLanguage(search.lang) ? { lang: search.lang } : {},
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useParams();
  const { lang } = Route.useSearch();
  return <UnsubscribePage token={token} lang={lang} />;
}
