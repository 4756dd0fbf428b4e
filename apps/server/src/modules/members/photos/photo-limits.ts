import type { Db } from "../../../db/client";
import { readParameterCategory } from "../../../platform/tenancy/organization-parameters";

/**
 * The organisation parameters (spec §3.3 "photo size limits") that bound an uploaded face photo, in
 * category PHOTO. The spec names none; these are the platform's own, each with the default used
 * when the organisation has not set it (or set something that is not a positive whole number):
 *
 * | PHOTO / MAX_FILE_SIZE_KB | 10240 | largest file accepted, in KB (the upload hard limit is 20 MB) |
 * | PHOTO / MIN_WIDTH        | 240   | narrowest image, in pixels, after EXIF rotation              |
 * | PHOTO / MIN_HEIGHT       | 320   | lowest image, in pixels                                      |
 * | PHOTO / MAX_WIDTH        | 6000  | widest image, in pixels                                      |
 * | PHOTO / MAX_HEIGHT       | 6000  | highest image, in pixels                                     |
 *
 * Set one with `npm run cli -- org:parameter` (category PHOTO).
 */
export interface PhotoLimits {
  maxFileSizeKb: number;
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
}

export const PHOTO_PARAMETER_CATEGORY = "PHOTO";

export const DEFAULT_PHOTO_LIMITS: PhotoLimits = {
  maxFileSizeKb: 10_240,
  minWidth: 240,
  minHeight: 320,
  maxWidth: 6000,
  maxHeight: 6000,
};

const PARAMETER_TYPES: Record<keyof PhotoLimits, string> = {
  maxFileSizeKb: "MAX_FILE_SIZE_KB",
  minWidth: "MIN_WIDTH",
  minHeight: "MIN_HEIGHT",
  maxWidth: "MAX_WIDTH",
  maxHeight: "MAX_HEIGHT",
};

function positiveInteger(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** Limits from parameter values by type; anything missing or unusable falls back to its default. */
export function photoLimitsFrom(values: ReadonlyMap<string, string>): PhotoLimits {
  const limits = { ...DEFAULT_PHOTO_LIMITS };
  for (const key of Object.keys(PARAMETER_TYPES) as (keyof PhotoLimits)[]) {
    limits[key] = positiveInteger(values.get(PARAMETER_TYPES[key])) ?? DEFAULT_PHOTO_LIMITS[key];
  }
  return limits;
}

/**
 * The caller's organisation's limits. A value set for the current process mode wins over one set for
 * NORMAL (0), which is where an organisation usually keeps its settings.
 */
export async function readPhotoLimits(
  db: Db,
  scope: { tenantId: number; organizationId: number; processMode: number },
): Promise<PhotoLimits> {
  const values = await readParameterCategory(db, scope, PHOTO_PARAMETER_CATEGORY);
  return photoLimitsFrom(values);
}
