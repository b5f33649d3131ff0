import { Link } from "@tanstack/react-router";
import {
  ArrowRight,
  Briefcase,
  Building2,
  Check,
  Crown,
  Handshake,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  Users,
} from "lucide-react";
import { useT } from "../../i18n";
import { servicesMessages } from "../../i18n/messages/services";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";

type Key = keyof typeof servicesMessages.en;
type Service = {
  id: string;
  to: "/" | "/job-placement" | "/business" | "/tenders" | "/events" | "/partnerships";
  Icon: LucideIcon;
  title: Key;
  text: Key;
  points: readonly Key[];
  premium?: boolean;
};

const services: readonly Service[] = [
  {
    id: "networking",
    to: "/",
    Icon: Users,
    title: "networkingTitle",
    text: "networkingText",
    points: ["networkingPoint1", "networkingPoint2", "networkingPoint3"],
  },
  {
    id: "job-placement",
    to: "/job-placement",
    Icon: Briefcase,
    title: "jobPlacementTitle",
    text: "jobPlacementText",
    points: ["jobPlacementPoint1", "jobPlacementPoint2", "jobPlacementPoint3"],
  },
  {
    id: "business",
    to: "/business",
    Icon: Building2,
    title: "businessTitle",
    text: "businessText",
    points: ["businessPoint1", "businessPoint2", "businessPoint3"],
  },
  {
    id: "tenders",
    to: "/tenders",
    Icon: Landmark,
    title: "tendersTitle",
    text: "tendersText",
    points: ["tendersPoint1", "tendersPoint2", "tendersPoint3"],
    premium: true,
  },
  {
    id: "cultural",
    to: "/events",
    Icon: HeartHandshake,
    title: "culturalTitle",
    text: "culturalText",
    points: ["culturalPoint1", "culturalPoint2", "culturalPoint3"],
  },
  {
    id: "trade",
    to: "/partnerships",
    Icon: Handshake,
    title: "tradeTitle",
    text: "tradeText",
    points: ["tradePoint1", "tradePoint2", "tradePoint3"],
  },
];

/** /services is in the signed-in route set only. */
export function ServicesPage() {
  return (
    <MemberOnly>
      <ServicesContent />
    </MemberOnly>
  );
}

export function ServicesContent() {
  const t = useT(servicesMessages);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <section aria-labelledby="services-cards" className="grid gap-6">
        <h2 id="services-cards" className="text-2xl font-bold text-slate-900">
          {t("cardsHeading")}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ id, to, Icon, title, text, points, premium }) => (
            <li key={id} className="card flex flex-col gap-4">
              <div className="flex items-start justify-between gap-3">
                <span className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                {premium ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-gold-500 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
                    <Crown aria-hidden="true" className="size-3.5" />
                    {t("premiumBadge")}
                  </span>
                ) : null}
              </div>
              <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="text-slate-600">{t(text)}</p>
              <ul className="grid gap-2 text-sm text-slate-700">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {t(point)}
                  </li>
                ))}
              </ul>
              <Link to={to} className="btn-outline mt-auto self-start">
                {t("learnMore")}
                <span className="sr-only">: {t(title)}</span>
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="services-upgrade"
        className="mt-12 grid gap-4 rounded-2xl bg-brand-800 p-8 text-white sm:grid-cols-[1fr_auto] sm:items-center"
      >
        <div className="grid gap-2">
          <h2 id="services-upgrade" className="text-2xl font-bold">
            {t("upgradeTitle")}
          </h2>
          <p className="text-brand-50">{t("upgradeText")}</p>
        </div>
        <Link
          to="/subscription"
          className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Crown aria-hidden="true" className="size-4" />
          {t("upgradeCta")}
        </Link>
      </section>
    </PageFrame>
  );
}
