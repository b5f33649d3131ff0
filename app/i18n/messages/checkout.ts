import { defineCatalog } from "../define";

/** /checkout: paying for a membership and coming back from the payment page. */
const en = {
  orderTitle: "Your membership",
  linkEmailedTitle: "Check the member's email",
  linkEmailedText:
    "If this membership number exists, we emailed its member a link to pay. The payment opens only from that link, which works for 24 hours.",
  plan: "Plan",
  price: "Price",
  perYear: "{price} per year",
  validity: "Valid for one year from payment. We email you a renewal link before it ends.",
  methods: "Pay securely on {provider}'s page with mada, Apple Pay, STC Pay or a credit card.",
  payNow: "Pay {price}",
  redirecting: "Opening the payment page…",
  signInToPay: "Sign in to upgrade your membership.",
  signIn: "Sign in",
  bankTransfer: "Prefer a bank transfer? Contact support with your membership ID and we will record it.",
  planUnavailable: "This plan cannot be bought at the moment.",
  loadFailed: "We could not load the payment details.",
  retry: "Try again",
  confirming: "Confirming your payment…",
  stillPending:
    "Your payment is not confirmed yet. If you completed it, it will appear shortly; you can check again.",
  checkAgain: "Check again",
  cancelled: "Payment cancelled. You have not been charged.",
  paymentSuccessful: "Payment Successful",
  welcome: "Welcome to SPPC {tier}!",
  paymentFailed: "Payment Failed",
  failedFallback: "The payment was not completed.",
  tryAgain: "Try payment again",
  viewCard: "View Membership Card",
  unknownPayment: "We could not find this payment.",
  myPaymentsTitle: "Your payments",
  noPayments: "No payments yet.",
  paymentsLoadFailed: "Your payments could not be loaded.",
  methodOnline: "Online",
  methodBankTransfer: "Bank transfer",
  statusPaid: "Paid",
  statusPending: "Pending",
  statusFailed: "Failed",
  paidOn: "Paid {date}",
  validUntilDate: "Valid until {date}",
  colDate: "Date",
  colPlan: "Plan",
  colAmount: "Amount",
  colMethod: "Method",
  colStatus: "Status",
};

export type CheckoutTexts = typeof en;

export const checkoutMessages = defineCatalog(en, {
  ar: () => import("./checkout.ar"),
  ur: () => import("./checkout.ur"),
});
