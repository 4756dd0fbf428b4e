import { MemberRequestSearchQuery as RequestSearchQuery } from "@gakumu/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadedContextFor } from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { menuRefusals } from "../../platform/access/require-menu";
import { createMemberImportService } from "./import/import.service";
import { importErrorExport } from "./import/import-error-export";
import type { ImportScope } from "./import/import-scope";
import {
  createMemberAttribute,
  deleteMemberAttribute,
  listOwnMemberAttributes,
  updateMemberAttribute,
} from "./member-attributes.service";
import { getMemberDetail } from "./member-detail";
import {
  addMembers,
  createMemberSchool,
  idOf,
  type MemberSchool,
  memberRow,
} from "./member-fixtures.testing";
import { memberListScope } from "./members.menu";
import { listWaitingPhotos } from "./photos/photo-queries";
import { approvePhoto, approvePhotos, rejectPhoto } from "./photos/photo-review.service";
import { uploadMemberPhoto } from "./photos/photo-upload.service";
import { createProxyRequest } from "./requests/member-request-create";
import { searchMemberRequests } from "./requests/member-request-queries";
import { changeRequestStatus } from "./requests/member-request-status";

const referenceOnly = { status: 403, code: "FORBIDDEN", message: menuRefusals.referenceOnly };

describe("member screens' use cases check the caller's authority themselves, without HTTP", () => {
  let database: Database;
  let school: MemberSchool;
  let viewer: RequestContext;
  let memberId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await createMemberSchool(database.db);
    await addMembers(database.db, [memberRow(school, "S001")]);
    memberId = await idOf(database.db, school.organization.id, "S001");
    viewer = await loadedContextFor(database.db, school, school.viewer);
  });
  afterAll(() => database?.close());

  it("lets a reference-only caller read the member, attributes, photos and requests", async () => {
    const db = database.db;
    await expect(getMemberDetail(db, memberListScope(viewer, "members"), memberId)).resolves.toMatchObject({
      id: memberId,
    });
    await expect(listOwnMemberAttributes(db, viewer)).resolves.toEqual([]);
    await expect(listWaitingPhotos(db, viewer, 1, 20)).resolves.toMatchObject({ totalCount: 0 });
    const requests = await searchMemberRequests(db, viewer, RequestSearchQuery.parse({}), 20);
    expect(requests.totalCount).toBe(0);
  });

  it("refuses the member's detail to a caller without the list's menu", async () => {
    const { "member-list": _taken, ...menus } = viewer.authority.menus;
    const scope = memberListScope({ ...viewer, authority: { ...viewer.authority, menus } }, "members");
    await expect(getMemberDetail(database.db, scope, memberId)).rejects.toMatchObject({
      status: 403,
      message: menuRefusals.unavailable,
    });
  });

  it("refuses a reference-only caller's change to attributes, photos and requests with a Japanese 403", async () => {
    const db = database.db;
    const attribute = {
      attributeCd: "club",
      name: "部活動",
      attributeType: "TEXT",
      options: [],
      isRequired: false,
    };
    await expect(createMemberAttribute(db, viewer, attribute as never)).rejects.toMatchObject(referenceOnly);
    await expect(
      updateMemberAttribute(db, viewer, 1, { ...attribute, version: 1 } as never),
    ).rejects.toMatchObject(referenceOnly);
    await expect(deleteMemberAttribute(db, viewer, 1, 1)).rejects.toMatchObject(referenceOnly);

    const photos = { db, photoRoot: "/nonexistent" };
    const upload = { version: 1, bytes: Buffer.from("not read") };
    await expect(uploadMemberPhoto(photos, viewer, memberId, upload)).rejects.toMatchObject(referenceOnly);
    await expect(approvePhoto(photos, viewer, { photoId: 1, version: 1 })).rejects.toMatchObject(
      referenceOnly,
    );
    await expect(
      rejectPhoto(photos, viewer, { photoId: 1, version: 1, reason: "不鮮明" }),
    ).rejects.toMatchObject(referenceOnly);
    await expect(approvePhotos(photos, viewer, [{ photoId: 1, version: 1 }])).rejects.toMatchObject(
      referenceOnly,
    );

    const request = { memberId, requestType: "CERTIFICATE", payload: {} } as never;
    await expect(createProxyRequest(db, viewer, request)).rejects.toMatchObject(referenceOnly);
    await expect(
      changeRequestStatus(db, viewer, 1, { status: 2, version: 1, comment: "" }),
    ).rejects.toMatchObject(referenceOnly);
  });

  it("refuses a reference-only caller's import and a caller without the menu the error report", async () => {
    const scope: ImportScope = {
      tenantId: viewer.tenantId,
      organizationId: viewer.organizationId,
      processMode: 0,
      loginUserId: viewer.loginUserId,
      displayUserId: viewer.displayUserId,
      menu: "member-import",
      callerMode: 0,
    };
    const never = () => {
      throw new Error("the refused import must not reach the queue or the storage");
    };
    const service = createMemberImportService({
      db: database.db,
      jobs: { enqueue: never, wake: never },
      storage: { save: never, saveBeside: never, remove: never, read: never } as never,
    });
    const file = { fileName: "members.csv", data: Buffer.from("member_id\nS002\n") };
    await expect(service.upload(viewer, scope, file, null)).rejects.toMatchObject(referenceOnly);
    await expect(service.commit(viewer, scope, 1)).rejects.toMatchObject(referenceOnly);

    const withoutMenu = { ...scope, authority: { ...viewer.authority, menus: {} } };
    const params = importErrorExport.params.parse({
      syncLogId: 1,
      processMode: 0,
      title: "メンバーインポート",
    });
    await expect(importErrorExport.count(database.db, withoutMenu, params)).rejects.toMatchObject({
      status: 403,
      message: menuRefusals.unavailable,
    });
    await expect(
      importErrorExport.count(database.db, { ...scope, authority: viewer.authority }, params),
    ).resolves.toBe(0);
  });
});
