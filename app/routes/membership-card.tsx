import { createFileRoute } from "@tanstack/react-router";
import { MembershipCardPage } from "../components/membership-card/membership-card-page";

export const Route = createFileRoute("/membership-card")({
  component: MembershipCardPage,
});
