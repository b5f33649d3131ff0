import { createFileRoute, Link } from "@tanstack/react-router";
import { MapPin } from "lucide-react";
import { eventCities } from "../../worker/contract/enums";
import { PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { pagesMessages } from "../i18n/messages/pages";

export const Route = createFileRoute("/register")({
  component: RegisterPage,
});

const cityKey = { riyadh: "cityRiyadh", khobar: "cityKhobar", dammam: "cityDammam" } as const;

/** 'Register for High Tea' lands here: pick a city, then RSVP on that city's event page. */
function RegisterPage() {
  const t = useT(pagesMessages);
  return (
    <PageFrame title={t("registerTitle")} lead={t("registerLead")}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {eventCities.map((city) => (
          <li key={city}>
            <Link
              to="/event/$city"
              params={{ city }}
              className="card flex h-full flex-col gap-3 hover:border-brand-600 hover:shadow-md"
            >
              <MapPin aria-hidden="true" className="size-6 text-brand-700" />
              <span className="text-xl font-semibold">{t(cityKey[city])}</span>
              <span className="text-sm text-brand-700">
                {t("registerCityCta", { city: t(cityKey[city]) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
