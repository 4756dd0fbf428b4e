import { NotificationType, RSS_PAUSE_AFTER_FAILURES } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackFeedServer, rss2, startLoopbackFeedServer } from "../../../test/loopback/feed-server";
import { useTestApp } from "../../../test/test-app";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { pushNotification } from "../push-notifications/push-notifications.tables";
import { fetchMessages } from "./feed-fetch";
import { parseMessages } from "./feed-parse";
import { RSS_POLL_JOB } from "./rss-jobs";
import { rssItem } from "./rss-linkage.tables";
import { pollFeed, pollMessages } from "./rss-poll";

const BASE = "/app/api/v2/rss-linkage";
const FEEDS = `${BASE}/feeds`;

describe("RSS linkage over HTTP", () => {
  let feeds: LoopbackFeedServer;
  beforeAll(async () => {
    feeds = await startLoopbackFeedServer();
    // The feeds are served from 127.0.0.1: allowed only because the installation says so.
    process.env.FEED_ALLOW_PRIVATE_NETWORK = "true";
  });
  afterAll(async () => {
    delete process.env.FEED_ALLOW_PRIVATE_NETWORK;
    await feeds?.close();
  });
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const id: Record<string, number> = {};

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  let made = 0;
  const register = async (path: string, extra: Record<string, unknown> = {}) => {
    const res = await call("POST", FEEDS, as.admin, {
      name: `学校ニュース${++made}`,
      url: feeds.url(path),
      target: { nodes: ["F1A"], sendTarget: "ALL" },
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const check = async (feedId: number, headers = as.admin) => {
    const res = await call("POST", `${FEEDS}/${feedId}/check`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rssNotifications = () =>
    t.database.db
      .select()
      .from(pushNotification)
      .where(
        and(
          eq(pushNotification.tenantId, school.tenant.id),
          eq(pushNotification.kind, NotificationType.RSS_LINKAGE),
        ),
      );
  const itemsOf = (feedId: number) => t.database.db.select().from(rssItem).where(eq(rssItem.feedId, feedId));

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [memberRow(school, "A1"), memberRow(school, "A2")]);
    await addMembers(db, [memberRow(other, "X1")]);
    id.A1 = await idOf(db, school.organization.id, "A1");
    id.X1 = await idOf(db, other.organization.id, "X1");
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
  });

  describe("registration", () => {
    it("refuses other schemes, control characters, empty targets and another school's members in Japanese", async () => {
      const post = (body: Record<string, unknown>) =>
        call("POST", FEEDS, as.admin, {
          name: "ニュース",
          url: "https://school.example/feed",
          target: { nodes: ["F1A"] },
          ...body,
        });
      const refused = async (body: Record<string, unknown>, message: RegExp) => {
        const res = await post(body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.body).toMatch(message);
      };
      await refused({ url: "file:///etc/passwd" }, /http:\/\/ または https:\/\//);
      await refused({ url: "ftp://school.example/feed" }, /http:\/\/ または https:\/\//);
      await refused({ url: "https://school.example/\u0000" }, /使用できない文字/);
      await refused({ name: "ニュ\u0000ース" }, /使用できない文字/);
      await refused({ name: "\uD800" }, /使用できない文字/);
      await refused({ name: "あ".repeat(101) }, /100文字以内/);
      await refused({ target: {} }, /送信対象のメンバーがいません/);
      // Another school's member is named as such, not merely counted as nobody.
      await refused({ target: { memberIds: [id.X1] } }, /この組織のメンバーではない人が含まれています/);
      await refused({ target: { memberIds: [1e300] } }, /./);
    });

    it("lets a reference-only user read but not register or check", async () => {
      const feedId = await register("/readonly.xml");
      expect((await call("GET", FEEDS, as.viewer)).statusCode).toBe(200);
      const post = await call("POST", FEEDS, as.viewer, {
        name: "x",
        url: feeds.url("/x"),
        target: { nodes: ["F1A"] },
      });
      expect(post.statusCode).toBe(403);
      expect(post.json().message).toMatch(/できません|許可されていません/);
      expect((await call("POST", `${FEEDS}/${feedId}/check`, as.viewer)).statusCode).toBe(403);
      expect(feeds.requests.filter((r) => r.path === "/readonly.xml")).toHaveLength(0);
    });

    it("answers 404 for another tenant's feed on every route, and the live count is the caller's own", async () => {
      const feedId = await register("/victim.xml");
      for (const [method, url] of [
        ["GET", `${FEEDS}/${feedId}/items`],
        ["POST", `${FEEDS}/${feedId}/check`],
        ["POST", `${FEEDS}/${feedId}/resume`],
        ["DELETE", `${FEEDS}/${feedId}`],
      ] as const) {
        const res = await call(method, url, otherAdmin);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe("RSSフィードが見つかりません。");
      }
      const put = await call("PUT", `${FEEDS}/${feedId}`, otherAdmin, {
        name: "乗っ取り",
        url: feeds.url("/evil.xml"),
        target: { nodes: ["F1A"] },
      });
      expect(put.statusCode).toBe(404);
      expect((await call("GET", FEEDS, otherAdmin)).json().items).toEqual([]);
      const count = await call("POST", `${BASE}/target-count`, otherAdmin, {
        target: { memberIds: [id.A1] },
      });
      expect(count.json().count).toBe(0);
      expect(feeds.requests.filter((r) => r.path === "/victim.xml" || r.path === "/evil.xml")).toHaveLength(
        0,
      );
    });
  });

  describe("polling", () => {
    it("records what is published at registration, asks conditionally, and sends a new article once", async () => {
      const first = [
        {
          guid: "n2",
          title: "遠足のお知らせ",
          link: "https://school.example/n2",
          pubDate: "Mon, 23 Nov 2026 09:00:00 +0900",
        },
        {
          guid: "n1",
          title: "始業式",
          link: "https://school.example/n1",
          pubDate: "Sun, 22 Nov 2026 09:00:00 +0900",
        },
      ];
      feeds.set("/news.xml", {
        kind: "feed",
        body: rss2(first),
        etag: '"v1"',
        lastModified: "Mon, 23 Nov 2026 00:00:00 GMT",
      });
      const feedId = await register("/news.xml");

      const primed = await check(feedId);
      expect(primed).toMatchObject({ result: "ok", newItems: 0, sent: 0, message: pollMessages.primed(2) });
      expect((await itemsOf(feedId)).map((i) => i.outcome)).toEqual([0, 0]);
      expect(await rssNotifications()).toHaveLength(0);

      const unchanged = await check(feedId);
      expect(unchanged).toMatchObject({ result: "not-modified", message: pollMessages.notModified });
      const last = feeds.requests.filter((r) => r.path === "/news.xml").at(-1)!;
      expect(last).toMatchObject({
        status: 304,
        ifNoneMatch: '"v1"',
        ifModifiedSince: "Mon, 23 Nov 2026 00:00:00 GMT",
      });

      const article = {
        guid: "n3",
        title: "台風による臨時休校",
        link: "https://school.example/n3",
        description: "<p>明日は<b>休校</b>です。</p>",
        pubDate: "Tue, 24 Nov 2026 07:00:00 +0900",
      };
      feeds.set("/news.xml", { kind: "feed", body: rss2([article, ...first]), etag: '"v2"' });
      const found = await check(feedId);
      expect(found).toMatchObject({ result: "ok", newItems: 1, sent: 1 });
      expect(found.feed).toMatchObject({
        itemCount: 3,
        sentCount: 1,
        lastError: null,
        consecutiveFailures: 0,
      });
      expect(found.feed.lastNewItemAt).not.toBeNull();

      const sent = await rssNotifications();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        title: "台風による臨時休校",
        links: [{ label: "記事を読む", url: "https://school.example/n3" }],
        recipientCount: 2,
      });
      expect(sent[0]!.bodyText).toContain("明日は休校です。");
      expect(sent[0]!.bodyHtml).not.toContain("<b>");

      // The same answer again (the server ignores the validators this time): nothing is sent twice.
      feeds.set("/news.xml", { kind: "feed", body: rss2([article, ...first]) });
      expect(await check(feedId)).toMatchObject({ result: "ok", newItems: 0, sent: 0 });
      expect(await rssNotifications()).toHaveLength(1);

      // The article list names the notification, and 配信履歴 lists it under its kind.
      const page = (await call("GET", `${FEEDS}/${feedId}/items`, as.admin)).json();
      expect(page.items[0]).toMatchObject({
        title: "台風による臨時休校",
        outcome: 1,
        notificationId: sent[0]!.id,
      });
      const history = (await call("GET", "/app/api/v2/push-history?kind=5", as.admin)).json();
      expect(history.items.map((i: { id: number; kind: number }) => [i.id, i.kind])).toEqual([
        [sent[0]!.id, 5],
      ]);
      const detail = await call("GET", `/app/api/v2/push-history/${sent[0]!.id}`, as.admin);
      expect(detail.statusCode).toBe(200);
    });

    it("sends an article once when two polls race", async () => {
      feeds.set("/race.xml", { kind: "feed", body: rss2([{ guid: "r1", title: "既存" }]) });
      const feedId = await register("/race.xml");
      await check(feedId);
      feeds.set("/race.xml", {
        kind: "feed",
        body: rss2([
          { guid: "r2", title: "競合する新着" },
          { guid: "r1", title: "既存" },
        ]),
      });
      const before = (await rssNotifications()).length;
      const deps = { db: t.database.db, delivery: t.delivery };
      const results = await Promise.all([
        pollFeed(deps, school.tenant.id, feedId, { manual: false }),
        pollFeed(deps, school.tenant.id, feedId, { manual: false }),
        check(feedId),
      ]);
      expect(results.map((r) => r!.sent).sort()).toEqual([0, 0, 1]);
      const after = await rssNotifications();
      expect(after.length - before).toBe(1);
      expect(after.filter((n) => n.title === "競合する新着")).toHaveLength(1);
    });

    it("cuts off a huge feed, streamed or announced, with a Japanese error and nothing recorded", async () => {
      feeds.set("/huge.xml", { kind: "huge", bytes: 50 * 1024 * 1024 });
      const feedId = await register("/huge.xml");
      const result = await check(feedId);
      expect(result).toMatchObject({ result: "failed", message: fetchMessages.tooLarge(2) });
      expect(result.feed).toMatchObject({ lastError: fetchMessages.tooLarge(2), consecutiveFailures: 1 });
      expect(feeds.hugeBytesWritten).toBeLessThan(10 * 1024 * 1024);
      feeds.set("/huge.xml", { kind: "huge", bytes: 3 * 1024 * 1024, sendLength: true });
      expect((await check(feedId)).feed.consecutiveFailures).toBe(2);
      expect(await itemsOf(feedId)).toHaveLength(0);
    });

    it("records malformed XML, web pages, redirect loops and missing feeds in Japanese", async () => {
      feeds.set("/broken.xml", { kind: "feed", body: "<rss><channel><item><title>x</item></channel></rss>" });
      const broken = await register("/broken.xml");
      expect((await check(broken)).message).toBe(parseMessages.malformed(1));

      feeds.set("/page.html", {
        kind: "feed",
        body: "<html></html>",
        contentType: "text/html; charset=utf-8",
      });
      expect((await check(await register("/page.html"))).message).toBe(fetchMessages.html);

      feeds.set("/loop-a", { kind: "redirect", location: "/loop-b" });
      feeds.set("/loop-b", { kind: "redirect", location: feeds.url("/loop-a"), status: 301 });
      const loop = await register("/loop-a");
      const before = feeds.requests.length;
      expect((await check(loop)).message).toBe(fetchMessages.tooManyRedirects(5));
      expect(feeds.requests.length - before).toBe(6);

      feeds.set("/moved", { kind: "redirect", location: "/news-moved.xml" });
      feeds.set("/news-moved.xml", { kind: "feed", body: rss2([{ guid: "m1", title: "移転先" }]) });
      expect((await check(await register("/moved"))).result).toBe("ok");

      expect((await check(await register("/nothing-here.xml"))).message).toBe(fetchMessages.status(404));
    });

    it("pauses a feed after repeated failures, skips it when scheduled, and staff resume it", async () => {
      feeds.set("/down.xml", { kind: "status", status: 503 });
      const feedId = await register("/down.xml");
      let last: {
        feed: { pausedReason: string | null; consecutiveFailures: number; lastError: string };
      } | null = null;
      for (let i = 0; i < RSS_PAUSE_AFTER_FAILURES; i++) last = await check(feedId);
      expect(last!.feed).toMatchObject({
        consecutiveFailures: RSS_PAUSE_AFTER_FAILURES,
        pausedReason: pollMessages.paused(RSS_PAUSE_AFTER_FAILURES),
        lastError: fetchMessages.status(503),
      });
      const requests = feeds.requests.length;
      const scheduled = await pollFeed(
        { db: t.database.db, delivery: t.delivery },
        school.tenant.id,
        feedId,
        {
          manual: false,
        },
      );
      expect(scheduled!.result).toBe("skipped");
      expect(feeds.requests.length).toBe(requests);

      const resumed = await call("POST", `${FEEDS}/${feedId}/resume`, as.admin);
      expect(resumed.json()).toMatchObject({ pausedReason: null, consecutiveFailures: 0 });
      feeds.set("/down.xml", { kind: "feed", body: rss2([{ guid: "d1", title: "復旧" }]) });
      expect((await check(feedId)).feed).toMatchObject({ lastError: null, consecutiveFailures: 0 });
    });

    it("refuses loopback and private addresses unless the installation allows them", async () => {
      feeds.set("/private.xml", { kind: "feed", body: rss2([{ guid: "p1", title: "内部" }]) });
      const feedId = await register("/private.xml");
      delete process.env.FEED_ALLOW_PRIVATE_NETWORK;
      try {
        expect((await check(feedId)).message).toBe(fetchMessages.privateAddress);
        await call("PUT", `${FEEDS}/${feedId}`, as.admin, {
          name: "内部",
          url: `http://localhost:${new URL(feeds.origin).port}/private.xml`,
          target: { nodes: ["F1A"] },
        });
        expect((await check(feedId)).message).toBe(fetchMessages.privateAddress);
      } finally {
        process.env.FEED_ALLOW_PRIVATE_NETWORK = "true";
      }
      expect(feeds.requests.filter((r) => r.path === "/private.xml")).toHaveLength(0);
    });

    it("polls through the job queue as the schedule does", async () => {
      feeds.set("/job.xml", { kind: "feed", body: rss2([{ guid: "j1", title: "ジョブ" }]) });
      const feedId = await register("/job.xml");
      await t.jobs.enqueue(RSS_POLL_JOB, { feedId }, { tenantId: school.tenant.id });
      const { waitUntil } = await import("../../../test/jobs/job-test-kit");
      await waitUntil(async () => (await itemsOf(feedId)).length === 1, { timeoutMs: 20_000 });
      expect((await itemsOf(feedId))[0]!.outcome).toBe(0);
    });
  });
});
