import fs from "node:fs";
import path from "node:path";
import { NotebookType } from "@gakumu/domain";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import type { TenantFixture } from "../../../test/factories";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { registerByQr } from "../../../test/member-accounts/member-account-test-kit";
import { useTestApp } from "../../../test/test-app";
import { MALFORMED_MULTIPART_MESSAGE } from "../../platform/http/uploads";
import { purgeUnusedAttachments } from "../../platform/retention/unused-attachments";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { silentMp3, tinyMp4 } from "./notebook-test-media.testing";
import { notebookFile } from "./notebooks.tables";

const API = "/app/api/v2/notebooks";
const APP = "/app/api/member-app/notebooks";
const LIMITS = "/app/api/v2/organization-setting/notebook-limits";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4000, 7)]);

function multipart(fileName: string, bytes: Buffer) {
  const boundary = "----gakumu-notebook-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("notebooks over HTTP", () => {
  const t = useTestApp();
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  let a1: string; // member in 1年 (F1), targeted
  let c1: string; // member in 2年, not targeted
  const filesDir = () => path.join(t.settings.dataDir, "notebook-files");

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const asMember = (cookie: string, method: "GET" | "POST", url: string, payload?: unknown, extra = {}) =>
    call(method, url, { ...apiHeaders, cookie, ...extra }, payload);

  const upload = (pageType: number, fileName: string, bytes: Buffer, headers = as.admin) => {
    const { body, contentType } = multipart(fileName, bytes);
    return t.app.inject({
      method: "POST",
      url: `${API}/files?pageType=${pageType}`,
      headers: { ...headers, "content-type": contentType },
      payload: body,
    });
  };

  /** A notebook for 1年 with a text page and an mp3 page, published. */
  async function publishedNotebook(title = "生徒手帳") {
    const mp3 = await upload(NotebookType.MP3, "朝の放送.mp3", silentMp3());
    expect(mp3.statusCode).toBe(200);
    const created = await call("POST", API, as.admin, {
      title,
      target: { nodes: ["F1"] },
      pages: [
        {
          pageType: 1,
          title: "校則",
          bodyHtml:
            '<p>遅刻しない<script>alert(1)</script><span style="color:#f00;position:fixed">赤</span></p>',
        },
        { pageType: 2, title: "朝の放送", fileKey: mp3.json().key },
      ],
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    const published = await call("POST", `${API}/${id}/publish`, as.admin, { version });
    expect(published.statusCode).toBe(200);
    return {
      id: id as number,
      version: published.json().version as number,
      mp3Key: mp3.json().key as string,
    };
  }

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    await addMembers(db, [memberRow(other, "X1")]);
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    const fixture = {
      ...school,
      headers: as.admin,
      marker: school.tenant.tenantCd,
    } as unknown as TenantFixture;
    a1 = await registerByQr(t, fixture, await idOf(db, school.organization.id, "A1"));
    c1 = await registerByQr(t, fixture, await idOf(db, school.organization.id, "C1"));
  }, 180_000);

  describe("uploads", () => {
    it("stores an mp3, an mp4 and a pdf recognised by their first bytes", async () => {
      for (const [type, name, bytes, contentType] of [
        [NotebookType.MP3, "a.mp3", silentMp3(), "audio/mpeg"],
        [NotebookType.MP4, "b", tinyMp4(), "video/mp4"],
        [NotebookType.PDF, "c.pdf", PDF, "application/pdf"],
      ] as const) {
        const res = await upload(type, name, bytes);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ contentType, size: bytes.length, pageType: type });
        expect(fs.statSync(path.join(filesDir(), res.json().key)).size).toBe(bytes.length);
      }
    });

    it("refuses a program renamed .mp4 in Japanese and keeps nothing", async () => {
      const before = fs.existsSync(filesDir()) ? fs.readdirSync(filesDir()).length : 0;
      const res = await upload(NotebookType.MP4, "授業.mp4", EXE);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "選択されたファイルは動画（MP4）ではありません。動画（MP4）のファイルを選択してください。",
      );
      expect(fs.readdirSync(filesDir()).length).toBe(before);
    });

    it("refuses a PDF sent as an mp3 page, an empty file, a text page type and a body that is not multipart", async () => {
      expect((await upload(NotebookType.MP3, "x.mp3", PDF)).statusCode).toBe(400);
      // A web page behind an MP4's first 16 bytes is not a video.
      const page = Buffer.concat([
        tinyMp4().subarray(0, 24),
        Buffer.from("<html><script>alert(1)</script></html>"),
      ]);
      const disguised = await upload(NotebookType.MP4, "x.mp4", page);
      expect(disguised.statusCode).toBe(400);
      expect(disguised.json().message).toContain("動画（MP4）ではありません");
      const empty = await upload(NotebookType.PDF, "x.pdf", Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe("登録するファイルを選択してください。");
      expect((await upload(NotebookType.TEXT, "x.pdf", PDF)).json().message).toContain("テキストのページ");
      expect((await upload(9, "x.pdf", PDF)).statusCode).toBe(400);
      const json = await call("POST", `${API}/files?pageType=4`, as.admin, { file: "x" });
      expect(json.statusCode).toBe(400);
    });

    it("answers a body cut off before its closing boundary at once: 400 in Japanese, nothing stored", async () => {
      const rowsBefore = (await t.database.db.select().from(notebookFile)).length;
      const storedFiles = () => (fs.existsSync(filesDir()) ? fs.readdirSync(filesDir()).length : 0);
      const filesBefore = storedFiles();
      const { body, contentType } = multipart("途中まで.pdf", PDF);
      const cutOff = body.subarray(0, body.length - 40);
      const answer = t.app.inject({
        method: "POST",
        url: `${API}/files?pageType=${NotebookType.PDF}`,
        headers: { ...as.admin, "content-type": contentType },
        payload: cutOff,
      });
      // Other multipart routes answer such a body at once; waiting on it is the fault.
      const late = new Promise<"no answer">((resolve) =>
        setTimeout(() => resolve("no answer"), 5000).unref(),
      );
      const res = await Promise.race([answer, late]);
      expect(res).not.toBe("no answer");
      if (res === "no answer") return;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
      expect(storedFiles()).toBe(filesBefore);
      expect((await t.database.db.select().from(notebookFile)).length).toBe(rowsBefore);
    });

    it("stops reading past the organisation's limit: 413 in Japanese, nothing stored", async () => {
      expect((await call("PUT", LIMITS, as.admin, { MP3: 50, MP4: 1, PDF: 50 })).statusCode).toBe(200);
      const rowsBefore = (await t.database.db.select().from(notebookFile)).length;
      const filesBefore = fs.readdirSync(filesDir()).length;
      const big = Buffer.concat([tinyMp4(), Buffer.alloc(1024 * 1024 + 10, 1)]);
      const res = await upload(NotebookType.MP4, "長い授業.mp4", big);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        "動画（MP4）のファイルは1MBまでです。ファイルを小さくしてから登録してください。",
      );
      expect(fs.readdirSync(filesDir()).length).toBe(filesBefore);
      expect((await t.database.db.select().from(notebookFile)).length).toBe(rowsBefore);
      expect((await upload(NotebookType.MP4, "短い.mp4", tinyMp4())).statusCode).toBe(200);
      expect((await call("GET", LIMITS, as.admin)).json()).toEqual({ MP3: 50, MP4: 1, PDF: 50 });
      expect((await call("PUT", LIMITS, as.admin, { MP3: 0, MP4: 99999, PDF: 1 })).statusCode).toBe(400);
      expect((await call("PUT", LIMITS, as.admin, { MP3: 50, MP4: 500, PDF: 50 })).statusCode).toBe(200);
    });

    it("refuses uploads to the reference-only user and to no session", async () => {
      expect((await upload(NotebookType.PDF, "x.pdf", PDF, as.viewer)).statusCode).toBe(403);
      expect((await upload(NotebookType.PDF, "x.pdf", PDF, apiHeaders)).statusCode).toBe(401);
    });
  });

  describe("editing and publishing", () => {
    it("sanitises text pages, keeps page ids and raises a page's revision only when its content changes", async () => {
      const { id } = await publishedNotebook("編集の確認");
      const detail = (await call("GET", `${API}/${id}`, as.admin)).json();
      expect(detail.edition).toBe(1);
      expect(detail.changedSincePublish).toBe(false);
      const [text, audio] = detail.pages;
      expect(text.bodyHtml).not.toContain("script");
      expect(text.bodyHtml).not.toContain("position");
      expect(text.bodyHtml).toContain("color");
      const saved = await call("PUT", `${API}/${id}`, as.admin, {
        title: "編集の確認",
        target: detail.target,
        version: detail.version,
        pages: [
          { id: audio.id, pageType: 2, title: "朝の放送（改題）", fileKey: audio.fileKey },
          { id: text.id, pageType: 1, title: "校則", bodyHtml: "<p>遅刻しないこと</p>" },
        ],
      });
      expect(saved.statusCode).toBe(200);
      const after = (await call("GET", `${API}/${id}`, as.admin)).json();
      expect(after.pages.map((p: { id: number; revision: number }) => [p.id, p.revision])).toEqual([
        [audio.id, 1],
        [text.id, 2],
      ]);
      expect(after.changedSincePublish).toBe(true);
      const stale = await call("PUT", `${API}/${id}`, as.admin, {
        title: "x",
        target: detail.target,
        pages: [],
        version: detail.version,
      });
      expect(stale.statusCode).toBe(409);
    });

    it("refuses a target naming another school's member, when created and when edited", async () => {
      const theirs = await idOf(t.database.db, other.organization.id, "X1");
      const ours = await idOf(t.database.db, school.organization.id, "A1");
      const message =
        "選択されたメンバーの中に、この組織のメンバーではない人が含まれています。選び直してください。";
      const body = (memberIds: number[]) => ({ title: "個別の手帳", target: { memberIds }, pages: [] });
      const created = await call("POST", API, as.admin, body([ours, theirs]));
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe(message);
      const own = await call("POST", API, as.admin, body([ours]));
      expect(own.statusCode).toBe(201);
      const edited = await call("PUT", `${API}/${own.json().id}`, as.admin, {
        ...body([theirs]),
        version: own.json().version,
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().message).toBe(message);
      const stored = await call("GET", `${API}/${own.json().id}`, as.admin);
      expect(stored.json().target.memberIds).toEqual([ours]);
    });

    it("refuses pages naming files that are missing, of another type or another tenant's", async () => {
      const pdf = (await upload(NotebookType.PDF, "x.pdf", PDF)).json().key;
      const theirs = (await upload(NotebookType.PDF, "y.pdf", PDF, otherAdmin)).json().key;
      const body = (page: object) => ({ title: "t", target: { nodes: ["F1"] }, pages: [page] });
      const wrongKind = await call("POST", API, as.admin, body({ pageType: 2, title: "a", fileKey: pdf }));
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().message).toBe("ページの種類とファイルの種類が合っていません。");
      const foreign = await call("POST", API, as.admin, body({ pageType: 4, title: "a", fileKey: theirs }));
      expect(foreign.statusCode).toBe(400);
      const noFile = await call("POST", API, as.admin, body({ pageType: 3, title: "a" }));
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toContain("ファイルをアップロードしてください");
      const nul = await call(
        "POST",
        API,
        as.admin,
        body({ pageType: 1, title: "a\u0000b", bodyHtml: "<p>x</p>" }),
      );
      expect(nul.statusCode).toBe(400);
    });

    it("notifies the target on each edition and keeps earlier tracking", async () => {
      const { id, version } = await publishedNotebook("第二版の確認");
      const inboxTitles = async (cookie: string) =>
        ((await asMember(cookie, "GET", "/app/api/member-app/inbox")).json().items ?? []).map(
          (i: { title: string }) => i.title,
        );
      await waitUntil(async () => (await inboxTitles(a1)).includes("【手帳】第二版の確認"), {
        timeoutMs: 20_000,
      });
      expect(await inboxTitles(c1)).not.toContain("【手帳】第二版の確認");
      const opened = (await asMember(a1, "GET", `${APP}/${id}`)).json();
      const textPage = opened.pages[0];
      expect(
        (await asMember(a1, "POST", `${APP}/${id}/pages/${textPage.id}/track`, { event: "OPENED" }))
          .statusCode,
      ).toBe(200);
      const again = await call("POST", `${API}/${id}/publish`, as.admin, { version });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toContain("変更がありません");
      const detail = (await call("GET", `${API}/${id}`, as.admin)).json();
      const pages = detail.pages.map((p: Record<string, unknown>) => ({ ...p, fileKey: p.fileKey ?? null }));
      pages[0].bodyHtml = "<p>改訂しました</p>";
      const saved = await call("PUT", `${API}/${id}`, as.admin, {
        title: detail.title,
        target: detail.target,
        version: detail.version,
        pages,
      });
      const second = await call("POST", `${API}/${id}/publish`, as.admin, { version: saved.json().version });
      expect(second.json()).toMatchObject({ edition: 2, recipientCount: 1 });
      await waitUntil(async () => (await inboxTitles(a1)).includes("【手帳】第二版の確認（第2版）"), {
        timeoutMs: 20_000,
      });
      const progress = (await call("GET", `${API}/${id}/progress`, as.admin)).json();
      // The changed text page asks again (its new revision); the earlier row is still stored.
      expect(progress.rows[0].cells[0].openedAt).toBeNull();
      const history = (await call("GET", `${API}/${id}`, as.admin)).json().editions;
      expect(history.map((e: { edition: number }) => e.edition)).toEqual([2, 1]);
    });

    it("refuses publishing to nobody and an empty notebook", async () => {
      const empty = await call("POST", API, as.admin, { title: "空", target: { nodes: ["F1"] }, pages: [] });
      const res = await call("POST", `${API}/${empty.json().id}/publish`, as.admin, { version: 1 });
      expect(res.json().message).toBe("ページを1件以上登録してから発行してください。");
      const nobody = await call("POST", API, as.admin, {
        title: "誰にも",
        target: {},
        pages: [{ pageType: 1, title: "a", bodyHtml: "<p>a</p>" }],
      });
      const res2 = await call("POST", `${API}/${nobody.json().id}/publish`, as.admin, { version: 1 });
      expect(res2.statusCode).toBe(400);
    });
  });

  describe("members", () => {
    let id: number;
    let audioPage: number;
    let textPage: number;
    beforeAll(async () => {
      ({ id } = await publishedNotebook("メディアの確認"));
      const opened = (await asMember(a1, "GET", `${APP}/${id}`)).json();
      textPage = opened.pages[0].id;
      audioPage = opened.pages[1].id;
    });

    it("lists and opens the notebook only for targeted members", async () => {
      const list = (await asMember(a1, "GET", APP)).json().items;
      expect(list.map((n: { title: string }) => n.title)).toContain("メディアの確認");
      expect((await asMember(c1, "GET", APP)).json().items.map((n: { id: number }) => n.id)).not.toContain(
        id,
      );
      expect((await asMember(c1, "GET", `${APP}/${id}`)).statusCode).toBe(404);
      expect((await asMember(c1, "GET", `${APP}/${id}/pages/${audioPage}/file`)).statusCode).toBe(404);
      expect(
        (await asMember(c1, "POST", `${APP}/${id}/pages/${audioPage}/track`, { event: "PLAYED" })).statusCode,
      ).toBe(404);
      expect((await call("GET", `${APP}/${id}/pages/${audioPage}/file`, apiHeaders)).statusCode).toBe(401);
    });

    it("streams the page with range requests", async () => {
      const size = silentMp3().length;
      const url = `${APP}/${id}/pages/${audioPage}/file`;
      const whole = await asMember(a1, "GET", url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["accept-ranges"]).toBe("bytes");
      expect(whole.headers["content-type"]).toBe("audio/mpeg");
      expect(whole.rawPayload.length).toBe(size);
      const first = await asMember(a1, "GET", url, undefined, { range: "bytes=0-99" });
      expect(first.statusCode).toBe(206);
      expect(first.headers["content-range"]).toBe(`bytes 0-99/${size}`);
      expect(first.rawPayload).toEqual(silentMp3().subarray(0, 100));
      const suffix = await asMember(a1, "GET", url, undefined, { range: "bytes=-10" });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(suffix.rawPayload).toEqual(silentMp3().subarray(size - 10));
      const invalid = await asMember(a1, "GET", url, undefined, { range: `bytes=${size + 5}-` });
      expect(invalid.statusCode).toBe(416);
      expect(invalid.headers["content-range"]).toBe(`bytes */${size}`);
      expect((await asMember(a1, "GET", `${APP}/${id}/pages/${textPage}/file`)).statusCode).toBe(404);
    });

    it("records opened and played per member and page, shown to staff and exported", async () => {
      expect(
        (await asMember(a1, "POST", `${APP}/${id}/pages/${textPage}/track`, { event: "PLAYED" })).statusCode,
      ).toBe(400);
      expect(
        (await asMember(a1, "POST", `${APP}/${id}/pages/${audioPage}/track`, { event: "OPENED" })).json()
          .playedAt,
      ).toBeNull();
      const played = (
        await asMember(a1, "POST", `${APP}/${id}/pages/${audioPage}/track`, { event: "PLAYED" })
      ).json();
      expect(played.playedAt).not.toBeNull();
      const replayed = (
        await asMember(a1, "POST", `${APP}/${id}/pages/${audioPage}/track`, { event: "PLAYED" })
      ).json();
      expect(replayed.playedAt).toBe(played.playedAt);
      const progress = (await call("GET", `${API}/${id}/progress`, as.viewer)).json();
      expect(progress.total).toBe(1);
      expect(progress.rows[0]).toMatchObject({ memberCode: "A1", done: 1 });
      expect(progress.rows[0].cells[1].playedAt).toBe(played.playedAt);
      const list = (await asMember(a1, "GET", APP)).json().items.find((n: { id: number }) => n.id === id);
      expect(list).toMatchObject({ pageCount: 2, donePages: 1 });
      const csv = await call("POST", `${API}/${id}/progress/export`, as.admin, {
        format: "Csv",
        csvEncoding: "utf8-bom",
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain("朝の放送（最後まで再生）");
      expect(csv.body).toContain("A1");
    });
  });

  describe("access", () => {
    it("gives the reference-only user 403 on every change and lets them read", async () => {
      const { id, version } = await publishedNotebook("参照のみの確認");
      expect((await call("GET", `${API}/${id}`, as.viewer)).statusCode).toBe(200);
      expect(
        (await call("PUT", `${API}/${id}`, as.viewer, { title: "x", target: {}, pages: [], version }))
          .statusCode,
      ).toBe(403);
      expect((await call("POST", `${API}/${id}/publish`, as.viewer, { version })).statusCode).toBe(403);
      expect((await call("DELETE", `${API}/${id}`, as.viewer)).statusCode).toBe(403);
      expect(
        (await call("POST", "/app/api/v2/notebook-categories", as.viewer, { name: "x" })).statusCode,
      ).toBe(403);
    });

    it("answers 404 for another tenant's notebook, file and category", async () => {
      const { id, version, mp3Key } = await publishedNotebook("他校の確認");
      expect((await call("GET", `${API}/${id}`, otherAdmin)).statusCode).toBe(404);
      expect((await call("GET", `${API}/${id}/progress`, otherAdmin)).statusCode).toBe(404);
      expect((await call("POST", `${API}/${id}/publish`, otherAdmin, { version })).statusCode).toBe(404);
      expect((await call("DELETE", `${API}/${id}`, otherAdmin)).statusCode).toBe(404);
      expect((await call("GET", `${API}/files/${mp3Key}`, otherAdmin)).statusCode).toBe(404);
      expect((await call("GET", `${API}/files/${mp3Key}`, as.admin, undefined)).statusCode).toBe(200);
      const cat = await call("POST", "/app/api/v2/notebook-categories", as.admin, { name: "行事" });
      expect(cat.statusCode).toBe(201);
      expect(
        (await call("DELETE", `/app/api/v2/notebook-categories/${cat.json().id}`, otherAdmin)).statusCode,
      ).toBe(404);
      const withTheirs = await call("POST", API, otherAdmin, {
        title: "t",
        categoryId: cat.json().id,
        target: {},
        pages: [],
      });
      expect(withTheirs.statusCode).toBe(400);
      expect((await call("GET", `${API}/99999999999`, as.admin)).statusCode).toBe(400);
    });

    it("keeps category names unique and refuses removing a category in use", async () => {
      const cat = (await call("POST", "/app/api/v2/notebook-categories", as.admin, { name: "学習" })).json();
      expect(
        (await call("POST", "/app/api/v2/notebook-categories", as.admin, { name: "学習" })).statusCode,
      ).toBe(400);
      await call("POST", API, as.admin, { title: "分類つき", categoryId: cat.id, target: {}, pages: [] });
      const res = await call("DELETE", `/app/api/v2/notebook-categories/${cat.id}`, as.admin);
      expect(res.statusCode).toBe(409);
      const list = (await call("GET", "/app/api/v2/notebook-categories", as.admin)).json().items;
      expect(list.find((c: { id: number }) => c.id === cat.id).notebookCount).toBe(1);
    });
  });

  it("removes the files of removed pages in the nightly purge, keeps the files pages name", async () => {
    const { id, mp3Key } = await publishedNotebook("整理の確認");
    const detail = (await call("GET", `${API}/${id}`, as.admin)).json();
    const kept = detail.pages[0];
    await call("PUT", `${API}/${id}`, as.admin, {
      title: detail.title,
      target: detail.target,
      version: detail.version,
      pages: [{ id: kept.id, pageType: 1, title: kept.title, bodyHtml: kept.bodyHtml }],
    });
    const other = await publishedNotebook("残るファイル");
    const db = t.database.db;
    await db.execute(sql`update notebook_file set created_at = now() - interval '8 days'`);
    await purgeUnusedAttachments(
      db,
      { attachments: "notebook_file", owners: "notebook", directory: filesDir() },
      new AbortController().signal,
    );
    expect(fs.existsSync(path.join(filesDir(), mp3Key))).toBe(false);
    expect(fs.existsSync(path.join(filesDir(), other.mp3Key))).toBe(true);
    const rows = await db.select().from(notebookFile).where(eq(notebookFile.fileKey, mp3Key));
    expect(rows).toEqual([]);
  });
});
