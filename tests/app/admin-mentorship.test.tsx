import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminMentorshipPage } from "../../app/components/admin-mentorship/admin-mentorship-page";
import type { AdminMentor, AdminProgram } from "../../worker/contract/admin-mentorship";
import type { MentorshipRequestView } from "../../worker/contract/mentorship";
import { makeAdminMentor, makeAdminProgram, makeMentorshipRequest } from "../fixtures/mentorship";
import { makeUser } from "../fixtures/user";
import { apiError, type FetchStub, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const mentor = makeAdminMentor({
  id: "m1",
  slug: "sana-qureshi",
  name: "Sana Qureshi",
  title: "Finance Director",
  company: "SABIC",
  expertise: ["Corporate finance"],
  isActive: false,
  email: "mentor-sana-qureshi@sppc.example",
  accountEmail: null,
});

const program = makeAdminProgram({
  id: "p1",
  slug: "career-acceleration",
  title: "Career Acceleration",
  duration: "6 months",
  sortOrder: 1,
  isActive: true,
});

const request = makeMentorshipRequest({
  id: "r1",
  status: "requested",
  topic: "Becoming a CFO",
  message: "Advice on the CFA path please.",
  mentor: { slug: "sana-qureshi", name: "Sana Qureshi", title: "Finance Director", company: "SABIC" },
  mentee: { name: "Bilal Ahmed", email: "bilal@example.com" },
});

type Requests = { requests: MentorshipRequestView[] };

/** An admin session, one open request, a hidden mentor and a program; a new mentor's account is unknown. */
function stubApi() {
  return stubFetch(
    ({ key, url }) => {
      if (key === "GET /api/admin/mentorship/requests")
        return json<Requests>({ requests: url.searchParams.get("status") === "requested" ? [request] : [] });
      if (key === "GET /api/admin/mentorship/mentors")
        return json<{ mentors: AdminMentor[] }>({ mentors: [mentor] });
      if (key === "POST /api/admin/mentorship/mentors")
        return apiError(422, "validation_failed", "Check the highlighted fields", {
          accountEmail: ["No member account has this email address"],
        });
      if (key === "GET /api/admin/mentorship/programs")
        return json<{ programs: AdminProgram[] }>({ programs: [program] });
      if (key === "POST /api/admin/mentorship/requests/r1/status")
        return json<{ request: MentorshipRequestView }>({ request: { ...request, status: "declined" } });
      if (key === "POST /api/admin/mentorship/mentors/m1/show")
        return json<{ mentor: AdminMentor }>({ mentor: { ...mentor, isActive: true } });
    },
    { user: makeUser({ role: "admin" }) },
  );
}

const calls = (fetchMock: FetchStub, method: string) =>
  requestsOf(fetchMock, method).map((call) => [call.path, call.body]);

describe("/admin/mentorship", () => {
  it("lists requests (open ones first), mentors and programs with their actions", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <AdminMentorshipPage />);
    const card = await screen.findByRole("article", { name: "Becoming a CFO" });
    expect(within(card).getByText(/^Bilal Ahmed asked Sana Qureshi/)).toBeVisible();
    fireEvent.click(within(card).getByRole("button", { name: /^Decline/ }));
    await waitFor(() =>
      expect(calls(fetchMock, "POST")).toContainEqual([
        "/api/admin/mentorship/requests/r1/status",
        { status: "declined" },
      ]),
    );

    const mentorRow = await screen.findByRole("article", { name: "Sana Qureshi" });
    expect(within(mentorRow).getByText("Hidden")).toBeVisible();
    expect(within(mentorRow).getByText(/No linked account/)).toBeVisible();
    fireEvent.click(within(mentorRow).getByRole("button", { name: /^Show/ }));
    await waitFor(() =>
      expect(calls(fetchMock, "POST").map(([url]) => url)).toContain("/api/admin/mentorship/mentors/m1/show"),
    );

    const programRow = screen.getByRole("article", { name: "Career Acceleration" });
    expect(within(programRow).getByText("Visible")).toBeVisible();

    fireEvent.change(screen.getByLabelText("Show requests"), { target: { value: "all" } });
    expect(await screen.findByText("No requests with this status.")).toBeVisible();
  });

  it("checks the mentor form and shows the server's unknown-account error on its field", async () => {
    stubApi();
    await renderWithApp(() => <AdminMentorshipPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Add mentor" }));
    const form = screen.getByRole("form", { name: "New mentor" });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    const name = within(form).getByLabelText(/^Name/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getAllByText("Check this field.").length).toBeGreaterThanOrEqual(4);

    fireEvent.change(name, { target: { value: "Zara Hafeez" } });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: "Head of Data" } });
    fireEvent.change(within(form).getByLabelText(/^Company/), { target: { value: "STC" } });
    fireEvent.change(within(form).getByLabelText(/^Experience/), { target: { value: "10+ years" } });
    fireEvent.change(within(form).getByLabelText(/^Expertise/), {
      target: { value: "Data science\nAnalytics" },
    });
    fireEvent.change(within(form).getByLabelText(/^Linked member account/), {
      target: { value: "nobody@example.com" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText("No member account has this email address.")).toBeVisible();
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Zara Hafeez");
  });
});
