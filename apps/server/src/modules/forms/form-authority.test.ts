import { CreateFormBody } from "@gakumu/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleDefinition } from "../../../test/forms/form-test-kit";
import {
  createPermissionTenant,
  loadedContextFor,
  type PermissionTenant,
} from "../../../test/permissions/permission-fixtures";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { menuRefusals } from "../../platform/access/require-menu";
import { issueAccessKey, listAccessKeys, revokeAccessKey } from "./access-keys.service";
import { copyForm, publishForm, reorderForm, unpublishForm } from "./form-lifecycle.service";
import { getBuilderForm, searchForms } from "./form-queries";
import { createForm, deleteForm, updateForm } from "./forms.service";

const referenceOnly = { status: 403, code: "FORBIDDEN", message: menuRefusals.referenceOnly };

describe("form builder use cases check the caller's authority themselves, without HTTP", () => {
  let database: Database;
  let school: PermissionTenant;
  let admin: RequestContext;
  let viewer: RequestContext;
  let formId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    school = await createPermissionTenant(database.db);
    admin = await loadedContextFor(database.db, school, school.admin);
    viewer = await loadedContextFor(database.db, school, school.viewer);
    const created = await createForm(database.db, admin, CreateFormBody.parse(sampleDefinition()));
    formId = created.formId;
  });
  afterAll(() => database?.close());

  it("lets a reference-only caller read forms and their links", async () => {
    const page = await searchForms(database.db, viewer, {});
    expect(page.formList.map((f) => f.formId)).toEqual([formId]);
    await expect(getBuilderForm(database.db, viewer, formId)).resolves.toMatchObject({ id: formId });
    await expect(listAccessKeys(database.db, viewer, formId)).resolves.toEqual([]);
  });

  it("refuses every change by a reference-only caller with a Japanese 403", async () => {
    const db = database.db;
    const input = CreateFormBody.parse(sampleDefinition());
    await expect(createForm(db, viewer, input)).rejects.toMatchObject(referenceOnly);
    await expect(updateForm(db, viewer, formId, { ...input, version: 1 } as never)).rejects.toMatchObject(
      referenceOnly,
    );
    await expect(deleteForm(db, viewer, formId, 1)).rejects.toMatchObject(referenceOnly);
    await expect(reorderForm(db, viewer, formId, { version: 1, sections: [] })).rejects.toMatchObject(
      referenceOnly,
    );
    await expect(copyForm(db, viewer, formId)).rejects.toMatchObject(referenceOnly);
    await expect(publishForm(db, viewer, formId, 1)).rejects.toMatchObject(referenceOnly);
    await expect(unpublishForm(db, viewer, formId, 1)).rejects.toMatchObject(referenceOnly);
    const link = { inviteeMailAddress: "", inviteeName: "", expiresAt: null } as never;
    await expect(issueAccessKey(db, viewer, formId, link, "https://example.test")).rejects.toMatchObject(
      referenceOnly,
    );
    await expect(revokeAccessKey(db, viewer, formId, 1)).rejects.toMatchObject(referenceOnly);
  });

  it("refuses a caller without the form menu even for reading", async () => {
    const none = { ...viewer, authority: { ...viewer.authority, menus: {} } };
    await expect(searchForms(database.db, none, {})).rejects.toMatchObject({
      status: 403,
      message: menuRefusals.unavailable,
    });
    await expect(getBuilderForm(database.db, none, formId)).rejects.toMatchObject({ status: 403 });
  });
});
