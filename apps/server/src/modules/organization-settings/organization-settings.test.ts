import { cidrProblem } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/auth-helpers";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";

const URL = "/app/api/v2/organization-setting/ip-ranges";
const LOCKOUT =
  "現在の接続元（127.0.0.1）が含まれていないため保存できません。許可する範囲に現在のアドレスを含めてください。";

describe("organization setting: allowed address ranges", () => {
  const t = useTestApp();
  let a: PermissionTenant;
  let b: PermissionTenant;
  let admin: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    b = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
  });

  const get = (headers = admin, remoteAddress?: string) =>
    t.app.inject({ method: "GET", url: URL, headers, remoteAddress });
  const put = (ranges: unknown, headers = admin) =>
    t.app.inject({ method: "PUT", url: URL, headers, payload: { ranges } });

  it("starts empty, replaces the whole list and empties it again", async () => {
    expect((await get()).json()).toEqual({ ranges: [], currentIp: "127.0.0.1" });
    const first = await put([
      { cidr: "127.0.0.0/8", note: "校内" },
      { cidr: "2001:DB8::/32", note: "" },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().ranges).toEqual([
      { cidr: "127.0.0.0/8", note: "校内" },
      { cidr: "2001:db8::/32", note: "" },
    ]);
    const second = await put([{ cidr: " 127.0.0.1 ", note: "自席" }]);
    expect(second.json().ranges).toEqual([{ cidr: "127.0.0.1", note: "自席" }]);
    expect((await get()).json().ranges).toEqual([{ cidr: "127.0.0.1", note: "自席" }]);
    expect((await put([])).json().ranges).toEqual([]);
    expect((await get()).json().ranges).toEqual([]);
  });

  it("lets a reference-only user read but not save", async () => {
    expect((await get(viewer)).statusCode).toBe(200);
    expect((await put([], viewer)).statusCode).toBe(403);
  });

  it("refuses bad input with Japanese 400 and leaves the list alone", async () => {
    const cases: [unknown, string][] = [
      [[{ cidr: "10.0.0.0/33", note: "" }], "プレフィックス長は0〜32で入力してください"],
      [[{ cidr: "2001:db8::/129", note: "" }], "プレフィックス長は0〜128で入力してください"],
      [[{ cidr: "10.0.0/8", note: "" }], "IPアドレスの形式ではありません"],
      [[{ cidr: "10.0.0.0/", note: "" }], "プレフィックス長は0〜32で入力してください"],
      [[{ cidr: "", note: "" }], "IPアドレスを入力してください"],
      [[{ cidr: "127.0.0.1", note: "あ".repeat(201) }], "メモは200文字以内で入力してください"],
      [
        [
          { cidr: "127.0.0.1/32", note: "" },
          { cidr: "127.0.0.1/32", note: "" },
        ],
        "「127.0.0.1/32」が重複しています",
      ],
      [
        Array.from({ length: 101 }, (_, i) => ({ cidr: `127.0.${Math.floor(i / 250)}.${i}`, note: "" })),
        "100件以内で登録してください",
      ],
    ];
    for (const [ranges, message] of cases) {
      const res = await put(ranges);
      expect(res.statusCode, JSON.stringify(ranges).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await get()).json().ranges).toEqual([]);
  });

  it("refuses a list without the caller's own address, so nobody locks themselves out", async () => {
    const res = await put([{ cidr: "10.0.0.0/8", note: "本部" }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LOCKOUT);
    expect((await get()).json().ranges).toEqual([]);
  });

  it("is enforced by the access gate for this organisation only", async () => {
    const saved = await put([
      { cidr: "10.0.0.0/8", note: "本部" },
      { cidr: "127.0.0.1/32", note: "" },
    ]);
    expect(saved.statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    expect((await get(admin, "10.20.30.40")).statusCode).toBe(200);
    const outside = await get(admin, "192.0.2.10");
    expect(outside.statusCode).toBe(401);
    expect(outside.json().message).toBe("IP address not approval.");

    const other = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });
    expect((await get(other)).json().ranges).toEqual([]);
    expect((await get(other, "192.0.2.10")).statusCode).toBe(200);
    expect((await get()).json().ranges).toHaveLength(2);
  });
});

describe("cidrProblem", () => {
  it.each([
    ["192.0.2.1", null],
    ["0.0.0.0/0", null],
    ["::/0", null],
    ["fe80::1%eth0", "IPアドレスの形式ではありません"],
    ["192.0.2.1/+8", "プレフィックス長"],
    ["192.0.2.1/08", null],
  ])("%s", (value, problem) => {
    const found = cidrProblem(value);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
