import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../../test/auth-helpers";
import {
  createPermissionTenant,
  type PermissionTenant,
} from "../../../../test/permissions/permission-fixtures";
import { useTestApp } from "../../../../test/test-app";
import { member } from "../members.tables";
import { memberPhoto } from "./member-photos.tables";
import { addScopedUsers, insertTestMember, makeJpeg, multipartFile } from "./photo-fixtures.testing";

const BASE = "/app/api/v2/photo-approval";

describe("photo approval API (menu photo-approval)", () => {
  const t = useTestApp();
  let a: PermissionTenant;
  let b: PermissionTenant;
  const as: Record<string, Record<string, string>> = {};
  let photoRoot: string;

  beforeAll(async () => {
    a = await createPermissionTenant(t.database.db);
    b = await createPermissionTenant(t.database.db);
    await addScopedUsers(t.database.db, a);
    for (const name of ["admin", "viewer", "partial"])
      as[name] = await loginAs(t.app, { tenantCd: a.tenant.tenantCd, displayUserId: name });
    as.stranger = await loginAs(t.app, { tenantCd: b.tenant.tenantCd, displayUserId: "admin" });
    photoRoot = path.join(path.dirname(t.exports.directory), "photos");
  });

  const call = (method: "GET" | "POST", url: string, payload?: object, headers = as.admin) =>
    t.app.inject({ method, url, payload, headers });
  const memberRow = async (id: number) =>
    (await t.database.db.select().from(member).where(eq(member.id, id)))[0]!;

  /** Uploads through the member-list route, as staff would, and returns the member's new version. */
  const upload = async (memberId: number, version: number, headers = as.admin) => {
    const body = multipartFile("face.jpg", "image/jpeg", await makeJpeg(300, 400));
    const res = await t.app.inject({
      method: "POST",
      url: `/app/api/v2/member-photos/${memberId}?version=${version}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      memberVersion: number;
      current: { photoId: number };
      pending: { photoId: number } | null;
    };
  };

  it("approves a first photo: the member becomes available", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const { current, memberVersion } = await upload(m.id, 1);
    const res = await call("POST", `${BASE}/photos/${current.photoId}/approve`, { version: memberVersion });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      memberId: m.id,
      memberVersion: 3,
      photo: { status: 2, kind: "current" },
    });
    expect(res.json().photo.reviewedAt).not.toBeNull();
    expect(await memberRow(m.id)).toMatchObject({ photoStatus: 2, status: "AVAILABLE", version: 3 });
    const again = await call("POST", `${BASE}/photos/${current.photoId}/approve`, { version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("この顔写真はすでに審査されています。画面を再読み込みしてください。");
  });

  it("rejects a first photo with its reason, and a reason is required", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const { current } = await upload(m.id, 1);
    const empty = await call("POST", `${BASE}/photos/${current.photoId}/reject`, { version: 2, reason: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("却下理由を入力してください");
    const res = await call("POST", `${BASE}/photos/${current.photoId}/reject`, {
      version: 2,
      reason: "背景が暗いため",
    });
    expect(res.json()).toMatchObject({ photo: { status: 3, rejectReason: "背景が暗いため" } });
    expect(await memberRow(m.id)).toMatchObject({ photoStatus: 3, status: "PHOTO_REJECTION", version: 3 });
    const state = (await call("GET", `/app/api/v2/member-photos/${m.id}`)).json();
    expect(state.current).toMatchObject({ status: 3, rejectReason: "背景が暗いため" });
  });

  it("keeps the approved photo in use while a replacement waits, and swaps them on approval", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const first = await upload(m.id, 1);
    await call("POST", `${BASE}/photos/${first.current.photoId}/approve`, { version: 2 });
    const change = await upload(m.id, 3);
    expect(change).toMatchObject({
      current: { photoId: first.current.photoId },
      pending: { photoId: expect.any(Number) },
    });
    expect(await memberRow(m.id)).toMatchObject({
      photoStatus: 2,
      photoChangeApplyStatus: "WAITING",
      status: "AVAILABLE",
    });

    const list = (await call("GET", BASE)).json();
    const item = list.photoList.find((p: { member: { memberId: number } }) => p.member.memberId === m.id);
    expect(item).toMatchObject({
      photo: { photoId: change.pending!.photoId, kind: "pending" },
      currentPhotoId: first.current.photoId,
      member: { memberCode: m.memberId, name: m.name, version: 4 },
    });

    const rejected = await call("POST", `${BASE}/photos/${change.pending!.photoId}/reject`, {
      version: 4,
      reason: "眼鏡を外してください",
    });
    expect(rejected.statusCode).toBe(200);
    expect(await memberRow(m.id)).toMatchObject({
      photoStatus: 2,
      photoChangeApplyStatus: "REJECTED",
      version: 5,
    });

    const retry = await upload(m.id, 5);
    expect(await memberRow(m.id)).toMatchObject({ photoChangeApplyStatus: "WAITING" });
    const [oldCurrent] = await t.database.db
      .select()
      .from(memberPhoto)
      .where(eq(memberPhoto.id, first.current.photoId));
    const approved = await call("POST", `${BASE}/photos/${retry.pending!.photoId}/approve`, { version: 6 });
    expect(approved.json()).toMatchObject({ memberVersion: 7, photo: { kind: "current", status: 2 } });
    expect(await memberRow(m.id)).toMatchObject({
      photoStatus: 2,
      photoChangeApplyStatus: "NONE",
      status: "AVAILABLE",
    });
    const rows = await t.database.db.select().from(memberPhoto).where(eq(memberPhoto.memberId, m.id));
    expect(rows.map((r) => [r.id, r.kind])).toEqual([[retry.pending!.photoId, "current"]]);
    expect(fs.existsSync(path.join(photoRoot, oldCurrent!.filePath))).toBe(false);
    expect(fs.existsSync(path.join(photoRoot, oldCurrent!.thumbnailPath))).toBe(false);
  });

  it("lists waiting photos oldest first, 20 a page, only of members the caller may see", async () => {
    const c = await createPermissionTenant(t.database.db);
    const headers = await loginAs(t.app, { tenantCd: c.tenant.tenantCd, displayUserId: "admin" });
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) {
      const m = await insertTestMember(t.database.db, c.organization);
      ids.push((await upload(m.id, 1, headers)).current.photoId);
    }
    const first = (await call("GET", BASE, undefined, headers)).json();
    expect(first).toMatchObject({ totalCount: 22, page: 1, pageSize: 20 });
    expect(first.photoList.map((p: { photo: { photoId: number } }) => p.photo.photoId)).toEqual(
      ids.slice(0, 20),
    );
    expect(first.photoList[0]).toMatchObject({ currentPhotoId: null, member: { status: "PHOTO_APPLYING" } });
    const second = (await call("GET", `${BASE}?page=2`, undefined, headers)).json();
    expect(second.photoList).toHaveLength(2);
    expect((await call("GET", `${BASE}?page=0`, undefined, headers)).statusCode).toBe(400);

    const inA = await insertTestMember(t.database.db, a.organization, { divisionCd: "A" });
    const inB = await insertTestMember(t.database.db, a.organization, { divisionCd: "B" });
    const photoB = (await upload(inB.id, 1)).current.photoId;
    await upload(inA.id, 1);
    const seen = (await call("GET", BASE, undefined, as.partial)).json();
    expect(seen.photoList.map((p: { member: { memberId: number } }) => p.member.memberId)).toEqual([inA.id]);
    expect((await call("GET", `${BASE}/photos/${photoB}/image`, undefined, as.partial)).statusCode).toBe(404);
    expect(
      (await call("POST", `${BASE}/photos/${photoB}/approve`, { version: 2 }, as.partial)).statusCode,
    ).toBe(404);
  });

  it("approves in bulk, reporting the photos it could not approve", async () => {
    const uploaded = [];
    for (let i = 0; i < 3; i++) {
      const m = await insertTestMember(t.database.db, a.organization);
      uploaded.push({ memberId: m.id, ...(await upload(m.id, 1)) });
    }
    const [x, y, z] = uploaded;
    const res = await call("POST", `${BASE}/approve`, {
      items: [
        { photoId: x!.current.photoId, version: x!.memberVersion },
        { photoId: y!.current.photoId, version: 99 },
        { photoId: z!.current.photoId, version: z!.memberVersion },
        { photoId: 999_999, version: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      approvedCount: 2,
      failures: [
        {
          photoId: y!.current.photoId,
          message: "他のユーザーがこのメンバーを更新しました。画面を再読み込みしてから操作してください。",
        },
        { photoId: 999_999, message: "指定された顔写真が見つかりません。" },
      ],
    });
    expect((await memberRow(x!.memberId)).photoStatus).toBe(2);
    expect((await memberRow(y!.memberId)).photoStatus).toBe(1);
    expect((await call("POST", `${BASE}/approve`, { items: [] })).json().message).toContain(
      "承認する写真を選択してください",
    );
  });

  it("answers another tenant with 404, serves images to a viewer and refuses their reviews with 403", async () => {
    const m = await insertTestMember(t.database.db, a.organization);
    const { current } = await upload(m.id, 1);
    const url = `${BASE}/photos/${current.photoId}`;
    expect((await call("GET", `${url}/image`, undefined, as.stranger)).statusCode).toBe(404);
    expect((await call("POST", `${url}/approve`, { version: 2 }, as.stranger)).statusCode).toBe(404);
    expect((await call("POST", `${url}/reject`, { version: 2, reason: "x" }, as.stranger)).statusCode).toBe(
      404,
    );
    const strangerBulk = await call(
      "POST",
      `${BASE}/approve`,
      { items: [{ photoId: current.photoId, version: 2 }] },
      as.stranger,
    );
    expect(strangerBulk.json()).toMatchObject({ approvedCount: 0, failures: [{ photoId: current.photoId }] });
    expect((await call("GET", BASE, undefined, as.stranger)).json().photoList).toEqual([]);

    const image = await call("GET", `${url}/image`, undefined, as.viewer);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect((await call("GET", BASE, undefined, as.viewer)).statusCode).toBe(200);
    expect((await call("POST", `${url}/approve`, { version: 2 }, as.viewer)).statusCode).toBe(403);
    expect((await call("POST", `${url}/reject`, { version: 2, reason: "x" }, as.viewer)).statusCode).toBe(
      403,
    );
    expect(
      (await call("POST", `${BASE}/approve`, { items: [{ photoId: 1, version: 1 }] }, as.viewer)).statusCode,
    ).toBe(403);
    expect((await memberRow(m.id)).photoStatus).toBe(1);
  });
});
