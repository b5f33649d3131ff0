import { GalleryHorizontal, LayoutGrid } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { landingMessages } from "../../i18n/messages/landing";
import { StepButton, useArrowStep } from "./gallery-controls";
import { GalleryImage } from "./gallery-image";
import { GalleryLightbox } from "./gallery-lightbox";
import type { GalleryPhoto } from "./photo-gallery";

const views = [
  { id: "grid", label: "viewGrid", Icon: LayoutGrid },
  { id: "carousel", label: "viewCarousel", Icon: GalleryHorizontal },
] as const;

/** Grid or carousel of at least one photo, each opening a full-screen viewer (spec points 2 and 4). */
export function GalleryViewer({ photos }: { photos: GalleryPhoto[] }) {
  const t = useT(landingMessages);
  const arrowStep = useArrowStep();
  const [view, setView] = useState<"grid" | "carousel">("grid");
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // Safari does not focus a clicked button, so the opener is remembered explicitly for focus restore.
  const opener = useRef<HTMLElement | null>(null);
  const total = photos.length;
  // Focus goes back only once the dialog has left the page: while it is modal, the rest is inert.
  useEffect(() => {
    if (!open) opener.current?.focus();
  }, [open]);

  // The list may shrink under us; the modulo keeps the index in range.
  const current = index % total;
  const photo = photos[current] as GalleryPhoto;
  const move = (step: number) => setIndex((i) => ((i % total) + step + total) % total);
  const openAt = (at: number, from: HTMLElement) => {
    opener.current = from;
    setIndex(at);
    setOpen(true);
  };
  const onArrows = (event: KeyboardEvent) => {
    const step = arrowStep(event.key);
    if (step) {
      event.preventDefault();
      move(step);
    }
  };

  return (
    <div>
      <fieldset className="mb-4 inline-flex rounded-lg bg-slate-200 p-1">
        <legend className="sr-only">{t("galleryView")}</legend>
        {views.map(({ id, label, Icon }) => (
          <button
            key={id}
            type="button"
            aria-pressed={view === id}
            onClick={() => setView(id)}
            className={`inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium ${
              view === id ? "bg-white text-brand-800 shadow-sm" : "text-slate-700"
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(label)}
          </button>
        ))}
      </fieldset>
      {view === "grid" ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((item, at) => (
            <li key={item.id}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={(event) => openAt(at, event.currentTarget)}
                className="block w-full overflow-hidden rounded-lg bg-slate-200"
              >
                <GalleryImage
                  photo={item}
                  variant="thumbnail"
                  alt={item.alt}
                  lazy
                  className="aspect-square w-full object-cover transition-transform hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys bubble up from the focused controls inside.
        <div onKeyDown={onArrows}>
          <div className="relative">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={(event) => openAt(current, event.currentTarget)}
              className="block w-full overflow-hidden rounded-xl bg-slate-900"
            >
              <GalleryImage
                photo={photo}
                variant="medium"
                alt={photo.alt}
                className="aspect-video w-full object-contain"
              />
            </button>
            <StepButton step={-1} label={t("photoPrev")} onClick={() => move(-1)} />
            <StepButton step={1} label={t("photoNext")} onClick={() => move(1)} />
          </div>
          <p className="mt-2 flex justify-between gap-4 text-sm text-slate-600" aria-live="polite">
            <span>{photo.caption}</span>
            <span className="shrink-0">{t("photoCount", { n: current + 1, total })}</span>
          </p>
        </div>
      )}
      {open ? (
        <GalleryLightbox
          photos={photos}
          index={current}
          onMove={move}
          onSelect={setIndex}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
