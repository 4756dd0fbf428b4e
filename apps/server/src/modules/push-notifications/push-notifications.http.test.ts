import { formatDate } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { useTestApp } from "../../../test/test-app";
import { memberGroup, memberGroupMember } from "../member-groups/member-groups.tables";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { pushNotification } from "./push-notifications.tables";
import { savePushReply } from "./push-replies";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, bytes: Buffer, type = "application/octet-stream") {
  const boundary = "----gakumu-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const inJapan = (ms: number) => formatDate(new Date(Date.now() + ms), "yyyy-MM-dd HH:mm");

describe("push notifications over HTTP", () => {
  // Members without the app get mail: a real SMTP server on loopback receives it.
  let smtp: LoopbackSmtpServer;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startLoopbackSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp?.close());
  const t = useTestApp({ env });
  let school: MemberSchool;
  let other: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const id: Record<string, number> = {};
  let groupId = 0;

  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  const compose = (
    body: Record<string, unknown>,
    headers = as.admin,
    base = "/app/api/v2/push-notifications",
  ) =>
    call("POST", base, headers, {
      title: "保護者会のお知らせ",
      bodyHtml: "<p>明日は保護者会です。</p>",
      ...body,
    });

  const detail = async (pushId: number) =>
    (await call("GET", `/app/api/v2/push-history/${pushId}`, as.admin)).json();

  const finished = (pushId: number) =>
    waitUntil(async () => (await detail(pushId)).status === 1, { timeoutMs: 20_000 });

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "A2"),
      memberRow(school, "B1", { subsectionCd: "F1B" }),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
      memberRow(school, "OLD", { validEnd: "2001-03-31" }),
    ]);
    await addMembers(db, [memberRow(other, "X1")]);
    for (const code of ["A1", "A2", "B1", "C1", "OLD"])
      id[code] = await idOf(db, school.organization.id, code);
    id.X1 = await idOf(db, other.organization.id, "X1");
    as = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    const [group] = await db
      .insert(memberGroup)
      .values({
        tenantId: school.tenant.id,
        organizationId: school.organization.id,
        name: "吹奏楽部",
        kind: "STATIC",
        workStatus: "SUCCESS",
        memberCount: 2,
      })
      .returning();
    groupId = group!.id;
    await db.insert(memberGroupMember).values([
      { groupId, memberId: id.B1!, tenantId: school.tenant.id },
      { groupId, memberId: id.C1!, tenantId: school.tenant.id },
    ]);
  });

  describe("target picker and live count", () => {
    it("offers the hierarchy, grades, attributes and groups by their names", async () => {
      const res = await call("GET", "/app/api/v2/push-notifications/target-options", as.admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.nodes).toContainEqual(expect.objectContaining({ divisionCd: "F1A", name: "A組" }));
      expect(body.grades.map((g: { name: string }) => g.name)).toEqual(["1年", "2年", "3年"]);
      expect(body.groups).toEqual([{ id: groupId, name: "吹奏楽部", memberCount: 2 }]);
    });

    it("counts a class, a group and a picked member together, and VALID leaves the expired out", async () => {
      const count = async (target: unknown) =>
        (await call("POST", "/app/api/v2/push-notifications/target-count", as.admin, { target })).json()
          .count;
      expect(await count({ nodes: ["F1A"] })).toBe(3);
      expect(await count({ nodes: ["F1A"], sendTarget: "VALID" })).toBe(2);
      expect(await count({ nodes: ["F1A"], groupIds: [groupId], sendTarget: "VALID" })).toBe(4);
      expect(await count({ memberIds: [id.X1] })).toBe(0);
      expect(await count({})).toBe(0);
    });

    it("finds members to pick by name or number", async () => {
      const res = await call("GET", "/app/api/v2/push-notifications/member-candidates?keyword=C1", as.admin);
      expect(res.json().items).toEqual([
        expect.objectContaining({ id: id.C1, memberId: "C1", placement: "普通科 ／ 2年 ／ A組" }),
      ]);
    });

    it("refuses bad input with Japanese messages, never a 500", async () => {
      const bad = [
        { target: { nodes: ["F1A\u0000"] } },
        { target: { nodes: ["\ud800"] } },
        { target: { grades: [1e20] } },
        { target: { memberIds: [2147483648] } },
        { target: { sendTarget: "SOME" } },
        { target: "everyone" },
      ];
      for (const body of bad) {
        const res = await call("POST", "/app/api/v2/push-notifications/target-count", as.admin, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
      }
    });
  });

  describe("send now, reserve, cancel", () => {
    it("sends now to a class and a group; the history shows it completed with every recipient", async () => {
      const res = await compose({ target: { nodes: ["F1A"], groupIds: [groupId], sendTarget: "VALID" } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: 2, recipientCount: 4 });
      id.sent = res.json().id;
      await finished(id.sent!);
      const body = await detail(id.sent!);
      expect(body).toMatchObject({ title: "保護者会のお知らせ", status: 1, cancelable: false });
      expect(body.summary).toMatchObject({ recipients: 4, read: 0, replied: 0 });
      expect(body.targetLabels).toEqual([
        "所属: 普通科 ／ 1年 ／ A組",
        "配信グループ: 吹奏楽部",
        "送信対象: 有効なメンバーのみ",
      ]);
      const recipients = (
        await call("GET", `/app/api/v2/push-history/${id.sent}/recipients`, as.admin)
      ).json();
      expect(recipients.total).toBe(4);
      expect(recipients.items.map((r: { memberNo: string }) => r.memberNo).sort()).toEqual([
        "A1",
        "A2",
        "B1",
        "C1",
      ]);
    });

    it("refuses a target that reaches nobody, in Japanese", async () => {
      const res = await compose({ target: { nodes: ["F2A"], grades: [3] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("送信対象のメンバーがいません。送信対象の条件を見直してください。");
    });

    it("refuses another school's member or group among the chosen, in Japanese, and stores nothing", async () => {
      const before = await t.database.db.select().from(pushNotification);
      const theirGroup = await t.database.db
        .insert(memberGroup)
        .values({
          tenantId: other.tenant.id,
          organizationId: other.organization.id,
          name: "他校の部活",
          kind: "STATIC",
          workStatus: "SUCCESS",
          memberCount: 1,
        })
        .returning();
      const member = await compose({ target: { memberIds: [id.A1, id.X1] } });
      expect(member.statusCode).toBe(400);
      expect(member.json().message).toBe(
        "選択されたメンバーの中に、この組織のメンバーではない人が含まれています。選び直してください。",
      );
      const unknown = await compose({ target: { nodes: ["F1A"], memberIds: [999_999_999] } });
      expect(unknown.statusCode).toBe(400);
      const group = await compose({ target: { nodes: ["F1A"], groupIds: [groupId, theirGroup[0]!.id] } });
      expect(group.statusCode).toBe(400);
      expect(group.json().message).toContain("この組織の配信グループではない");
      expect(await t.database.db.select().from(pushNotification)).toHaveLength(before.length);
    });

    it("refuses a reserved time in the past, an impossible date and one too far ahead", async () => {
      const past = await compose({ target: { nodes: ["F1A"] }, reservedAt: inJapan(-60_000) });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe("予約日時には現在より後の日時を指定してください。");
      for (const reservedAt of ["2026-02-30 07:00", "2026-13-01 07:00", "2026-04-01 25:00", "tomorrow"]) {
        const res = await compose({ target: { nodes: ["F1A"] }, reservedAt });
        expect(res.statusCode, reservedAt).toBe(400);
      }
      const far = await compose({ target: { nodes: ["F1A"] }, reservedAt: inJapan(400 * 86_400_000) });
      expect(far.json().message).toBe("予約日時は366日以内で指定してください。");
    });

    it("reserves, shows it waiting and cancelable, cancels it once", async () => {
      const res = await compose({ target: { nodes: ["F1"] }, reservedAt: inJapan(86_400_000) });
      expect(res.statusCode).toBe(201);
      const pushId = res.json().id;
      expect(await detail(pushId)).toMatchObject({ status: 2, cancelable: true });
      const canceled = await call("POST", `/app/api/v2/push-history/${pushId}/cancel`, as.admin);
      expect(canceled.statusCode).toBe(200);
      expect(canceled.json()).toMatchObject({ status: 3, cancelable: false });
      const again = await call("POST", `/app/api/v2/push-history/${pushId}/cancel`, as.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("この配信は取り消し済みです。");
      const list = (await call("GET", "/app/api/v2/push-history?status=3", as.admin)).json();
      expect(list.items.map((i: { id: number }) => i.id)).toEqual([pushId]);
    });

    it("refuses to cancel once sending started", async () => {
      const res = await call("POST", `/app/api/v2/push-history/${id.sent}/cancel`, as.admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("送信が開始されたため、取り消せません。");
    });

    it("refuses bad bodies: no title, empty body, script-only body, bad links, choices without CHOICE", async () => {
      const target = { nodes: ["F1A"] };
      const cases = [
        { title: " ", target },
        { bodyHtml: "<p><br></p>", target },
        { bodyHtml: "<script>alert(1)</script>", target },
        { links: [{ label: "x", url: "javascript:alert(1)" }], target },
        { replyType: "TEXT", replyChoices: ["はい"], target },
        { replyType: "CHOICE", replyChoices: ["はい"], target },
        { title: "\ud83d", target },
        { attachmentKeys: ["no-such-key"], target },
      ];
      for (const body of cases) {
        const res = await compose(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });

    it("keeps only colour styles of the body (spec §5.3)", async () => {
      const res = await compose({
        target: { memberIds: [id.A1] },
        bodyHtml: '<p style="color:#ff0000;position:fixed" onclick="x()">赤<img src="x" onerror="y()"></p>',
      });
      expect(res.statusCode).toBe(201);
      const body = await detail(res.json().id);
      expect(body.bodyHtml).toBe('<p style="color:#ff0000">赤<img src="x" /></p>');
    });
  });

  describe("replies, resend and export", () => {
    let asked = 0;

    beforeAll(async () => {
      const res = await compose({
        target: { nodes: ["F1A"], sendTarget: "VALID" },
        replyType: "CHOICE",
        replyChoices: ["出席", "欠席"],
      });
      asked = res.json().id;
      await finished(asked);
    });

    it("takes a member's choice and shows it per recipient and per choice", async () => {
      const row = await detail(asked);
      expect(row.replyType).toBe("CHOICE");
      const delivery = await deliveryIdOf(asked);
      await savePushReply(t.database.db, school.tenant.id, id.A1!, delivery, { choice: "出席" });
      await expect(
        savePushReply(t.database.db, school.tenant.id, id.A2!, delivery, { choice: "たぶん" }),
      ).rejects.toMatchObject({ status: 400, message: "選択肢から選んでください。" });
      await expect(
        savePushReply(t.database.db, other.tenant.id, id.A1!, delivery, { choice: "出席" }),
      ).rejects.toMatchObject({ status: 404 });
      const after = await detail(asked);
      expect(after.summary.replied).toBe(1);
      expect(after.choiceCounts).toEqual([
        { choice: "出席", count: 1 },
        { choice: "欠席", count: 0 },
      ]);
      const recipients = (await call("GET", `/app/api/v2/push-history/${asked}/recipients`, as.admin)).json();
      const a1 = recipients.items.find((r: { memberNo: string }) => r.memberNo === "A1");
      expect(a1).toMatchObject({ reply: "出席", name: "生徒　A1", placement: "普通科 ／ 1年 ／ A組" });
    });

    it("resends to those who have not replied, to the unread, and to all", async () => {
      const noReply = await call("POST", `/app/api/v2/push-history/${asked}/resend`, as.admin, {
        resendType: 3,
      });
      expect(noReply.statusCode).toBe(201);
      expect(noReply.json().recipientCount).toBe(1);
      const unread = await call("POST", `/app/api/v2/push-history/${asked}/resend`, as.admin, {
        resendType: 2,
      });
      expect(unread.json().recipientCount).toBe(2);
      const all = await call("POST", `/app/api/v2/push-history/${asked}/resend`, as.admin, { resendType: 1 });
      expect(all.json().recipientCount).toBe(2);
      expect(await detail(all.json().id)).toMatchObject({ resendType: 1, title: "保護者会のお知らせ" });
    });

    it("refuses resend to no-reply when no reply was asked, and a bad resend type", async () => {
      const res = await call("POST", `/app/api/v2/push-history/${id.sent}/resend`, as.admin, {
        resendType: 3,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("返信を求めていない配信には「未回答者」への再送はできません。");
      for (const resendType of [0, 4, "1", 1e30]) {
        const bad = await call("POST", `/app/api/v2/push-history/${id.sent}/resend`, as.admin, {
          resendType,
        });
        expect(bad.statusCode, String(resendType)).toBe(400);
      }
    });

    it("exports the recipients with their send state, read and reply as CSV", async () => {
      const res = await call("POST", `/app/api/v2/push-history/${asked}/export`, as.admin, {
        format: "Csv",
        csvEncoding: "utf8-bom",
      });
      expect(res.statusCode).toBe(200);
      const text = res.body.replace(/^\ufeff/, "");
      expect(text.split("\r\n")[0]).toBe(
        '"メンバーID","氏名","所属","送信状態","失敗理由","既読","既読日時","既読の方法","返信","返信日時"',
      );
      expect(text).toContain('"A1","生徒　A1","普通科 ／ 1年 ／ A組","メール: 成功"');
      expect(text).toContain("出席");
      const excel = await call("POST", `/app/api/v2/push-history/${asked}/export`, as.admin, {
        format: "Excel",
      });
      expect(excel.statusCode).toBe(200);
      expect(excel.headers["content-type"]).toContain("spreadsheetml");
    });
  });

  async function deliveryIdOf(pushId: number): Promise<number> {
    const [row] = await t.database.db.select().from(pushNotification).where(eq(pushNotification.id, pushId));
    return row!.deliveryId!;
  }

  describe("history list", () => {
    it("filters by status, kind, period and keyword", async () => {
      const list = async (q: string) => (await call("GET", `/app/api/v2/push-history?${q}`, as.admin)).json();
      const all = await list("");
      expect(all.total).toBeGreaterThanOrEqual(4);
      expect(all.items[0]).toMatchObject({ createdBy: expect.any(String) });
      expect((await list("status=1")).items.every((i: { status: number }) => i.status === 1)).toBe(true);
      expect((await list("kind=4")).total).toBe(0);
      const today = formatDate(new Date(), "yyyy-MM-dd");
      // The period is of the sending day: the notification reserved for tomorrow is not today's.
      expect((await list(`from=${today}&to=${today}`)).total).toBe(all.total - 1);
      expect((await list("from=2001-01-01&to=2001-01-02")).total).toBe(0);
      expect((await list(`keyword=${encodeURIComponent("保護者会")}`)).total).toBe(all.total);
      expect((await list(`keyword=${encodeURIComponent("%")}`)).total).toBe(0);
      for (const q of [
        "status=5",
        "from=2026-02-30",
        "page=0",
        "page=99999999999",
        "from=2026-04-02&to=2026-04-01",
      ]) {
        const res = await call("GET", `/app/api/v2/push-history?${q}`, as.admin);
        expect(res.statusCode, q).toBe(400);
      }
    });
  });

  describe("group push", () => {
    it("sends to groups only, under グループ配信", async () => {
      const base = "/app/api/v2/group-push";
      const refused = await compose({ target: { nodes: ["F1A"] } }, as.admin, base);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain("配信グループを選択してください");
      const res = await compose({ target: { groupIds: [groupId] } }, as.admin, base);
      expect(res.statusCode).toBe(201);
      expect(res.json().recipientCount).toBe(2);
      expect(await detail(res.json().id)).toMatchObject({ kind: 4 });
      // The screen opens with no group chosen: nobody yet, not an error.
      const empty = await call("POST", `${base}/target-count`, as.admin, { target: {} });
      expect(empty.json()).toEqual({ count: 0 });
      const options = (await call("GET", `${base}/target-options`, as.admin)).json();
      expect(options).toMatchObject({ nodes: [], groups: [{ id: groupId }] });
    });
  });

  describe("attachments", () => {
    it("takes a PDF and an image by their content, refuses anything else, and serves them by key", async () => {
      const upload = (name: string, bytes: Buffer) => {
        const { body, contentType } = multipart(name, bytes);
        return t.app.inject({
          method: "POST",
          url: "/app/api/v2/push-notifications/attachments",
          headers: { ...as.admin, "content-type": contentType },
          payload: body,
        });
      };
      const pdf = await upload("案内.pdf", PDF);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.json()).toMatchObject({ name: "案内.pdf", contentType: "application/pdf" });
      const png = await upload("写真", PNG);
      expect(png.json()).toMatchObject({ name: "写真.png", contentType: "image/png" });
      const fake = await upload("virus.pdf", Buffer.from("MZ\x90\x00 not a pdf"));
      expect(fake.statusCode).toBe(400);
      expect(fake.json().message).toBe("添付できるのはPDF・JPEG・PNG・GIF・WebPのファイルです");
      const file = await t.app.inject({ url: `/app/api/push-attachments/${pdf.json().key}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.rawPayload.equals(PDF)).toBe(true);
      const unknown = await t.app.inject({ url: `/app/api/push-attachments/${"a".repeat(43)}` });
      expect(unknown.statusCode).toBe(404);
      const sent = await compose({ target: { memberIds: [id.A1] }, attachmentKeys: [pdf.json().key] });
      expect(sent.statusCode).toBe(201);
      expect((await detail(sent.json().id)).attachments).toEqual([
        expect.objectContaining({ name: "案内.pdf", url: expect.stringContaining(pdf.json().key) }),
      ]);
      // Another organisation cannot send this school's attachment.
      const stolen = await compose(
        { target: { memberIds: [id.X1] }, attachmentKeys: [pdf.json().key] },
        otherAdmin,
      );
      expect(stolen.statusCode).toBe(400);
    });
  });

  describe("templates", () => {
    it("creates, lists, updates with the version and deletes", async () => {
      const base = "/app/api/v2/push-templates";
      const body = { name: "欠席連絡", title: "欠席の連絡", bodyHtml: "<p>本日は欠席です</p>" };
      const created = await call("POST", base, as.admin, body);
      expect(created.statusCode).toBe(201);
      const tpl = created.json();
      const dup = await call("POST", base, as.admin, body);
      expect(dup.statusCode).toBe(400);
      expect(dup.json().message).toBe("テンプレート名「欠席連絡」は既に使用されています。");
      const forCompose = (await call("GET", "/app/api/v2/push-notifications/templates", as.admin)).json();
      expect(forCompose.items.map((i: { name: string }) => i.name)).toEqual(["欠席連絡"]);
      const updated = await call("PUT", `${base}/${tpl.id}`, as.admin, {
        ...body,
        title: "変更",
        version: tpl.version,
      });
      expect(updated.json()).toMatchObject({ title: "変更", version: 2 });
      const stale = await call("PUT", `${base}/${tpl.id}`, as.admin, { ...body, version: tpl.version });
      expect(stale.statusCode).toBe(409);
      expect((await call("DELETE", `${base}/${tpl.id}?version=2`, otherAdmin)).statusCode).toBe(404);
      expect((await call("DELETE", `${base}/${tpl.id}?version=2`, as.admin)).statusCode).toBe(204);
      expect((await call("GET", base, as.admin)).json().items).toEqual([]);
    });
  });

  describe("tenancy and authority", () => {
    it("answers 404 for another school's notification everywhere", async () => {
      for (const [method, path, payload] of [
        ["GET", "", undefined],
        ["GET", "/recipients", undefined],
        ["POST", "/cancel", undefined],
        ["POST", "/resend", { resendType: 1 }],
        ["POST", "/export", { format: "Csv" }],
      ] as const) {
        const res = await call(method, `/app/api/v2/push-history/${id.sent}${path}`, otherAdmin, payload);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message).toBe("配信が見つかりません。");
      }
      expect((await call("GET", "/app/api/v2/push-history", otherAdmin)).json().total).toBe(0);
      expect((await call("GET", "/app/api/v2/push-history/2147483648", as.admin)).statusCode).toBe(400);
    });

    it("lets reference-only read the history but refuses every action with 403", async () => {
      expect((await call("GET", "/app/api/v2/push-history", as.viewer)).statusCode).toBe(200);
      expect(
        (await call("POST", "/app/api/v2/push-notifications/target-count", as.viewer, { target: {} }))
          .statusCode,
      ).toBe(200);
      const refused = [
        await compose({ target: { nodes: ["F1A"] } }, as.viewer),
        await call("POST", `/app/api/v2/push-history/${id.sent}/cancel`, as.viewer),
        await call("POST", `/app/api/v2/push-history/${id.sent}/resend`, as.viewer, { resendType: 1 }),
        await call("POST", "/app/api/v2/push-templates", as.viewer, {
          name: "a",
          title: "a",
          bodyHtml: "<p>a</p>",
        }),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/権限|許可されていません/);
      }
    });
  });
});
