// Reporting a conversation twice (409) or past the day's ceiling (429): the member reads why, in their
// language, instead of "something went wrong".
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ConversationActions } from "../../app/components/messages/conversation-actions";
import { apiError, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

async function reportOnce(answer: () => Response, language: "en" | "ar" | "ur" = "en") {
  stubFetch({ "POST /api/messages/them/report": answer });
  await renderWithApp(() => <ConversationActions partnerId="them" partnerName="Bilal" blocked={false} />, {
    language,
  });
  (await screen.findAllByRole("button"))[1]?.click();
  const reason = await screen.findByRole("textbox");
  fireEvent.change(reason, { target: { value: "Spam offers" } });
  fireEvent.submit(reason.closest("form") as HTMLFormElement);
  return screen.findByRole("alert");
}

describe("report limits in the app", () => {
  it("a second report of the conversation says it is already with the team", async () => {
    const alert = await reportOnce(() => apiError(409, "conflict", "You already reported this conversation"));
    expect(alert).toHaveTextContent("You have already reported this. Our team will look at it.");
  });

  it("the day's ceiling says when the member can report again, in Urdu", async () => {
    const alert = await reportOnce(
      () => apiError(429, "rate_limited", "You have sent 20 reports today.", { retryAfterSeconds: 5 * 3600 }),
      "ur",
    );
    expect(alert).toHaveTextContent(
      "آپ آج بہت سی رپورٹیں بھیج چکے ہیں۔ آپ 5 گھنٹے میں دوبارہ رپورٹ کر سکیں گے۔",
    );
  });
});
