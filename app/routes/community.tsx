// /community is the same page as /forums (spec point 2).
import { createFileRoute } from "@tanstack/react-router";
import { ForumsPage } from "../components/pages/forums-page";

export const Route = createFileRoute("/community")({
  component: ForumsPage,
});
