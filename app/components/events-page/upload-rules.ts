import { api } from "../../lib/api-client";
import { fitPhotoForUpload } from "./fit-photo";

// The client-side photo rules of spec point 5; the server checks size and content again.
export const MAX_PHOTO_BYTES = 10_485_760;
export const DEFAULT_MAX_FILES = 10;

const ALLOWED_TYPES = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp"]);
const ALLOWED_EXTENSIONS = new Set(["jpeg", "jpg", "png", "webp"]);
export const ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

export type SelectionProblem =
  | { kind: "tooMany"; max: number }
  | { kind: "tooLarge"; file: string }
  | { kind: "invalidType"; file: string };

function isAllowedType(file: File): boolean {
  if (file.type) return ALLOWED_TYPES.has(file.type.toLowerCase());
  // Some systems give no type: fall back on the extension.
  return ALLOWED_EXTENSIONS.has(file.name.split(".").pop()?.toLowerCase() ?? "");
}

/**
 * Which newly chosen files join the list. Files of the wrong type or over 10 MB are left out one by
 * one; if the rest would take the list past `maxFiles`, the whole new selection is refused.
 */
export function checkSelection(
  currentCount: number,
  incoming: File[],
  maxFiles: number,
): { accepted: File[]; problems: SelectionProblem[] } {
  const problems: SelectionProblem[] = [];
  const valid = incoming.filter((file) => {
    if (!isAllowedType(file)) problems.push({ kind: "invalidType", file: file.name });
    else if (file.size > MAX_PHOTO_BYTES) problems.push({ kind: "tooLarge", file: file.name });
    else return true;
    return false;
  });
  if (currentCount + valid.length > maxFiles)
    return { accepted: [], problems: [{ kind: "tooMany", max: maxFiles }] };
  return { accepted: valid, problems };
}

/** Why the server refused a photo, when it is something the member can act on. */
export type UploadRefusal = "rate_limited" | "too_large" | "too_many_pixels" | "unsupported_type";

export class UploadError extends Error {
  readonly status: number;
  readonly refusal: UploadRefusal | null;
  constructor(status: number, refusal: UploadRefusal | null = null) {
    super(`Upload failed with status ${status}`);
    this.name = "UploadError";
    this.status = status;
    this.refusal = refusal;
  }
}

/** Reads our error shape (`{ error: { code, details: { photo } } }`) from a refused upload. */
function refusalOf(status: number, body: unknown): UploadRefusal | null {
  if (status === 429) return "rate_limited";
  const photo = (body as { error?: { details?: { photo?: unknown } } } | null)?.error?.details?.photo;
  return photo === "too_large" || photo === "too_many_pixels" || photo === "unsupported_type" ? photo : null;
}

/**
 * POST /api/events/upload-photo for one file, shrunk first when it has more pixels than the server
 * takes (fit-photo.ts). XMLHttpRequest because fetch reports no upload progress.
 */
export async function sendPhoto(
  chosen: File,
  eventName: string,
  onProgress: (percent: number) => void,
): Promise<{ url: string }> {
  const file = await fitPhotoForUpload(chosen);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", api.events["upload-photo"].$path());
    xhr.withCredentials = true;
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.url === "string") {
        onProgress(100);
        resolve({ url: body.url });
      } else reject(new UploadError(xhr.status, refusalOf(xhr.status, xhr.response)));
    };
    xhr.onerror = () => reject(new UploadError(0));
    const form = new FormData();
    form.append("photo", file);
    form.append("eventName", eventName);
    xhr.send(form);
  });
}
