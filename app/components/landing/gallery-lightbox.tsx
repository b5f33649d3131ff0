import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { StepButton, useArrowStep } from "./gallery-controls";
import { GalleryImage } from "./gallery-image";
import type { GalleryPhoto } from "./photo-gallery";

type Props = {
  photos: GalleryPhoto[];
  index: number;
  onMove: (step: number) => void;
  onSelect: (index: number) => void;
  onClose: () => void;
};

/** Full-screen viewer. A native modal <dialog> so the browser makes the page behind it inert. */
export function GalleryLightbox({ photos, index, onMove, onSelect, onClose }: Props) {
  const t = useT(landingMessages);
  const arrowStep = useArrowStep();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const photo = photos[index] as GalleryPhoto;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => dialog?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event.key);
    if (event.key === "Escape" || step) event.preventDefault();
    if (event.key === "Escape") onClose();
    else if (step) onMove(step);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-label={t("photoViewer")}
      onKeyDown={onKeyDown}
      // Other close requests (the Android back gesture) arrive as cancel: close through React state.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 m-0 [&_:focus-visible]:outline-white h-full max-h-none w-full max-w-none border-0 bg-slate-950 p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col gap-3 p-3 sm:p-6">
        <div className="flex items-center justify-between">
          <p aria-live="polite">{t("photoCount", { n: index + 1, total: photos.length })}</p>
          <button
            ref={closeRef}
            type="button"
            aria-label={t("photoClose")}
            onClick={onClose}
            className="rounded-full p-2 hover:bg-white/15"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <figure className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-2">
          {/* The medium variant (1280 px), not the original: full screen on a phone needs no more. */}
          <GalleryImage
            photo={photo}
            variant="medium"
            alt={photo.alt}
            className="min-h-0 max-w-full flex-1 object-contain"
          />
          {photo.caption ? (
            <figcaption className="text-center text-slate-200">{photo.caption}</figcaption>
          ) : null}
          <StepButton step={-1} label={t("photoPrev")} onClick={() => onMove(-1)} />
          <StepButton step={1} label={t("photoNext")} onClick={() => onMove(1)} />
        </figure>
        <ul aria-label={t("thumbnails")} className="flex shrink-0 gap-2 overflow-x-auto p-1">
          {photos.map((item, at) => (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                aria-label={t("photoShow", { n: at + 1 })}
                aria-current={at === index ? "true" : undefined}
                onClick={() => onSelect(at)}
                className={`block overflow-hidden rounded ${
                  at === index ? "ring-2 ring-gold-500" : "opacity-60 hover:opacity-100"
                }`}
              >
                <GalleryImage
                  photo={item}
                  variant="thumbnail"
                  alt=""
                  lazy
                  className="h-14 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
