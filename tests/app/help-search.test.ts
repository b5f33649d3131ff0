import { describe, expect, it } from "vitest";
import { matchesHelpSearch } from "../../worker/contract/help-search";

// The quick-help questions are filtered in the page with the same matcher the worker uses for articles.
const texts = {
  password: ["Resetting your password", "Choose Forgot password? on the sign-in page."],
  iqama: ["Residency questions", "Your employer renews your residence permit through Absher."],
  arabicPassword: ["إعادة تعيين كلمة المرور", "اختر نسيت كلمة المرور في صفحة تسجيل الدخول."],
  urduIqama: ["اقامہ کی تجدید", "آپ کا آجر رہائشی اجازت نامہ کی تجدید کرتا ہے۔"],
};

describe("the help centre's search", () => {
  it.each([
    ["password", texts.password],
    ["passcode", texts.password],
    ["lost login", texts.password],
    ["forgot", texts.password],
    ["iqama", texts.iqama],
    ["ID", texts.iqama],
    ["كلمة السر", texts.password],
    ["نسيت", texts.password],
    ["الإقامة", texts.iqama],
    ["password", texts.arabicPassword],
    ["پاس ورڈ بھول گیا", texts.arabicPassword],
    ["iqama", texts.urduIqama],
    ["اقامہ", texts.urduIqama],
    ["إقامة", texts.urduIqama],
  ])("'%s' finds %j", (query, found) => {
    expect(matchesHelpSearch(query, found)).toBe(true);
  });

  it("still needs every word, and keeps short words whole", () => {
    expect(matchesHelpSearch("password refund", texts.password)).toBe(false);
    expect(matchesHelpSearch("iqama", texts.password)).toBe(false);
    expect(matchesHelpSearch("id", ["We provide ideas"])).toBe(false);
    expect(matchesHelpSearch("", texts.password)).toBe(true);
  });
});
