import { ImageIcon } from "lucide-react";
import type { GalleryPhoto } from "./photo-gallery";

type Props = {
  photo: GalleryPhoto;
  variant: "thumbnail" | "medium";
  alt: string;
  className: string;
  lazy?: boolean;
};

/**
 * A gallery photo at one size: the variant (with its width and height, so the page reserves its box
 * before it loads) once the server has made it. Until then a placeholder of the same box: an original
 * can be 10 MB, and a gallery of them cost a phone megabytes it did not ask for (issue 33).
 */
export function GalleryImage({ photo, variant, alt, className, lazy = false }: Props) {
  const made = photo[variant];
  if (!made) {
    return (
      <span
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className={`${className} flex items-center justify-center bg-slate-200 text-slate-500`}
      >
        <ImageIcon aria-hidden="true" className="size-8" />
      </span>
    );
  }
  return (
    <img
      src={made.url}
      width={made.width}
      height={made.height}
      alt={alt}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}
