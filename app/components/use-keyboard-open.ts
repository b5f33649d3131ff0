import { useSyncExternalStore } from "react";

// Inputs that open the on-screen keyboard (a checkbox or a button does not).
const TYPING =
  "textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset], [type=range], [type=color], [type=file], [type=image])";

/**
 * Whether the phone's keyboard is probably open: someone is typing in a field, or the visual viewport
 * has shrunk well below the window (the keyboard's doing on Android and iOS).
 */
export function keyboardProbablyOpen(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLElement && (active.isContentEditable || active.matches(TYPING))) return true;
  const viewport = window.visualViewport;
  // Times the zoom: pinching in also shrinks the visual viewport, without any keyboard.
  return viewport ? viewport.height * (viewport.scale || 1) < window.innerHeight * 0.75 : false;
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener("focusin", onChange);
  document.addEventListener("focusout", onChange);
  window.visualViewport?.addEventListener("resize", onChange);
  return () => {
    document.removeEventListener("focusin", onChange);
    document.removeEventListener("focusout", onChange);
    window.visualViewport?.removeEventListener("resize", onChange);
  };
}

/** Re-renders when the keyboard probably opens or closes. */
export const useKeyboardOpen = () => useSyncExternalStore(subscribe, keyboardProbablyOpen, () => false);
