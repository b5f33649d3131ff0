import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

// Members only: the card and every ticket in one place; opens offline (service worker). The page is
// one more import away so the entry every visitor downloads lists one chunk for it, not its ~20
// shared ones (the card, the tickets, the QR code).
const WalletPage = lazy(() =>
  import("../components/wallet/wallet-page").then((m) => ({ default: m.WalletPage })),
);

export const Route = createFileRoute("/wallet")({
  component: () => (
    <Suspense fallback={null}>
      <WalletPage />
    </Suspense>
  ),
});
