import { useT } from "../../i18n";
import { contactMessages } from "../../i18n/messages/contact";
import { PageFrame } from "../page-frame";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";

export function ContactPage() {
  const t = useT(contactMessages);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ContactForm />
        <ContactDetails />
      </div>
    </PageFrame>
  );
}
