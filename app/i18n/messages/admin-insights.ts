import { defineCatalog } from "../define";

/** /admin/reports: the community reports (charts, their tables and downloads). */
const en = {
  title: "Community reports",
  lead: "How the community is doing. Every chart has its numbers in a table below it, and each report downloads as CSV or Excel.",
  filtersLabel: "Report filters",
  from: "From",
  to: "To",
  city: "City",
  allCities: "All cities",
  filtersNote: "Dates are days in Riyadh. Without dates the reports cover the last twelve months.",
  loading: "Loading the report…",
  loadFailed: "This report could not be loaded.",
  retry: "Try again",
  empty: "Nothing to show for these dates and city.",
  downloadCsv: "Download CSV",
  downloadXlsx: "Download Excel",
  downloadsLabel: "Download {report}",
  chartLabel: "Chart of {report}. The table below has the same numbers.",
  tableCaption: "{report}: the numbers",
  tier_basic: "Basic",
  tier_premium: "Premium",
  tier_executive: "Executive",
  membersHeading: "Members over time by tier",
  membersNote: "Members who joined each month and the total at the month's end, by the tier they hold today.",
  colMonth: "Month",
  colTier: "Tier",
  colJoined: "Joined",
  colTotal: "Total at month end",
  renewalsHeading: "Renewals",
  renewalsNote: "Paid memberships ending soon, counted from today; each count includes the shorter ones.",
  colDueWindow: "Due",
  colDue30: "Due within 30 days",
  colDue60: "Due within 60 days",
  colDue90: "Due within 90 days",
  renewalRate:
    "Renewal rate {rate}: {renewed} of {ended} paid periods that ended in these dates were paid again.",
  renewalRateNone: "No paid period ended in these dates, so there is no renewal rate yet.",
  revenueHeading: "Revenue by month and tier",
  revenueNote: "Paid membership payments by the month they were paid, in Saudi riyals.",
  refundsNote: "Refunds are not shown: payments have no refunded state yet, so these are the amounts paid.",
  colPayments: "Payments",
  colAmount: "Amount (SAR)",
  attendanceHeading: "Event registrations and check-ins",
  attendanceNote:
    "Events that started in these dates and have ended. A no-show is a confirmed seat never checked in.",
  colEvent: "Event",
  colCity: "City",
  colDate: "Date",
  colRegistered: "Registered",
  colCheckedIn: "Checked in",
  colNoShows: "No-shows",
  colNoShowRate: "No-show rate",
  perCityHeading: "Per city",
  noCity: "Online or another city",
  partnersHeading: "Partner discount checks",
  partnersNote:
    "Cards a partner checked on /verify through their counter link (/verify/<number>?partner=<partner's slug>). The city filter does not apply.",
  colPartner: "Partner",
  colChecks: "Checks",
  deletedPartner: "Deleted partner",
  campaignsHeading: "Campaign results",
  campaignsPending:
    "Campaign results will appear here: queued, sent, failed and unsubscribed for each campaign.",
};

export type AdminInsightsTexts = typeof en;

export const adminInsightsMessages = defineCatalog(en, {
  ar: () => import("./admin-insights.ar"),
  ur: () => import("./admin-insights.ur"),
});
