import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useId, useRef } from "react";
import type { AdminMemberDetail } from "../../../worker/contract/admin-members";
import { useLanguage, useT } from "../../i18n";
import { adminMembersMessages } from "../../i18n/messages/admin-members";
import { memberCityLabel } from "../../lib/member-cities";
import { formatCardDate } from "../membership-card/card-format";
import {
  languageLabel,
  paymentProviderLabel,
  paymentStatusLabel,
  roleLabel,
  rsvpStatusLabel,
  subscriptionLabel,
  tierLabel,
} from "./labels";
import { MemberActions } from "./member-actions";
import { MemberStatusBadge } from "./member-status-badge";
import { MembershipBadge } from "./members-table";
import { adminMemberQuery } from "./queries";

/** One member in full, under the table: account, membership, consents, RSVPs, payments, posts, actions. */
export function MemberDetailPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const t = useT(adminMembersMessages);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useQuery(adminMemberQuery(userId));
  const name = detail.data?.member.name;
  // Opening a member moves focus to their panel so keyboard and screen reader users land on it.
  useEffect(() => {
    if (name) heading.current?.focus();
  }, [name]);

  return (
    <section aria-labelledby={headingId} className="grid gap-6 rounded-lg border border-slate-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
          {t("detailHeading", { name: name ?? "…" })}
        </h2>
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t("close")}
        </button>
      </div>
      {detail.isError ? (
        <p role="alert" className="text-red-700">
          {t("detailError")}
        </p>
      ) : detail.data ? (
        <DetailBody detail={detail.data} />
      ) : null}
    </section>
  );
}

function DetailBody({ detail }: { detail: AdminMemberDetail }) {
  const t = useT(adminMembersMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" });
  const day = (iso: string | null) => (iso ? date.format(new Date(iso)) : t("none"));
  const { member } = detail;
  const money = (halalas: number, currency: string) =>
    new Intl.NumberFormat(language, { style: "currency", currency }).format(halalas / 100);

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Facts heading={t("account")}>
          <li>{member.email}</li>
          <li>{t(member.emailVerified ? "verified" : "notVerified")}</li>
          <li>{t("joined", { date: day(member.joinedAt) })}</li>
          <li>
            <MemberStatusBadge status={member.accountStatus} />
          </li>
          {member.accountStatus === "suspended" ? (
            <li>
              {t("suspendedSince", { date: day(member.suspendedAt), reason: member.suspendedReason ?? "" })}
            </li>
          ) : null}
        </Facts>
        <Facts heading={t("membership")}>
          <li>
            {t("colTier")}: {t(tierLabel[member.tier] ?? "none")}
          </li>
          <li>
            {t("colMembershipId")}: {member.membershipId ?? t("none")}
          </li>
          <li>
            {/* The card's day: Riyadh's, wherever the admin is. */}
            {t("validUntil")}:{" "}
            {member.validUntil ? formatCardDate(member.validUntil, language) : t("noEndDate")}
          </li>
          <li>
            <MembershipBadge status={member.membershipStatus} />
          </li>
          <li>
            {t("subscription")}:{" "}
            {t(member.subscriptionStatus ? subscriptionLabel[member.subscriptionStatus] : "none")}
          </li>
          <li>
            {t("colRole")}: {t(roleLabel[member.role] ?? "none")}
          </li>
          <li>
            {t("filterLanguage")}: {t(languageLabel[member.language] ?? "none")}
          </li>
        </Facts>
        <Facts heading={t("profile")}>
          {[
            member.title,
            member.company,
            memberCityLabel(member.city, language),
            member.phoneNumber,
            member.industry,
          ]
            .filter(Boolean)
            .map((value) => (
              <li key={value} dir="auto">
                {value}
              </li>
            ))}
        </Facts>
      </div>

      <MemberActions member={member} />

      <ListSection heading={t("consents")} items={detail.consents}>
        {(consent) => (
          <li key={`${consent.purpose}-${consent.createdAt}`}>
            {consent.purpose}: {t(consent.granted ? "granted" : "withdrawn")} · {consent.method} ·{" "}
            {consent.policyVersion} · {day(consent.createdAt)}
          </li>
        )}
      </ListSection>
      <ListSection heading={t("rsvps")} items={detail.rsvps}>
        {(rsvp) => (
          <li key={rsvp.id}>
            <span dir="auto">{rsvp.eventName}</span> · {day(rsvp.startsAt)} ·{" "}
            {t(rsvpStatusLabel[rsvp.status])}
          </li>
        )}
      </ListSection>
      <ListSection heading={t("payments")} items={detail.payments}>
        {(payment) => (
          <li key={payment.id}>
            {t(tierLabel[payment.tier] ?? "none")} · {money(payment.amountHalalas, payment.currency)} ·{" "}
            {t(paymentProviderLabel[payment.provider])} · {t(paymentStatusLabel[payment.status])} ·{" "}
            {day(payment.paidAt ?? payment.createdAt)}
          </li>
        )}
      </ListSection>
      <ListSection heading={t("posts")} items={detail.posts}>
        {(post) => (
          <li key={post.id} className="grid gap-1">
            <span className="text-xs text-slate-600">
              {day(post.createdAt)}
              {post.removed ? (
                <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">
                  {t("removed")}
                </span>
              ) : null}
            </span>
            <span dir="auto" className="whitespace-pre-line">
              {post.content}
            </span>
          </li>
        )}
      </ListSection>
    </div>
  );
}

function Facts({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      <ul className="grid gap-1 text-sm text-slate-700">{children}</ul>
    </div>
  );
}

function ListSection<Item>({
  heading,
  items,
  children,
}: {
  heading: string;
  items: Item[];
  children: (item: Item) => ReactNode;
}) {
  const t = useT(adminMembersMessages);
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t("nothing")}</p>
      ) : (
        <ul className="grid gap-2 text-sm text-slate-700">{items.map(children)}</ul>
      )}
    </div>
  );
}
