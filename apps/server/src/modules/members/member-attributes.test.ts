import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { usePermissionTestApp } from "../../../test/permissions/permission-test-app";
import { createMemberSchool, loginAll, type MemberSchool } from "./member-fixtures.testing";
import { member } from "./members.tables";

const ATTRIBUTES = "/app/api/v2/member-attributes";
const MEMBERS = "/app/api/v2/members";

type Headers = Record<string, string>;

const person = (memberId: string, attributes: Record<string, unknown>) => ({
  member_id: memberId,
  name: `属性　${memberId}`,
  mail_address: `${memberId.toLowerCase()}@example.jp`,
  attributes,
});

describe("member attribute API", () => {
  const t = usePermissionTestApp();
  let school: MemberSchool;
  let as: Awaited<ReturnType<typeof loginAll>>;
  let stranger: Headers;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    school = await createMemberSchool(t.database.db);
    as = await loginAll(t.app, school);
    stranger = (await loginAll(t.app, await createMemberSchool(t.database.db))).admin;
  });

  const call = (
    method: "POST" | "PUT" | "DELETE" | "GET",
    url: string,
    payload?: object,
    headers = as.admin,
  ) => t.app.inject({ method, url, payload, headers });

  it("registers attributes of every type", async () => {
    const defs = [
      {
        attributeCd: "club",
        name: "部活動",
        attributeType: "SELECT",
        options: ["サッカー", "吹奏楽"],
        sortOrder: 1,
      },
      {
        attributeCd: "days",
        name: "登校曜日",
        attributeType: "MULTIPLE",
        options: ["月", "水", "金"],
        sortOrder: 2,
      },
      { attributeCd: "route", name: "通学経路", attributeType: "TEXT_FULL", isRequired: true, sortOrder: 3 },
      { attributeCd: "locker", name: "ロッカー番号", attributeType: "TEXT_HARF", sortOrder: 4 },
      { attributeCd: "height", name: "身長", attributeType: "NUMBER", sortOrder: 5 },
      { attributeCd: "joined", name: "入部日", attributeType: "DATE", sortOrder: 6 },
    ];
    for (const def of defs) {
      const res = await call("POST", ATTRIBUTES, def);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ ...def, version: 1 });
      ids[def.attributeCd] = res.json().id;
    }
    const list = await call("GET", ATTRIBUTES, undefined, as.viewer);
    expect(list.json().items.map((i: { attributeCd: string }) => i.attributeCd)).toEqual(
      defs.map((d) => d.attributeCd),
    );
    expect((await call("GET", ATTRIBUTES, undefined, stranger)).json().items).toEqual([]);
    const options = await call("GET", `${MEMBERS}/options`);
    expect(options.json().attributes).toHaveLength(6);
  });

  it("refuses a bad definition with a message under its field", async () => {
    const cases: [object, string, string][] = [
      [
        { attributeCd: "x1", name: "選択", attributeType: "SELECT" },
        "options",
        "選択肢を1件以上入力してください",
      ],
      [
        { attributeCd: "x2", name: "文字", attributeType: "TEXT_FULL", options: ["a"] },
        "options",
        "選択肢は単一選択・複数選択の属性だけに指定できます",
      ],
      [
        { attributeCd: "x3", name: "重複", attributeType: "SELECT", options: ["a", "a"] },
        "options",
        "選択肢が重複しています",
      ],
      [
        { attributeCd: "部活", name: "部活", attributeType: "DATE" },
        "attributeCd",
        "属性コードは半角英数字と「_」「-」で入力してください",
      ],
      [{ attributeCd: "x4", name: "", attributeType: "DATE" }, "name", "属性名を入力してください"],
      [
        { attributeCd: "x5", name: "型", attributeType: "TEXT" },
        "attributeType",
        "選択肢の中から選択してください",
      ],
      [
        { attributeCd: "club", name: "二つ目", attributeType: "DATE" },
        "attributeCd",
        "属性コード「club」は既に使用されています。",
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await call("POST", ATTRIBUTES, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toContainEqual({ path, message });
    }
  });

  it("updates name and choices with the version read; a stale version is a 409", async () => {
    const res = await call("PUT", `${ATTRIBUTES}/${ids.club}`, {
      name: "部活動（主）",
      options: ["サッカー", "吹奏楽", "美術"],
      isRequired: false,
      sortOrder: 1,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      attributeType: "SELECT",
      options: ["サッカー", "吹奏楽", "美術"],
      version: 2,
    });
    const stale = await call("PUT", `${ATTRIBUTES}/${ids.club}`, {
      name: "古い",
      options: ["a"],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "他のユーザーがこの属性を更新しました。画面を再読み込みしてから編集してください。",
    );
    const noChoices = await call("PUT", `${ATTRIBUTES}/${ids.route}`, {
      name: "経路",
      options: ["a"],
      version: 1,
    });
    expect(noChoices.json().details).toEqual([
      { path: "options", message: "選択肢は単一選択・複数選択の属性だけに指定できます" },
    ]);
  });

  it("guards the attribute routes: reference only 403, another tenant 404", async () => {
    expect(
      (await call("POST", ATTRIBUTES, { attributeCd: "v", name: "v", attributeType: "DATE" }, as.viewer))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("PUT", `${ATTRIBUTES}/${ids.joined}`, { name: "v", version: 1 }, as.viewer)).statusCode,
    ).toBe(403);
    expect(
      (await call("DELETE", `${ATTRIBUTES}/${ids.joined}?version=1`, undefined, as.viewer)).statusCode,
    ).toBe(403);
    expect(
      (await call("PUT", `${ATTRIBUTES}/${ids.joined}`, { name: "v", version: 1 }, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", `${ATTRIBUTES}/${ids.joined}?version=1`, undefined, stranger)).statusCode,
    ).toBe(404);
  });

  it("checks member attribute values by type and stores them", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ route: "" }, "attributes.route", "入力してください"],
      [{ route: "bus", club: "野球" }, "attributes.route", "全角文字で入力してください"],
      [{ route: "バス", club: "野球" }, "attributes.club", "選択肢の中から選択してください"],
      [{ route: "バス", days: ["月", "日"] }, "attributes.days", "選択肢の中から選択してください"],
      [{ route: "バス", locker: "Ａ－１２あ" }, "attributes.locker", "半角英数字記号で入力してください"],
      [{ route: "バス", height: "高い" }, "attributes.height", "数値で入力してください"],
      [
        { route: "バス", joined: "2026/13/01" },
        "attributes.joined",
        "日付はyyyy/MM/ddの形式で入力してください",
      ],
    ];
    for (const [attributes, path, message] of cases) {
      const res = await call("POST", MEMBERS, person("X001", attributes));
      expect(res.statusCode, JSON.stringify(attributes)).toBe(400);
      expect(res.json().details, JSON.stringify(attributes)).toContainEqual({ path, message });
    }
    const ok = await call(
      "POST",
      MEMBERS,
      person("X001", {
        route: "ﾊﾞｽ",
        club: "サッカー",
        days: ["金", "月"],
        locker: "Ａ－１２",
        height: "１６５.５",
        joined: "2026/4/10",
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().member.attributes).toEqual({
      route: "バス",
      club: "サッカー",
      days: ["月", "金"],
      locker: "A-12",
      height: 165.5,
      joined: "2026-04-10",
    });
    await call("POST", MEMBERS, person("X002", { route: "徒歩", club: "吹奏楽", days: ["水"], height: 150 }));
    // An edit without attributes keeps them; the required one is not asked for again.
    const edit = await call("PUT", `${MEMBERS}/${ok.json().member.id}`, { version: 1, name: "属性　変更" });
    expect(edit.json().member.attributes.club).toBe("サッカー");
  });

  it("finds members by attribute value", async () => {
    const find = async (attributeCd: string, attributeValue: string) => {
      const res = await call("POST", `${MEMBERS}/search`, { attributeCd, attributeValue });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.map((i: { memberId: string }) => i.memberId);
    };
    expect(await find("club", "サッカー")).toEqual(["X001"]);
    expect(await find("days", "月")).toEqual(["X001"]);
    expect(await find("days", "水")).toEqual(["X002"]);
    expect(await find("height", "150")).toEqual(["X002"]);
    expect(await find("route", "徒")).toEqual(["X002"]);
    expect(await find("route", "ﾊﾞ")).toEqual(["X001"]);
    expect(await find("locker", "")).toEqual(["X001"]);
    expect(await find("joined", "2026-04-10")).toEqual(["X001"]);
    const bad = await call("POST", `${MEMBERS}/search`, { attributeCd: "height", attributeValue: "高い" });
    expect(bad.json().details).toEqual([{ path: "attributeValue", message: "数値で入力してください" }]);
  });

  it("deletes an attribute with the values members held under it", async () => {
    expect((await call("DELETE", `${ATTRIBUTES}/${ids.club}?version=1`)).statusCode).toBe(409);
    expect((await call("DELETE", `${ATTRIBUTES}/${ids.club}?version=2`)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(member).where(eq(member.memberId, "X001"));
    expect(row!.attributes).not.toHaveProperty("club");
    expect(row!.attributes).toHaveProperty("days");
    expect((await call("GET", ATTRIBUTES)).json().items).toHaveLength(5);
  });
});
