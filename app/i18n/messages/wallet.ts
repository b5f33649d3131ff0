import { defineCatalog } from "../define";

/** The Wallet page (/wallet) and the card's offline states (Wallet and /membership-card). */
const en = {
  title: "Wallet",
  lead: "Your membership card and event tickets, ready at the door, even offline.",
  cardHeading: "Membership card",
  ticketsHeading: "Event tickets",
  updated: "Updated {when}",
  savedCopy: "You are offline. This is the copy saved {when}.",
  refresh: "Refresh",
  connectTitle: "Your card is not saved on this device yet",
  connectText:
    "Connect to the internet once while signed in: your card and tickets are then saved here and open without a connection.",
  ticketsOffline: "Your tickets are not saved on this device yet. Connect once to save them.",
  sampleLabel: "Sample card",
};

export type WalletTexts = typeof en;

export const walletMessages = defineCatalog(en, {
  ar: () => import("./wallet.ar"),
  ur: () => import("./wallet.ur"),
});
