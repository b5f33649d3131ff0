import { PageFrame } from "../page-frame";

// Stub: the static-pages work replaces this with the spec's content. Served at /privacy and /privacy-policy.
export function PrivacyPolicyPage() {
  return <PageFrame title="Privacy Policy" />;
}
