// JMA's XML feed as a loopback HTTP server, for the tests of the automatic safety send (never imported
// by src code). It serves the real documents of test/jma/fixtures under /docs/<name> and an eqvol.xml
// in the real feed's shape listing whichever of them a test publishes, answering conditional GETs
// (If-None-Match / If-Modified-Since) with 304 like JMA's server does.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export const JMA_FIXTURES = path.resolve(import.meta.dirname, "../jma/fixtures");
export const readJmaFixture = (name: string) => fs.readFileSync(path.join(JMA_FIXTURES, name), "utf8");

export interface JmaRequest {
  path: string;
  status: number;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
}

export interface JmaFeedServer {
  /** JMA_BASE_URL for the app: the feed is `${baseUrl}/eqvol.xml`. */
  baseUrl: string;
  requests: JmaRequest[];
  /** Adds an entry to the feed pointing at /docs/<name>; its body is the fixture of that name or `xml`. */
  publish(name: string, title: string, xml?: string): void;
  /** Makes /docs/<name> answer with this status (e.g. 500) instead of the document; 0 serves it again. */
  fail(name: string, status: number): void;
  close(): Promise<void>;
}

const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

export async function startJmaFeedServer(): Promise<JmaFeedServer> {
  const documents = new Map<string, string>();
  const failures = new Map<string, number>();
  const entries: { name: string; title: string; updated: string }[] = [];
  const requests: JmaRequest[] = [];
  let feed = "";
  let etag = "";
  let lastModified = "";
  let baseUrl = "";

  // The real feed's head (title, links, rights) with this server's entries.
  const fixtureFeed = readJmaFixture("eqvol.xml");
  const head = fixtureFeed.slice(0, fixtureFeed.indexOf("<entry>"));
  const rebuild = () => {
    const body = entries
      .map(
        (e) => `  <entry>
    <title>${xmlText(e.title)}</title>
    <id>${baseUrl}/docs/${e.name}</id>
    <updated>${e.updated}</updated>
    <author><name>気象庁</name></author>
    <link type="application/xml" href="${baseUrl}/docs/${e.name}" />
    <content type="text">${xmlText(e.title)}</content>
  </entry>
`,
      )
      .join("");
    feed = `${head}${body}  <entry>
    <title>噴火警報・予報</title>
    <id>${baseUrl}/docs/volcano.xml</id>
    <updated>2024-03-18T11:06:04Z</updated>
    <author><name>気象庁</name></author>
    <link type="application/xml" href="${baseUrl}/docs/volcano.xml" />
    <content type="text">火山</content>
  </entry>
</feed>
`;
    etag = `"${crypto.createHash("sha1").update(feed).digest("hex").slice(0, 16)}"`;
    // Whole seconds, as HTTP dates carry; each publish moves it on by at least one second.
    const previous = lastModified ? Date.parse(lastModified) : 0;
    lastModified = new Date(Math.max(Math.floor(Date.now() / 1000) * 1000, previous + 1000)).toUTCString();
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const record = (status: number) =>
      requests.push({
        path: url.pathname,
        status,
        ifNoneMatch: req.headers["if-none-match"],
        ifModifiedSince: req.headers["if-modified-since"],
      });
    if (url.pathname === "/eqvol.xml") {
      const since = req.headers["if-modified-since"];
      const notModified =
        req.headers["if-none-match"] === etag ||
        (since !== undefined &&
          req.headers["if-none-match"] === undefined &&
          Date.parse(since) >= Date.parse(lastModified));
      if (notModified) {
        record(304);
        res.writeHead(304, { etag, "last-modified": lastModified }).end();
        return;
      }
      record(200);
      res.writeHead(200, {
        "content-type": "application/atom+xml; charset=utf-8",
        etag,
        "last-modified": lastModified,
      });
      res.end(feed);
      return;
    }
    const name = url.pathname.startsWith("/docs/") ? url.pathname.slice("/docs/".length) : "";
    const failure = failures.get(name);
    const body = documents.get(name);
    if (failure || body === undefined) {
      record(failure ?? 404);
      res.writeHead(failure ?? 404).end();
      return;
    }
    record(200);
    res.writeHead(200, { "content-type": "application/xml; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  rebuild();

  return {
    baseUrl,
    requests,
    publish(name, title, xml) {
      documents.set(name, xml ?? readJmaFixture(name));
      entries.unshift({ name, title, updated: new Date().toISOString().replace(/\.\d+Z$/, "Z") });
      rebuild();
    },
    fail(name, status) {
      if (status === 0) failures.delete(name);
      else failures.set(name, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
