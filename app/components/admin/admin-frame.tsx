import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { type AdminTexts, adminMessages } from "../../i18n/messages/admin";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";

/** The admin menu, in order: its own routes first, then the sections of /admin/$section (admin-sections.tsx). */
const routes = [
  { to: "/admin", label: "navDashboard" },
  { to: "/admin/events", label: "navEvents" },
] as const satisfies readonly { to: string; label: keyof AdminTexts }[];
const sections = [
  { section: "moderation", label: "navModeration" },
  { section: "members", label: "navMembers" },
  { section: "imports", label: "navImports" },
  { section: "photos", label: "navPhotos" },
  { section: "jobs", label: "navJobs" },
  { section: "businesses", label: "navBusinesses" },
  { section: "forums", label: "navForums" },
  { section: "whatsapp-groups", label: "navWhatsappGroups" },
  { section: "partners", label: "navPartners" },
  { section: "payments", label: "navPayments" },
  { section: "membership-tiers", label: "navMembershipTiers" },
  { section: "tenders", label: "navTenders" },
  { section: "mentorship", label: "navMentorship" },
  { section: "help-articles", label: "navHelpArticles" },
  { section: "featured", label: "navFeatured" },
  { section: "reports", label: "navReports" },
  { section: "calendar", label: "navCalendar" },
  { section: "messages", label: "navMessages" },
  { section: "applications", label: "navApplications" },
  { section: "audit-log", label: "navAuditLog" },
] as const satisfies readonly { section: string; label: keyof AdminTexts }[];

const linkClass =
  "block rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

export function AdminNav() {
  const t = useT(adminMessages);
  return (
    <nav aria-label={t("navLabel")} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {routes.map(({ to, label }) => (
          <li key={to} className="shrink-0">
            <Link to={to} activeOptions={{ exact: true }} className={linkClass}>
              {t(label)}
            </Link>
          </li>
        ))}
        {sections.map(({ section, label }) => (
          <li key={section} className="shrink-0">
            <Link to="/admin/$section" params={{ section }} className={linkClass}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of an admin section: admins only (the API enforces it too), the section menu, then the
 * page heading and content.
 */
export function AdminFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <MemberOnly area="admin">
      <PageFrame title={title} lead={lead} actions={actions}>
        <AdminNav />
        {children}
      </PageFrame>
    </MemberOnly>
  );
}
