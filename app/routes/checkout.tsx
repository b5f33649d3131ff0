import { createFileRoute } from "@tanstack/react-router";
import { CheckoutPage } from "../components/membership/checkout-page";

export const Route = createFileRoute("/checkout")({
  component: CheckoutPage,
});
