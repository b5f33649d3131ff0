import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { BusinessDirectory } from "../../app/components/business/business-directory";
import type { BusinessFilters } from "../../app/queries/businesses";
import type { BusinessSummary } from "../../worker/contract/businesses";
import { makeBusiness } from "../fixtures/businesses";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const make = (overrides: Partial<BusinessSummary>) => makeBusiness({ rating: "4.0", ...overrides });

const directory = [
  make({
    id: "1",
    slug: "karachi-darbar",
    name: "Karachi Darbar Restaurant",
    industry: "Food & Beverage",
    description: "Authentic Pakistani cuisine.",
    website: "https://karachidarbar.example",
    rating: "4.7",
    reviewsCount: 128,
    isVerified: true,
    halalCertified: true,
  }),
  make({ id: "2", slug: "indus-tech", name: "Indus Tech Solutions", industry: "Information Technology" }),
  make({
    id: "3",
    slug: "crescent",
    name: "Crescent Logistics",
    industry: "Transportation",
    location: "Dammam",
  }),
];

/** A fake /api/businesses that filters like the worker does, and records each query string. */
function stubDirectory() {
  const queries: URLSearchParams[] = [];
  stubFetch({
    "GET /api/businesses": ({ url }) => {
      const p = url.searchParams;
      queries.push(p);
      const q = p.get("search")?.toLowerCase();
      const businesses = directory.filter(
        (b) =>
          (!p.get("industry") || b.industry === p.get("industry")) &&
          (!p.get("location") || b.location === p.get("location")) &&
          (p.get("halalCertified") !== "true" || b.halalCertified) &&
          (!q || `${b.name} ${b.description}`.toLowerCase().includes(q)),
      );
      return json<{ businesses: BusinessSummary[] }>({ businesses });
    },
  });
  return queries;
}

function Harness({ initial = {} }: { initial?: BusinessFilters }) {
  const [filters, setFilters] = useState<BusinessFilters>(initial);
  return <BusinessDirectory filters={filters} onFiltersChange={setFilters} />;
}

const names = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("/business directory", () => {
  it("lists businesses with badges, rating, reviews and a new-tab website link", async () => {
    stubDirectory();
    await renderWithApp(() => <Harness />);
    await screen.findByText("Karachi Darbar Restaurant");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const card = screen.getByRole("article", { name: "Karachi Darbar Restaurant" });
    expect(within(card).getByText("Verified")).toBeVisible();
    expect(within(card).getByText("Halal certified")).toBeVisible();
    expect(within(card).getByText("Rated 4.7 out of 5")).toBeVisible();
    expect(within(card).getByText("128 reviews")).toBeVisible();
    const website = within(card).getByRole("link", { name: /^Visit website/ });
    expect(website.getAttribute("href")).toBe("https://karachidarbar.example");
    expect(website.getAttribute("target")).toBe("_blank");
    expect(within(card).getByRole("link", { name: "Karachi Darbar Restaurant" }).getAttribute("href")).toBe(
      "/business/karachi-darbar",
    );
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("opens 'List your business' and asks a visitor to sign in first", async () => {
    stubDirectory();
    await renderWithApp(() => <Harness />);
    const toggle = screen.getByRole("button", { name: "List your business" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = await screen.findByRole("region", { name: "List your business" });
    const signIn = await within(panel).findByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/login?next=%2Fbusiness");
    expect(panel.id).toBe(toggle.getAttribute("aria-controls"));
    fireEvent.click(within(panel).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "List your business" })).toBeNull();
  });

  it("builds the selects from the values present and refetches when filters change", async () => {
    const queries = stubDirectory();
    await renderWithApp(() => <Harness />);
    await screen.findByText("Crescent Logistics");
    const industry = screen.getByLabelText("Industry") as HTMLSelectElement;
    await waitFor(() => expect(industry.options).toHaveLength(4));
    expect([...industry.options].map((o) => o.value)).toEqual([
      "all",
      "Food & Beverage",
      "Information Technology",
      "Transportation",
    ]);
    expect([...(screen.getByLabelText("Location") as HTMLSelectElement).options].map((o) => o.value)).toEqual(
      ["all", "Dammam", "Riyadh"],
    );

    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Riyadh" } });
    await waitFor(() => expect(names()).toEqual(["Karachi Darbar Restaurant", "Indus Tech Solutions"]));
    expect(queries.at(-1)?.get("location")).toBe("Riyadh");

    fireEvent.click(screen.getByLabelText("Halal certified only"));
    await waitFor(() => expect(names()).toEqual(["Karachi Darbar Restaurant"]));
    expect(queries.at(-1)?.get("halalCertified")).toBe("true");

    fireEvent.click(screen.getByLabelText("Halal certified only"));
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "all" } });
    fireEvent.change(screen.getByLabelText("Search businesses"), { target: { value: "LOGISTICS" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(names()).toEqual(["Crescent Logistics"]));
    expect(queries.at(-1)?.get("search")).toBe("LOGISTICS");
    expect(queries.at(-1)?.has("location")).toBe(false);
  });

  it("shows the empty state when nothing matches", async () => {
    stubDirectory();
    await renderWithApp(() => <Harness initial={{ industry: "Transportation", halal: true }} />);
    expect(await screen.findByText("No businesses found")).toBeVisible();
    expect(screen.getByText("Try adjusting your filters.")).toBeVisible();
    expect((screen.getByLabelText("Industry") as HTMLSelectElement).value).toBe("Transportation");
  });
});
