import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { I18nProvider, useLanguage, useT } from "../../app/i18n";
import { type Catalog, defineCatalog, type Messages } from "../../app/i18n/define";

function deferred() {
  let resolve!: (texts: Messages) => void;
  const promise = new Promise<{ default: Messages }>((done) => {
    resolve = (texts) => done({ default: texts });
  });
  return { promise, resolve };
}

function Greeting({ catalog }: { catalog: Catalog<{ greeting: string }> }) {
  const t = useT(catalog);
  const { setLanguage } = useLanguage();
  return (
    <>
      <p>{t("greeting", { name: "Ali" })}</p>
      <button type="button" onClick={() => setLanguage("ar")}>
        ar
      </button>
    </>
  );
}

function Title({ catalog }: { catalog: Catalog<{ title: string }> }) {
  return <h1>{useT(catalog)("title")}</h1>;
}

describe("loading a language on demand", () => {
  it("English needs no loading; Arabic loads once, keeping the English screen meanwhile", async () => {
    const arabic = deferred();
    let arabicLoads = 0;
    const catalog = defineCatalog(
      { greeting: "Hello {name}" },
      {
        ar: () => {
          arabicLoads += 1;
          return arabic.promise;
        },
        ur: () => Promise.resolve({ default: { greeting: "السلام علیکم {name}" } }),
      },
    );
    render(
      <I18nProvider initial="en">
        <Greeting catalog={catalog} />
      </I18nProvider>,
    );
    expect(screen.getByText("Hello Ali")).toBeVisible();
    expect(arabicLoads).toBe(0);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "ar" }));
    });
    // The switch is a transition: the English screen stays while Arabic loads.
    expect(screen.getByText("Hello Ali")).toBeVisible();
    expect(document.documentElement.dir).not.toBe("rtl");

    await act(async () => arabic.resolve({ greeting: "مرحبًا {name}" }));
    expect(await screen.findByText("مرحبًا Ali")).toBeVisible();
    expect(document.documentElement.dir).toBe("rtl");
    expect(arabicLoads).toBe(1);
  });

  it("a translation that cannot load falls back to English instead of breaking the page", async () => {
    const catalog = defineCatalog(
      { title: "Events" },
      { ar: () => Promise.reject(new Error("offline")), ur: () => Promise.reject(new Error("offline")) },
    );
    await act(async () => {
      render(
        <I18nProvider initial="ur">
          <Title catalog={catalog} />
        </I18nProvider>,
      );
    });
    expect(await screen.findByRole("heading", { name: "Events" })).toBeVisible();
  });
});
