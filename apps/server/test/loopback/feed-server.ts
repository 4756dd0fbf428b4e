// An HTTP server on 127.0.0.1 serving feeds for tests (never imported by src code). Each path answers
// what the test sets: a document with validators (answering 304 to a matching If-None-Match or
// If-Modified-Since), a redirect, a huge streamed body, a status, or silence. Every request is kept
// with its headers, so a test can see what the poller asked.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FeedRoute =
  | { kind: "feed"; body: string; contentType?: string; etag?: string; lastModified?: string }
  | { kind: "redirect"; location: string; status?: number }
  | { kind: "huge"; bytes: number; contentType?: string; sendLength?: boolean }
  | { kind: "status"; status: number }
  | { kind: "hang" };

export interface FeedRequest {
  path: string;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
  status: number;
}

export interface LoopbackFeedServer {
  origin: string;
  url(path: string): string;
  set(path: string, route: FeedRoute): void;
  requests: FeedRequest[];
  /** Bytes written for huge bodies before the client hung up. */
  hugeBytesWritten: number;
  close(): Promise<void>;
}

export async function startLoopbackFeedServer(): Promise<LoopbackFeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: FeedRequest[] = [];
  const state = { hugeBytesWritten: 0 };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const route = routes.get(path);
    const log = (status: number) =>
      requests.push({
        path,
        ifNoneMatch: req.headers["if-none-match"],
        ifModifiedSince: req.headers["if-modified-since"],
        status,
      });
    if (!route) {
      log(404);
      return res.writeHead(404).end("not found");
    }
    switch (route.kind) {
      case "feed": {
        const fresh =
          (route.etag && req.headers["if-none-match"] === route.etag) ||
          (route.lastModified && req.headers["if-modified-since"] === route.lastModified);
        const validators: Record<string, string> = {};
        if (route.etag) validators.etag = route.etag;
        if (route.lastModified) validators["last-modified"] = route.lastModified;
        if (fresh) {
          log(304);
          return res.writeHead(304, validators).end();
        }
        log(200);
        return res
          .writeHead(200, {
            "content-type": route.contentType ?? "application/rss+xml; charset=utf-8",
            ...validators,
          })
          .end(route.body);
      }
      case "redirect":
        log(route.status ?? 302);
        return res.writeHead(route.status ?? 302, { location: route.location }).end();
      case "status":
        log(route.status);
        return res.writeHead(route.status).end("error");
      case "hang":
        log(0);
        return;
      case "huge": {
        log(200);
        res.writeHead(200, {
          "content-type": route.contentType ?? "application/rss+xml",
          ...(route.sendLength ? { "content-length": String(route.bytes) } : {}),
        });
        const chunk = Buffer.alloc(64 * 1024, "<!-- padding -->");
        let left = route.bytes;
        const pump = () => {
          while (left > 0) {
            const part = chunk.subarray(0, Math.min(chunk.length, left));
            left -= part.length;
            state.hugeBytesWritten += part.length;
            if (!res.write(part)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("close", () => {
          left = 0;
        });
        return pump();
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, route) => routes.set(path, route),
    requests,
    get hugeBytesWritten() {
      return state.hugeBytesWritten;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An RSS 2.0 document of the given items (newest first, as sites list them). */
export function rss2(
  items: { guid?: string; title: string; link?: string; description?: string; pubDate?: string }[],
) {
  const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const body = items
    .map(
      (i) =>
        `<item>${i.guid ? `<guid isPermaLink="false">${esc(i.guid)}</guid>` : ""}<title>${esc(i.title)}</title>${
          i.link ? `<link>${esc(i.link)}</link>` : ""
        }${i.description ? `<description>${esc(i.description)}</description>` : ""}${
          i.pubDate ? `<pubDate>${i.pubDate}</pubDate>` : ""
        }</item>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>学校のお知らせ</title><link>https://school.example/</link><description>news</description>${body}</channel></rss>`;
}
