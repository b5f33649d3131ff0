import type { GalleryPhoto } from "./photo-gallery";

/**
 * The <img> source of a gallery photo at one size: the variant's URL with its width and height (so the
 * page reserves its box before it loads) once the server has made it, else the original.
 */
export function shown(photo: GalleryPhoto, variant: "thumbnail" | "medium") {
  const made = photo[variant];
  return made ? { src: made.url, width: made.width, height: made.height } : { src: photo.url };
}
