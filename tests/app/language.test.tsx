import { useQuery } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "../../app/components/layout/site-header";
import { readSavedLanguage } from "../../app/i18n/language";
import { forumCategoriesQuery } from "../../app/queries/forums";
import type { ForumCategorySummary } from "../../worker/contract/forums";
import { json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

/** Translated content the app holds: the forum's categories, as the API answers them. */
function Categories() {
  const { data } = useQuery(forumCategoriesQuery);
  return <p>{data ? `${data.length} categories` : "loading"}</p>;
}

describe("language switch", () => {
  it("switching to Arabic sets dir=rtl and lang=ar, translates the header and is remembered", async () => {
    await renderWithApp(() => <SiteHeader />);
    expect(screen.getByRole("link", { name: "Sign In" })).toBeVisible();
    fireEvent.change(screen.getAllByRole("combobox", { name: "Language" })[0] as HTMLElement, {
      target: { value: "ar" },
    });
    expect(await screen.findByRole("link", { name: "تسجيل الدخول" })).toBeVisible();
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(readSavedLanguage()).toBe("ar");
  });

  it("Urdu is right to left too, and English goes back to left to right", async () => {
    await renderWithApp(() => <SiteHeader />);
    const select = () => screen.getAllByRole("combobox", { name: /Language|زبان|اللغة/ })[0] as HTMLElement;
    fireEvent.change(select(), { target: { value: "ur" } });
    await waitFor(() => expect(document.documentElement.lang).toBe("ur"));
    expect(document.documentElement.dir).toBe("rtl");
    fireEvent.change(select(), { target: { value: "en" } });
    await waitFor(() => expect(document.documentElement.dir).toBe("ltr"));
  });

  it("asks again for what the app holds, which the API answers in the reader's language", async () => {
    const fetchMock = stubFetch({
      "GET /api/forums/categories": () => json<{ categories: ForumCategorySummary[] }>({ categories: [] }),
    });
    await renderWithApp(() => (
      <>
        <SiteHeader />
        <Categories />
      </>
    ));
    await screen.findByText("0 categories");
    const asked = () => requestsOf(fetchMock).filter((r) => r.path === "/api/forums/categories").length;
    expect(asked()).toBe(1);
    fireEvent.change(screen.getAllByRole("combobox", { name: "Language" })[0] as HTMLElement, {
      target: { value: "ur" },
    });
    await waitFor(() => expect(asked()).toBe(2));
    expect(readSavedLanguage()).toBe("ur");
  });

  it("the mobile menu has Register for High Tea and Become a Member", async () => {
    await renderWithApp(() => <SiteHeader />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    // The menu is its own chunk, loaded when first opened.
    expect((await screen.findByRole("link", { name: "Register for High Tea" })).getAttribute("href")).toBe(
      "/register",
    );
    expect(screen.getByRole("link", { name: "Become a Member" }).getAttribute("href")).toBe("/membership");
  });
});
