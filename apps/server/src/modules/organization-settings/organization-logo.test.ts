import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { apiHeaders, loginAs } from "../../../test/auth-helpers";
import { createForm, issueKey, publish } from "../../../test/forms/form-test-kit";
import { createPermissionTenant, type PermissionTenant } from "../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../test/test-app";
import { makeJpeg, makePng, multipartFile } from "../members/photos/photo-fixtures.testing";

const URL = "/app/api/v2/organization-setting/logo";

describe("organization setting: logo", () => {
  const t = useTestApp();
  let a: PermissionTenant;
  let admin: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    admin = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "admin" });
    viewer = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: "viewer" });
  });

  const upload = (name: string, type: string, bytes: Buffer, headers = admin) => {
    const body = multipartFile(name, type, bytes);
    return t.app.inject({
      method: "POST",
      url: URL,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it("stores a large photo as a small PNG without metadata, which applicants then see", async () => {
    const jpeg = await makeJpeg(1600, 800, { orientation: 1 });
    const res = await upload("logo.jpg", "image/jpeg", jpeg);
    expect(res.statusCode).toBe(200);
    const stored = await t.app.inject({ method: "GET", url: URL, headers: admin });
    expect(stored.headers["content-type"]).toBe("image/png");
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBeLessThanOrEqual(600);
    expect(meta.height).toBeLessThanOrEqual(200);
    expect(meta.exif).toBeUndefined();

    // The form frontend's header asks with a link of the organisation.
    const form = await publish(t.app, admin, await createForm(t.app, admin));
    const { accessKeyValue } = await issueKey(t.app, admin, form.formId);
    const shown = await t.app.inject({
      method: "GET",
      url: "/app/form-api/organization-logo",
      headers: { ...apiHeaders, "x-access-key": accessKeyValue },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(stored.rawPayload)).toBe(true);

    const removed = await t.app.inject({ method: "DELETE", url: URL, headers: admin });
    expect(removed.json()).toEqual({ logoSet: false });
    const gone = await t.app.inject({ method: "GET", url: URL, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("組織のロゴが設定されていません。");
  });

  it("refuses what is not a JPEG or PNG by its content, and keeps the logo it had", async () => {
    expect((await upload("logo.png", "image/png", await makePng(300, 100))).statusCode).toBe(200);
    const before = (await t.app.inject({ method: "GET", url: URL, headers: admin })).rawPayload;

    const exe = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(200)]);
    const renamed = await upload("logo.png", "image/png", exe);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe("ロゴ画像はJPEGまたはPNG形式のファイルを選択してください");

    const png = await makePng(300, 100);
    const truncated = await upload("logo.png", "image/png", png.subarray(0, png.length / 2));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toBe("ロゴ画像を読み込めませんでした。別の画像を選択してください");

    // The size is checked before anything is decoded: a PNG padded past 2 MB is enough.
    const padded = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await upload("big.png", "image/png", padded);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toContain("2MB以下");

    const after = (await t.app.inject({ method: "GET", url: URL, headers: admin })).rawPayload;
    expect(after.equals(before)).toBe(true);
  });

  it("is for users who may change the organisation's settings", async () => {
    const res = await upload("logo.png", "image/png", await makePng(300, 100), viewer);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: URL, headers: viewer })).statusCode).toBe(403);
  });
});
