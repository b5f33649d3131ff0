import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BadgeCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import type { MembershipConfirmResult } from "../../../worker/contract/membership-register";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { hasStatus } from "../../lib/api-errors";
import { PageFrame } from "../page-frame";
import { confirmRegistration } from "./register-request";

/**
 * /membership/confirm?id=…&token=…: the link in a visitor's registration email. The account is created
 * only when the button is pressed (mail scanners and link previews open links on their own); then the
 * page finishes the journey: the number, the set-password link and, for a paid plan, the payment.
 */
export function ConfirmRegistrationPage({ id, token }: { id?: string; token?: string }) {
  const t = useT(membershipMessages);
  const confirm = useMutation({ mutationFn: confirmRegistration });

  if (confirm.data) return <Confirmed result={confirm.data} />;

  const invalid = hasStatus(confirm.error, 404) || hasStatus(confirm.error, 422);
  return (
    <PageFrame title={t("confirmTitle")} lead={t("confirmLead")}>
      <div className="card grid max-w-xl gap-4">
        {!id || !token ? (
          <p role="alert" className="text-red-700">
            {t("confirmMissing")}
          </p>
        ) : (
          <>
            {confirm.isError ? (
              <p role="alert" className="text-red-700">
                {t(invalid ? "confirmInvalid" : "confirmFailed")}
              </p>
            ) : null}
            {invalid ? null : (
              <button
                type="button"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate({ id, token })}
                className="btn-primary w-fit"
              >
                {confirm.isPending ? t("confirming") : t("confirmButton")}
              </button>
            )}
          </>
        )}
        <div className="flex flex-wrap gap-3 text-sm font-semibold text-brand-700">
          <Link to="/login" className="underline">
            {t("signIn")}
          </Link>
          <Link to="/membership" className="underline">
            {t("registerAgain")}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

function Confirmed({ result }: { result: MembershipConfirmResult }) {
  const t = useT(membershipMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const created = result.outcome === "created";
  const text = created
    ? t(result.checkoutUrl ? "confirmedPaidText" : "confirmedText")
    : t(result.setPasswordUrl ? "existingNoPasswordText" : "existingText");
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-16">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-3xl font-bold text-slate-900"
      >
        <BadgeCheck aria-hidden="true" className="size-8 text-brand-700" />
        {created ? t("confirmedTitle") : t("existingTitle")}
      </h1>
      <p role="status" className="text-slate-700">
        {text}
      </p>
      {result.membershipId ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 rounded-lg bg-brand-50 p-4">
          <dt className="font-semibold text-slate-700">{t("membershipId")}</dt>
          <dd className="text-slate-900" dir="ltr" data-testid="membership-id">
            {result.membershipId}
          </dd>
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {result.checkoutUrl ? (
          <a href={result.checkoutUrl} className="btn-primary">
            {t("continuePayment")}
          </a>
        ) : null}
        {result.setPasswordUrl ? (
          <a href={result.setPasswordUrl} className={result.checkoutUrl ? "btn-outline" : "btn-primary"}>
            {t("setPasswordButton")}
          </a>
        ) : (
          <Link to="/login" className="btn-primary">
            {t("signIn")}
          </Link>
        )}
      </div>
    </section>
  );
}
