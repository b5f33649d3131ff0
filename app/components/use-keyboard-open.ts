import { useSyncExternalStore } from "react";

// Inputs that open the on-screen keyboard (a checkbox or a button does not).
const TYPING =
  "textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset], [type=range], [type=color], [type=file], [type=image])";

/**
 * Whether the phone's keyboard is probably open: someone is typing in a field, or the visual viewport
 * has shrunk well below the window (the keyboard's doing on Android and iOS).
 */
export function keyboardProbablyOpen(): boolean {
  if (typingInField()) return true;
  const viewport = window.visualViewport;
  // Times the zoom: pinching in also shrinks the visual viewport, without any keyboard.
  return viewport ? viewport.height * (viewport.scale || 1) < window.innerHeight * 0.75 : false;
}

function typingInField(): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && (active.isContentEditable || active.matches(TYPING));
}

// The answer as of the last focus change or viewport resize. Read from the events, not on every render:
// reading the visual viewport makes the browser lay the page out first, and the install prompt that
// asks renders with every navigation (Lighthouse counted that layout in the first render's long task).
let open = false;

function subscribe(onChange: () => void): () => void {
  // A new subscriber starts from the focus alone (no layout): nobody types before the page is up.
  open = typingInField();
  const update = () => {
    open = keyboardProbablyOpen();
    onChange();
  };
  document.addEventListener("focusin", update);
  document.addEventListener("focusout", update);
  window.visualViewport?.addEventListener("resize", update);
  return () => {
    document.removeEventListener("focusin", update);
    document.removeEventListener("focusout", update);
    window.visualViewport?.removeEventListener("resize", update);
  };
}

const snapshot = () => open;

/** Re-renders when the keyboard probably opens or closes. */
export const useKeyboardOpen = () => useSyncExternalStore(subscribe, snapshot, () => false);
