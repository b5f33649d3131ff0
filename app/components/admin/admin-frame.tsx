import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { type AdminTexts, adminMessages } from "../../i18n/messages/admin";
import { adminDashboardMessages } from "../../i18n/messages/admin-dashboard";
import { useAuth } from "../../queries/auth";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";

/** The admin menu, in order; each entry is a file route app/routes/admin.<section>.tsx. */
const routes = [
  { to: "/admin", label: "navDashboard" },
  { to: "/admin/events", label: "navEvents" },
  { to: "/admin/moderation", label: "navModeration" },
  { to: "/admin/members", label: "navMembers" },
  { to: "/admin/imports", label: "navImports" },
  { to: "/admin/photos", label: "navPhotos" },
  { to: "/admin/jobs", label: "navJobs" },
  { to: "/admin/businesses", label: "navBusinesses" },
  { to: "/admin/forums", label: "navForums" },
  { to: "/admin/whatsapp-groups", label: "navWhatsappGroups" },
  { to: "/admin/partners", label: "navPartners" },
  { to: "/admin/payments", label: "navPayments" },
  { to: "/admin/membership-tiers", label: "navMembershipTiers" },
  { to: "/admin/tenders", label: "navTenders" },
  { to: "/admin/mentorship", label: "navMentorship" },
  { to: "/admin/help-articles", label: "navHelpArticles" },
  { to: "/admin/featured", label: "navFeatured" },
  { to: "/admin/reports", label: "navReports" },
  { to: "/admin/calendar", label: "navCalendar" },
  { to: "/admin/messages", label: "navMessages" },
  { to: "/admin/applications", label: "navApplications" },
  { to: "/admin/audit-log", label: "navAuditLog" },
] as const satisfies readonly { to: string; label: keyof AdminTexts }[];

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
      </ul>
    </nav>
  );
}

/**
 * The frame of an admin section: admins only (the API enforces it too; members read a note and no
 * menu), the section menu, then the page heading and content.
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
      <AdminsOnly>
        <PageFrame title={title} lead={lead} actions={actions}>
          <AdminNav />
          {children}
        </PageFrame>
      </AdminsOnly>
    </MemberOnly>
  );
}

/**
 * A member who is not an administrator reads "administrators only" and nothing of the admin menu or
 * page (the API answers them 403 anyway): the session already says who they are, so no wait for it.
 */
function AdminsOnly({ children }: { children: ReactNode }) {
  const t = useT(adminDashboardMessages);
  const { user } = useAuth();
  if (user?.role === "admin") return children;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("forbidden")}
      </p>
    </div>
  );
}
