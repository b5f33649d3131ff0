import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MentorshipContent } from "../../app/components/mentorship/mentorship-page";
import type {
  IncomingRequests,
  MentorSummary,
  MentorshipProgram,
  MentorshipRequestView,
} from "../../worker/contract/mentorship";
import { makeMentor, makeMentorshipRequest, makeProgram } from "../fixtures/mentorship";
import { apiError, type FetchStub, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const mentor = makeMentor({
  id: "m1",
  slug: "sana-qureshi",
  name: "Sana Qureshi",
  title: "Finance Director",
  company: "SABIC",
  expertise: ["Corporate finance", "CFA preparation"],
  experience: "15+ years",
  rating: 4.8,
  sessions: 98,
});

const program = makeProgram({
  id: "p1",
  slug: "career-acceleration",
  title: "Career Acceleration",
  duration: "6 months",
  format: "One-to-one, every two weeks",
  description: "A senior mentor helps you plan your next step.",
  features: ["Personal development plan"],
});

const request = (overrides: Partial<MentorshipRequestView> = {}) =>
  makeMentorshipRequest({
    id: "r1",
    topic: "Becoming a CFO",
    message: "I would like advice on the CFA path.",
    preferredDate: "2030-01-15",
    mentor: { slug: mentor.slug, name: mentor.name, title: mentor.title, company: mentor.company },
    mentee: { name: "Bilal Ahmed", email: "bilal@example.com" },
    ...overrides,
  });

type Api = {
  mentors?: MentorSummary[];
  programs?: MentorshipProgram[];
  mine?: MentorshipRequestView[];
  incoming?: IncomingRequests;
  book?: () => Response;
};

function stubApi(api: Api = {}) {
  return stubFetch(({ key, method, path }) => {
    if (key === "GET /api/mentorship/mentors")
      return json<{ mentors: MentorSummary[] }>({ mentors: api.mentors ?? [mentor] });
    if (key === "GET /api/mentorship/programs")
      return json<{ programs: MentorshipProgram[] }>({ programs: api.programs ?? [program] });
    if (key === "GET /api/mentorship/requests/mine")
      return json<{ requests: MentorshipRequestView[] }>({ requests: api.mine ?? [] });
    if (key === "GET /api/mentorship/requests/incoming")
      return json<IncomingRequests>(api.incoming ?? { isMentor: false, requests: [] });
    if (key === "POST /api/mentorship/requests")
      return api.book?.() ?? json<{ request: MentorshipRequestView }>({ request: request() }, 201);
    if (method === "POST" && path.endsWith("/status"))
      return json<{ request: MentorshipRequestView }>({ request: request({ status: "accepted" }) });
  });
}

const posted = (fetchMock: FetchStub, path: string) =>
  requestsOf(fetchMock, "POST")
    .filter((call) => call.path === path)
    .map((call) => call.body);

async function openBooking() {
  fireEvent.click(await screen.findByRole("button", { name: "Book Session with Sana Qureshi" }));
  return screen.getByRole("dialog", { name: "Book a session with Sana Qureshi" });
}

describe("/mentorship", () => {
  it("shows mentors and programs from the API with the four steps", async () => {
    stubApi();
    await renderWithApp(() => <MentorshipContent />);
    expect(await screen.findByRole("heading", { level: 3, name: "Sana Qureshi" })).toBeVisible();
    expect(screen.getByText("15+ years of experience")).toBeVisible();
    expect(screen.getByText("Rated 4.8 out of 5")).toBeVisible();
    expect(await screen.findByText("6 months")).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "Career Acceleration" })).toBeVisible();
    expect(screen.getByRole("heading", { name: /Grow and give back/ })).toBeVisible();
    expect(
      await screen.findByText("You have not requested a session yet. Choose a mentor above to book one."),
    ).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Incoming requests" })).toBeNull();
  });

  it("features three mentors and shows the rest on request", async () => {
    const names = ["Sana Qureshi", "Imran Butt", "Tariq Hussain", "Zara Hafeez"];
    stubApi({
      mentors: names.map((name, index) => ({ ...mentor, id: `m${index}`, slug: `s${index}`, name })),
    });
    await renderWithApp(() => <MentorshipContent />);
    await screen.findByRole("heading", { level: 3, name: "Sana Qureshi" });
    expect(screen.getAllByRole("button", { name: /^Book Session/ })).toHaveLength(3);
    expect(screen.queryByRole("heading", { level: 3, name: "Zara Hafeez" })).toBeNull();
    const more = screen.getByRole("button", { name: "Show all 4 mentors" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(screen.getAllByRole("button", { name: /^Book Session/ })).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Show fewer mentors" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("keeps names in their own direction inside Arabic sentences", async () => {
    stubApi();
    await renderWithApp(() => <MentorshipContent />, { language: "ar" });
    expect(await screen.findByText("الخبرة: \u206815+ years\u2069")).toBeVisible();
  });

  it("shows empty states when there are no mentors or programs", async () => {
    stubApi({ mentors: [], programs: [] });
    await renderWithApp(() => <MentorshipContent />);
    expect(
      await screen.findByText("No mentors are available right now. Please check back soon."),
    ).toBeVisible();
    expect(await screen.findByText("No programs are open right now.")).toBeVisible();
  });

  it("validates the booking form, keeps what was typed, then sends the request", async () => {
    const fetchMock = stubApi();
    await renderWithApp(() => <MentorshipContent />);
    const dialog = await openBooking();
    const inDialog = within(dialog);
    const topic = inDialog.getByLabelText(/^Topic/) as HTMLInputElement;
    const message = inDialog.getByLabelText(/^Message/) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(topic);

    fireEvent.change(topic, { target: { value: "Hi" } });
    fireEvent.click(inDialog.getByRole("button", { name: "Send request" }));
    expect(inDialog.getByText("Enter a topic of at least 3 characters.")).toBeVisible();
    expect(inDialog.getByText("Write a message of at least 10 characters.")).toBeVisible();
    expect(topic.getAttribute("aria-invalid")).toBe("true");
    expect(topic.value).toBe("Hi");
    expect(posted(fetchMock, "/api/mentorship/requests")).toEqual([]);

    fireEvent.change(topic, { target: { value: "Becoming a CFO" } });
    fireEvent.change(message, { target: { value: "I would like advice on the CFA path." } });
    fireEvent.click(inDialog.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(posted(fetchMock, "/api/mentorship/requests")).toHaveLength(1));
    expect(posted(fetchMock, "/api/mentorship/requests")[0]).toEqual({
      mentorSlug: "sana-qureshi",
      topic: "Becoming a CFO",
      message: "I would like advice on the CFA path.",
      preferredDate: null,
    });
  });

  it("explains a second open request with the same mentor and keeps the form", async () => {
    stubApi({
      book: () => apiError(409, "conflict", "You already have an open request"),
    });
    await renderWithApp(() => <MentorshipContent />);
    const inDialog = within(await openBooking());
    fireEvent.change(inDialog.getByLabelText(/^Topic/), { target: { value: "Becoming a CFO" } });
    fireEvent.change(inDialog.getByLabelText(/^Message/), { target: { value: "Advice on the CFA path." } });
    fireEvent.click(inDialog.getByRole("button", { name: "Send request" }));
    expect((await inDialog.findByRole("alert")).textContent).toBe(
      "You already have an open request with Sana Qureshi. Wait for their answer before asking again.",
    );
    expect((inDialog.getByLabelText(/^Topic/) as HTMLInputElement).value).toBe("Becoming a CFO");
  });

  it("lists the member's requests with status badges and the mentor's note", async () => {
    stubApi({ mine: [request({ status: "accepted", responseNote: "See you Sunday." })] });
    await renderWithApp(() => <MentorshipContent />);
    const card = await screen.findByRole("article", { name: "Becoming a CFO" });
    expect(within(card).getByText("Accepted")).toBeVisible();
    expect(within(card).getByText("With Sana Qureshi")).toBeVisible();
    expect(within(card).getByText("Note: See you Sunday.")).toBeVisible();
  });

  it("shows mentors their incoming requests with the moves each one allows", async () => {
    const fetchMock = stubApi({
      incoming: {
        isMentor: true,
        requests: [request(), request({ id: "r2", topic: "Second topic", status: "accepted" })],
      },
    });
    await renderWithApp(() => <MentorshipContent />);
    const section = (await screen.findByRole("heading", { name: "Incoming requests" })).closest("section");
    const first = within(section as HTMLElement).getByRole("article", { name: "Becoming a CFO" });
    expect(within(first).getByRole("link", { name: "bilal@example.com" }).getAttribute("href")).toBe(
      "mailto:bilal@example.com",
    );
    const second = within(section as HTMLElement).getByRole("article", { name: "Second topic" });
    expect(within(second).queryByRole("button", { name: /^Accept/ })).toBeNull();
    expect(within(second).getByRole("button", { name: /^Mark done/ })).toBeVisible();

    fireEvent.change(within(first).getByLabelText(/^Note to the member/), {
      target: { value: "Sunday 5 pm" },
    });
    fireEvent.click(within(first).getByRole("button", { name: /^Accept/ }));
    await waitFor(() =>
      expect(posted(fetchMock, "/api/mentorship/requests/r1/status")).toEqual([
        { status: "accepted", note: "Sunday 5 pm" },
      ]),
    );
  });
});
