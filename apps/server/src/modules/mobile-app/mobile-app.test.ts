import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import type { Headers, TenantFixture } from "../../../test/factories";
import { useFormUserTestApp } from "../../../test/form-users/form-user-test-app";
import {
  memberCall,
  newAppMember,
  newSchool,
  registerByQr,
} from "../../../test/member-accounts/member-account-test-kit";

const SETTING = "/app/api/v2/mobile-app/setting";
const MENU = "/app/api/v2/mobile-app/menu";
const PROFILE = "/app/api/member-app/profile";

const setting = {
  displayName: "さくら学園",
  themeColour: "#1F4E79",
  welcomeMessage: "学校からのお知らせはここに届きます。",
  contactTel: "03-1234-5678",
  contactMail: "office@sakura.example.jp",
  features: ["inbox", "safety"],
};

describe("アプリ設定・アプリメニュー設定 and their effect in the member app", () => {
  const t = useFormUserTestApp();
  let school: TenantFixture;
  let other: TenantFixture;
  let viewer: Headers;
  let memberCookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    school = await newSchool(t);
    other = await newSchool(t);
    viewer = await loginAs(t.app, { tenantCd: school.tenant.tenantCd, displayUserId: "viewer" });
    memberCookie = await registerByQr(t, school, (await newAppMember(t, school)).id);
    otherCookie = await registerByQr(t, other, (await newAppMember(t, other)).id);
  });

  const put = (url: string, payload: object, headers: Headers = school.headers) =>
    t.app.inject({ method: "PUT", url, headers, payload });
  const get = (url: string, headers: Headers = school.headers) => t.app.inject({ url, headers });
  const profile = async (cookie: string) => {
    const res = await memberCall(t, { method: "GET", url: PROFILE, cookie });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("starts from the organisation's name and the standard colour, offering only features that exist", async () => {
    const res = await get(SETTING);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.displayName).toBe(Array.from(school.organization.name).slice(0, 20).join(""));
    expect(body.themeColour).toBe("#2d5b9c");
    expect(body.updatedAt).toBeNull();
    const offered = body.availableFeatures.map((f: { code: string }) => f.code);
    // The inbox module is registered; safety, surveys and contacts only once their member route is.
    expect(offered).toContain("inbox");
    // 安否確認, アンケート and 連絡 have their member screens' routes.
    expect(offered).toEqual(expect.arrayContaining(["safety", "survey", "contact"]));
  });

  it("saves the settings, which the member app then shows; another school's member sees their own", async () => {
    const saved = await put(SETTING, setting);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      displayName: "さくら学園",
      themeColour: "#1f4e79",
      contactTel: "03-1234-5678",
    });
    expect(saved.json().features).toContain("inbox");
    expect((await get(SETTING)).json().welcomeMessage).toBe("学校からのお知らせはここに届きます。");

    const mine = await profile(memberCookie);
    expect(mine).toMatchObject({
      displayName: "さくら学園",
      themeColour: "#1f4e79",
      welcomeMessage: "学校からのお知らせはここに届きます。",
      contactMail: "office@sakura.example.jp",
    });
    expect(mine.manifestUrl).toContain(
      `organizationCd=${encodeURIComponent(school.organization.organizationCd)}`,
    );
    const theirs = await profile(otherCookie);
    expect(theirs.displayName).not.toBe("さくら学園");
    expect(theirs.themeColour).toBe("#2d5b9c");

    // The manifest the app links to carries the school's name and colour.
    const manifest = await t.app.inject({ url: mine.manifestUrl });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    expect(manifest.json()).toMatchObject({
      name: "さくら学園",
      short_name: "さくら学園",
      theme_color: "#1f4e79",
    });
    const unknown = await t.app.inject({
      url: "/app/api/member-app/manifest.webmanifest?organizationCd=NOPE",
    });
    expect(unknown.json()).toMatchObject({ name: "学務", theme_color: "#2d5b9c" });
  });

  it("refuses bad settings in Japanese and keeps the saved ones", async () => {
    const cases: [object, string][] = [
      [{ displayName: "" }, "アプリの表示名を入力してください"],
      [{ displayName: "あ".repeat(21) }, "アプリの表示名は20文字以内で入力してください"],
      [{ themeColour: "#ffff00" }, "この色では白い文字が読みにくくなります"],
      [{ themeColour: "red" }, "テーマカラーは #RRGGBB の形式で入力してください"],
      [{ contactTel: "電話" }, "問い合わせ先の電話番号は"],
      [{ contactMail: "office@" }, "問い合わせ先のメールアドレスの形式で入力してください"],
      [{ features: ["weather"] }, "表示する機能が正しくありません"],
      [{ welcomeMessage: "あ".repeat(201) }, "ようこそメッセージは200文字以内で入力してください"],
    ];
    for (const [change, message] of cases) {
      const res = await put(SETTING, { ...setting, ...change });
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await get(SETTING)).json().displayName).toBe("さくら学園");
  });

  it("orders, hides, renames entries and adds https links, which reach the member app's menu", async () => {
    const initial = (await get(MENU)).json();
    expect(initial.entries.map((e: { entry?: string }) => e.entry)).toEqual(
      expect.arrayContaining(["inbox", "settings"]),
    );
    const res = await put(MENU, {
      entries: [
        { kind: "link", label: "給食献立", url: "https://sakura.example.jp/kondate", visible: true },
        { kind: "builtin", entry: "inbox", label: "連絡帳", visible: true },
        { kind: "link", label: "旧サイト", url: "https://old.sakura.example.jp/", visible: false },
        { kind: "builtin", entry: "settings", label: "", visible: true },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries[0]).toEqual({
      kind: "link",
      label: "給食献立",
      url: "https://sakura.example.jp/kondate",
      visible: true,
    });
    const menu = (await profile(memberCookie)).menu;
    expect(menu.slice(0, 3)).toEqual([
      { kind: "link", label: "給食献立", url: "https://sakura.example.jp/kondate" },
      { kind: "builtin", entry: "inbox", label: "連絡帳" },
      { kind: "builtin", entry: "settings", label: "設定" },
    ]);
    expect(JSON.stringify(menu)).not.toContain("旧サイト");
    expect(JSON.stringify((await profile(otherCookie)).menu)).not.toContain("給食献立");
  });

  it("refuses links that are not https and entries that cannot be hidden, in Japanese", async () => {
    const link = (url: string) => ({ entries: [{ kind: "link", label: "リンク", url, visible: true }] });
    for (const url of [
      "javascript:alert(1)",
      "http://sakura.example.jp/",
      "https://user:pw@example.jp/",
      "data:text/html,x",
    ]) {
      const res = await put(MENU, link(url));
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain("リンクのURLは https:// で始まるURLを入力してください");
    }
    const hidden = await put(MENU, {
      entries: [{ kind: "builtin", entry: "settings", label: "", visible: false }],
    });
    expect(hidden.body).toContain("「設定」は非表示にできません");
    const many = await put(MENU, {
      entries: Array.from({ length: 11 }, (_, i) => ({
        kind: "link",
        label: `リンク${i}`,
        url: `https://example.jp/${i}`,
        visible: true,
      })),
    });
    expect(many.body).toContain("リンクは10件まで登録できます");
    expect((await get(MENU)).json().entries[0].label).toBe("給食献立");
  });

  it("lets reference-only staff read but not save, and members without login nothing", async () => {
    expect((await get(SETTING, viewer)).statusCode).toBe(200);
    expect((await put(SETTING, setting, viewer)).statusCode).toBe(403);
    expect((await put(MENU, { entries: [] }, viewer)).statusCode).toBe(403);
    expect((await memberCall(t, { method: "GET", url: PROFILE })).statusCode).toBe(401);
  });
});
