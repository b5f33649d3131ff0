import { type ReactNode, useEffect, useRef } from "react";

/**
 * A real modal (<dialog> opened with showModal): the rest of the page is inert and Escape closes
 * it. Focus goes back to whatever opened it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className = "max-w-2xl",
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      // happy-dom (component tests) has no showModal.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-6 shadow-xl backdrop:bg-black/50 ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}
