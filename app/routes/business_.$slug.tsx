import { createFileRoute } from "@tanstack/react-router";
import { BusinessDetailPage } from "../components/business/business-detail-page";

// "business_" keeps the detail page out of the /business list route (no shared layout or search).
export const Route = createFileRoute("/business_/$slug")({
  component: BusinessDetailRoute,
});

function BusinessDetailRoute() {
  const { slug } = Route.useParams();
  return <BusinessDetailPage slug={slug} />;
}
