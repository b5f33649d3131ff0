import { Link } from "@tanstack/react-router";
import { MessageSquare } from "lucide-react";
import { externalLinks } from "../../config/marketing";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { ExternalLink } from "./external-link";
import { goldButton, lightOutlineButton, urduLeading } from "./styles";

export function JoinFeedback() {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="landing-join" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="landing-join" className={`text-2xl font-bold sm:text-3xl ${urduLeading}`}>
            {t("joinTitle")}
          </h2>
          <p className="mt-2 max-w-xl text-brand-100">{t("joinText")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/signup" className={goldButton}>
            {t("joinCta")}
          </Link>
          <ExternalLink href={externalLinks.feedbackForm} className={lightOutlineButton}>
            <MessageSquare aria-hidden="true" className="size-4" />
            {t("feedbackCta")}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
