import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JobDetailPage } from "../../app/components/jobs/job-detail-page";
import type { JobDetail } from "../../worker/contract/jobs";
import { makeJob } from "../fixtures/jobs";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const detail = (howToApply: string | null): JobDetail => ({
  ...makeJob({ slug: "site-engineer", title: "Site Engineer", description: "Build things." }),
  requirements: [],
  howToApply,
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
});

async function showJob(howToApply: string | null, language: "en" | "ar" | "ur" = "en") {
  stubFetch({ "GET /api/jobs/site-engineer": () => json<{ job: JobDetail }>({ job: detail(howToApply) }) });
  await renderWithApp(() => <JobDetailPage slug="site-engineer" />, { language });
  await screen.findByRole("heading", { name: "Site Engineer" });
}

describe("the job page's Apply button", () => {
  it.each([
    [
      "Email your CV to hr@builders.example today",
      "mailto:hr@builders.example",
      "By email to hr@builders.example",
    ],
    [
      "Apply at https://careers.example.sa/jobs/42.",
      "https://careers.example.sa/jobs/42",
      "On https://careers.example.sa/jobs/42",
    ],
    ["Call 050 123 4567 after 4 pm", "tel:+966501234567", "By phone on 050 123 4567"],
  ])("opens the way the poster gave: %s", async (howToApply, href, hint) => {
    await showJob(howToApply);
    const apply = screen.getByRole("link", { name: "Apply" });
    expect(apply.getAttribute("href")).toBe(href);
    expect(screen.getByText(hint)).toBeVisible();
    expect(apply.getAttribute("aria-describedby")).toBe("job-apply-hint");
  });

  it("opens links in a new tab without handing over the page", async () => {
    await showJob("Apply at https://careers.example.sa/jobs/42");
    const apply = screen.getByRole("link", { name: "Apply" });
    expect(apply.getAttribute("target")).toBe("_blank");
    expect(apply.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("reads in Urdu and Arabic", async () => {
    await showJob("WhatsApp +92 300 1234567", "ur");
    expect(screen.getByRole("link", { name: "درخواست دیں" }).getAttribute("href")).toBe("tel:+923001234567");
  });

  it("is absent when the text names no way to apply", async () => {
    await showJob(null);
    expect(screen.queryByRole("link", { name: "Apply" })).toBeNull();
  });
});
