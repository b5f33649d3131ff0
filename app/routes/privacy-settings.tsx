import { createFileRoute } from "@tanstack/react-router";
import { PrivacySettingsScreen } from "../components/privacy/privacy-settings-page";

// 'Privacy & data': consents, a copy of the member's data and account deletion (member-only).
export const Route = createFileRoute("/privacy-settings")({
  component: PrivacySettingsScreen,
});
