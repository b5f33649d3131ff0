import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { adminSectionPages } from "../components/admin/admin-sections";
import { NotFoundScreen } from "../components/not-found";

export const Route = createFileRoute("/admin/$section")({
  component: AdminSectionRoute,
});

function AdminSectionRoute() {
  const { section } = Route.useParams();
  const Page = Object.hasOwn(adminSectionPages, section) ? adminSectionPages[section] : undefined;
  if (!Page) return <NotFoundScreen />;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
