import { formatDate, NonLoginAccessKeyDataType, parseDate, SURVEY_CLOSED_MESSAGE } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../../test/auth-helpers";
import { waitUntil } from "../../../test/jobs/job-test-kit";
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from "../../../test/mail/loopback-smtp-server";
import { useTestApp } from "../../../test/test-app";
import { issueAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { delivery, deliveryRecipient } from "../../platform/delivery/delivery.tables";
import {
  addMembers,
  createMemberSchool,
  idOf,
  loginAll,
  type MemberSchool,
  memberRow,
} from "../members/member-fixtures.testing";
import { survey, surveyAnswer, surveyDispatch, surveyRecipient } from "./surveys.tables";

const B = "/app/api/v2/surveys";
const APP = "/app/api/member-app";
const ANSWER = "/app/api/survey-answer";
const PASSWORD = "Sakura-2026";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** A reserved time as the builder writes it: Japan time, minutes. */
const inJapan = (ms: number) => formatDate(new Date(Date.now() + ms), "yyyy-MM-dd HH:mm");

/** One question of every answer type of §3.4; q_reason is asked only when q_join is いいえ. */
const QUESTIONS = [
  { key: "q_join", answerType: "YES_NO", label: "参加しますか", required: true },
  {
    key: "q_reason",
    answerType: "TEXT_MULTI",
    label: "参加しない理由",
    required: true,
    condition: { questionKey: "q_join", value: "いいえ" },
  },
  { key: "q_name", answerType: "TEXT_SINGLE", label: "保護者氏名" },
  { key: "q_lunch", answerType: "SELECT_SINGLE", label: "昼食", choices: ["弁当", "給食"] },
  { key: "q_days", answerType: "SELECT_MULTI", label: "参加できる日", choices: ["月", "火", "水"] },
  { key: "q_allergy", answerType: "ARI_NASHI", label: "アレルギー" },
  { key: "q_bus", answerType: "LIST", label: "利用するバス", choices: ["1号車", "2号車"] },
  { key: "q_file", answerType: "FILE_UPLOAD", label: "同意書", fileTypes: [4], maxFileSizeMb: 2 },
  { key: "q_class", answerType: "DIVISION", label: "所属", divisionDepth: 2 },
  { key: "q_date", answerType: "DATE", label: "希望日" },
  { key: "q_agree", answerType: "CHECKBOX", label: "注意事項に同意する", required: true },
];

const FULL_ANSWER = {
  q_join: "はい",
  q_name: "山田 花子",
  q_lunch: "弁当",
  q_days: ["月", "水"],
  q_allergy: "なし",
  q_bus: "2号車",
  q_class: ["FUTSU", "F1"],
  q_date: "2026-12-05",
  q_agree: true,
};

describe("surveys over HTTP", () => {
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
  let staff: Awaited<ReturnType<typeof loginAll>>;
  let otherAdmin: Record<string, string>;
  const id: Record<string, number> = {};
  const cookie: Record<string, string> = {};
  let surveyId = 0;
  let deliveryId = 0;

  const call = (
    method: InjectOptions["method"],
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const asMember = (who: string, method: InjectOptions["method"], url: string, payload?: unknown) =>
    call(method, url, { ...apiHeaders, cookie: cookie[who]! }, payload);
  const open = (method: InjectOptions["method"], url: string, payload?: unknown) =>
    call(method, url, apiHeaders, payload);

  /** A message is in the member's inbox once the delivery engine's fan-out has reached them. */
  const untilDelivered = (who: string, delivery: number) =>
    waitUntil(async () => (await asMember(who, "GET", `${APP}/surveys/${delivery}`)).statusCode === 200, {
      timeoutMs: 20_000,
    });

  async function loginMember(schoolOf: MemberSchool, code: string): Promise<string> {
    const key = await issueAccessKey(t.database.db, {
      tenantId: schoolOf.tenant.id,
      dataType: NonLoginAccessKeyDataType.LOGIN_QR,
      memberId: id[code]!,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: "POST",
      url: `${APP}/auth/qr-login`,
      headers: apiHeaders,
      payload: { token: key.token, password: PASSWORD, passwordConfirm: PASSWORD },
      remoteAddress: `192.0.2.${id[code]! % 250}`,
    });
    const set = res.cookies.find((c) => c.name === "gakumu_member");
    if (!set) throw new Error(`member login failed: ${res.statusCode} ${res.body}`);
    return `gakumu_member=${set.value}`;
  }

  const memberLink = /\/app\/member\/m\/([A-Za-z0-9_-]{43})/;
  async function mailedKey(address: string, subject: string): Promise<string> {
    let key: string | undefined;
    await waitUntil(
      async () => {
        const mail = smtp.received.findLast(
          (m) => m.envelopeTo.includes(address) && (m.headers.get("subject") ?? "").includes(subject),
        );
        key = memberLink.exec(mail?.text ?? "")?.[1];
        return key !== undefined;
      },
      { timeoutMs: 20_000 },
    );
    return key!;
  }

  const build = (extra: Record<string, unknown> = {}) => ({
    title: "校外学習のアンケート",
    bodyHtml: "<p>12月の校外学習について<script>alert(1)</script>お答えください。</p>",
    questions: QUESTIONS,
    deadline: inDays(7),
    target: { nodes: ["F1"] },
    ...extra,
  });

  beforeAll(async () => {
    const db = t.database.db;
    school = await createMemberSchool(db);
    other = await createMemberSchool(db);
    await addMembers(db, [
      memberRow(school, "A1"),
      memberRow(school, "A2"),
      memberRow(school, "B1", { subsectionCd: "F1B" }),
      memberRow(school, "C1", { grade: 2, sectionCd: "F2", subsectionCd: "F2A" }),
    ]);
    await addMembers(db, [memberRow(other, "X1")]);
    for (const code of ["A1", "A2", "B1", "C1"]) id[code] = await idOf(db, school.organization.id, code);
    id.X1 = await idOf(db, other.organization.id, "X1");
    staff = await loginAll(t.app, school);
    otherAdmin = (await loginAll(t.app, other)).admin;
    cookie.A1 = await loginMember(school, "A1");
    cookie.B1 = await loginMember(school, "B1");
    cookie.X1 = await loginMember(other, "X1");
  }, 60_000);

  it.each([
    [
      "a choice question with one choice",
      { questions: [{ key: "a", answerType: "SELECT_SINGLE", label: "昼食", choices: ["弁当"] }] },
      "「昼食」の選択肢を2つ以上入力してください",
    ],
    [
      "a multiple choice with the same choice twice",
      { questions: [{ key: "a", answerType: "SELECT_MULTI", label: "曜日", choices: ["月", "月"] }] },
      "「曜日」の選択肢が重複しています",
    ],
    [
      "a list without choices",
      { questions: [{ key: "a", answerType: "LIST", label: "バス" }] },
      "「バス」の選択肢を2つ以上入力してください",
    ],
    [
      "choices on はい／いいえ",
      { questions: [{ key: "a", answerType: "YES_NO", label: "参加", choices: ["x", "y"] }] },
      "「参加」は選択肢を設定できない回答形式です",
    ],
    [
      "choices on あり／なし",
      { questions: [{ key: "a", answerType: "ARI_NASHI", label: "持病", choices: ["x", "y"] }] },
      "「持病」は選択肢を設定できない回答形式です",
    ],
    [
      "a file larger than the platform allows",
      { questions: [{ key: "a", answerType: "FILE_UPLOAD", label: "同意書", maxFileSizeMb: 50 }] },
      "ファイルの上限サイズは20MB以内で入力してください",
    ],
    [
      "file settings on a text question",
      { questions: [{ key: "a", answerType: "TEXT_SINGLE", label: "氏名", fileTypes: [1] }] },
      "「氏名」はファイルの設定ができない回答形式です",
    ],
    [
      "a division question without its depth",
      { questions: [{ key: "a", answerType: "DIVISION", label: "所属" }] },
      "「所属」の所属の階層を選択してください",
    ],
    [
      "an empty question text",
      { questions: [{ key: "a", answerType: "TEXT_MULTI", label: "  " }] },
      "質問文を入力してください",
    ],
    ["an unknown answer type", { questions: [{ key: "a", answerType: "NUMBER", label: "人数" }] }, ""],
    [
      "a date question key with a space",
      { questions: [{ key: "a b", answerType: "DATE", label: "日付" }] },
      "質問キーは半角英数字・-・_の40文字以内で入力してください",
    ],
    [
      "a checkbox condition on a later question",
      {
        questions: [
          { key: "a", answerType: "CHECKBOX", label: "同意", condition: { questionKey: "b", value: "true" } },
          { key: "b", answerType: "YES_NO", label: "参加" },
        ],
      },
      "「同意」の条件には、この質問より前の質問を選択してください",
    ],
    [
      "a condition value that is not a choice",
      {
        questions: [
          { key: "a", answerType: "YES_NO", label: "参加" },
          {
            key: "b",
            answerType: "TEXT_SINGLE",
            label: "理由",
            condition: { questionKey: "a", value: "たぶん" },
          },
        ],
      },
      "「理由」の条件の値は「参加」の選択肢から選んでください",
    ],
    [
      "a condition on a free text question",
      {
        questions: [
          { key: "a", answerType: "TEXT_SINGLE", label: "氏名" },
          { key: "b", answerType: "TEXT_SINGLE", label: "理由", condition: { questionKey: "a", value: "x" } },
        ],
      },
      "「理由」の条件に使えるのは選択式・はい／いいえ・あり／なし・チェックボックスの質問です",
    ],
    ["no questions", { questions: [] }, "質問を1つ以上追加してください"],
    ["a past deadline", { deadline: "2020-01-01T00:00:00Z" }, "回答期限は現在より後の日時を指定してください"],
    ["an impossible deadline", { deadline: "2026-02-30T25:00" }, "回答期限を正しい日時で入力してください"],
    ["a NUL byte in the title", { title: "遠足\u0000" }, ""],
    ["a lone surrogate in the title", { title: "遠足\ud800" }, ""],
  ])("refuses %s with a Japanese message", async (_name, extra, message) => {
    const res = await call("POST", B, staff.admin, build(extra));
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.body).toContain(message);
    else expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it("sends every answer type to 1年 with the placement copied per recipient, through the delivery engine", async () => {
    const count = await call("POST", `${B}/target-count`, staff.admin, { target: { nodes: ["F1"] } });
    expect(count.json()).toEqual({ count: 3 });
    const res = await call("POST", B, staff.admin, build());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().recipientCount).toBe(3);
    surveyId = res.json().id;
    const [row] = await t.database.db.select().from(survey).where(eq(survey.id, surveyId));
    expect(row!.bodyHtml).not.toContain("<script");
    deliveryId = row!.deliveryId!;
    const recipients = await t.database.db
      .select()
      .from(surveyRecipient)
      .where(eq(surveyRecipient.surveyId, surveyId));
    expect(recipients.find((r) => r.memberId === id.B1)).toMatchObject({
      grade: 1,
      divisionCd: "FUTSU",
      sectionCd: "F1",
      subsectionCd: "F1B",
      answeredAt: null,
    });
    // Members without the app's push get it by mail, with a personal link.
    const key = await mailedKey("a2@example.jp", "校外学習のアンケート");
    expect(key).toHaveLength(43);
  });

  it("appears in the member's inbox and opens as the form items of each type", async () => {
    await untilDelivered("A1", deliveryId);
    await untilDelivered("B1", deliveryId);
    const inbox = await asMember("A1", "GET", `${APP}/inbox`);
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(JSON.stringify(inbox.json())).toContain("校外学習のアンケート");
    const opened = await asMember("A1", "GET", `${APP}/surveys/${deliveryId}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const view = opened.json();
    expect(view).toMatchObject({ title: "校外学習のアンケート", open: true, answer: null, anonymous: false });
    const items = view.form.sections[0].items as {
      itemKey: string;
      itemType: string;
      choices: { label: string }[];
    }[];
    expect(items.map((i) => i.itemType)).toEqual([
      "SELECT",
      "TEXT_MULTI",
      "TEXT_SINGLE",
      "SELECT",
      "MULTIPLE",
      "SELECT",
      "LIST",
      "UPLOAD",
      "DIVISION_SELECT",
      "DATE",
      "CHECKBOX",
    ]);
    expect(items[0]!.choices.map((c) => c.label)).toEqual(["はい", "いいえ"]);
    expect(items[5]!.choices.map((c) => c.label)).toEqual(["あり", "なし"]);
    const division = view.form.sections[0].items[8].divisionOptions as { value: string; depth: number }[];
    expect(division.map((d) => d.value)).toEqual(expect.arrayContaining(["FUTSU", "F1", "F2", "RIKA"]));
    expect(division.every((d) => d.depth <= 2)).toBe(true);
  });

  it("requires a conditional question only when it is shown, and stores one typed row per answered question", async () => {
    const url = `${APP}/surveys/${deliveryId}/answer`;
    const missing = await asMember("A1", "PUT", url, { answers: { ...FULL_ANSWER, q_join: "いいえ" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details?.[0]?.path ?? "").toContain("q_reason");
    const noAgree = await asMember("A1", "PUT", url, { answers: { ...FULL_ANSWER, q_agree: false } });
    expect(noAgree.statusCode).toBe(400);
    const badChoice = await asMember("A1", "PUT", url, { answers: { ...FULL_ANSWER, q_lunch: "外食" } });
    expect(badChoice.statusCode).toBe(400);
    const badDate = await asMember("A1", "PUT", url, { answers: { ...FULL_ANSWER, q_date: "2026-02-30" } });
    expect(badDate.statusCode).toBe(400);
    const badPath = await asMember("A1", "PUT", url, {
      answers: { ...FULL_ANSWER, q_class: ["RIKA", "F1"] },
    });
    expect(badPath.statusCode).toBe(400);

    // Hidden by its condition: not required, and a value sent anyway is dropped.
    const res = await asMember("A1", "PUT", url, { answers: { ...FULL_ANSWER, q_reason: "hidden" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answer).toMatchObject(FULL_ANSWER);
    expect(res.json().answer.q_reason).toBeUndefined();
    const [recipient] = await t.database.db
      .select()
      .from(surveyRecipient)
      .where(and(eq(surveyRecipient.surveyId, surveyId), eq(surveyRecipient.memberId, id.A1!)));
    expect(recipient).toMatchObject({ answerMethod: "MOBILE_APP" });
    const rows = await t.database.db
      .select()
      .from(surveyAnswer)
      .where(eq(surveyAnswer.recipientId, recipient!.id));
    const byType = Object.fromEntries(rows.map((r) => [r.answerType, r]));
    expect(rows).toHaveLength(9);
    expect(byType.YES_NO!.choiceValues).toEqual(["はい"]);
    expect(byType.SELECT_MULTI!.choiceValues).toEqual(["月", "水"]);
    expect(byType.DIVISION!.choiceValues).toEqual(["FUTSU", "F1"]);
    expect(byType.DATE!.dateValue).toBe("2026-12-05");
    expect(byType.CHECKBOX!.boolValue).toBe(true);
    expect(byType.TEXT_SINGLE!.textValue).toBe("山田 花子");

    // Shown: いいえ asks for the reason.
    const changed = await asMember("A1", "PUT", url, {
      answers: { ...FULL_ANSWER, q_join: "いいえ", q_reason: "家族の用事" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await t.database.db
      .select()
      .from(surveyAnswer)
      .where(eq(surveyAnswer.recipientId, recipient!.id));
    expect(after).toHaveLength(10);
    expect(after.find((r) => r.answerType === "YES_NO")!.choiceValues).toEqual(["いいえ"]);
  });

  it("refuses a file answer of another kind, over the size limit, or not uploaded by the member", async () => {
    const url = `${APP}/surveys/${deliveryId}/answer`;
    const file = (extra: Record<string, unknown>) => ({
      answers: {
        ...FULL_ANSWER,
        q_file: [
          {
            fileId: "7b0c51f2-8a4e-4c71-9d59-0d6f1f3c2a10",
            fileName: "同意書.pdf",
            mimeType: "application/pdf",
            size: 1000,
            status: "ADD",
            ...extra,
          },
        ],
      },
    });
    const wrongKind = await asMember("A1", "PUT", url, file({ mimeType: "image/png", fileName: "a.png" }));
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.body).toContain("PDF");
    const tooLarge = await asMember("A1", "PUT", url, file({ size: 3 * 1024 * 1024 }));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body).toContain("2MB");
    const notUploaded = await asMember("A1", "PUT", url, file({}));
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().message).toBe(
      "指定されたファイルが見つかりません。もう一度ファイルを選択してください。",
    );
  });

  const multipart = (fields: Record<string, string>, file: { name: string; bytes: Buffer }) => {
    const boundary = "----survey-test-boundary";
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return {
      payload: Buffer.concat([
        Buffer.from(parts.join("") + head),
        file.bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
  const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

  it("stores an uploaded PDF checked by its content; an image named .pdf is refused; the answer keeps the file", async () => {
    const upload = async (bytes: Buffer, name: string) => {
      const body = multipart({ questionKey: "q_file" }, { name, bytes });
      return t.app.inject({
        method: "POST",
        url: `${APP}/surveys/${deliveryId}/files`,
        headers: { ...apiHeaders, cookie: cookie.A1!, "content-type": body.contentType },
        payload: body.payload,
      });
    };
    const disguised = await upload(PNG, "同意書.pdf");
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toContain("PDF");
    const ok = await upload(PDF, "同意書.pdf");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ fileName: "同意書.pdf", mimeType: "application/pdf", status: "ADD" });
    const answered = await asMember("A1", "PUT", `${APP}/surveys/${deliveryId}/answer`, {
      answers: { ...FULL_ANSWER, q_join: "いいえ", q_reason: "家族の用事", q_file: [ok.json()] },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answer.q_file[0]).toMatchObject({ fileId: ok.json().fileId, status: "NONE" });
    // Another member cannot name A1's file.
    const stolen = await asMember("B1", "PUT", `${APP}/surveys/${deliveryId}/answer`, {
      answers: { ...FULL_ANSWER, q_file: [ok.json()] },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it("keeps one answer per member when two submits race", async () => {
    const url = `${APP}/surveys/${deliveryId}/answer`;
    const [a, b] = await Promise.all([
      asMember("B1", "PUT", url, { answers: { ...FULL_ANSWER, q_lunch: "弁当" } }),
      asMember("B1", "PUT", url, { answers: { ...FULL_ANSWER, q_lunch: "給食" } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const recipients = await t.database.db
      .select()
      .from(surveyRecipient)
      .where(and(eq(surveyRecipient.surveyId, surveyId), eq(surveyRecipient.memberId, id.B1!)));
    expect(recipients).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(surveyAnswer)
      .where(eq(surveyAnswer.recipientId, recipients[0]!.id));
    expect(rows).toHaveLength(9);
    expect(rows.filter((r) => r.answerType === "SELECT_SINGLE")).toHaveLength(1);
  });

  it("answers from the mail link without login; forged and expired keys get a Japanese refusal", async () => {
    const key = await mailedKey("a2@example.jp", "校外学習のアンケート");
    const opened = await open("POST", `${ANSWER}/open`, { key });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ title: "校外学習のアンケート", open: true, answer: null });
    const answered = await open("POST", ANSWER, { key, answers: FULL_ANSWER });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().answeredAt).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(surveyRecipient)
      .where(and(eq(surveyRecipient.surveyId, surveyId), eq(surveyRecipient.memberId, id.A2!)));
    expect(row!.answerMethod).toBe("MAIL_LINK");

    const forged = await open("POST", ANSWER, { key: "A".repeat(43), answers: FULL_ANSWER });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toContain("このリンクは無効か、有効期限が切れています");
    const junk = await open("POST", `${ANSWER}/open`, { key: "\u0000\ud800" });
    expect([400, 403]).toContain(junk.statusCode);
    expect(junk.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);

    await t.database.db
      .update(deliveryRecipient)
      .set({ mailTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(deliveryRecipient.deliveryId, deliveryId), eq(deliveryRecipient.memberId, id.A2!)));
    const expired = await open("POST", `${ANSWER}/open`, { key });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toContain("有効期限が切れています");
  });

  it("lists the survey with its answer rate and the answers with names", async () => {
    const list = await call("GET", `${B}/results`, staff.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items[0]).toMatchObject({
      id: surveyId,
      recipientCount: 3,
      answeredCount: 3,
      answerRate: 100,
      open: true,
    });
    const answers = await call("GET", `${B}/results/${surveyId}/answers`, staff.admin);
    expect(answers.statusCode, answers.body).toBe(200);
    const a1 = answers.json().items.find((r: { name: string }) => r.name === "生徒　A1");
    expect(a1).toMatchObject({
      placement: "普通科 ／ 1年 ／ A組",
      answers: {
        q_join: "いいえ",
        q_reason: "家族の用事",
        q_days: "月、水",
        q_class: "普通科 ／ 1年",
        q_date: "2026/12/05",
      },
    });
  });

  it("resends to those who have not answered only (resend type 3)", async () => {
    const send = await call("POST", B, staff.admin, build({ target: { nodes: ["FUTSU"] } }));
    expect(send.statusCode, send.body).toBe(201);
    const sid = send.json().id as number;
    const [row] = await t.database.db.select().from(survey).where(eq(survey.id, sid));
    await untilDelivered("A1", row!.deliveryId!);
    const answered = await asMember("A1", "PUT", `${APP}/surveys/${row!.deliveryId}/answer`, {
      answers: FULL_ANSWER,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const resend = await call("POST", `${B}/${sid}/resend`, staff.admin, { resendType: 3 });
    expect(resend.statusCode, resend.body).toBe(201);
    expect(resend.json().recipientCount).toBe(3);
    const dispatches = await t.database.db
      .select()
      .from(surveyDispatch)
      .where(eq(surveyDispatch.surveyId, sid));
    expect(dispatches.map((d) => d.resendType)).toEqual([null, 3]);
  });

  it("refuses a change after the deadline with a clear Japanese message; the saved answer stays", async () => {
    await t.database.db
      .update(survey)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(survey.id, surveyId));
    const url = `${APP}/surveys/${deliveryId}`;
    expect((await asMember("A1", "GET", url)).json()).toMatchObject({
      open: false,
      answer: { q_join: "いいえ" },
    });
    const refused = await asMember("A1", "PUT", `${url}/answer`, { answers: FULL_ANSWER });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SURVEY_CLOSED_MESSAGE);
    const resend = await call("POST", `${B}/${surveyId}/resend`, staff.admin, { resendType: 3 });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe("回答期限を過ぎたアンケートは再送できません。");
    const view = await asMember("A1", "GET", url);
    expect(view.json().answer.q_join).toBe("いいえ");
  });

  it("hides names, numbers and placement of an anonymous survey", async () => {
    const send = await call(
      "POST",
      B,
      staff.admin,
      build({ anonymous: true, target: { memberIds: [id.A1] } }),
    );
    expect(send.statusCode, send.body).toBe(201);
    const sid = send.json().id as number;
    const [row] = await t.database.db.select().from(survey).where(eq(survey.id, sid));
    await untilDelivered("A1", row!.deliveryId!);
    const saved = await asMember("A1", "PUT", `${APP}/surveys/${row!.deliveryId}/answer`, {
      answers: FULL_ANSWER,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answers = (await call("GET", `${B}/results/${sid}/answers`, staff.admin)).json();
    expect(answers.items).toHaveLength(1);
    expect(answers.items[0]).toMatchObject({
      name: null,
      memberNo: null,
      placement: null,
      answers: { q_join: "はい" },
    });
    expect(JSON.stringify(answers)).not.toContain("A1");
  });

  it("keeps another tenant out and enforces the menus", async () => {
    expect((await call("GET", `${B}/results/${surveyId}`, otherAdmin)).statusCode).toBe(404);
    expect((await call("GET", `${B}/results/${surveyId}/answers`, otherAdmin)).statusCode).toBe(404);
    expect((await call("POST", `${B}/${surveyId}/resend`, otherAdmin, { resendType: 1 })).statusCode).toBe(
      404,
    );
    expect((await asMember("X1", "GET", `${APP}/surveys/${deliveryId}`)).statusCode).toBe(404);
    expect(
      (await asMember("X1", "PUT", `${APP}/surveys/${deliveryId}/answer`, { answers: FULL_ANSWER }))
        .statusCode,
    ).toBe(404);
    const intruder = await call("POST", B, otherAdmin, build({ target: { memberIds: [id.A1] } }));
    expect(intruder.statusCode).toBe(400);
    // Reference only (参照のみ): reads, never sends.
    expect((await call("GET", `${B}/results`, staff.viewer)).statusCode).toBe(200);
    const viewerSend = await call("POST", B, staff.viewer, build());
    expect(viewerSend.statusCode).toBe(403);
    expect((await call("POST", `${B}/${surveyId}/resend`, staff.viewer, { resendType: 1 })).statusCode).toBe(
      403,
    );
    // C1 (2年) was not asked the first survey.
    const c1 = await t.database.db
      .select()
      .from(surveyRecipient)
      .where(and(eq(surveyRecipient.surveyId, surveyId), eq(surveyRecipient.memberId, id.C1!)));
    expect(c1).toHaveLength(0);
  });
  describe("送信日時を予約する", () => {
    const TITLE = "予約した面談アンケート";
    const reserve = (extra: Record<string, unknown>) =>
      call("POST", B, staff.admin, build({ title: TITLE, target: { memberIds: [id.A1] }, ...extra }));
    const listed = async (sid: number) =>
      ((await call("GET", B, staff.admin)).json().items as { id: number }[]).find((i) => i.id === sid);
    let reservedId = 0;
    let reservedDelivery = 0;

    it("refuses a reserved time in the past, impossible, after the deadline, too far ahead or with a NUL byte, in Japanese", async () => {
      const past = await reserve({ reservedAt: inJapan(-60_000) });
      expect(past.statusCode, past.body).toBe(400);
      expect(past.json().message).toBe("予約日時には現在より後の日時を指定してください。");
      for (const reservedAt of ["2026-02-30 07:00", "2026-13-01 07:00", "2026-04-01 25:00", "tomorrow"]) {
        const res = await reserve({ reservedAt });
        expect(res.statusCode, reservedAt).toBe(400);
        expect(res.body).toContain("予約日時はyyyy-MM-dd HH:mm形式の正しい日時で入力してください");
      }
      const afterDeadline = await reserve({ deadline: inDays(2), reservedAt: inJapan(3 * 86_400_000) });
      expect(afterDeadline.statusCode).toBe(400);
      expect(afterDeadline.json().message).toBe("予約日時は回答期限より前の日時を指定してください。");
      expect(afterDeadline.json().details?.[0]).toMatchObject({ path: "reservedAt" });
      const far = await reserve({ deadline: inDays(500), reservedAt: inJapan(400 * 86_400_000) });
      expect(far.statusCode).toBe(400);
      expect(far.json().message).toBe("予約日時は366日以内で指定してください。");
      for (const reservedAt of ["2026-12-01\u000007:00", "\u0000", 20261201]) {
        const res = await reserve({ reservedAt });
        expect(res.statusCode, String(reservedAt)).toBe(400);
        expect(res.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      }
      const made = await t.database.db.select().from(survey).where(eq(survey.title, TITLE));
      expect(made).toHaveLength(0);
    });

    it("reserves: the list shows 送信待ち（予約） with its time, and members see and answer nothing yet", async () => {
      const text = inJapan(86_400_000);
      const res = await reserve({ reservedAt: text });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 2, recipientCount: 1 });
      reservedId = res.json().id;
      const at = parseDate(text, "yyyy-MM-dd HH:mm")!;
      const [row] = await t.database.db.select().from(survey).where(eq(survey.id, reservedId));
      expect(row!.reservedAt?.toISOString()).toBe(at.toISOString());
      expect(row!.sentAt.toISOString()).toBe(at.toISOString());
      reservedDelivery = row!.deliveryId!;
      // The delivery engine holds it until then.
      const [held] = await t.database.db.select().from(delivery).where(eq(delivery.id, reservedDelivery));
      expect(held).toMatchObject({ stage: "scheduled", startedAt: null });
      expect(held!.sendAt?.toISOString()).toBe(at.toISOString());

      expect(await listed(reservedId)).toMatchObject({
        status: 2,
        reservedAt: at.toISOString(),
        cancelable: true,
        open: false,
      });
      const detail = await call("GET", `${B}/results/${reservedId}`, staff.admin);
      expect(detail.json()).toMatchObject({ status: 2, cancelable: true });

      expect((await asMember("A1", "GET", `${APP}/surveys/${reservedDelivery}`)).statusCode).toBe(404);
      const early = await asMember("A1", "PUT", `${APP}/surveys/${reservedDelivery}/answer`, {
        answers: FULL_ANSWER,
      });
      expect(early.statusCode).toBe(404);
      expect(early.json().message).toBe("アンケートが見つかりません。");
      expect(JSON.stringify((await asMember("A1", "GET", `${APP}/inbox`)).json())).not.toContain(TITLE);
      const resend = await call("POST", `${B}/${reservedId}/resend`, staff.admin, { resendType: 1 });
      expect(resend.statusCode).toBe(409);
      expect(resend.json().message).toBe("予約したアンケートは、送信が始まるまで再送できません。");
    });

    it("cancels once (a second cancel is 409); the canceled survey shows 取消 and takes no answers", async () => {
      expect((await call("POST", `${B}/${reservedId}/cancel`, staff.viewer)).statusCode).toBe(403);
      const canceled = await call("POST", `${B}/${reservedId}/cancel`, staff.admin);
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(canceled.json()).toMatchObject({ id: reservedId, status: 3, cancelable: false, open: false });
      const again = await call("POST", `${B}/${reservedId}/cancel`, staff.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("このアンケートは取り消し済みです。");
      expect(await listed(reservedId)).toMatchObject({ status: 3, cancelable: false });
      const [gone] = await t.database.db.select().from(delivery).where(eq(delivery.id, reservedDelivery));
      expect(gone).toMatchObject({ stage: "canceled", status: 3 });
      expect((await asMember("A1", "GET", `${APP}/surveys/${reservedDelivery}`)).statusCode).toBe(404);
      const late = await asMember("A1", "PUT", `${APP}/surveys/${reservedDelivery}/answer`, {
        answers: FULL_ANSWER,
      });
      expect(late.statusCode).toBe(404);
      const resend = await call("POST", `${B}/${reservedId}/resend`, staff.admin, { resendType: 1 });
      expect(resend.statusCode).toBe(409);
      expect(resend.json().message).toBe("取り消されたアンケートは再送できません。");
      const answers = await t.database.db
        .select()
        .from(surveyRecipient)
        .where(eq(surveyRecipient.surveyId, reservedId));
      expect(answers.map((r) => r.answeredAt)).toEqual([null]);
    });

    it("refuses a cancel once the engine started the delivery, and for a survey sent at once (409)", async () => {
      const res = await reserve({ reservedAt: inJapan(2 * 86_400_000) });
      expect(res.statusCode, res.body).toBe(201);
      const sid = res.json().id as number;
      const [row] = await t.database.db.select().from(survey).where(eq(survey.id, sid));
      // The fan-out took it: what the engine does when the reserved time comes.
      await t.database.db
        .update(delivery)
        .set({ stage: "fanning", startedAt: new Date() })
        .where(eq(delivery.id, row!.deliveryId!));
      const started = await call("POST", `${B}/${sid}/cancel`, staff.admin);
      expect(started.statusCode).toBe(409);
      expect(started.json().message).toBe("送信が開始されたため、取り消せません。");
      expect(await listed(sid)).toMatchObject({ status: 1, cancelable: false });
      const [still] = await t.database.db.select().from(survey).where(eq(survey.id, sid));
      expect(still!.canceledAt).toBeNull();
      const sentAtOnce = await call("POST", `${B}/${surveyId}/cancel`, staff.admin);
      expect(sentAtOnce.statusCode).toBe(409);
      expect(sentAtOnce.json().message).toBe("送信が開始されたため、取り消せません。");
    });

    it("keeps another tenant's cancel out (404) and refuses a malformed id in Japanese", async () => {
      const res = await reserve({ reservedAt: inJapan(86_400_000) });
      const sid = res.json().id as number;
      const intruder = await call("POST", `${B}/${sid}/cancel`, otherAdmin);
      expect(intruder.statusCode).toBe(404);
      expect(intruder.json().message).toBe("アンケートが見つかりません。");
      expect(await listed(sid)).toMatchObject({ status: 2, cancelable: true });
      for (const bad of ["abc", "1%00", "0"]) {
        const refused = await call("POST", `${B}/${bad}/cancel`, staff.admin);
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      }
    });
  });
});
