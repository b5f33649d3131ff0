import type { CurrentUser } from "../../../worker/contract/user";
import { ApiError } from "../../lib/api";
import { api } from "../../lib/api-client";

/**
 * POST /api/profile/photo through XMLHttpRequest, the one browser API that reports upload progress.
 * Errors are ApiErrors, like every other call.
 */
export function uploadPhoto(photo: Blob, onProgress: (percent: number) => void): Promise<CurrentUser> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", api.profile.photo.$path());
    request.withCredentials = true;
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as CurrentUser);
      } else {
        reject(new ApiError(request.status, request.statusText, request.responseText));
      }
    });
    request.addEventListener("error", () => reject(new Error("Network error")));
    const form = new FormData();
    form.append("photo", photo, photo.type === "image/webp" ? "photo.webp" : "photo.jpg");
    request.send(form);
  });
}
