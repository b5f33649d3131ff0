import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminMentorshipPage } from "../../app/components/admin-mentorship/admin-mentorship-page";
import type { AdminMentor, AdminProgram } from "../../worker/contract/admin-mentorship";
import type { MentorshipRequestView } from "../../worker/contract/mentorship";
import { makeUser } from "../fixtures/user";
import { renderWithApp } from "./render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mentor: AdminMentor = {
  id: "m1",
  slug: "sana-qureshi",
  name: "Sana Qureshi",
  title: "Finance Director",
  company: "SABIC",
  expertise: ["Corporate finance"],
  experience: "15+ years",
  rating: 4.8,
  sessions: 98,
  imageUrl: null,
  bio: null,
  isActive: false,
  email: "mentor-sana-qureshi@sppc.example",
  accountEmail: null,
};

const program: AdminProgram = {
  id: "p1",
  slug: "career-acceleration",
  title: "Career Acceleration",
  duration: "6 months",
  format: "One-to-one",
  description: "A senior mentor helps you plan your next step.",
  features: [],
  sortOrder: 1,
  isActive: true,
};

const request: MentorshipRequestView = {
  id: "r1",
  status: "requested",
  topic: "Becoming a CFO",
  message: "Advice on the CFA path please.",
  preferredDate: null,
  responseNote: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: null,
  mentor: { slug: "sana-qureshi", name: "Sana Qureshi", title: "Finance Director", company: "SABIC" },
  mentee: { name: "Bilal Ahmed", email: "bilal@example.com" },
};

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (url.startsWith("/api/auth/user")) return Response.json(makeUser({ role: "admin" }));
    if (url.startsWith("/api/admin/mentorship/requests?status=requested"))
      return Response.json({ requests: [request] });
    if (url.startsWith("/api/admin/mentorship/requests?")) return Response.json({ requests: [] });
    if (url === "/api/admin/mentorship/mentors" && method === "GET")
      return Response.json({ mentors: [mentor] });
    if (url === "/api/admin/mentorship/mentors" && method === "POST") {
      return Response.json(
        {
          error: {
            code: "validation_failed",
            message: "Check the highlighted fields",
            details: { accountEmail: ["No member account has this email address"] },
          },
        },
        { status: 422 },
      );
    }
    if (url === "/api/admin/mentorship/programs") return Response.json({ programs: [program] });
    if (method === "POST") return Response.json({});
    return new Response("not stubbed", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => [String(input), init?.body]);

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
        JSON.stringify({ status: "declined" }),
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
