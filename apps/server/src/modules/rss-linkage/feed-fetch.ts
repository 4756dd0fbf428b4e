import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPrivateAddress, PRIVATE_ADDRESS_CODE, publicOnlyLookup } from "../../platform/net/public-address";

// Fetching a feed the staff typed in. The server makes the request, so the address is untrusted
// input (SSRF): only http and https; every address the name resolves to — on every redirect hop,
// checked in the socket's own lookup so a DNS answer cannot change between check and connect — must
// be public, unless the installation allows private networks (FEED_ALLOW_PRIVATE_NETWORK=true: a
// school's intranet news server, and the tests, which serve feeds from 127.0.0.1). Loopback, private,
// link-local (the cloud metadata address 169.254.169.254) and multicast ranges are refused otherwise.
// The answer is bounded: a deadline for the whole exchange, at most MAX_BYTES read (streamed and cut
// off), at most MAX_REDIRECTS hops, no compression (no decompression bombs), and a content type that
// can be a feed. Every failure is a FeedError with the Japanese sentence the feed screen shows.

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 5;
export const FEED_TIMEOUT_MS = 15_000;

export class FeedError extends Error {}

export interface FetchPolicy {
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

/** Read at each poll (not at import), so the installation's setting is what counts. */
export const feedFetchPolicy = (): FetchPolicy => ({
  allowPrivateNetwork: process.env.FEED_ALLOW_PRIVATE_NETWORK === "true",
  timeoutMs: FEED_TIMEOUT_MS,
  maxBytes: FEED_MAX_BYTES,
  maxRedirects: FEED_MAX_REDIRECTS,
});

export type FetchOutcome =
  | { kind: "not-modified" }
  | { kind: "ok"; text: string; etag: string | null; lastModified: string | null; finalUrl: string };

export const fetchMessages = {
  scheme: "フィードのURLは http:// または https:// で始まるアドレスにしてください。",
  privateAddress:
    "このアドレスは内部ネットワーク（ローカル・プライベートアドレス）を指しているため取得できません。",
  tooLarge: (mb: number) => `フィードの大きさが上限（${mb}MB）を超えたため、取得を中止しました。`,
  tooManyRedirects: (n: number) => `リダイレクトが${n}回を超えたため、取得を中止しました。`,
  redirectWithoutLocation: "リダイレクト先が示されていないため、取得できませんでした。",
  timeout: (s: number) => `フィードの取得が${s}秒以内に終わらなかったため、中止しました。`,
  notFound: "フィードのサーバーが見つかりません。URLのホスト名を確認してください。",
  refused: "フィードのサーバーに接続できませんでした。",
  tls: "フィードのサーバーの証明書を確認できませんでした。",
  network: "フィードの取得中に通信エラーが発生しました。",
  html: "フィードではなくWebページ（HTML）が返されました。RSSまたはAtomのフィードのURLを指定してください。",
  contentType: (type: string) => `フィードの形式ではない内容（${type}）が返されました。`,
  status: (code: number) =>
    code === 404 || code === 410
      ? `フィードが見つかりません（HTTP ${code}）。URLを確認してください。`
      : code === 401 || code === 403
        ? `フィードへのアクセスが拒否されました（HTTP ${code}）。`
        : code >= 500
          ? `フィードのサーバーでエラーが発生しました（HTTP ${code}）。`
          : `フィードを取得できませんでした（HTTP ${code}）。`,
  charset: (label: string) => `フィードの文字コード（${label}）には対応していません。`,
} as const;

const FEED_TYPE = /xml|rss|atom|rdf/i;

/** Shift_JIS and EUC-JP are still common on Japanese school sites: the declared charset is honoured. */
export function decodeFeed(bytes: Buffer, contentType: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString("utf8");
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const head = bytes.subarray(0, 300).toString("latin1");
  const fromDeclaration = /^<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  const label = (fromDeclaration ?? fromHeader ?? "utf-8").toLowerCase();
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    throw new FeedError(fetchMessages.charset(label));
  }
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer | null;
}

function requestOnce(url: URL, headers: Record<string, string>, policy: FetchPolicy, signal: AbortSignal) {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(
      url,
      {
        method: "GET",
        headers,
        signal,
        lookup: policy.allowPrivateNetwork ? undefined : publicOnlyLookup,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          return resolve({ status, headers: response.headers, body: null });
        }
        const declared = Number(response.headers["content-length"] ?? "0");
        if (declared > policy.maxBytes) {
          response.destroy();
          return reject(new FeedError(fetchMessages.tooLarge(policy.maxBytes / 1024 / 1024)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            request.destroy();
            reject(new FeedError(fetchMessages.tooLarge(policy.maxBytes / 1024 / 1024)));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

function networkMessage(error: unknown, policy: FetchPolicy): string {
  if (error instanceof FeedError) return error.message;
  const e = error as { name?: string; code?: string };
  if (e.name === "AbortError" || e.name === "TimeoutError" || e.code === "ABORT_ERR")
    return fetchMessages.timeout(policy.timeoutMs / 1000);
  if (e.code === PRIVATE_ADDRESS_CODE) return fetchMessages.privateAddress;
  if (e.code === "ENOTFOUND" || e.code === "EAI_AGAIN") return fetchMessages.notFound;
  if (e.code === "ECONNREFUSED" || e.code === "ECONNRESET" || e.code === "EHOSTUNREACH")
    return fetchMessages.refused;
  if (typeof e.code === "string" && /CERT|SSL|TLS/.test(e.code)) return fetchMessages.tls;
  return fetchMessages.network;
}

/**
 * One conditional GET of a feed, following redirects by hand (each hop re-checked). Answers
 * not-modified for a 304, else the decoded text and the validators for the next poll.
 */
export async function fetchFeed(
  address: string,
  validators: { etag: string | null; lastModified: string | null },
  policy: FetchPolicy = feedFetchPolicy(),
): Promise<FetchOutcome> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const headers: Record<string, string> = {
    "user-agent": "Gakumu-RSS/1.0 (+school news linkage)",
    accept:
      "application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1",
    "accept-encoding": "identity",
  };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FeedError(fetchMessages.scheme);
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new FeedError(fetchMessages.scheme);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    // A literal IP never goes through the lookup: checked here.
    if (!policy.allowPrivateNetwork && net.isIP(host) !== 0 && isPrivateAddress(host))
      throw new FeedError(fetchMessages.privateAddress);
    let answer: Hop;
    try {
      answer = await requestOnce(url, headers, policy, signal);
    } catch (error) {
      throw new FeedError(networkMessage(error, policy));
    }
    if (answer.status === 304) return { kind: "not-modified" };
    if ([301, 302, 303, 307, 308].includes(answer.status)) {
      if (hop >= policy.maxRedirects)
        throw new FeedError(fetchMessages.tooManyRedirects(policy.maxRedirects));
      const location = answer.headers.location;
      if (!location) throw new FeedError(fetchMessages.redirectWithoutLocation);
      try {
        url = new URL(location, url);
      } catch {
        throw new FeedError(fetchMessages.redirectWithoutLocation);
      }
      continue;
    }
    if (answer.status < 200 || answer.status >= 300 || !answer.body)
      throw new FeedError(fetchMessages.status(answer.status));
    const contentType = String(answer.headers["content-type"] ?? "");
    const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
    if (mediaType === "text/html" || mediaType === "application/xhtml+xml")
      throw new FeedError(fetchMessages.html);
    if (
      mediaType &&
      !FEED_TYPE.test(mediaType) &&
      mediaType !== "text/plain" &&
      mediaType !== "application/octet-stream"
    )
      throw new FeedError(fetchMessages.contentType(mediaType.slice(0, 100)));
    const header = (name: string) => {
      const value = answer.headers[name];
      return typeof value === "string" && value.length <= 200 ? value : null;
    };
    return {
      kind: "ok",
      text: decodeFeed(answer.body, contentType),
      etag: header("etag"),
      lastModified: header("last-modified"),
      finalUrl: url.toString(),
    };
  }
}
