import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "../../app/components/layout/site-header";
import { readSavedLanguage } from "../../app/i18n/language";
import { renderWithApp } from "./render";

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
