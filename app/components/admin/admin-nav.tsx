import { Link, useRouterState } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n";
import { type AdminTexts, adminMessages } from "../../i18n/messages/admin";

/** The admin menu, in order; each entry is a file route app/routes/admin.<section>.tsx. */
export const adminSections = [
  { to: "/admin", label: "navDashboard" },
  { to: "/admin/reports", label: "navReports" },
  { to: "/admin/events", label: "navEvents" },
  { to: "/admin/moderation", label: "navModeration" },
  { to: "/admin/members", label: "navMembers" },
  { to: "/admin/campaigns", label: "navCampaigns" },
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
  { to: "/admin/reported-posts", label: "navReportedPosts" },
  { to: "/admin/calendar", label: "navCalendar" },
  { to: "/admin/messages", label: "navMessages" },
  { to: "/admin/outbox", label: "navOutbox" },
  { to: "/admin/applications", label: "navApplications" },
  { to: "/admin/audit-log", label: "navAuditLog" },
] as const satisfies readonly { to: string; label: keyof AdminTexts }[];

// Phones: one row per section in the opened list. From md up: the pills, always shown.
const linkClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:underline aria-[current=page]:bg-brand-700 aria-[current=page]:text-white md:rounded-full md:border md:border-slate-300 md:py-1.5 md:hover:border-brand-600 md:hover:no-underline md:aria-[current=page]:border-brand-700";

/**
 * The admin sections in one nav landmark. From md up every section is a pill. On a phone, 24 pills
 * would fill the screen: a button naming the current section ("Admin sections: Events") opens them as
 * a vertical list (a disclosure: aria-expanded and aria-controls; Escape closes it and puts the focus
 * back on the button). The current section is marked aria-current="page" in both.
 */
export function AdminNav() {
  const t = useT(adminMessages);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = adminSections.find(({ to }) => to === (pathname.replace(/\/+$/, "") || "/"));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <nav aria-label={t("navLabel")} className="mb-6">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-4 py-3 text-start text-sm font-medium text-slate-800 md:hidden"
      >
        {current ? t("navCurrent", { section: t(current.label) }) : t("navLabel")}
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={listId}
        data-open={open}
        className={`${open ? "grid" : "hidden"} mt-2 gap-1 rounded-md border border-slate-200 bg-white p-2 md:mt-0 md:flex md:flex-wrap md:gap-2 md:border-0 md:bg-transparent md:p-0`}
      >
        {adminSections.map(({ to, label }) => (
          <li key={to} className="md:shrink-0">
            <Link
              to={to}
              activeOptions={{ exact: true }}
              className={linkClass}
              onClick={() => setOpen(false)}
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
