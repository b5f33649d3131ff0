import { useEffect, useState } from "react";

/** How long the segment must stay unchanged before it is counted: a click or a digit, not every key. */
export const SETTLE_MS = 350;

/**
 * The value once it has stopped changing for `ms`. Compared by its JSON, so a new object with the same
 * filters is no change (the builder makes a fresh segment on every render).
 */
export function useSettledValue<T>(value: T, ms = SETTLE_MS): T {
  const text = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(text) as T), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}
