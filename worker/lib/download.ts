/**
 * A file to save (an export): named, and never kept by a cache. A plain Response, so the typed
 * client sees no body type for these routes (the app links to them by `$path`).
 */
export function download(body: BodyInit, contentType: string, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
