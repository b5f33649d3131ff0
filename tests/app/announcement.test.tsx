import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnnouncementPage } from "../../app/components/announcements/announcement-page";
import { noticeLink } from "../../app/components/notifications/notification-text";
import type { CampaignForMe } from "../../worker/contract/campaigns";
import type { NotificationItem } from "../../worker/contract/notifications";
import { makeUser } from "../fixtures/user";
import { apiError, json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const member = { user: makeUser({ id: "u-1" }) };
const PATH = "GET /api/campaigns/c-1/for-me";

const urdu: CampaignForMe = {
  subject: "جمعہ کو افطار",
  body: "ہمارے ساتھ شامل ہوں۔\nمغرب کے بعد۔\n\nتفصیل: https://sppc.example/iftar?day=fri. <b>نہیں</b> javascript:alert(1)",
  language: "ur",
  dir: "rtl",
  sentAt: "2030-03-01T15:00:00.000Z",
};

describe("/announcements/{id}", () => {
  it("shows the subject and the paragraphs in the text's language and direction, links only http(s)", async () => {
    stubFetch({ [PATH]: () => json<CampaignForMe>(urdu) }, member);
    const { container } = await renderWithApp(() => <AnnouncementPage id="c-1" />);
    const heading = await screen.findByRole("heading", { level: 1, name: "جمعہ کو افطار" });
    expect(heading.getAttribute("lang")).toBe("ur");
    expect(heading.getAttribute("dir")).toBe("rtl");
    const paragraphs = [...container.querySelectorAll("article div[lang='ur'] p")];
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(paragraphs[0]?.querySelector("br")).not.toBeNull();
    // The sentence's full stop stays outside the link; markup in the text is shown as text.
    const link = screen.getByRole("link", { name: "https://sppc.example/iftar?day=fri" });
    expect(link.getAttribute("href")).toBe("https://sppc.example/iftar?day=fri");
    expect(paragraphs[1]?.textContent).toContain("<b>نہیں</b> javascript:alert(1)");
    expect(paragraphs[1]?.querySelectorAll("a")).toHaveLength(1);
    expect(paragraphs[1]?.querySelector("b")).toBeNull();
  });

  it("says the announcement is not there when it did not reach this member (404)", async () => {
    stubFetch({ [PATH]: () => apiError(404, "not_found", "No such announcement") }, member);
    await renderWithApp(() => <AnnouncementPage id="c-1" />);
    expect(await screen.findByRole("heading", { name: "Announcement not found" })).toBeVisible();
  });

  it("offers Try again when the read fails, then shows it", async () => {
    let fail = true;
    stubFetch(
      {
        [PATH]: () =>
          fail
            ? apiError(500, "internal")
            : json<CampaignForMe>({ ...urdu, language: "en", dir: "ltr", subject: "Iftar" }),
      },
      member,
    );
    await renderWithApp(() => <AnnouncementPage id="c-1" />, { language: "ar" });
    const retry = await screen.findByRole("button", { name: "حاول مرة أخرى" }, { timeout: 5000 });
    expect(screen.getByRole("alert").textContent).toBe("تعذّر تحميل الإعلان.");
    fail = false;
    fireEvent.click(retry);
    const heading = await screen.findByRole("heading", { level: 1, name: "Iftar" });
    expect(heading.getAttribute("dir")).toBe("ltr");
  });
});

describe("the bell notice of a campaign", () => {
  const notice = (over: Partial<NotificationItem>): NotificationItem => ({
    id: "n-1",
    kind: "announcement",
    actor: null,
    link: "/notifications",
    data: { title: "Iftar", campaignId: "c-1" },
    readAt: null,
    createdAt: "2030-03-01T15:00:00.000Z",
    ...over,
  });
  it("opens the announcement, also for notices written before it had a page", () => {
    expect(noticeLink(notice({}))).toBe("/announcements/c-1");
    expect(noticeLink(notice({ kind: "like", data: {}, link: "/forums/x" }))).toBe("/forums/x");
    expect(noticeLink(notice({ kind: "like", data: {}, link: "https://evil.example" }))).toBeNull();
  });
});
