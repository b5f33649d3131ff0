import type { MailTopic } from "../../contract/mail-topics";
import type { TenderCategory } from "../../contract/tenders";
import type {
  Copy as ApplicationConfirmationCopy,
  ReviewCopy as ApplicationReviewCopy,
} from "../application-emails";
import type { BusinessDecision, Copy as BusinessReviewedCopy } from "../business-reviewed";
import type { Copy as ContactConfirmationCopy } from "../contact-emails";
import type {
  Copy as OrganiserCopy,
  OrganiserEmailKind,
  Labels as OrganiserLabels,
} from "../event-change-templates";
import type { CalendarLabels, EventMailLabels } from "../event-mail-labels";
import type { CheckoutCopy } from "../identity-emails";
import type { Copy as JobReviewCopy, JobReviewOutcome } from "../job-review-email";
import type { RenewalCopy } from "../membership-renewal-emails";
import type { MentorshipCopy } from "../mentorship-copy";
import type { ReceiptCopy } from "../payment-emails";
import type { PhotoDecision, Copy as PhotoReviewedCopy } from "../photo-reviewed";
import type { Copy as PostModeratedCopy, PostModeration } from "../post-moderated";
import type { Copy as RegistrationConfirmCopy } from "../registration-confirm-email";
import type { Copy as RsvpCopy, RsvpEmailKind, Labels as RsvpLabels } from "../rsvp-templates";
import type { Copy as SignInFailuresCopy } from "../sign-in-failures-email";
import type { Copy as SignUpAttemptCopy } from "../sign-up-attempt-email";
import type { Copy as StewardAddedCopy } from "../steward-added-email";
import type { Template as AccountCopy, AccountEmailKind } from "../templates";
import type { Copy as TenderAlertCopy } from "../tender-alert";
import type { Copy as WelcomeCopy } from "../welcome-email";

/** The footer of every bulk mail (unsubscribe.ts): why they get it, and the link's words. */
export type UnsubscribeCopy = { why: Record<MailTopic, string>; link: string };

/** The shape of one language's mail catalog (en.ts, ar.ts, ur.ts): each mail's texts, by mail. */
export type MailMessages = {
  /** The words every event mail shares. */
  eventMail: EventMailLabels;
  /** The human-readable lines of an event.ics invite. */
  calendar: CalendarLabels;
  account: Record<AccountEmailKind, AccountCopy>;
  rsvp: { kinds: Record<RsvpEmailKind, RsvpCopy>; labels: Omit<RsvpLabels, keyof EventMailLabels> };
  organiser: {
    kinds: Record<OrganiserEmailKind, OrganiserCopy>;
    labels: Omit<OrganiserLabels, keyof EventMailLabels>;
  };
  contactConfirmation: ContactConfirmationCopy;
  paymentReceipt: ReceiptCopy;
  signInFailures: SignInFailuresCopy;
  signUpAttempt: SignUpAttemptCopy;
  renewal: RenewalCopy;
  expired: RenewalCopy;
  applicationConfirmation: ApplicationConfirmationCopy;
  applicationReview: ApplicationReviewCopy;
  businessReviewed: Record<BusinessDecision, BusinessReviewedCopy>;
  jobReview: Record<JobReviewOutcome, JobReviewCopy>;
  photoReviewed: Record<PhotoDecision, PhotoReviewedCopy>;
  postModerated: Record<PostModeration, PostModeratedCopy>;
  registrationConfirm: RegistrationConfirmCopy;
  checkoutLink: CheckoutCopy;
  tenderAlert: TenderAlertCopy;
  unsubscribe: UnsubscribeCopy;
  tenderCategories: Record<TenderCategory, string>;
  welcome: WelcomeCopy;
  stewardAdded: StewardAddedCopy;
  mentorship: MentorshipCopy;
};
