import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type {
  PendingModeration,
  RecentSignup,
  UpcomingEvent,
} from "../../../worker/contract/admin-dashboard";
import { useLanguage, useT } from "../../i18n";
import { type AdminDashboardTexts, adminDashboardMessages } from "../../i18n/messages/admin-dashboard";
import { useTierWords } from "../membership/tier-words";
import { ScrollBox } from "../ui/scroll-box";

const cell = "px-3 py-2 text-start";
const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/** A titled dashboard list: its rows, or an empty state, or a note when the dashboard failed to load. */
function ListSection({
  id,
  title,
  rows,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  rows: unknown[] | undefined;
  emptyText: string;
  children: ReactNode;
}) {
  const t = useT(adminDashboardMessages);
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {rows === undefined ? (
        <p className="text-red-700">{t("listLoadError")}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ScrollBox labelledBy={id} className="overflow-x-auto">
          {children}
        </ScrollBox>
      )}
    </section>
  );
}

export function RecentSignups({ rows }: { rows: RecentSignup[] | undefined }) {
  const t = useT(adminDashboardMessages);
  const tiers = useTierWords();
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "Asia/Riyadh" });
  return (
    <ListSection
      id="dashboard-signups"
      title={t("recentSignupsHeading")}
      rows={rows}
      emptyText={t("recentSignupsEmpty")}
    >
      <table className="w-full text-sm" aria-labelledby="dashboard-signups">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className={cell}>{t("name")}</th>
            <th className={cell}>{t("email")}</th>
            <th className={cell}>{t("joined")}</th>
            <th className={cell}>{t("tier")}</th>
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={row.email} className="border-t border-slate-200">
              <td className={cell}>{row.name}</td>
              <td className={cell}>{row.email}</td>
              <td className={cell}>{date.format(new Date(row.joined))}</td>
              <td className={cell}>{tiers.name(row.tier)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ListSection>
  );
}

export function UpcomingEvents({ rows }: { rows: UpcomingEvent[] | undefined }) {
  const t = useT(adminDashboardMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  });
  return (
    <ListSection
      id="dashboard-events"
      title={t("upcomingEventsHeading")}
      rows={rows}
      emptyText={t("upcomingEventsEmpty")}
    >
      <table className="w-full text-sm" aria-labelledby="dashboard-events">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className={cell}>{t("event")}</th>
            <th className={cell}>{t("date")}</th>
            <th className={cell}>{t("confirmed")}</th>
            <th className={cell}>{t("waitlisted")}</th>
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <td className={cell}>
                <Link to="/admin/events" className={linkClass}>
                  {row.name}
                </Link>
              </td>
              <td className={cell}>{date.format(new Date(row.startsAt))}</td>
              <td className={cell}>
                {row.confirmed} / {row.capacity}
              </td>
              <td className={cell}>{row.waitlisted}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ListSection>
  );
}

/** Each pending count links to the admin section that decides it. */
const moderation = [
  { key: "photos", to: "/admin/photos", label: "moderationPhotos" },
  { key: "jobs", to: "/admin/jobs", label: "moderationJobs" },
  { key: "businesses", to: "/admin/businesses", label: "moderationBusinesses" },
  { key: "applications", to: "/admin/applications", label: "moderationApplications" },
  { key: "reports", to: "/admin/reported-posts", label: "moderationReports" },
] as const satisfies readonly {
  key: keyof PendingModeration;
  to: string;
  label: keyof AdminDashboardTexts;
}[];

export function PendingModerationList({ counts }: { counts: PendingModeration | undefined }) {
  const t = useT(adminDashboardMessages);
  const waiting = counts ? moderation.filter(({ key }) => counts[key] > 0) : undefined;
  return (
    <ListSection
      id="dashboard-moderation"
      title={t("moderationHeading")}
      rows={waiting}
      emptyText={t("moderationEmpty")}
    >
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {waiting?.map(({ key, to, label }) => (
          <li key={key} className="card flex items-center justify-between gap-3">
            <Link to={to} className={linkClass}>
              {t(label)}
            </Link>
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
              {counts?.[key]}
            </span>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}

/** The one queue another section builds (/admin/moderation); always offered. */
export function ModerationQueueLink() {
  const t = useT(adminDashboardMessages);
  return (
    <p className="-mt-5 mb-8">
      <Link to="/admin/moderation" className={linkClass}>
        {t("moderationQueue")}
      </Link>
    </p>
  );
}
