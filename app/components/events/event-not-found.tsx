import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";

export function EventNotFound() {
  const t = useT(eventRsvpMessages);
  return (
    <div className="mx-auto grid max-w-lg gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t("notFoundTitle")}</h1>
      <p className="text-slate-600">{t("notFoundText")}</p>
      <Link to="/" className="btn-primary justify-self-center">
        {t("returnHome")}
      </Link>
    </div>
  );
}
