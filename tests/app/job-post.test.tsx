import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PostJobPage } from "../../app/components/jobs/post-job-page";
import type { MyJob } from "../../worker/contract/jobs";
import { makeMyJob } from "../fixtures/jobs";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

/** The API at the network edge: the current user, no own posts yet, and POST /api/jobs answering `answers` in turn. */
function stubApi(answers: (() => Response)[]) {
  return stubFetch(
    {
      "POST /api/jobs": () => (answers.shift() ?? answers[0])?.() ?? new Response("", { status: 500 }),
      "GET /api/jobs/mine": () => json<{ jobs: MyJob[] }>({ jobs: [] }),
    },
    { user: makeUser() },
  );
}

async function renderPage() {
  await renderWithApp(() => <PostJobPage />);
  await screen.findByRole("heading", { level: 1, name: "Post a job" });
  return userEvent.setup();
}

const posts = (fetchMock: FetchStub) => requestsOf(fetchMock, "POST");

async function fillValidJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Job title/), "Site Engineer");
  await user.type(screen.getByLabelText(/^Company/), "Lahore Builders KSA");
  await user.selectOptions(screen.getByLabelText(/^City/), "Jeddah");
  await user.selectOptions(screen.getByLabelText(/^Category/), "Engineering");
  await user.type(
    screen.getByLabelText(/^Job description/),
    "Supervise residential construction sites and coordinate subcontractors.",
  );
  await user.type(
    screen.getByLabelText(/^Requirements/),
    "B.Sc. Civil Engineering{enter}{enter}SCE membership",
  );
  await user.type(screen.getByLabelText(/^How to apply/), "Email jobs@builders.example");
  await user.click(screen.getByLabelText("Visa sponsorship offered"));
}

describe("/jobs/new", () => {
  it("names each missing field, focuses the first and sends nothing", async () => {
    const fetchMock = stubApi([]);
    const user = await renderPage();
    await user.type(screen.getByLabelText(/^Job title/), "QA");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));

    expect(screen.getByText("Enter a job title of 3 to 120 characters.")).toBeVisible();
    expect(screen.getByText("Enter the company name (2 to 120 characters).")).toBeVisible();
    expect(screen.getByText("Choose a city.")).toBeVisible();
    expect(screen.getByText("Choose a category.")).toBeVisible();
    expect(screen.getByText("Describe the job in 30 to 5,000 characters.")).toBeVisible();
    expect(
      screen.getByText(
        "Say how to apply with an email address, an https:// link or a phone number (10 to 1,000 characters).",
      ),
    ).toBeVisible();
    expect(screen.queryByText("Choose a job type.")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");
    const title = screen.getByLabelText(/^Job title/);
    expect(document.activeElement).toBe(title);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(title.getAttribute("aria-describedby")).toContain("-error");
    expect(posts(fetchMock)).toEqual([]);
  });

  it("keeps everything typed on a server error, then confirms the submission", async () => {
    const fetchMock = stubApi([
      () => apiError(500, "internal", "Boom"),
      () =>
        json<{ job: MyJob }>(
          {
            job: makeMyJob({ id: "j1", slug: "site-engineer-1", title: "Site Engineer", status: "pending" }),
          },
          201,
        ),
    ]);
    const user = await renderPage();
    await fillValidJob(user);
    await user.click(screen.getByRole("button", { name: "Submit for review" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your job could not be submitted. Nothing you typed is lost: please try again.",
    );
    expect((screen.getByLabelText(/^Job title/) as HTMLInputElement).value).toBe("Site Engineer");
    expect((screen.getByLabelText(/^City/) as HTMLSelectElement).value).toBe("Jeddah");
    expect(posts(fetchMock)[0]?.body).toEqual({
      title: "Site Engineer",
      company: "Lahore Builders KSA",
      location: "Jeddah",
      type: "Full-time",
      category: "Engineering",
      salary: null,
      description: "Supervise residential construction sites and coordinate subcontractors.",
      requirements: ["B.Sc. Civil Engineering", "SCE membership"],
      howToApply: "Email jobs@builders.example",
      remoteOk: false,
      visaSponsorship: true,
    });

    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    const confirmation = await screen.findByRole("heading", { name: "Submitted for review" });
    expect(document.activeElement).toBe(confirmation);
    expect(screen.getByText(/"Site Engineer" was submitted for review/)).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Your job posts" })).getByText(/not posted any jobs/),
    ).toBeVisible();
  });

  it("refuses a how-to-apply with no email, link or phone, and sends nothing", async () => {
    const fetchMock = stubApi([]);
    const user = await renderPage();
    await fillValidJob(user);
    const howToApply = screen.getByLabelText(/^How to apply/);
    await user.clear(howToApply);
    await user.type(howToApply, "Send your CV and a cover letter");
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    expect(
      screen.getByText(
        "Say how to apply with an email address, an https:// link or a phone number (10 to 1,000 characters).",
      ),
    ).toBeVisible();
    expect(document.activeElement).toBe(howToApply);
    expect(posts(fetchMock)).toEqual([]);
  });

  it("shows the server's field problems under the fields", async () => {
    stubApi([() => apiError(422, "validation_failed", "Check", { company: ["Too long"] })]);
    const user = await renderPage();
    await fillValidJob(user);
    await user.click(screen.getByRole("button", { name: "Submit for review" }));
    await screen.findByText("Enter the company name (2 to 120 characters).");
    expect(document.activeElement).toBe(screen.getByLabelText(/^Company/));
  });
});
