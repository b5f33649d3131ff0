import { createFileRoute } from "@tanstack/react-router";
import { PostJobPage } from "../components/jobs/post-job-page";

export const Route = createFileRoute("/jobs/new")({
  component: PostJobPage,
});
