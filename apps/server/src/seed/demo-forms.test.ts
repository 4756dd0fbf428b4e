import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders } from "../../test/auth-helpers";
import { useTestApp } from "../../test/test-app";
import { demoFormBannerLines, demoFormUrls } from "./demo-banner";
import { type DemoSeedResult, seedDemoIfEmpty } from "./demo-seed";

const NOW = new Date("2026-06-01T10:00:00+09:00");

describe("demo forms", () => {
  const t = useTestApp();
  let demo: DemoSeedResult;
  const keyOf = (link: { path: string }) => new URL(link.path, "http://x").searchParams.get("accessKey")!;
  const asLink = (link: { path: string }) => ({ ...apiHeaders, "x-access-key": keyOf(link) });

  beforeAll(async () => {
    const fileRoot = path.join(path.dirname(t.exports.directory), "form-files");
    demo = await seedDemoIfEmpty(
      t.database,
      { info: () => {} },
      { now: NOW, forms: { mailer: t.mailer, jobs: t.jobs, fileRoot } },
    );
  });

  it("gives the 出願 and オープンキャンパス forms a link each into the form frontend", async () => {
    expect(demo.formLinks.map((l) => l.title)).toEqual([
      "デモ学園高等学校 一般入試 出願フォーム",
      "デモ学園高等学校 オープンキャンパス申込",
    ]);
    for (const link of demo.formLinks) {
      expect(link.path).toMatch(/^\/app\/form-frontend\/redirect\?accessKey=[A-Za-z0-9_-]{32}$/);
      const resolved = await t.app.inject({ url: "/app/form-api/access-key/resolve", headers: asLink(link) });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({
        form: { title: link.title },
        senderMailAddress: "nyushi@demo-gakuen.example.jp",
      });
    }
  });

  it("prints both links on the server's address in the start banner", () => {
    const urls = demoFormUrls("http://127.0.0.1:3000", demo);
    expect(urls.map((u) => u.url)).toEqual(demo.formLinks.map((l) => `http://127.0.0.1:3000${l.path}`));
    const banner = demoFormBannerLines("http://127.0.0.1:3000", demo).join("\n");
    for (const u of urls) expect(banner).toContain(u.url);
    expect(banner).toContain("applicant@example.jp / パスワード Gakumu-demo1");
  });

  it("builds the forms with realistic items, the applicant's name item and a completion mail", async () => {
    const [application, openCampus] = await Promise.all(
      demo.formLinks.map(async (link) =>
        (await t.app.inject({ url: "/app/form-api/form-definition", headers: asLink(link) })).json(),
      ),
    );
    const itemsOf = (form: { sections: { items: { label: string; itemType: string }[] }[] }) =>
      form.sections.flatMap((s) => s.items.map((i) => `${i.label}:${i.itemType}`));
    expect(application.formType).toBe("APPLICATION");
    expect(itemsOf(application)).toEqual([
      "氏名:TEXT_SINGLE",
      "ふりがな:TEXT_SINGLE",
      "生年月日:DATE",
      "性別:SELECT",
      "電話番号:TEL_NO",
      "メールアドレス:MAIL_ADDRESS",
      "住所:ADDRESS",
      "出身校:TEXT_SINGLE",
      "志望学科:SELECT",
      "志望理由:TEXT_MULTI",
      "調査書（写し）:UPLOAD",
      "個人情報の取り扱いに同意する:CHECKBOX",
    ]);
    expect(application.sections[0].items[0].applicantName).toBe(true);
    expect(openCampus.formType).toBe("OC");
    expect(itemsOf(openCampus)).toContain("参加希望日:SELECT");
    // Saturdays at least two weeks ahead of the seeding day.
    const days = openCampus.sections[1].items.find((i: { itemKey: string }) => i.itemKey === "day").choices;
    expect(days.map((d: { label: string }) => d.label)).toEqual([
      "2026/06/20（土）",
      "2026/06/27（土）",
      "2026/07/04（土）",
    ]);

    const rows = (
      await t.database.executeSql(
        "select form_cd, status, completion_mail_subject, completion_mail_body from form order by id",
      )
    ).rows as Record<string, string>[];
    expect(rows.map((r) => [r.form_cd, r.status])).toEqual([
      ["DEMO-SHUTSUGAN", "PUBLISHED"],
      ["DEMO-OC", "PUBLISHED"],
    ]);
    for (const row of rows) {
      expect(row.completion_mail_subject).toContain("{answerNumber}");
      expect(row.completion_mail_body).toMatch(/^\{name\} 様/);
    }
  });

  it("answers each form: sent with receipt numbers, one confirmed, one saved midway", async () => {
    const { rows } = await t.database.executeSql(
      `select f.form_cd, a.answer_status, a.receipt_no, a.form_user_id is not null as by_user
         from form_answer a join form f on f.id = a.form_id order by a.id`,
    );
    expect(rows).toEqual([
      { form_cd: "DEMO-SHUTSUGAN", answer_status: 3, receipt_no: 1, by_user: false },
      { form_cd: "DEMO-SHUTSUGAN", answer_status: 1, receipt_no: 2, by_user: false },
      { form_cd: "DEMO-SHUTSUGAN", answer_status: 2, receipt_no: null, by_user: true },
      { form_cd: "DEMO-OC", answer_status: 3, receipt_no: 1, by_user: false },
      { form_cd: "DEMO-OC", answer_status: 1, receipt_no: 2, by_user: false },
      { form_cd: "DEMO-OC", answer_status: 1, receipt_no: 3, by_user: true },
    ]);
  });

  it("writes each sent answer's completion mail from the school's address, greeting the applicant", async () => {
    const mails = await t.mailer.listOutbox({ tenantId: 1 });
    const completion = mails.filter((m) => m.templateKey === "form-answer-complete");
    expect(completion).toHaveLength(5);
    const toSato = completion.find((m) => m.toAddress === "hiroto.sato@example.jp")!;
    expect(toSato.fromAddress).toBe('"デモ学園高等学校" <nyushi@demo-gakuen.example.jp>');
    expect(toSato.subject).toBe("【デモ学園高等学校】出願受付のお知らせ（受付番号 1）");
    expect(toSato.textBody).toContain("佐藤　大翔 様");
  });

  it("lets the demo applicant log in and find the draft and the sent sign-up on the mypage", async () => {
    const link = demo.formLinks[0]!;
    const signIn = await t.app.inject({
      method: "POST",
      url: "/app/form-login/id-pass/sign-in",
      headers: asLink(link),
      payload: demo.applicant,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const mine = await t.app.inject({
      url: "/app/form-api/form-answer/mine",
      headers: { ...asLink(link), cookie },
    });
    expect(
      mine
        .json()
        .answers.map((a: { formTitle: string; answerStatus: number }) => [a.formTitle, a.answerStatus]),
    ).toEqual(
      expect.arrayContaining([
        ["デモ学園高等学校 一般入試 出願フォーム", 2],
        ["デモ学園高等学校 オープンキャンパス申込", 1],
      ]),
    );
  });
});
