import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../../test/auth-helpers";
import {
  createPermissionTenant,
  type PermissionTenant,
} from "../../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../../test/test-app";
import { setOrganizationParameters } from "../../../platform/tenancy/tenancy.service";
import { member } from "../members.tables";
import { memberPhoto } from "./member-photos.tables";
import { addScopedUsers, insertTestMember, makeJpeg, makePng, multipartFile } from "./photo-fixtures.testing";

const BASE = "/app/api/v2/member-photos";

describe("member photo API (menu member-list)", () => {
  const t = useTestApp();
  let a: PermissionTenant;
  let b: PermissionTenant;
  const as: Record<string, Record<string, string>> = {};
  let photoRoot: string;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    b = await createPermissionTenant(t.database.db);
    await addScopedUsers(t.database.db, a);
    for (const name of ["admin", "viewer", "partial", "mine"])
      as[name] = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: name });
    as.stranger = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });
    photoRoot = path.join(path.dirname(t.exports.directory), "photos");
  });

  const upload = async (
    memberId: number,
    version: number,
    file: Buffer,
    name = "face.jpg",
    headers = as.admin,
  ) => {
    const body = multipartFile(name, name.endsWith(".png") ? "image/png" : "image/jpeg", file);
    return t.app.inject({
      method: "POST",
      url: `${BASE}/${memberId}?version=${version}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const get = (url: string, headers = as.admin) => t.app.inject({ url, headers });
  const memberRow = async (id: number) =>
    (await t.database.db.select().from(member).where(eq(member.id, id)))[0]!;

  it("stores a first JPEG upright and without EXIF, waiting for review, and serves it privately", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const res = await upload(m.id, m.version, await makeJpeg(400, 300, { orientation: 6 }));
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json();
    expect(state).toMatchObject({
      memberId: m.id,
      memberVersion: m.version + 1,
      memberStatus: "PHOTO_APPLYING",
      photoStatus: 1,
      photoChangeApplyStatus: "NONE",
      pending: null,
      current: {
        kind: "current",
        status: 1,
        mimeType: "image/jpeg",
        width: 300,
        height: 400,
        rejectReason: null,
      },
      limits: { maxFileSizeKb: 10240, minWidth: 240, minHeight: 320 },
    });
    expect(await memberRow(m.id)).toMatchObject({ photoStatus: 1, status: "PHOTO_APPLYING", version: 2 });
    expect((await get(`${BASE}/${m.id}`)).json()).toEqual(state);

    const image = await get(`${BASE}/${m.id}/${state.current.photoId}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toBe("no-store");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ width: 300, height: 400 });
    expect(stored.exif).toBeUndefined();
    const thumbnail = await get(`${BASE}/${m.id}/${state.current.photoId}/thumbnail`);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 120,
      height: 160,
    });
    const [row] = await t.database.db.select().from(memberPhoto).where(eq(memberPhoto.memberId, m.id));
    expect(row!.filePath).toMatch(
      new RegExp(`^${a.tenant.id}/${a.organization.id}/${m.id}/[0-9a-f-]{36}\\.jpg$`),
    );
    expect(fs.existsSync(path.join(photoRoot, row!.filePath))).toBe(true);
  });

  it("keeps a PNG a PNG, and replaces a waiting photo with the next upload", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const first = (await upload(m.id, 1, await makeJpeg(300, 400))).json();
    const firstFile = (
      await t.database.db.select().from(memberPhoto).where(eq(memberPhoto.memberId, m.id))
    )[0]!;
    const second = await upload(m.id, 2, await makePng(300, 400), "face.png");
    expect(second.json()).toMatchObject({ memberVersion: 3, current: { mimeType: "image/png", status: 1 } });
    expect(second.json().current.photoId).not.toBe(first.current.photoId);
    expect(fs.existsSync(path.join(photoRoot, firstFile.filePath))).toBe(false);
    const image = await get(`${BASE}/${m.id}/${second.json().current.photoId}/image`);
    expect(image.headers["content-type"]).toBe("image/png");
    expect((await get(`${BASE}/${m.id}/${first.current.photoId}/image`)).statusCode).toBe(404);
  });

  it("refuses a renamed program, a broken image and the wrong sizes with Japanese messages", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(4000, 0x41)]);
    const cases: [Buffer, string][] = [
      [exe, "JPEGまたはPNG形式の画像を選択してください"],
      [(await makeJpeg(400, 500)).subarray(0, 300), "JPEGまたはPNG形式の画像を選択してください"],
      [await makeJpeg(100, 100), "画像が小さすぎます。幅240×高さ320ピクセル以上の画像を選択してください"],
      [await makeJpeg(7000, 400), "画像が大きすぎます。幅6000×高さ6000ピクセル以下の画像を選択してください"],
    ];
    for (const [file, message] of cases) {
      const res = await upload(m.id, 1, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
      expect(res.json().message).toContain(message);
    }
    const none = await t.app.inject({
      method: "POST",
      url: `${BASE}/${m.id}?version=1`,
      headers: as.admin,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("画像ファイルを選択してください");
    expect(await memberRow(m.id)).toMatchObject({ photoStatus: null, version: 1 });
    expect(
      fs.existsSync(path.join(photoRoot, String(a.tenant.id), String(a.organization.id), String(m.id))),
    ).toBe(false);
  });

  it("applies the organisation's PHOTO parameters, and answers 413 beyond the 20 MB upload limit", async () => {
    const c = await createPermissionTenant(t.database.db);
    await setOrganizationParameters(t.database.db, c.organization, [
      { parameterCategory: "PHOTO", parameterType: "MAX_FILE_SIZE_KB", value: "50" },
      { parameterCategory: "PHOTO", parameterType: "MAX_WIDTH", value: "800" },
    ]);
    const headers = await loginAs(t.app, { tenantCd: c.tenant.tenantCd, displayUserId: "admin" });
    const m = await insertTestMember(t.database.db, c.organization);
    expect((await get(`${BASE}/${m.id}`, headers)).json().limits).toMatchObject({
      maxFileSizeKb: 50,
      maxWidth: 800,
    });
    const wide = await upload(m.id, 1, await makeJpeg(900, 400), "face.jpg", headers);
    expect(wide.json().message).toContain("幅800×高さ6000ピクセル以下");
    const heavy = await upload(m.id, 1, await makeJpeg(500, 600, { noisy: true }), "face.jpg", headers);
    expect(heavy.json().message).toBe("画像のファイルサイズが大きすぎます。50KB以下の画像を選択してください");
    const huge = await upload(m.id, 1, Buffer.alloc(20 * 1024 * 1024 + 10, 0xff), "face.jpg", headers);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a stale version with 409 and leaves no file behind", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const res = await upload(m.id, 5, await makeJpeg(300, 400));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "他のユーザーがこのメンバーを更新しました。画面を再読み込みしてから操作してください。",
    );
    expect(
      fs.existsSync(path.join(photoRoot, String(a.tenant.id), String(a.organization.id), String(m.id))),
    ).toBe(false);
  });

  it("answers 404 for another tenant's member and photo, and 403 to a reference-only upload", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const { current } = (await upload(m.id, 1, await makeJpeg(300, 400))).json();
    const foreign = await insertTestMember(t.database.db, b.organization);
    expect((await get(`${BASE}/${foreign.id}`)).statusCode).toBe(404);
    expect((await upload(foreign.id, 1, await makeJpeg(300, 400))).statusCode).toBe(404);
    expect((await get(`${BASE}/${m.id}`, as.stranger)).statusCode).toBe(404);
    expect((await get(`${BASE}/${m.id}/${current.photoId}/image`, as.stranger)).statusCode).toBe(404);
    expect((await get(`${BASE}/${foreign.id}/${current.photoId}/image`)).statusCode).toBe(404);
    expect((await upload(m.id, 2, await makeJpeg(300, 400), "f.jpg", as.stranger)).statusCode).toBe(404);

    expect((await get(`${BASE}/${m.id}`, as.viewer)).statusCode).toBe(200);
    expect((await get(`${BASE}/${m.id}/${current.photoId}/thumbnail`, as.viewer)).statusCode).toBe(200);
    expect((await upload(m.id, 2, await makeJpeg(300, 400), "f.jpg", as.viewer)).statusCode).toBe(403);
    expect((await get(`${BASE}/abc`)).statusCode).toBe(400);
    expect((await get(`${BASE}/${m.id}/${current.photoId}/original`)).statusCode).toBe(400);
  });

  it("hides a member's photo from users whose reference authority does not reach the member", async () => {
    const inA = await insertTestMember(t.database.db, a.organization, { divisionCd: "A" });
    const inB = await insertTestMember(t.database.db, a.organization, { divisionCd: "B" });
    const photoOf = async (id: number) =>
      (await upload(id, 1, await makeJpeg(300, 400))).json().current.photoId;
    const [photoA, photoB] = [await photoOf(inA.id), await photoOf(inB.id)];
    expect((await get(`${BASE}/${inA.id}`, as.partial)).statusCode).toBe(200);
    expect((await get(`${BASE}/${inB.id}`, as.partial)).statusCode).toBe(404);
    expect((await get(`${BASE}/${inB.id}/${photoB}/image`, as.partial)).statusCode).toBe(404);
    expect((await upload(inB.id, 2, await makeJpeg(300, 400), "f.jpg", as.partial)).statusCode).toBe(404);
    expect((await get(`${BASE}/${inA.id}/${photoA}/image`, as.mine)).statusCode).toBe(404);
  });
});
