// A local stand-in for Cloudflare's edge compression: wrangler dev serves assets and API answers
// uncompressed, so a measurement straight against it would count several times the bytes a phone
// downloads. This proxy forwards every request to the local server and compresses text answers with
// brotli or gzip, whichever the browser accepts, as the edge does. Used by `npm run lighthouse`.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

function encodingFor(request: IncomingMessage): "br" | "gzip" | null {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

export type EdgeProxy = { base: string; close: () => Promise<void> };

/** Listens on a free local port and forwards to `upstream` (for example http://127.0.0.1:8787). */
export function startEdgeCompression(upstream: string): Promise<EdgeProxy> {
  const server: Server = createServer(async (request, response) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // The proxy decides the encoding; the upstream always answers identity.
        if (value === undefined || name === "accept-encoding" || name === "host") continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      // Without this fetch asks for gzip and decodes it itself, leaving a stale Content-Encoding.
      headers.set("accept-encoding", "identity");
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      const upstreamAnswer = await fetch(new URL(request.url ?? "/", upstream), {
        method: request.method,
        headers,
        body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
        redirect: "manual",
        // @ts-expect-error Node's fetch needs this for a streamed request body.
        duplex: hasBody ? "half" : undefined,
      });
      const type = upstreamAnswer.headers.get("content-type") ?? "";
      const encoding =
        upstreamAnswer.body && !upstreamAnswer.headers.has("content-encoding") && COMPRESSIBLE.test(type)
          ? encodingFor(request)
          : null;
      const outgoing: Record<string, string | string[]> = {};
      upstreamAnswer.headers.forEach((value, name) => {
        if (name === "set-cookie") return;
        if (encoding && name === "content-length") return;
        // fetch already removed the transfer framing; the proxy frames the answer itself.
        if (name === "transfer-encoding" || name === "connection" || name === "keep-alive") return;
        outgoing[name] = value;
      });
      const cookies = upstreamAnswer.headers.getSetCookie();
      if (cookies.length > 0) outgoing["set-cookie"] = cookies;
      if (encoding) {
        outgoing["content-encoding"] = encoding;
        outgoing.vary = "Accept-Encoding";
      }
      response.writeHead(upstreamAnswer.status, outgoing);
      if (!upstreamAnswer.body || request.method === "HEAD") {
        response.end();
        return;
      }
      const body = Readable.fromWeb(upstreamAnswer.body as import("node:stream/web").ReadableStream);
      if (!encoding) {
        await pipeline(body, response);
        return;
      }
      // Brotli at quality 4, as Cloudflare compresses on the fly (not the maximum quality of a
      // precompressed file), and gzip at its default level.
      const compressor =
        encoding === "br"
          ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : createGzip();
      await pipeline(body, compressor, response);
    } catch (error) {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`Edge proxy: ${(error as Error).message}`);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
