import type { MentorshipCopy } from "../mentorship-copy";
import type { MailMessages } from "./types";

/*
 * The mail catalog in English: every text SPPC writes in an email, by mail. The Arabic and Urdu
 * catalogs (ar.ts, ur.ts) have the same shape. Placeholders in braces ({name}, {event}, {date}) are
 * filled by the templates in worker/email/ (mail-content.ts's fillText), never by string building here,
 * except the mentorship mails, which quote a request's facts through functions.
 */

const mentorship: MentorshipCopy = {
  statusName: { requested: "requested", accepted: "accepted", declined: "declined", done: "done" },
  toMentor: (f) => ({
    subject: `New mentorship request from ${f.menteeName}`,
    paragraphs: [
      `Assalam o Alaikum ${f.mentorName},`,
      `${f.menteeName} (${f.menteeEmail}) would like a mentorship session with you.`,
      `Topic: ${f.topic}\nPreferred date: ${f.preferredDate ?? "any time"}`,
      `Message:\n${f.message}`,
      "Please accept or decline the request on the mentorship page.",
    ],
    linkLabel: "Answer the request",
  }),
  toAdmin: (f) => ({
    subject: `New mentorship request for ${f.mentorName}`,
    paragraphs: [
      `${f.menteeName} (${f.menteeEmail}) asked ${f.mentorName} for a mentorship session.`,
      `Topic: ${f.topic}\nPreferred date: ${f.preferredDate ?? "any time"}`,
      `Message:\n${f.message}`,
    ],
    linkLabel: "Open mentorship requests",
  }),
  toMentee: (f) => ({
    subject: `Your mentorship request to ${f.mentorName}`,
    paragraphs: [
      `Assalam o Alaikum ${f.menteeName},`,
      `We sent your request to ${f.mentorName}. You will get an email when they answer.`,
      `Topic: ${f.topic}\nPreferred date: ${f.preferredDate ?? "any time"}`,
    ],
    linkLabel: "See my requests",
  }),
  updatedToMentee: (f, status) => ({
    subject: `Your mentorship request was ${mentorship.statusName[status]}`,
    paragraphs: [
      `Assalam o Alaikum ${f.menteeName},`,
      {
        accepted: `${f.mentorName} accepted your request about "${f.topic}". They will contact you by email to arrange the session.`,
        declined: `${f.mentorName} cannot take your request about "${f.topic}" right now. You are welcome to ask another mentor.`,
        done: `Your session with ${f.mentorName} about "${f.topic}" is marked as done. We hope it helped.`,
      }[status],
      ...(f.note ? [`Note: ${f.note}`] : []),
    ],
    linkLabel: "See my requests",
  }),
  updatedToMentor: (f, status) => ({
    subject: `A mentorship request was ${mentorship.statusName[status]}`,
    paragraphs: [
      `An administrator marked the request from ${f.menteeName} about "${f.topic}" as ${mentorship.statusName[status]}.`,
      ...(f.note ? [`Note: ${f.note}`] : []),
    ],
    linkLabel: "Open requests",
  }),
};

export const en: MailMessages = {
  eventMail: {
    greeting: "Assalam-o-Alaikum,",
    when: "When",
    where: "Where",
    riyadhTime: "Riyadh time",
  },
  calendar: {
    ticketCode: "Ticket code: {code}",
    cancelHere: "Can't come? Cancel here so someone on the waitlist gets your seat: {link}",
  },
  // Account mails. {name} is the member's name; links are added by the template. The verification goes
  // to an address nobody has confirmed yet, so it quotes nothing typed at sign-up.
  account: {
    "verify-email": {
      subject: "Confirm your email for SPPC",
      intro: "Assalam-o-Alaikum, welcome to SPPC. Please confirm your email address.",
      action: "Confirm my email",
      outro: "If you did not create an account, you can ignore this email.",
    },
    "reset-password": {
      subject: "Reset your SPPC password",
      intro:
        "Assalam-o-Alaikum {name}, we received a request to reset your password. The link works once and expires in 1 hour.",
      action: "Choose a new password",
      outro: "If you did not ask for this, ignore this email: your password stays the same.",
    },
    "password-changed": {
      subject: "Your SPPC password was changed",
      intro:
        "Assalam-o-Alaikum {name}, your password was just changed and your other sessions were signed out.",
      outro: "If this was not you, reset your password now and contact us.",
    },
    "account-deleted": {
      subject: "Your SPPC account has been deleted",
      intro:
        "Assalam-o-Alaikum {name}, your SPPC account and the personal data stored with it have been deleted, including your profile, consents, sessions and profile photo.",
      outro:
        "This is the last email we send to this address. You are always welcome to create a new account.",
    },
    inactivity: {
      subject: "Your SPPC account will be deleted in 30 days",
      intro:
        "Assalam-o-Alaikum {name}, you have not signed in to SPPC for almost 2 years. To protect your privacy we delete inactive accounts: your account and its personal data will be deleted in 30 days unless you sign in.",
      action: "Sign in to keep my account",
      outro: "If you no longer need your account, you do not have to do anything.",
    },
  },
  // RSVP mails. {event} is the event's name, {position} the waitlist place, {code} the ticket code.
  rsvp: {
    kinds: {
      "rsvp-confirmed": {
        subject: "RSVP Confirmed! {event}",
        headline: "RSVP Confirmed!",
        body: "Your seat at {event} is confirmed. Here are the event details; we look forward to seeing you.",
      },
      "rsvp-waitlisted": {
        subject: "You are on the waitlist: {event}",
        headline: "You are on the waitlist",
        body: "{event} is full right now. If a seat opens up, it goes to the next person on the waitlist and we will email you straight away.",
      },
      "rsvp-promoted": {
        subject: "A seat opened up: you're confirmed for {event}",
        headline: "Good news: you're confirmed!",
        body: "A seat opened up at {event} and it is now yours. Here are the event details; we look forward to seeing you.",
      },
      "rsvp-reminder": {
        subject: "Tomorrow: {event}",
        headline: "See you tomorrow!",
        body: "A reminder that {event} is coming up. Your ticket is below: show its QR code at the entrance.",
      },
      "rsvp-cancelled": {
        subject: "Your registration is cancelled: {event}",
        headline: "Your registration is cancelled",
        body: "Your registration for {event} is cancelled and your seat has been released. We hope to see you at a future event.",
      },
    },
    labels: {
      ticket: "Your ticket code: {code}",
      qrAttached:
        "Show the QR code at the entrance: it is attached to this email (ticket-qr.png). You can also read out the ticket code above.",
      calendarAttached: "Add the event to your calendar with the attached invite (event.ics).",
      cancelIntro: "Can't come? Cancel here so someone on the waitlist gets your seat:",
      cancelAction: "Cancel my registration",
      waitlistPosition: "Your place on the waitlist: {position}",
      waitlistNoPosition: "You are on the waitlist.",
      ticketLinkIntro: "Your ticket and its status, any time:",
      ticketLinkAction: "View my ticket",
    },
  },
  // What an organiser's action sends to registrants. {event} is the event's name.
  organiser: {
    kinds: {
      "event-changed": {
        subject: "Updated: {event}",
        headline: "The event has changed",
        body: "The organisers changed the details of {event}. Your registration stays as it is; here is what changed.",
      },
      "event-cancelled": {
        subject: "Cancelled: {event}",
        headline: "The event is cancelled",
        body: "We are sorry: the organisers have cancelled {event}. Your registration is cancelled too, and there is nothing you need to do.",
      },
      "event-seat-cancelled": {
        subject: "Your registration was cancelled by the organiser: {event}",
        headline: "Your registration was cancelled by the organiser",
        body: "The organisers of {event} have cancelled your registration, so your ticket is no longer valid. If you think this is a mistake, reply to this email.",
      },
    },
    labels: {
      was: "Was",
      now: "Now",
      calendarUpdated: "The attached invite (event.ics) updates the event in your calendar.",
      calendarRemoved: "The attached invite (event.ics) removes the event from your calendar.",
      about: "About {event}",
    },
  },
  // {hours} is filled in. Whoever fills the form types the address, so this copy may reach a
  // stranger: only our own words, never the typed name, subject or message (issue 18).
  contactConfirmation: {
    subject: "We received your message",
    greeting: "Assalam-o-Alaikum,",
    thanks:
      "Thank you for contacting SPPC. We received your message and will reply within {hours} hours (Sunday to Thursday, 9:00-18:00 Arabia time).",
  },
  // {name}, {tier}, {amount}, {reference} and {date} are filled in.
  paymentReceipt: {
    subject: "Payment Successful: welcome to SPPC {tier}",
    greeting: "Assalam-o-Alaikum {name},",
    body: "We received your payment of {amount} for SPPC {tier} membership (reference {reference}). Thank you for supporting the community.",
    validUntil: "Your membership is valid until {date}. We will remind you before it ends.",
    card: "Open your membership card",
  },
  // {name} is the owner's name. Someone (maybe the owner) signed up with this address; nothing changed.
  signUpAttempt: {
    subject: "Someone tried to sign up with your email address",
    body: "Assalam-o-Alaikum {name}, someone tried to create a new SPPC account with this email address. You already have an account, so nothing was changed and no new account was made.",
    advice:
      "If this was you, simply sign in with your existing account. If it was not you, you can ignore this email.",
    signIn: "Sign in",
    reset: "Forgot your password? Choose a new one with 'Forgot password?' on the sign-in page",
  },
  // {name} is the member's name. The mail never says from where: the owner needs to act, not to trace.
  signInFailures: {
    subject: "Failed sign-in attempts on your SPPC account",
    body: "Assalam-o-Alaikum {name}, someone tried many wrong passwords on your SPPC account in the last hour. Your account is not locked: you can still sign in as usual, and the attempts are slowed down.",
    advice:
      "If this was you, there is nothing to do. If it was not, your password was not accepted; to be safe, choose a new one with 'Forgot password?' on the sign-in page.",
    button: "Go to sign in",
  },
  // {name}, {tier}, {date}, {amount} and {contact} are filled in. mada and STC Pay cannot charge a
  // card again on their own, so every renewal is a payment the member makes from the link (issue 7).
  renewal: {
    subject: "Renew your SPPC {tier} membership: it ends on {date}",
    greeting: "Assalam-o-Alaikum {name},",
    body: "Your SPPC {tier} membership ends on {date}. Renew before then to keep your {tier} benefits; after that date your account falls back to Basic benefits until you renew.",
    price: "Renewal: {amount} for one more year, added to the end of your current period.",
    methods:
      "Pay online with mada, Apple Pay or STC Pay from the button below. To pay by bank transfer, contact support at {contact}.",
    button: "Renew membership",
  },
  expired: {
    subject: "Your SPPC {tier} membership has expired",
    greeting: "Assalam-o-Alaikum {name},",
    body: "Your SPPC {tier} membership ended on {date}. Your account now has Basic benefits; your membership ID stays the same.",
    price: "Renew for {amount} a year to get your {tier} benefits back straight away.",
    methods:
      "Pay online with mada, Apple Pay or STC Pay from the button below. To pay by bank transfer, contact support at {contact}.",
    button: "Renew membership",
  },
  // {type} is a tier id from the contract's closed list, never typed text.
  applicationConfirmation: {
    subject: "Membership Application Submitted!",
    greeting: "Assalam-o-Alaikum,",
    body: "Thank you for applying for {type} membership of SPPC. Our team reviews every application and will write to you with the outcome.",
    next: "Meanwhile you can see what your digital membership card offers at partner locations.",
    card: "Membership card",
  },
  applicationReview: {
    subject: "Your SPPC membership application",
    approved:
      "Assalam-o-Alaikum {name}, your application has been approved. Welcome to SPPC! Your membership number and card are ready; your welcome email tells your number and, if your account has no password yet, how to set one.",
    rejected:
      "Assalam-o-Alaikum {name}, thank you for applying. We cannot approve your application at this time.",
    reason: "The reason our team gave:",
    register: "Open your membership card",
  },
  // {name} is the owner's name, {business} the listing's name; the admin's reason follows on its own line.
  businessReviewed: {
    approved: {
      subject: "Your business is listed: {business}",
      body: "Assalam-o-Alaikum {name}, {business} has been approved and is now listed in the SPPC business directory.",
      reason: "Note from the team: {reason}",
      link: "View your listing",
    },
    rejected: {
      subject: "Your business listing was not approved: {business}",
      body: "Assalam-o-Alaikum {name}, we could not approve {business} for the SPPC business directory.",
      reason: "Reason: {reason}",
      link: "Open the business directory",
    },
    hidden: {
      subject: "Your business listing is hidden: {business}",
      body: "Assalam-o-Alaikum {name}, {business} has been hidden from the SPPC business directory.",
      reason: "Reason: {reason}",
      link: "Open the business directory",
    },
  },
  // {title}, {reason} and {until} are what the member typed or the dates.
  jobReview: {
    approved: {
      subject: 'Your job "{title}" is live',
      paragraphs: [
        'Good news: your job post "{title}" was approved and is now listed on the SPPC job portal.',
        "It stays listed until {until}.",
      ],
      linkLabel: "View your job",
    },
    rejected: {
      subject: 'Your job "{title}" was not approved',
      paragraphs: [
        'Thank you for posting "{title}". Our team reviewed it and could not approve it.',
        "Reason: {reason}",
        "You are welcome to post it again with these changes.",
      ],
      linkLabel: "Post a job",
    },
    hidden: {
      subject: 'Your job "{title}" was hidden',
      paragraphs: ['Your job post "{title}" is no longer listed on the SPPC job portal.', "Reason: {reason}"],
      linkLabel: "See your job posts",
    },
  },
  // {event} is the event the photo was shared for; the admin's reason follows on its own line.
  photoReviewed: {
    approved: {
      subject: "Your photo from {event} is in the gallery",
      body: "Thank you for sharing your photo from {event}. It was approved and everyone can now see it in the SPPC event gallery.",
      reason: "Note from the team: {reason}",
      link: "Open the gallery",
    },
    rejected: {
      subject: "Your photo from {event} was not approved",
      body: "Thank you for sharing your photo from {event}. Our team reviewed it and could not add it to the SPPC event gallery.",
      reason: "Reason: {reason}",
      link: "Open the gallery",
    },
  },
  // {excerpt} is the start of the post as the member wrote it; the admin's reason follows on its own line.
  postModerated: {
    removed: {
      subject: "Your post was removed from the SPPC feed",
      body: "Members reported one of your posts and our team reviewed it. It has been removed from the community feed.",
      excerpt: "Your post: {excerpt}",
      reason: "Reason: {reason}",
      link: "Open the community feed",
    },
    kept: {
      subject: "We reviewed the post you reported",
      body: "Thank you for reporting a post. Our team reviewed it and found that it follows the community guidelines, so it stays in the feed.",
      excerpt: "The post: {excerpt}",
      reason: "Note from the team: {reason}",
      link: "Open the community feed",
    },
  },
  registrationConfirm: {
    subject: "Confirm your email to finish your SPPC registration",
    greeting: "Assalam-o-Alaikum,",
    body: "Someone asked to register an SPPC membership with this email address. Confirm it with the button below to get your membership number and set your password; the link works once, for 24 hours.",
    ignore: "If this was not you, ignore this email: no account is created without this confirmation.",
    button: "Confirm my email",
  },
  // {tier} is filled in.
  checkoutLink: {
    subject: "Your SPPC membership payment link",
    body: "Someone asked to pay for the {tier} membership on your SPPC membership number. Use the button below to continue to the payment; the link works for 24 hours.",
    ignore: "If this was not you, ignore this email: nothing is charged without you.",
    button: "Continue to payment",
  },
  unsubscribe: {
    why: {
      marketing: "You get this because you agreed to hear about SPPC offers and events.",
      announcements: "You get this because you are a member of SPPC.",
      tender_alerts: "You get this because you follow tenders of this category.",
    },
    link: "Unsubscribe",
  },
  tenderAlert: {
    subject: (title) => `New tender: ${title}`,
    intro: (category) => `A new ${category} tender has been published on SPPC.`,
    organization: "Organization",
    value: "Value",
    deadline: "Deadline",
    upgrade: (url) =>
      `Tender details and documents are for Premium and Executive members. Upgrade to Premium to read them: ${url}`,
    why: (category) =>
      `You receive this email because you subscribed to ${category} tender alerts. You can change your alerts on the tenders page.`,
    button: "View tender",
  },
  tenderCategories: {
    Construction: "Construction",
    Technology: "Technology",
    Energy: "Energy",
    Healthcare: "Healthcare",
    Transportation: "Transportation",
  },
  // {name}, {number}, {url} are filled in.
  welcome: {
    subject: "Welcome to SPPC: your membership number is {number}",
    greeting: "Assalam-o-Alaikum {name},",
    joined: "Welcome to the SPPC member community.",
    number: "Your membership number: {number}",
    card: "Your digital membership card (Basic) is ready; show it at partner locations and at events: {url}",
    setPassword:
      "Your account has no password yet. Set one with the button below; the link works for 7 days.",
    profile: "Then complete your profile so other members can find you: {url}",
    setPasswordLabel: "Set your password",
    cardLabel: "Open your membership card",
  },
  stewardAdded: {
    subject: "You are a steward at {event}",
    greeting: "Assalam-o-Alaikum {name},",
    body: "An SPPC administrator has made you a steward of {event}: at the door you check attendees in by scanning their ticket's QR code or typing its code.",
    door: "Open the door screen once before the event while you are online: it keeps the guest list on your phone, so check-in goes on if the connection drops.",
    menu: 'Your events are also under "My door duties" in your menu on the SPPC site.',
    button: "Open the door screen",
  },
  mentorship,
};
