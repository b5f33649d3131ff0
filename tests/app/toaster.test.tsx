import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, toast } from "../../app/components/ui/toast-store";
import { Toaster } from "../../app/components/ui/toaster";
import { I18nProvider } from "../../app/i18n";

function renderToaster() {
  return render(
    <I18nProvider initial="en">
      <Toaster />
    </I18nProvider>,
  );
}

describe("toasts (spec point 9)", () => {
  it("shows at most one toast: a new one replaces the visible one", () => {
    renderToaster();
    act(() => {
      toast({ title: "First", description: "one" });
      toast({ title: "Second", description: "two" });
    });
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
    expect(screen.getByText("Second")).toBeVisible();
    expect(screen.queryByText("First")).toBeNull();
  });

  it("closes by itself after 5000 ms", () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast({ title: "Saved" });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 200);
    });
    expect(screen.getByText("Saved")).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("a swipe right of 50 px dismisses it; a shorter one does not", () => {
    renderToaster();
    act(() => {
      toast({ title: "Swipe me" });
    });
    const item = screen.getByTestId("toast");
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 140, pointerId: 1 });
    expect(screen.getByText("Swipe me")).toBeVisible();
    fireEvent.pointerDown(item, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText("Swipe me")).toBeNull();
  });

  it("F8 moves focus to the notification region", () => {
    renderToaster();
    fireEvent.keyDown(document, { key: "F8" });
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Notifications (F8)");
  });

  it("destructive toasts are announced as alerts, others as status", () => {
    renderToaster();
    act(() => {
      toast({ title: "Registration Failed", variant: "destructive" });
    });
    expect(screen.getByRole("alert").textContent).toContain("Registration Failed");
    act(() => {
      toast({ title: "Post Created" });
    });
    expect(screen.getByRole("status").textContent).toContain("Post Created");
  });

  it("the close button dismisses it", () => {
    renderToaster();
    act(() => {
      toast({ title: "Close me" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Close me")).toBeNull();
  });
});
