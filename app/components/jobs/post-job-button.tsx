import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { jobsMessages } from "../../i18n/messages/jobs";
import { useAuth } from "../../queries/auth";

/** On /jobs: members go to the form; visitors are asked to sign in first and then land on it. */
export function PostJobButton() {
  const t = useT(jobsMessages);
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return null;
  return isAuthenticated ? (
    <Link to="/jobs/new" className="btn-primary">
      {t("postJob")}
    </Link>
  ) : (
    <Link to="/login" search={{ next: "/jobs/new" }} className="btn-outline">
      {t("signInToPost")}
    </Link>
  );
}
