import {
  NOTEBOOK_LIMIT_DEFAULTS_MB,
  NOTEBOOK_LIMIT_MAX_MB,
  NOTEBOOK_LIMIT_PARAMETER_CATEGORY,
  NOTEBOOK_MEDIA_KINDS,
  type NotebookLimits,
} from "@gakumu/domain";
import type { Db } from "../../db/client";
import { readParameterCategory } from "../../platform/tenancy/organization-parameters";

const MB = 1024 * 1024;

/**
 * The organisation's upload limits in MB (organisation parameters NOTEBOOK / MP3, MP4, PDF), each its
 * default when unset or unreadable. 組織設定 edits them (organization-settings/notebook-limits.routes.ts).
 */
export async function readNotebookLimits(
  db: Db,
  scope: { tenantId: number; organizationId: number },
): Promise<NotebookLimits> {
  const values = await readParameterCategory(
    db,
    { ...scope, processMode: 0 },
    NOTEBOOK_LIMIT_PARAMETER_CATEGORY,
  );
  const limits = { ...NOTEBOOK_LIMIT_DEFAULTS_MB };
  for (const kind of NOTEBOOK_MEDIA_KINDS) {
    const n = Number(values.get(kind));
    if (Number.isInteger(n) && n >= 1 && n <= NOTEBOOK_LIMIT_MAX_MB) limits[kind] = n;
  }
  return limits;
}

export const megabytes = (mb: number) => mb * MB;
