// /admin/featured and /admin/help-articles on the admin kit: the always-open create form, the
// order buttons, a translation that starts from the article it translates, and forum moderation.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FeaturedAdminPage } from "../../app/components/admin-featured/featured-admin-page";
import { HelpArticlesAdminPage } from "../../app/components/admin-help-articles/help-articles-admin-page";
import { AdminForumsPage } from "../../app/components/forums-admin/admin-forums-page";
import type { AdminFeaturedItem } from "../../worker/contract/featured";
import type { AdminForumCategory, AdminForumThread } from "../../worker/contract/forums";
import type { AdminHelpArticle } from "../../worker/contract/help-articles";
import { makeUser } from "../fixtures/user";
import { json, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

const admin = { user: makeUser({ role: "admin" }) };
const item = (id: string, title: string, sortOrder: number): AdminFeaturedItem => ({
  id,
  kind: "event",
  titleAr: null,
  titleUr: null,
  descriptionAr: null,
  descriptionUr: null,
  title,
  description: "",
  url: `/events/${id}`,
  sortOrder,
  isActive: true,
  createdAt: "2026-01-01T00:00:00Z",
});

describe("/admin/featured", () => {
  it("adds an item last, refusing an outside address first, and moves one up", async () => {
    const items = [item("f1", "Iftar", 0), item("f2", "Career fair", 1)];
    const fetchMock = stubFetch(
      {
        "GET /api/admin/featured": () => json<{ items: AdminFeaturedItem[] }>({ items }),
        "POST /api/admin/featured": () =>
          json<{ item: AdminFeaturedItem }>({ item: item("f3", "x", 2) }, 201),
        "PUT /api/admin/featured/order": () => new Response(null, { status: 204 }),
      },
      admin,
    );
    await renderWithApp(() => <FeaturedAdminPage />);
    const add = await screen.findByRole("region", { name: "Add a featured item" });
    // A field named "title" once shared its id with the form's heading, so browsers labelled the heading.
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    fireEvent.change(within(add).getByLabelText("Title"), { target: { value: "Tender week" } });
    fireEvent.change(within(add).getByLabelText("Address"), { target: { value: "https://example.com" } });
    fireEvent.click(within(add).getByRole("button", { name: "Create" }));
    expect(await within(add).findByText(/Use a path on this site starting with \//)).toBeVisible();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(within(add).getByLabelText("Address"), { target: { value: "/tenders" } });
    fireEvent.click(within(add).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(writesOf(fetchMock)).toHaveLength(1));
    expect(writesOf(fetchMock)[0]?.body).toMatchObject({
      title: "Tender week",
      url: "/tenders",
      sortOrder: 2,
    });

    const second = screen.getByRole("article", { name: "Career fair" });
    expect(within(second).getByRole("heading", { level: 3, name: "Career fair" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Move up: Iftar" })).toBeDisabled();
    fireEvent.click(within(second).getByRole("button", { name: "Move up: Career fair" }));
    await waitFor(() => expect(writesOf(fetchMock)).toHaveLength(2));
    expect(writesOf(fetchMock)[1]).toMatchObject({
      key: "PUT /api/admin/featured/order",
      body: { ids: ["f2", "f1"] },
    });
  });
});

describe("/admin/help-articles", () => {
  it("fills the create form from an article that lacks a language", async () => {
    const article: AdminHelpArticle = {
      id: "h1",
      slug: "membership-card",
      language: "en",
      category: "membership",
      title: "Your membership card",
      body: "Open it from your profile.",
      isPopular: true,
      isPublished: true,
      sortOrder: 3,
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: null,
    };
    stubFetch(
      {
        "GET /api/admin/help-articles": () => json<{ articles: AdminHelpArticle[] }>({ articles: [article] }),
      },
      admin,
    );
    await renderWithApp(() => <HelpArticlesAdminPage />);
    expect(await screen.findByRole("heading", { name: /membership-card/ })).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: /Add a translation/ }));
    const form = screen.getByRole("region", { name: "Add an article or a translation" });
    await waitFor(() =>
      expect((within(form).getByLabelText(/^Slug/) as HTMLInputElement).value).toBe("membership-card"),
    );
    expect((within(form).getByLabelText("Language") as HTMLSelectElement).value).toBe("ar");
    expect((within(form).getByLabelText("Category") as HTMLSelectElement).value).toBe("membership");
    expect((within(form).getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });
});

describe("/admin/forums", () => {
  it("locks a discussion from its card and filters by category", async () => {
    const thread: AdminForumThread = {
      id: "t1",
      slug: "visa-renewal",
      title: "Visa renewal times",
      category: { slug: "visas", name: "Visas", shownIn: { name: "en" } },
      authorName: "Ali Raza",
      replyCount: 1,
      lastActivityAt: "2026-01-02T00:00:00Z",
      createdAt: "2026-01-01T00:00:00Z",
      isPinned: false,
      isLocked: false,
      body: "How long does it take?",
      removedAt: null,
      categoryHidden: false,
    };
    const category: AdminForumCategory = {
      id: "c1",
      slug: "visas",
      name: "Visas",
      description: "Iqama and visit visas",
      nameAr: null,
      nameUr: null,
      descriptionAr: null,
      descriptionUr: null,
      sortOrder: 1,
      isHidden: false,
      threadCount: 1,
      removedThreadCount: 0,
    };
    const fetchMock = stubFetch(
      {
        "GET /api/admin/forums/categories": () =>
          json<{ categories: AdminForumCategory[] }>({ categories: [category] }),
        "GET /api/admin/forums/threads": () => json<{ threads: AdminForumThread[] }>({ threads: [thread] }),
        "PATCH /api/admin/forums/threads/t1": () => json<{ thread: AdminForumThread }>({ thread }),
      },
      admin,
    );
    await renderWithApp(() => <AdminForumsPage />);
    const card = await screen.findByRole("article", { name: "Visa renewal times" });
    // The category card says which versions members still read in English; its form edits all three.
    const categoryCard = await screen.findByRole("article", { name: /^Visas/ });
    expect(within(categoryCard).getByText("Arabic missing · Urdu missing")).toBeTruthy();
    fireEvent.click(within(categoryCard).getByRole("button", { name: "Edit" }));
    // The inline new-category form has them too: the edit form is the second set.
    await waitFor(() => expect(screen.getAllByRole("textbox", { name: /^Arabic: Name/ })).toHaveLength(2));
    for (const arabicName of screen.getAllByRole("textbox", { name: /^Arabic: Name/ })) {
      expect(arabicName.getAttribute("lang")).toBe("ar");
      expect(arabicName.getAttribute("dir")).toBe("rtl");
    }
    expect(screen.getAllByRole("textbox", { name: /^Urdu: Description/ })).toHaveLength(2);
    fireEvent.click(within(card).getByRole("button", { name: "Lock" }));
    await waitFor(() =>
      expect(writesOf(fetchMock)).toMatchObject([
        { key: "PATCH /api/admin/forums/threads/t1", body: { isLocked: true } },
      ]),
    );
    fireEvent.change(await screen.findByRole("combobox", { name: "Category" }), {
      target: { value: "visas" },
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        "/api/admin/forums/threads?status=all&category=visas",
      ),
    );
  });
});
