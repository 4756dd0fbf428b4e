import type { Db } from "../db/client";
import {
  countMembers,
  insertMembersBatch,
  lastMemberIdWithPrefix,
  type NewMember,
} from "../modules/members/members.service";
import {
  type EmployeePlacement,
  employeeHierarchy,
  type StudentPlacement,
  studentHierarchy,
} from "./demo-school";
import { entryYearOf, type GeneratorScope, generateEmployee, generateStudent } from "./member-generator";
import { Random } from "./random";

export interface SeedProgress {
  inserted: number;
  total: number;
  elapsedMs: number;
}

export interface AddMembersOptions {
  count: number;
  academicYear: number;
  seed: number;
  /** Rows per transaction; each is written with multi-row INSERTs. */
  batchSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

type OrgRef = { id: number; tenantId: number };

/**
 * Writes `count` generated members in transactions of batchSize rows. Inside an outer transaction each
 * batch becomes a savepoint, so the same code serves the first-start seed and the benchmark seed.
 */
async function writeInBatches(
  db: Db,
  count: number,
  options: AddMembersOptions,
  make: (index: number) => NewMember,
): Promise<{ inserted: number; elapsedMs: number }> {
  const batchSize = options.batchSize ?? 1000;
  const startedAt = performance.now();
  let inserted = 0;
  while (inserted < count) {
    const size = Math.min(batchSize, count - inserted);
    const rows = Array.from({ length: size }, (_, k) => make(inserted + k));
    await db.transaction(async (tx) => {
      await insertMembersBatch(tx, rows);
    });
    inserted += size;
    options.onProgress?.({ inserted, total: count, elapsedMs: performance.now() - startedAt });
  }
  return { inserted, elapsedMs: performance.now() - startedAt };
}

/**
 * Adds students to the demo student organisation, continuing its numbering: placements go round the
 * 班 from where the existing members stop, and each entry year's serial carries on from its last id.
 */
export async function addDemoStudents(db: Db, org: OrgRef, options: AddMembersOptions) {
  const { placements } = studentHierarchy();
  const existing = await countMembers(db, org.id);
  const nextSerial = new Map<number, number>();
  for (const grade of new Set(placements.map((p) => p.grade))) {
    const entryYear = entryYearOf(options.academicYear, grade);
    const last = await lastMemberIdWithPrefix(db, org.id, `S${entryYear}`);
    nextSerial.set(grade, last ? Number(last.slice(5)) + 1 : 1);
  }
  // A different stream per starting point, so a second run adds new people rather than repeating the first.
  const random = new Random(options.seed + existing * 7_919);
  const scope: GeneratorScope = {
    tenantId: org.tenantId,
    organizationId: org.id,
    academicYear: options.academicYear,
  };
  return writeInBatches(db, options.count, options, (index) => {
    const placement = placements[(existing + index) % placements.length] as StudentPlacement;
    const serial = nextSerial.get(placement.grade) ?? 1;
    nextSerial.set(placement.grade, serial + 1);
    return generateStudent(random, scope, placement, serial);
  });
}

/** Adds the demo staff: teachers' 係 weigh 5, the office's 2, so most staff are teachers. */
export async function addDemoEmployees(db: Db, org: OrgRef, options: AddMembersOptions) {
  const { placements } = employeeHierarchy();
  const slots = placements.flatMap((p) => Array<EmployeePlacement>(p.isTeacher ? 5 : 2).fill(p));
  const random = new Random(options.seed + 1);
  const scope: GeneratorScope = {
    tenantId: org.tenantId,
    organizationId: org.id,
    academicYear: options.academicYear,
  };
  return writeInBatches(db, options.count, options, (index) =>
    generateEmployee(random, scope, slots[index % slots.length]!, index + 1),
  );
}

/** The Japanese school year (April–March) a date falls in. */
export function academicYearOf(date: Date): number {
  // Asia/Tokyo is UTC+9 all year; shifting keeps 31 March 23:00 JST in the old year.
  const tokyo = new Date(date.getTime() + 9 * 3_600_000);
  return tokyo.getUTCMonth() >= 3 ? tokyo.getUTCFullYear() : tokyo.getUTCFullYear() - 1;
}
