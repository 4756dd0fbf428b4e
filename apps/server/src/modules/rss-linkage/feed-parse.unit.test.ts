import { describe, expect, it } from "vitest";
import { FeedError } from "./feed-fetch";
import { decodeXmlText, parseFeed, parseMessages } from "./feed-parse";

const BASE = "https://school.example/news/feed.xml";

const failure = (xml: string) => {
  try {
    parseFeed(xml, BASE);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedError);
    return (error as Error).message;
  }
  throw new Error("parsed");
};

describe("feed parsing", () => {
  it("reads RSS 2.0: guid, title, link, HTML description as plain text, RFC 822 date", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>お知らせ</title>
        <item><guid isPermaLink="false">news-2</guid><title>運動会 &amp; 保護者会</title>
          <link>/news/2</link><description>&lt;p&gt;明日は&lt;b&gt;運動会&lt;/b&gt;です&amp;amp;晴れ&lt;/p&gt;</description>
          <pubDate>Tue, 24 Nov 2026 09:00:00 +0900</pubDate></item>
        <item><title><![CDATA[<b>CDATA</b> の題名]]></title><link>https://school.example/news/1</link>
          <content:encoded><![CDATA[<p>本文&nbsp;です</p>]]></content:encoded></item>
      </channel></rss>`;
    const [first, second] = parseFeed(xml, BASE);
    expect(first).toMatchObject({
      title: "運動会 & 保護者会",
      link: "https://school.example/news/2",
      summary: "明日は運動会です&晴れ",
      publishedAt: new Date("2026-11-24T00:00:00Z"),
    });
    expect(second).toMatchObject({
      title: "CDATA の題名",
      link: "https://school.example/news/1",
      summary: "本文 です",
    });
    // No guid: the link identifies it; a guid identifies the first.
    expect(first!.key).not.toBe(second!.key);
    expect(parseFeed(xml, BASE)[1]!.key).toBe(second!.key);
  });

  it("reads RSS 1.0 (RDF) with rdf:about and dc:date", () => {
    const xml = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://school.example/"><title>学校</title></channel>
        <item rdf:about="https://school.example/a"><title>遠足</title><link>https://school.example/a</link>
          <description>雨天延期</description><dc:date>2026-11-20T08:00:00+09:00</dc:date></item>
      </rdf:RDF>`;
    expect(parseFeed(xml, BASE)).toEqual([
      expect.objectContaining({
        title: "遠足",
        link: "https://school.example/a",
        summary: "雨天延期",
        publishedAt: new Date("2026-11-19T23:00:00Z"),
      }),
    ]);
  });

  it("reads Atom: id, alternate link among several, summary or html content", () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
      <feed xmlns="http://www.w3.org/2005/Atom"><title>学校</title>
        <entry><id>tag:school.example,2026:1</id><title type="html">&lt;em&gt;入試&lt;/em&gt;説明会</title>
          <link rel="edit" href="https://school.example/edit/1"/><link rel="alternate" href="https://school.example/e/1"/>
          <content type="html">&lt;p&gt;12月に開催&lt;/p&gt;</content><updated>2026-11-25T10:00:00Z</updated></entry>
        <entry><id>tag:school.example,2026:2</id><title>リンクなし</title><link href="javascript:alert(1)"/></entry>
      </feed>`;
    const [a, b] = parseFeed(xml, BASE);
    expect(a).toMatchObject({
      title: "入試説明会",
      link: "https://school.example/e/1",
      summary: "12月に開催",
      publishedAt: new Date("2026-11-25T10:00:00Z"),
    });
    // Only http(s) links reach members.
    expect(b).toMatchObject({ title: "リンクなし", link: null });
  });

  it("identifies an item without guid or link by title and date, and shortens long summaries", () => {
    const long = "あ".repeat(400);
    const xml = `<rss><channel><item><title>題</title><description>${long}</description></item></channel></rss>`;
    const [item] = parseFeed(xml, BASE);
    expect(item!.key).toMatch(/^[0-9a-f]{64}$/);
    expect([...item!.summary]).toHaveLength(300);
    expect(item!.summary.endsWith("…")).toBe(true);
  });

  it("refuses malformed XML, entity definitions and documents that are not feeds, in Japanese", () => {
    expect(failure("<rss><channel><item><title>x</item></channel></rss>")).toMatch(
      /フィードのXMLが正しくありません（1行目付近）/,
    );
    expect(
      failure(
        `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><rss><channel><item><title>&b;</title></item></channel></rss>`,
      ),
    ).toBe(parseMessages.entities);
    expect(failure("<html><body>not a feed</body></html>")).toBe(parseMessages.notFeed);
    expect(failure("   ")).toBe(parseMessages.empty);
  });

  it("decodes character references but never builds a lone surrogate", () => {
    expect(decodeXmlText("&#12354;&#x3044;&amp;&lt;&#xD800;&unknown;")).toBe("あい&<&unknown;");
  });
});
