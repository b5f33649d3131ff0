import { useQuery } from "@tanstack/react-query";
import {
  type MembershipStatus,
  type MembershipVerification,
  normaliseMembershipId,
} from "../../../worker/contract/membership-card";
import { useT } from "../../i18n";
import { verifyMessages } from "../../i18n/messages/verify";
import { hasStatus } from "../../lib/api-errors";
import { membershipVerificationQuery } from "../../queries/membership-card";
import { PageFrame, useShownIn } from "../page-frame";
import { useValidUntilText } from "./valid-until";

const PARTNER_KEY = "sppc-verify-partner";

/** The counter link's partner, kept for this device; or the one kept earlier. Storage may be off. */
function rememberedPartner(fromLink: string | undefined): string | undefined {
  try {
    if (fromLink) localStorage.setItem(PARTNER_KEY, fromLink);
    return fromLink || localStorage.getItem(PARTNER_KEY) || undefined;
  } catch {
    return fromLink || undefined;
  }
}

/**
 * /verify/{membershipId}: what a partner merchant sees after scanning a member's card. `partner` (the
 * counter link's ?partner=<slug>) is remembered on the device, so the partner's later scans from the
 * same browser count for them too (the partner checks report).
 */
export function VerifyPage({ membershipId: typed, partner }: { membershipId: string; partner?: string }) {
  const t = useT(verifyMessages);
  // The server matches loosely typed ids too; normalising here shares one cache entry per card.
  const membershipId = normaliseMembershipId(typed);
  const query = useQuery(membershipVerificationQuery(membershipId, rememberedPartner(partner)));
  return (
    <PageFrame title={t("title")} lead={t("lead")}>
      <div className="mx-auto max-w-xl">
        {query.isPending ? (
          <p role="status" className="text-slate-600">
            {t("checking")}
          </p>
        ) : query.isError ? (
          <div
            role="alert"
            className="grid gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-red-800"
          >
            <p>{hasStatus(query.error, 429) ? t("rateLimited") : t("loadError")}</p>
            <button
              type="button"
              onClick={() => query.refetch()}
              className="justify-self-start rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
            >
              {t("retry")}
            </button>
          </div>
        ) : query.data ? (
          <VerificationResult verification={query.data} />
        ) : (
          <section
            aria-labelledby="verify-outcome"
            className="grid gap-2 rounded-xl border border-slate-300 bg-slate-50 p-6"
          >
            <h2 id="verify-outcome" className="text-xl font-bold text-slate-900">
              {t("notFound")}
            </h2>
            <p className="text-slate-700">{t("notFoundNote")}</p>
            <p className="font-mono text-sm text-slate-600" dir="ltr">
              {membershipId}
            </p>
          </section>
        )}
      </div>
    </PageFrame>
  );
}

const headingKey = { valid: "valid", expired: "expired", suspended: "suspended" } as const;
const noteKey = { valid: null, expired: "expiredNote", suspended: "suspendedNote" } as const;

function VerificationResult({ verification }: { verification: MembershipVerification }) {
  const t = useT(verifyMessages);
  const shownIn = useShownIn();
  const validUntilText = useValidUntilText();
  const status: MembershipStatus = verification.status;
  const valid = status === "valid";
  const note = noteKey[status];
  const tone = valid
    ? "border-emerald-300 bg-emerald-50 text-emerald-900"
    : "border-red-300 bg-red-50 text-red-900";
  return (
    <section aria-labelledby="verify-outcome" className={`grid gap-4 rounded-xl border-2 p-6 ${tone}`}>
      <h2 id="verify-outcome" className="flex items-center gap-2 text-2xl font-bold">
        <span aria-hidden="true">{valid ? "✓" : "✕"}</span>
        {t(headingKey[status])}
      </h2>
      {note ? <p>{t(note)}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-900">
        <dt className="font-semibold">{t("member")}</dt>
        <dd>{verification.displayName}</dd>
        <dt className="font-semibold">{t("membershipId")}</dt>
        <dd className="font-mono" dir="ltr">
          {verification.membershipId}
        </dd>
        <dt className="font-semibold">{t("tier")}</dt>
        <dd {...shownIn(verification.shownIn.tierName)}>{verification.tierName}</dd>
        {/* A card that is not valid grants nothing, whatever discount its tier has. */}
        {!valid || verification.discountPercent === null ? null : (
          <>
            <dt className="font-semibold">{t("discount")}</dt>
            <dd>{t("discountValue", { percent: verification.discountPercent })}</dd>
          </>
        )}
        {status === "suspended" ? null : (
          <>
            <dt className="font-semibold">{status === "expired" ? t("expiredOn") : t("validUntil")}</dt>
            <dd>{validUntilText(verification.validUntil)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
