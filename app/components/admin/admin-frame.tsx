import { Navigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { adminDashboardMessages } from "../../i18n/messages/admin-dashboard";
import { useAuth } from "../../queries/auth";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { AdminNav } from "./admin-nav";

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
 * A steward of an upcoming event is sent to their door duties (/admin/events) instead: that is the
 * admin screen they came for.
 */
function AdminsOnly({ children }: { children: ReactNode }) {
  const t = useT(adminDashboardMessages);
  const { user } = useAuth();
  if (user?.role === "admin") return children;
  if (user && user.stewardEvents > 0) return <Navigate to="/admin/events" replace />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("forbidden")}
      </p>
    </div>
  );
}
