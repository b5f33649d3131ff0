import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { membershipCardMessages } from "../../i18n/messages/membership-card";
import { walletMessages } from "../../i18n/messages/wallet";
import { api } from "../../lib/api-client";
import { authUserQuery } from "../../queries/auth";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { CardStats, CardTestimonials, HowToUse, PartnerList } from "./card-sections";
import { MemberCardFace } from "./member-card";
import { ConnectOnce, isNoConnection, MemberCardState } from "./member-card-state";

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

/**
 * Only a visitor the server says is signed out sees the sample. Offline without a saved session the
 * app cannot tell who this is: a member must never be shown someone else's card, so it says
 * "connect once" instead.
 */
function CardForViewer() {
  const t = useT(membershipCardMessages);
  const auth = useQuery(authUserQuery);
  if (auth.isPending) {
    // The sample, invisible, holds the card's place: most viewers are visitors, and the sections
    // below must not jump when the answer comes (layout shift). Hidden from everyone until then.
    return (
      <div role="status">
        <span className="sr-only">{t("loading")}</span>
        <div aria-hidden="true" inert className="invisible">
          <SampleCard />
        </div>
      </div>
    );
  }
  if (auth.data) return <MemberCardState />;
  if (auth.isError && isNoConnection(auth.error)) return <ConnectOnce />;
  return <SampleCard />;
}

/** Visitors see the spec's fixed sample member, with the way to get a real card. */
function SampleCard() {
  const t = useT(membershipCardMessages);
  const w = useT(walletMessages);
  return (
    <div className="grid gap-4">
      <p className="justify-self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        {w("sampleLabel")}
      </p>
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
