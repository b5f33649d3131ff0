import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { membershipCardMessages } from "../../i18n/messages/membership-card";
import { api } from "../../lib/api-client";
import { useAuth } from "../../queries/auth";
import { ownMembershipCardQuery } from "../../queries/membership-card";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { CardStats, CardTestimonials, HowToUse, PartnerList } from "./card-sections";
import { MemberCardFace } from "./member-card";
import { OwnCard } from "./own-card";

/** /membership-card: the member's own card (or the sample for visitors), partners, how-to and testimonials. */
export function MembershipCardPage() {
  const t = useT(membershipCardMessages);
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <OfflineNote path={api.membership.card.$path()} />
      <div className="grid gap-12">
        <div className="grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
          <section aria-label={t("title")}>
            <CardForViewer />
          </section>
          <CardStats />
        </div>
        <PartnerList />
        <HowToUse />
        <CardTestimonials />
      </div>
    </PageFrame>
  );
}

function CardForViewer() {
  const t = useT(membershipCardMessages);
  const { user, isLoading } = useAuth();
  const card = useQuery({ ...ownMembershipCardQuery, enabled: Boolean(user) });
  if (isLoading || (user && card.isPending)) {
    return (
      <p role="status" className="text-slate-600">
        {t("loading")}
      </p>
    );
  }
  if (!user) return <SampleCard />;
  if (card.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{t("loadError")}</p>
        <button type="button" className="btn-outline justify-self-start" onClick={() => card.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  if (!card.data) {
    return (
      <div className="card grid gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t("noCardTitle")}</h2>
        <p className="text-slate-600">{t("noCardText")}</p>
        <Link to="/membership" className="btn-primary justify-self-start">
          {t("noCardAction")}
        </Link>
      </div>
    );
  }
  return <OwnCard card={card.data} />;
}

/** Visitors see the spec's fixed sample member, with the way to get a real card. */
function SampleCard() {
  const t = useT(membershipCardMessages);
  return (
    <div className="grid gap-4">
      <MemberCardFace
        brand={t("cardBrand")}
        name={t("sampleName")}
        idLabel={t("membershipId")}
        membershipId={t("sampleId")}
        lines={[
          { label: t("tier"), value: t("sampleTier") },
          { label: t("discountLevel"), value: t("discountValue", { percent: 25 }) },
          { label: t("city"), value: t("sampleCity") },
          { label: t("profession"), value: t("sampleProfession") },
          { label: t("company"), value: t("sampleCompany") },
          { label: t("memberSince"), value: t("sampleSince") },
          { label: t("validUntil"), value: t("sampleValidUntil") },
        ]}
      />
      <p className="text-sm text-slate-600">{t("sampleNote")}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/membership" className="btn-primary">
          {t("getCard")}
        </Link>
        <Link to="/login" className="btn-outline">
          {t("signIn")}
        </Link>
      </div>
    </div>
  );
}
