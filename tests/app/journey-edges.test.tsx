// Issue 20's rough edges in the member journey, each where it can fail: counts after posting, the calm
// "Sign in to continue", /admin for members, saved jobs, event dates, the delete dialog, Escape on the
// signed-out menu, and a reason under each refused photo.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AdminFrame } from "../../app/components/admin/admin-frame";
import { LoginPage } from "../../app/components/auth/login-page";
import { MemberOnly } from "../../app/components/auth/member-only";
import { PhotoUpload } from "../../app/components/events-page/photo-upload";
import { UploadError } from "../../app/components/events-page/upload-rules";
import { PostCard } from "../../app/components/feed/post-card";
import { MemberHome } from "../../app/components/home/member-home";
import { JobCard } from "../../app/components/jobs/job-card";
import { SiteHeader } from "../../app/components/layout/site-header";
import { Toaster } from "../../app/components/ui/toaster";
import type { HomeSummary } from "../../worker/contract/home";
import type { FeedPost, PostPage } from "../../worker/contract/posts";
import { makeJob } from "../fixtures/jobs";
import { makeFeedPost } from "../fixtures/posts";
import { makeUser } from "../fixtures/user";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const onboarded = makeUser({ onboardingCompletedAt: "2026-01-01T00:00:00.000Z" });

/** What a browser that never had a session holds: no readable sign of one (worker/lib/session-hint.ts). */
function neverSignedIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: removes the hint tests/app/setup.ts sets.
  document.cookie = "sppc.signed_in=; Max-Age=0; Path=/";
}

describe("the profile summary's post count", () => {
  it("goes up once a post is created, without a reload", async () => {
    let posts = 12;
    const summary = (): HomeSummary => ({
      counts: { connections: 0, posts, profileViews: 0 },
      industryGroups: [],
    });
    stubFetch(
      ({ method, path }) => {
        if (path === "/api/home/summary") return json<HomeSummary>(summary());
        if (path === "/api/posts" && method === "POST") {
          posts += 1;
          return json<{ post: FeedPost }>({ post: makeFeedPost({ mine: true }) }, 201);
        }
        if (path === "/api/posts") return json<PostPage>({ posts: [], nextCursor: null });
        if (path === "/api/jobs") return json<{ jobs: [] }>({ jobs: [] });
        if (path === "/api/businesses") return json<{ businesses: [] }>({ businesses: [] });
      },
      { user: onboarded },
    );
    await renderWithApp(() => <MemberHome />);
    const count = await screen.findByTestId("count-posts");
    await waitFor(() => expect(count.textContent).toBe("Posts12"));
    fireEvent.click(screen.getByRole("button", { name: "Share an update with the community" }));
    const dialog = screen.getByRole("dialog", { name: "Create a post" });
    fireEvent.change(within(dialog).getByLabelText("What would you like to share?"), {
      target: { value: "Hello Riyadh" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post" }));
    await waitFor(() => expect(screen.getByTestId("count-posts").textContent).toBe("Posts13"));
  });

  it("puts the feed before the side columns, so a phone shows the composer first", async () => {
    stubFetch(
      ({ path }) => {
        if (path === "/api/posts") return json<PostPage>({ posts: [], nextCursor: null });
      },
      { user: onboarded },
    );
    await renderWithApp(() => <MemberHome />);
    const composer = await screen.findByRole("button", { name: "Share an update with the community" });
    const summary = screen.getByTestId("profile-summary");
    // DOCUMENT_POSITION_FOLLOWING: the summary comes after the composer in the page.
    expect(composer.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("members-only links", () => {
  it("a visitor who never signed in is not asked about a session and goes calmly to sign in", async () => {
    neverSignedIn();
    const fetchMock = stubFetch({}, { user: null });
    const { router } = await renderWithApp(
      () => (
        <>
          <MemberOnly>
            <p>Secret member content</p>
          </MemberOnly>
          <Toaster />
        </>
      ),
      { path: "/wallet?tab=card" },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ next: "/wallet?tab=card" });
    expect(requestsOf(fetchMock).map((request) => request.path)).not.toContain("/api/auth/user");
    expect(screen.queryByText("Unauthorized")).toBeNull();
    expect(screen.queryByText("Secret member content")).toBeNull();
  });

  it("the sign-in page says 'Sign in to continue.' when a link sent the visitor", async () => {
    neverSignedIn();
    stubFetch({}, { user: null });
    await renderWithApp(() => <LoginPage next="/wallet" />);
    expect(await screen.findByText("Sign in to continue.")).toBeVisible();
  });

  it("a member who is not an admin reads 'administrators only' and sees no admin menu", async () => {
    stubFetch({}, { user: makeUser({ role: "member" }) });
    await renderWithApp(() => (
      <AdminFrame title="Admin dashboard">
        <p>Admin content</p>
      </AdminFrame>
    ));
    expect(await screen.findByText("This area is for administrators only.")).toBeVisible();
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByText("Admin content")).toBeNull();
  });
});

describe("smaller edges", () => {
  it("a saved job's button reads 'Saved'", async () => {
    stubFetch();
    const open = makeJob({ id: "j1", slug: "j1", title: "Site Engineer" });
    const kept = makeJob({ id: "j2", slug: "j2", title: "Accountant" });
    await renderWithApp(() => (
      <>
        <JobCard job={open} saved={false} onToggleSave={() => {}} />
        <JobCard job={kept} saved onToggleSave={() => {}} />
      </>
    ));
    expect(
      screen.getByRole("button", { name: /^Save job\s*:\s*Site Engineer$/, pressed: false }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: /^Saved\s*:\s*Accountant$/, pressed: true })).toBeVisible();
  });

  it.each([
    ["en", "December 18, 2026"],
    ["ar", "18 ديسمبر 2026"],
  ] as const)("an event post's date reads in the reader's language (%s)", async (language, shown) => {
    stubFetch({}, { user: onboarded });
    const post = makeFeedPost({
      postType: "event",
      metadata: { title: "Eid dinner", eventType: "Networking", date: "2026-12-18", isVirtual: false },
    });
    await renderWithApp(() => <PostCard post={post} now={new Date()} />, { language });
    expect(await screen.findByText(shown)).toBeVisible();
    expect(screen.queryByText("2026-12-18")).toBeNull();
  });

  it("deleting a post asks in the app's own dialog, not the browser's confirm box", async () => {
    const browserConfirm = vi.fn(() => true);
    vi.stubGlobal("confirm", browserConfirm);
    const fetchMock = stubFetch(
      ({ method }) => (method === "DELETE" ? new Response(null, { status: 204 }) : undefined),
      { user: onboarded },
    );
    const post = makeFeedPost({ id: "p9", mine: true });
    await renderWithApp(() => <PostCard post={post} now={new Date()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "Delete this post? This cannot be undone.",
    });
    expect(requestsOf(fetchMock, "DELETE")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(requestsOf(fetchMock, "DELETE").map((r) => r.path)).toEqual(["/api/posts/p9"]),
    );
    expect(browserConfirm).not.toHaveBeenCalled();
  });

  it("Escape closes the signed-out menu and gives focus back to its button", async () => {
    neverSignedIn();
    stubFetch({}, { user: null });
    await renderWithApp(() => <SiteHeader />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("navigation", { name: "Mobile navigation" });
    within(menu).getAllByRole("link")[0]?.focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: /mobile|menu/i })).toBeNull();
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(document.activeElement).toBe(button);
  });

  it("a photo the server refuses says why under its name", async () => {
    stubFetch({}, { user: onboarded });
    const send = vi.fn(async (file: File) => {
      if (file.name === "huge.jpg") throw new UploadError(422, "too_many_pixels");
      if (file.name === "odd.jpg") throw new UploadError(422, "unsupported_type");
      return { url: "/api/events/photos/x/file" };
    });
    await renderWithApp(() => (
      <PhotoUpload upcoming={["Riyadh High Tea"]} past={[]} send={send} maxFiles={5} />
    ));
    const user = userEvent.setup();
    const photo = (name: string) => new File([new Uint8Array(10)], name, { type: "image/jpeg" });
    await user.upload(await screen.findByLabelText("Photos"), [
      photo("huge.jpg"),
      photo("odd.jpg"),
      photo("ok.jpg"),
    ]);
    await user.selectOptions(screen.getByLabelText("Event"), "Riyadh High Tea");
    await user.click(screen.getByRole("button", { name: "Upload photos" }));
    const huge = await screen.findByRole("button", { name: "Remove huge.jpg" });
    expect(huge.getAttribute("aria-describedby")).toBeTruthy();
    const reasonOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(reasonOf(huge)).toMatch(/too large in pixels/);
    expect(reasonOf(screen.getByRole("button", { name: "Remove odd.jpg" }))).toMatch(/JPEG, PNG or WebP/);
    // The photo that went up leaves the list.
    expect(screen.queryByRole("button", { name: "Remove ok.jpg" })).toBeNull();
  });
});
