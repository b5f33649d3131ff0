import { useState } from "react";
import { serverMessage } from "../onboarding/server-message";
import { toast } from "./toast-store";

/**
 * An on/off switch: a real checkbox (announced as a switch), transparent over the drawn track, so
 * keyboard, pointer and screen readers all get the native control; the look works in both directions.
 */
export function Switch({
  id,
  checked,
  disabled,
  describedBy,
  onChange,
  className = "",
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
  /** Placement in the caller's layout (a margin). */
  className?: string;
}) {
  return (
    <span className={`relative inline-flex shrink-0 ${className}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-wait"
      />
      <span
        aria-hidden="true"
        className="flex h-7 w-12 items-center rounded-full bg-slate-500 p-1 transition-colors peer-checked:justify-end peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-60"
      >
        <span className="size-5 rounded-full bg-white shadow" />
      </span>
    </span>
  );
}

/**
 * A list of switches saved one at a time: the member's new choice shows from the click until the
 * server answers (then the answer rules, or the old value returns if saving failed). `settle` clears
 * every held choice at once, because only the latest mutate call's callbacks run (TanStack Query).
 */
export function useHeldChoices<K extends string>() {
  const [held, setHeld] = useState<Partial<Record<K, boolean>>>({});
  return {
    shown: (key: K, stored: boolean) => held[key] ?? stored,
    hold: (key: K, value: boolean) => setHeld((current) => ({ ...current, [key]: value })),
    settle: () => setHeld({}),
  };
}

/** What a switch's save is told when the server answered (TanStack Query's mutate options). */
export type SwitchSaveCallbacks = {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
};

/**
 * Switches saved one at a time, the one way the preferences pages do it: the choice is held at once
 * (useHeldChoices), `save` sends it, a toast says it was saved (under the switch's name) or why not, and
 * the held choice is let go once the server answered.
 */
export function useSavedSwitches<K extends string>(options: {
  save: (key: K, on: boolean, callbacks: SwitchSaveCallbacks) => void;
  name: (key: K) => string;
  texts: { saved: string; failed: string };
}) {
  const choices = useHeldChoices<K>();
  return {
    shown: choices.shown,
    toggle: (key: K, on: boolean) => {
      choices.hold(key, on);
      options.save(key, on, {
        onSuccess: () => toast({ title: options.name(key), description: options.texts.saved }),
        onError: (error) =>
          toast({ title: options.texts.failed, description: serverMessage(error), variant: "destructive" }),
        onSettled: choices.settle,
      });
    },
  };
}
