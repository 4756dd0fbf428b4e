// Test-side helpers of the ヘルスケア API tests (not loaded by the app): reading an exported CSV and
// writing an observation straight into the table (a report's source and time as the test wants them).

import type { LightMyRequestResponse } from "fastify";
import iconv from "iconv-lite";
import type { Db } from "../../db/client";
import type { MemberSchool } from "../members/member-fixtures.testing";
import { healthObservation } from "./health-care.tables";

export const HEALTH_BASE = "/app/api/v2/health-care";

/** The CSV's lines as cells (every field is quoted; the tests' texts hold no quotes or commas). */
export function csvRows(res: LightMyRequestResponse, encoding: "utf8-bom" | "shift_jis" = "utf8-bom") {
  const text =
    encoding === "shift_jis" ? iconv.decode(res.rawPayload, "cp932") : res.rawPayload.toString("utf8");
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.slice(1, -1).split('","'));
}

export interface ObservationFixture {
  memberId: number;
  date: string;
  temperatureTenths: number;
  classCd: string;
  symptomIds?: number[];
  note?: string;
  source?: "APP" | "WEB_LINK" | "STAFF";
  recordedAt?: Date;
}

export async function insertObservations(
  db: Db,
  school: MemberSchool,
  rows: readonly ObservationFixture[],
): Promise<void> {
  await db.insert(healthObservation).values(
    rows.map((r) => ({
      tenantId: school.tenant.id,
      organizationId: school.organization.id,
      memberId: r.memberId,
      date: r.date,
      temperatureTenths: r.temperatureTenths,
      fever: r.temperatureTenths >= 375,
      symptomIds: r.symptomIds ?? [],
      note: r.note ?? "",
      source: r.source ?? "APP",
      classCd: r.classCd,
      grade: 1,
      ...(r.recordedAt ? { createdAt: r.recordedAt, updatedAt: r.recordedAt } : {}),
    })),
  );
}
