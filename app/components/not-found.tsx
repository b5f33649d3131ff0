import { Link } from "@tanstack/react-router";
import { useT } from "../i18n";
import { shellMessages } from "../i18n/messages/shell";

/** The router's 404 (spec point 2). */
export function NotFound() {
  return <NotFoundScreen />;
}

/** The not-found screen, with the 404 texts by default or a page's own (e.g. an unknown event city). */
export function NotFoundScreen({ title, text }: { title?: string; text?: string }) {
  const t = useT(shellMessages);
  return (
    <div className="mx-auto grid max-w-lg gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title ?? t("notFoundTitle")}</h1>
      <p className="text-slate-600">{text ?? t("notFoundText")}</p>
      <Link to="/" className="btn-primary justify-self-center">
        {t("returnHome")}
      </Link>
    </div>
  );
}
