import { Camera, MessageSquare } from "lucide-react";
import { externalLinks } from "../../config/marketing";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { ExternalLink } from "../landing/external-link";
import { section, sectionTitle } from "./styles";

export function FeedbackLinks() {
  const t = useT(eventsPageMessages);
  return (
    <section aria-labelledby="events-feedback" className={section}>
      <div className="grid gap-2">
        <h2 id="events-feedback" className={sectionTitle}>
          {t("feedbackTitle")}
        </h2>
        <p className="text-slate-600">{t("feedbackText")}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <ExternalLink href={externalLinks.feedbackForm} className="btn-primary">
          <MessageSquare aria-hidden="true" className="size-4" />
          {t("feedbackForm")}
        </ExternalLink>
        <ExternalLink href={externalLinks.photoShareForm} className="btn-outline">
          <Camera aria-hidden="true" className="size-4" />
          {t("photoShareForm")}
        </ExternalLink>
      </div>
    </section>
  );
}
