import { attr, child, children, JmaXmlError, parseXml, text } from "./jma-xml";

// JMA's Atom feed (eqvol.xml, 高頻度（地震火山）): one entry per published document. Only the titles the
// automatic send reads are kept; the rest (噴火警報, 火山の状況…) are never fetched.

export const WATCHED_TITLES = new Set(["震度速報", "震源・震度に関する情報", "津波警報・注意報・予報a"]);

export interface JmaFeedEntry {
  /** Atom id: JMA uses the document's address; unique per document. */
  id: string;
  title: string;
  updated: string | null;
  url: string;
}

export function parseJmaFeed(xml: string): JmaFeedEntry[] {
  const feed = child(parseXml(xml), "feed");
  if (!feed) throw new JmaXmlError("Atom フィードではありません");
  return children(feed, "entry").flatMap((entry) => {
    const id = text(entry, "id");
    const title = text(entry, "title");
    const links = children(entry, "link");
    const href = attr(links.find((l) => (attr(l, "rel") ?? "alternate") === "alternate") ?? links[0], "href");
    const url = href?.trim() ?? id;
    if (!id || !title || !url) return [];
    return [{ id, title, updated: text(entry, "updated"), url }];
  });
}

export const isWatched = (entry: JmaFeedEntry): boolean => WATCHED_TITLES.has(entry.title);
