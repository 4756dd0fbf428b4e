import crypto from "node:crypto";
import { richTextToPlainText } from "@gakumu/domain";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { FeedError } from "./feed-fetch";

// RSS 2.0 (and 0.9x), RSS 1.0 (RDF) and Atom, read with fast-xml-parser. Entity processing is off:
// a DOCTYPE's entities are never expanded (no billion laughs, no external entities); a feed that
// declares any is refused, and the five XML entities and character references are decoded here.

/** Articles read from one answer; a feed listing more keeps only its first (newest) ones. */
export const FEED_ITEMS_MAX = 100;
export const SUMMARY_MAX = 300;
const TITLE_MAX = 300;

export interface FeedArticle {
  /** SHA-256 hex of the identity: guid/id, else link, else title and date. */
  key: string;
  title: string;
  link: string | null;
  summary: string;
  publishedAt: Date | null;
}

export const parseMessages = {
  empty: "フィードの内容が空です。",
  malformed: (line: number) => `フィードのXMLが正しくありません（${line}行目付近）。`,
  entities: "フィードに実体（ENTITY）の定義が含まれているため、安全のため読み込みません。",
  notFeed: "RSSまたはAtomのフィードではありません。フィードのURLを確認してください。",
} as const;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === "item" || name === "entry" || name === "link",
});

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== "#") return XML_ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : "";
  });
}

type Node = unknown;

/** The text of an element (a string, or an object with #text when it has attributes). */
function textOf(node: Node): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string" || typeof node === "number") return decodeXmlText(String(node));
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === "object") return textOf((node as Record<string, unknown>)["#text"]);
  return "";
}

// Control characters other than tab and line breaks, which a feed may carry but a message must not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Markup removed, whitespace collapsed, control characters dropped. */
export function plainText(text: string, max: number): string {
  const plain = richTextToPlainText(text).replace(CONTROL, "").replace(/\s+/g, " ").trim();
  return [...plain].length > max ? `${[...plain].slice(0, max - 1).join("")}…` : plain;
}

/** An article link members may open: http(s) only, resolved against the feed's address. */
function safeLink(raw: string, base: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  try {
    const url = new URL(text, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const out = url.toString();
    return out.length <= 2000 ? out : null;
  } catch {
    return null;
  }
}

function dateOf(...candidates: Node[]): Date | null {
  for (const candidate of candidates) {
    const text = textOf(candidate).trim();
    if (!text) continue;
    const ms = Date.parse(text);
    if (Number.isFinite(ms)) return new Date(ms);
  }
  return null;
}

function atomLink(links: Node): string {
  const list = (Array.isArray(links) ? links : [links]) as Record<string, unknown>[];
  const pick =
    list.find((l) => typeof l === "object" && l !== null && (!l["@_rel"] || l["@_rel"] === "alternate")) ??
    list[0];
  if (typeof pick === "string") return decodeXmlText(pick);
  return typeof pick === "object" && pick !== null ? decodeXmlText(String(pick["@_href"] ?? "")) : "";
}

const sha = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

function article(
  raw: { id: string; title: string; link: string; summary: string; publishedAt: Date | null },
  base: string,
): FeedArticle {
  const link = safeLink(raw.link, base);
  const title = plainText(raw.title, TITLE_MAX) || "（タイトルなし）";
  const id = raw.id.trim();
  const key = id
    ? sha(`id:${id}`)
    : link
      ? sha(`link:${link}`)
      : sha(`title:${title}\u0000${raw.publishedAt?.toISOString() ?? ""}`);
  return { key, title, link, summary: plainText(raw.summary, SUMMARY_MAX), publishedAt: raw.publishedAt };
}

type Obj = Record<string, Node>;
const asList = (node: Node): Obj[] => (Array.isArray(node) ? node : node ? [node] : []) as Obj[];

/** The articles of a feed document, in the feed's order; a FeedError with a Japanese reason otherwise. */
export function parseFeed(xml: string, base: string): FeedArticle[] {
  const text = xml.replace(/^\uFEFF/, "");
  if (!text.trim()) throw new FeedError(parseMessages.empty);
  if (/<!ENTITY/i.test(text)) throw new FeedError(parseMessages.entities);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new FeedError(parseMessages.malformed(valid.err.line));
  const doc = parser.parse(text) as Obj;

  const rss = doc.rss as Obj | undefined;
  if (rss && typeof rss === "object") {
    const channel = asList(rss.channel)[0] ?? {};
    return asList(channel.item)
      .slice(0, FEED_ITEMS_MAX)
      .map((item) =>
        article(
          {
            id: textOf(item.guid),
            title: textOf(item.title),
            link: textOf(asList(item.link)[0]),
            summary: textOf(item.description) || textOf(item.encoded),
            publishedAt: dateOf(item.pubDate, item.date),
          },
          base,
        ),
      );
  }
  const rdf = doc.RDF as Obj | undefined;
  if (rdf && typeof rdf === "object") {
    return asList(rdf.item)
      .slice(0, FEED_ITEMS_MAX)
      .map((item) =>
        article(
          {
            id: decodeXmlText(String(item["@_about"] ?? "")),
            title: textOf(item.title),
            link: textOf(asList(item.link)[0]),
            summary: textOf(item.description) || textOf(item.encoded),
            publishedAt: dateOf(item.date),
          },
          base,
        ),
      );
  }
  const feed = doc.feed as Obj | undefined;
  if (feed && typeof feed === "object") {
    return asList(feed.entry)
      .slice(0, FEED_ITEMS_MAX)
      .map((entry) =>
        article(
          {
            id: textOf(entry.id),
            title: textOf(entry.title),
            link: entry.link ? atomLink(entry.link) : "",
            summary: textOf(entry.summary) || textOf(entry.content),
            publishedAt: dateOf(entry.published, entry.updated),
          },
          base,
        ),
      );
  }
  throw new FeedError(parseMessages.notFeed);
}
