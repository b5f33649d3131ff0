import { createFileRoute } from "@tanstack/react-router";
import { AdminPaymentsPage } from "../components/admin-payments/admin-payments-page";

export const Route = createFileRoute("/admin/payments")({
  component: AdminPaymentsPage,
});
