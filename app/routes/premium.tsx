import { createFileRoute } from "@tanstack/react-router";
import { PremiumPage } from "../components/premium/premium-page";

export const Route = createFileRoute("/premium")({
  component: PremiumPage,
});
