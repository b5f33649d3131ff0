import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ContactPage } from "../../app/components/contact/contact-page";
import { HelpCenterPage } from "../../app/components/help-center/help-center-page";
import { TermsPage } from "../../app/components/legal/terms-page";
import { PrivacyPolicyPage } from "../../app/components/pages/privacy-policy-page";
import { PremiumPage } from "../../app/components/premium/premium-page";
import type { HelpArticle } from "../../worker/contract/help-articles";
import type { MembershipTier } from "../../worker/contract/membership";
import { makeTier } from "../fixtures/membership";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

afterEach(cleanup);

const tiers = [
  makeTier("basic", { priceHalalas: 0, partnerDiscountPercent: 5, isPopular: false }),
  makeTier("premium", {
    priceHalalas: 29_900,
    partnerDiscountPercent: 15,
    benefits: ["Everything in Basic", "Exclusive jobs"],
    isPopular: true,
  }),
  makeTier("executive", { priceHalalas: 59_900, partnerDiscountPercent: 25, isPopular: false }),
];

/** Answers GET /api/membership/tiers with each response in turn (the last one repeats). */
function stubTiers(...responses: (() => Response)[]) {
  return stubFetch({
    "GET /api/membership/tiers": () => {
      const next = responses.length > 1 ? responses.shift() : responses[0];
      if (!next) throw new Error("no response stubbed");
      return next();
    },
  });
}
const ok = (list: MembershipTier[]) => () => json<{ tiers: MembershipTier[] }>({ tiers: list });
const serverError = () => new Response("boom", { status: 500 });

describe("premium page", () => {
  it("shows the three plans from the API with SAR prices, discounts and the popular badge", async () => {
    stubTiers(ok(tiers));
    await renderWithApp(() => <PremiumPage />);
    const plans = await screen.findAllByRole("heading", { level: 3 });
    expect(plans.map((h) => h.textContent)).toEqual(["Basic", "Premium", "Executive"]);
    expect(screen.getByText("Free")).toBeVisible();
    expect(screen.getByText("SAR 299")).toBeVisible();
    expect(screen.getByText("SAR 599")).toBeVisible();
    expect(screen.getAllByText("per year")).toHaveLength(2);
    expect(screen.getAllByText("Most Popular")).toHaveLength(1);
    for (const percent of ["5%", "15%", "25%"]) {
      expect(screen.getByText(`${percent} partner discount`)).toBeVisible();
    }
    const premiumBenefits = screen.getByRole("list", { name: "Premium benefits" });
    expect(within(premiumBenefits).getByText("Exclusive jobs")).toBeVisible();
    const ctas = ["Join for free", "Choose Premium", "Choose Executive", "View Membership Card"];
    for (const name of ctas) {
      expect(screen.getByRole("link", { name }).getAttribute("href")).toBe("/membership");
    }
  });

  it("shows the error text when the API fails, and the plans after Try again", async () => {
    const fetchMock = stubTiers(serverError, ok(tiers));
    await renderWithApp(() => <PremiumPage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the membership plans.");
    expect(screen.queryByText("SAR 299")).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("SAR 299")).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says so when there are no plans", async () => {
    stubTiers(ok([]));
    await renderWithApp(() => <PremiumPage />);
    expect(await screen.findByText(/No membership plans are available right now/)).toBeVisible();
  });

  it("formats prices in Arabic", async () => {
    stubTiers(ok(tiers));
    await renderWithApp(() => <PremiumPage />, { language: "ar" });
    expect(await screen.findByText("الأكثر شيوعًا")).toBeVisible();
    expect(screen.getByText("مجانًا")).toBeVisible();
    expect(screen.getAllByText(/ر\.س/)).toHaveLength(2);
  });
});

const privacyHeadings = [
  "Introduction",
  "Data controller",
  "Personal data we collect",
  "Legal basis for processing",
  "Your rights",
  "Security measures",
  "Data retention",
  "International transfers",
  "Contact us",
  "Changes to this policy",
];

describe("privacy policy", () => {
  it("shows the date, ten numbered sections and a table of contents linking to them", async () => {
    await renderWithApp(() => <PrivacyPolicyPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    expect(screen.getByText("Last updated: December 21, 2024")).toBeVisible();
    privacyHeadings.forEach((name, index) => {
      expect(screen.getByRole("heading", { level: 2, name: `${index + 1}. ${name}` })).toBeVisible();
    });
    const contents = screen.getByRole("navigation", { name: "Contents" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(privacyHeadings);
    for (const link of links) {
      const id = link.getAttribute("href")?.slice(1) ?? "";
      expect(document.getElementById(id)?.tagName).toBe("SECTION");
    }
  });

  it("states PDPL compliance, the legal bases, the rights, retention and the response time", async () => {
    await renderWithApp(() => <PrivacyPolicyPage />);
    expect(screen.getByText(/Personal Data Protection Law \(PDPL\)/)).toBeVisible();
    for (const basis of ["Consent:", "Contractual necessity:", "Legitimate interest:"]) {
      expect(screen.getByText(new RegExp(`^${basis}`))).toBeVisible();
    }
    for (const right of ["Access:", "Rectification:", "Erasure:", "Portability:"]) {
      expect(screen.getByText(new RegExp(`^${right}`))).toBeVisible();
    }
    expect(screen.getByText(/inactive for 2 years/)).toBeVisible();
    expect(screen.getByText(/privacy@sppc\.sa\W*; we answer every request within 30 days/)).toBeVisible();
  });

  it("says what account deletion keeps, and why", async () => {
    await renderWithApp(() => <PrivacyPolicyPage />);
    const retention = document.getElementById("retention") as HTMLElement;
    expect(within(retention).getByText(/^When you delete your account, we delete everything/)).toBeVisible();
    expect(
      within(retention).getByText(/^Payments: .*accounts and tax records.*no longer linked to you/),
    ).toBeVisible();
    expect(within(retention).getByText(/^Forum threads and replies: .*“Former member”/)).toBeVisible();
    expect(within(retention).getByText(/^Our administrators’ activity log: .*internal number/)).toBeVisible();
  });

  it("says what account deletion keeps in Arabic too", async () => {
    await renderWithApp(() => <PrivacyPolicyPage />, { language: "ar" });
    const retention = document.getElementById("retention") as HTMLElement;
    expect(within(retention).getByText(/^المدفوعات: .*لحساباتنا وسجلاتنا الضريبية/)).toBeVisible();
  });

  it("renders in Urdu with the date in Urdu", async () => {
    await renderWithApp(() => <PrivacyPolicyPage />, { language: "ur" });
    expect(screen.getByRole("heading", { level: 1, name: "رازداری کی پالیسی" })).toBeVisible();
    expect(screen.getByText(/^آخری تازہ کاری: .*دسمبر/)).toBeVisible();
    expect(screen.queryByText("Introduction")).toBeNull();
  });
});

describe("terms of service", () => {
  it("has seven sections, last updated January 2025", async () => {
    await renderWithApp(() => <TermsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    expect(screen.getByText("Last updated: January 2025")).toBeVisible();
    const sections = screen
      .getAllByRole("heading", { level: 2 })
      .filter((heading) => heading.closest("section"))
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      "1. Acceptance of terms",
      "2. Membership and accounts",
      "3. Acceptable use",
      "4. Content and intellectual property",
      "5. Payments and refunds",
      "6. Limitation of liability",
      "7. Governing law and contact",
    ]);
    expect(screen.getByText(/30-day money-back guarantee/)).toBeVisible();
    expect(screen.getByText(/until the end of the current billing period/)).toBeVisible();
    expect(screen.getByText(/governed by the laws of the Kingdom of Saudi Arabia/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the contact page" }).getAttribute("href")).toBe(
      "/contact",
    );
  });
});

describe("contact page", () => {
  it("labels every input and marks the required ones", async () => {
    await renderWithApp(() => <ContactPage />);
    const required = ["First name", "Last name", "Email address", "Subject", "Message"];
    for (const label of required) {
      expect(screen.getByLabelText(new RegExp(`^${label}`)).hasAttribute("required")).toBe(true);
    }
    const phone = screen.getByLabelText(/^Phone number/);
    expect(phone.hasAttribute("required")).toBe(false);
    expect(phone.getAttribute("autocomplete")).toBe("tel");
    expect(screen.getByLabelText(/^First name/).getAttribute("autocomplete")).toBe("given-name");
    expect(screen.getByLabelText(/^Email address/).getAttribute("autocomplete")).toBe("email");
    const consent = screen.getByRole("checkbox", { name: /I agree that SPPC may use these details/ });
    expect(consent.hasAttribute("required")).toBe(true);
    const policy = screen.getByRole("link", { name: /Privacy Policy/ });
    expect(policy.getAttribute("href")).toBe("/privacy-policy");
    expect(policy.getAttribute("target")).toBe("_blank");
  });

  it("shows the contact details and support hours", async () => {
    await renderWithApp(() => <ContactPage />);
    expect(screen.getByRole("link", { name: "info@sppc.sa" }).getAttribute("href")).toBe(
      "mailto:info@sppc.sa",
    );
    expect(screen.getByRole("link", { name: "+966 11 000 0000" }).getAttribute("href")).toBe(
      "tel:+966110000000",
    );
    expect(screen.getByText("Sunday to Thursday, 9:00–18:00 (Arabia time)")).toBeVisible();
    expect(screen.getByText("We reply to emails within 24 hours.")).toBeVisible();
  });

  async function fillForm(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^First name/), "Ayesha");
    await user.type(screen.getByLabelText(/^Last name/), "Khan");
    await user.type(screen.getByLabelText(/^Email address/), "ayesha@example.com");
    await user.type(screen.getByLabelText(/^Subject/), "Membership");
    await user.type(screen.getByLabelText(/^Message/), "How do I upgrade my plan?");
  }

  it("checks the fields before sending, names each problem and keeps what was typed", async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    await renderWithApp(() => <ContactPage />);
    await user.type(screen.getByLabelText(/^First name/), "Ayesha");
    await user.type(screen.getByLabelText(/^Email address/), "not-an-address");
    await user.type(screen.getByLabelText(/^Message/), "Too short");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toContain("Please check the fields marked below");
    const lastName = screen.getByLabelText(/^Last name/);
    expect(lastName.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(lastName);
    expect(screen.getByText("Enter your last name.")).toBeVisible();
    expect(screen.getByText("Enter a valid email address, for example name@example.com.")).toBeVisible();
    expect(screen.getByText("Write between 10 and 5000 characters.")).toBeVisible();
    expect(
      screen.getByText("Please agree to the Privacy Policy so we can answer your message."),
    ).toBeVisible();
    expect(screen.getByLabelText(/^First name/).getAttribute("aria-invalid")).toBeNull();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe("Ayesha");
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe("Too short");
  });

  it("sends the message with the page's language, says Sending..., then confirms", async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = stubFetch({
      "POST /api/contact": () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    await renderWithApp(() => <ContactPage />);
    await fillForm(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const sending = screen.getByRole("button", { name: "Sending..." });
    expect(sending.hasAttribute("disabled")).toBe(true);
    const [sent] = requestsOf(fetchMock);
    expect(sent?.key).toBe("POST /api/contact");
    expect(sent?.body).toEqual({
      firstName: "Ayesha",
      lastName: "Khan",
      email: "ayesha@example.com",
      phone: "",
      subject: "Membership",
      message: "How do I upgrade my plan?",
      privacyConsent: true,
      language: "en",
    });
    // The page's type for this answer (app/queries/contact.ts); the contract has none.
    release(json<{ id: string }>({ id: "m1" }, 201));
    await screen.findByRole("heading", { name: "Message sent" });
    expect(screen.getByRole("status").textContent).toBe(
      "Thank you, Ayesha. We received your message and emailed you a confirmation. We reply within 24 hours.",
    );
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe("");
  });

  it("marks the fields the server refuses and keeps what was typed", async () => {
    stubFetch({
      "POST /api/contact": () =>
        apiError(422, "validation_failed", "Check the highlighted fields", {
          phone: ["Enter a valid phone number, for example +966 50 123 4567"],
        }),
    });
    const user = userEvent.setup();
    await renderWithApp(() => <ContactPage />);
    await fillForm(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await screen.findByText("Enter a valid phone number, for example +966 50 123 4567 or +92 300 1234567.");
    expect(screen.getByLabelText(/^Phone number/).getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe("Membership");
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(true);
  });

  it("says when the sender has to wait, and offers the email address when sending fails", async () => {
    const answers = [apiError(429, "rate_limited", "Wait"), new Response("Bad gateway", { status: 502 })];
    stubFetch({ "POST /api/contact": () => answers.shift() ?? new Response(null, { status: 500 }) });
    const user = userEvent.setup();
    await renderWithApp(() => <ContactPage />);
    await fillForm(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await screen.findByText(/You have sent several messages in the last hour/);

    await user.click(screen.getByRole("button", { name: "Send message" }));
    const status = await screen.findByText(/Your message could not be sent/);
    expect(within(status).getByRole("link", { name: "info@sppc.sa" })).toBeVisible();
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      "How do I upgrade my plan?",
    );
  });
});

const helpArticles: HelpArticle[] = [
  {
    slug: "membership-card",
    language: "en",
    category: "membership",
    title: "Using your digital membership card",
    body: "Show the card on your phone at partner locations.",
    isPopular: true,
  },
  {
    slug: "billing",
    language: "en",
    category: "membership",
    title: "Upgrading, cancelling and refunds",
    body: "Every paid plan has a 30-day money-back guarantee and a refund.",
    isPopular: false,
  },
  {
    slug: "event-registration",
    language: "en",
    category: "events",
    title: "Registering for events",
    body: "Open the event page for your city.",
    isPopular: true,
  },
];

/** A fake help API that filters like the worker; records each list query. */
function stubHelpApi() {
  const queries: URLSearchParams[] = [];
  stubFetch(({ path, url }) => {
    const one = path.match(/^\/api\/help\/articles\/(.+)$/);
    if (one) {
      const article = helpArticles.find((a) => a.slug === one[1]);
      return article ? json<{ article: HelpArticle }>({ article }) : apiError(404, "not_found", "No");
    }
    if (path !== "/api/help/articles") return undefined;
    queries.push(url.searchParams);
    const category = url.searchParams.get("category");
    const search = url.searchParams.get("search")?.toLowerCase();
    const articles = helpArticles.filter(
      (a) =>
        (!category || a.category === category) &&
        (!search || `${a.title} ${a.body}`.toLowerCase().includes(search)),
    );
    return json<{ articles: HelpArticle[] }>({ articles });
  });
  return queries;
}

describe("help center", () => {
  it("shows four categories, popular articles from the API, quick-help answers and links to /contact", async () => {
    const queries = stubHelpApi();
    await renderWithApp(() => <HelpCenterPage />);
    const categories = screen.getByRole("region", { name: "Browse by category" });
    expect(within(categories).getAllByRole("button")).toHaveLength(4);
    const popular = await screen.findByRole("region", { name: "Popular articles" });
    expect(
      within(popular)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Using your digital membership card", "Registering for events"]);
    expect(queries[0]?.get("language")).toBe("en");
    const quickHelp = screen.getByRole("region", { name: "Quick help" });
    expect(quickHelp.querySelectorAll("details summary").length).toBeGreaterThanOrEqual(5);
    // The answers sit in closed <details>: there, and shown once their question is opened.
    const hours = within(quickHelp).getByText(/Sunday to Thursday, 9:00–18:00 Arabia time/);
    expect(hours).not.toBeVisible();
    fireEvent.click(hours.closest("details")?.querySelector("summary") as HTMLElement);
    expect(hours).toBeVisible();
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });

  it("searches articles through the API and answers here, and says when nothing matches", async () => {
    const queries = stubHelpApi();
    const user = userEvent.setup();
    await renderWithApp(() => <HelpCenterPage />);
    const search = screen.getByRole("searchbox", { name: "Search the Help Center" });
    await user.type(search, "refund");
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Using your digital membership card" })).toBeNull(),
    );
    expect(screen.getByRole("heading", { name: "Upgrading, cancelling and refunds" })).toBeVisible();
    expect(queries.at(-1)?.get("search")).toBe("refund");
    expect(screen.getByRole("heading", { level: 2, name: "Articles" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Using your digital membership card" })).toBeNull();
    expect(screen.getByText("Can I get my money back?")).toBeVisible();
    expect(screen.queryByText("How do I change the site language?")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Matching articles and answers: 2");

    await user.clear(search);
    await user.type(search, "zzzz");
    await screen.findByText(/Nothing matches your search/);
    expect(screen.queryByRole("heading", { name: "Articles" })).toBeNull();
  });

  it("narrows to a category through the API and back", async () => {
    const queries = stubHelpApi();
    const user = userEvent.setup();
    await renderWithApp(() => <HelpCenterPage />);
    await screen.findByRole("heading", { name: "Registering for events" });
    const events = screen.getByRole("button", { name: /^Events & Community/ });
    await user.click(events);
    expect(events.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(queries.at(-1)?.get("category")).toBe("events"));
    expect(screen.getByRole("heading", { name: "Registering for events" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Using your digital membership card" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show all topics" }));
    await screen.findByRole("heading", { name: "Using your digital membership card" });
  });

  it("opens the article named in ?article= and links each title there", async () => {
    stubHelpApi();
    await renderWithApp(() => <HelpCenterPage article="billing" />);
    const view = await screen.findByRole("region", { name: "Help article" });
    const heading = await within(view).findByRole("heading", {
      level: 2,
      name: "Upgrading, cancelling and refunds",
    });
    expect(document.activeElement).toBe(heading);
    expect(within(view).getByText(/money-back guarantee/)).toBeVisible();
    expect(within(view).getByRole("link", { name: "Back to all articles" }).getAttribute("href")).toBe(
      "/help-center",
    );
    const card = await screen.findByRole("link", { name: "Registering for events" });
    expect(card.getAttribute("href")).toBe("/help-center?article=event-registration");
  });

  it("says when an opened article does not exist", async () => {
    stubHelpApi();
    await renderWithApp(() => <HelpCenterPage article="gone" />);
    await screen.findByText("This article could not be found. It may have been removed.");
  });
});
