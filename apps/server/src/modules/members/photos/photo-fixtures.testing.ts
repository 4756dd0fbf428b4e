import { GradePermission, ListReferenceAuthority } from "@gakumu/domain";
import sharp from "sharp";
import { createTestUser } from "../../../../test/auth-helpers";
import type { PermissionTenant } from "../../../../test/permissions/permission-fixtures";
import type { Db } from "../../../db/client";
import { createHierarchy } from "../../../platform/hierarchy/hierarchy.service";
import { assignPermission } from "../../../platform/permissions/login-user-permissions";
import type { NewMember } from "../members.service";
import { member } from "../members.tables";
import { buildMemberSearchText } from "../search-text";

// Test-side helpers for the photo and request tests: real images made with sharp, real member rows.

/**
 * A JPEG of the given size; with `orientation` it carries that EXIF tag (and a camera make to strip);
 * `noisy` makes it compress badly, for a file that is large in bytes.
 */
export function makeJpeg(
  width: number,
  height: number,
  options: { orientation?: number; noisy?: boolean } = {},
) {
  let image = options.noisy
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 60 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } } });
  if (options.orientation) {
    image = image.withMetadata({ orientation: options.orientation }).withExif({ IFD0: { Make: "TestCam" } });
  }
  return image.jpeg().toBuffer();
}

export function makePng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file part named "file", as a browser's FormData sends it. */
export function multipartFile(fileName: string, contentType: string, bytes: Buffer) {
  const boundary = `----gakumu${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let sequence = 0;

/** Inserts one member of the organisation and returns its row (id, version, …). */
export async function insertTestMember(
  db: Db,
  org: { id: number; tenantId: number },
  values: Partial<NewMember> = {},
) {
  sequence++;
  const row = {
    tenantId: org.tenantId,
    organizationId: org.id,
    memberId: `T${String(sequence).padStart(9, "0")}`,
    name: `試験　${sequence}郎`,
    nameKana: `シケン　${sequence}ロウ`,
    status: "BEFORE_PHOTO_APP",
    ...values,
  };
  const [inserted] = await db
    .insert(member)
    .values({ ...row, searchText: buildMemberSearchText(row) })
    .returning();
  return inserted!;
}

/**
 * Divisions A and B, and two users with every menu but a narrower list reference authority:
 * "partial" sees members under A only (1 organisation part), "mine" only members they registered
 * (2 only myself).
 */
export async function addScopedUsers(db: Db, t: PermissionTenant) {
  await createHierarchy(db, t.organization, [
    { code: "A", name: "普通科" },
    { code: "B", name: "商業科" },
  ]);
  const assign = async (displayUserId: string, referenceAuthority: 1 | 2, scopes: string[]) => {
    const user = await createTestUser(db, t.tenant, t.organization, displayUserId);
    await assignPermission(
      db,
      { tenantId: t.tenant.id, loginUserId: user.id, organizationId: t.organization.id, processMode: 0 },
      {
        permissionSetId: t.sets.administrator,
        referenceAuthority,
        gradePermission: GradePermission.NONE,
        scopes: scopes.map((divisionCd) => ({ dataType: "PERMISSION" as const, divisionCd })),
      },
    );
    return user;
  };
  return {
    partial: await assign("partial", ListReferenceAuthority.ORGANIZATION, ["A"]),
    mine: await assign("mine", ListReferenceAuthority.ONLY_MYSELF, []),
  };
}
