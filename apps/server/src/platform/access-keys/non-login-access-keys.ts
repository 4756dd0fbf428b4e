import crypto from "node:crypto";
import type { CodeType, NonLoginAccessKeyDataType } from "@gakumu/domain";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nonLoginAccessKey } from "./non-login-access-keys.tables";

export type AccessKeyDataType = CodeType<typeof NonLoginAccessKeyDataType>;
export type AccessKeyRow = typeof nonLoginAccessKey.$inferSelect;

export interface IssueAccessKeyInput {
  tenantId: number;
  dataType: AccessKeyDataType;
  memberId?: number | null;
  targetId?: number | null;
  expiresAt: Date;
}

export interface IssuedAccessKey {
  id: number;
  /** The only copy of the token: put it in the link or QR now, it cannot be read back later. */
  token: string;
}

/** 32 random bytes in base64url: 43 characters, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
// Bind parameters per row are 6; PostgreSQL takes at most 65,535 per statement.
const ROWS_PER_STATEMENT = 5_000;

const hashOf = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest();

export async function issueAccessKey(db: Db, input: IssueAccessKeyInput): Promise<IssuedAccessKey> {
  const [issued] = await issueAccessKeys(db, [input]);
  return issued!;
}

/** Many keys in as few statements as the driver allows (a fan-out issues one per recipient). */
export async function issueAccessKeys(
  db: Db,
  inputs: readonly IssueAccessKeyInput[],
): Promise<IssuedAccessKey[]> {
  const issued: IssuedAccessKey[] = [];
  for (let start = 0; start < inputs.length; start += ROWS_PER_STATEMENT) {
    const chunk = inputs.slice(start, start + ROWS_PER_STATEMENT);
    const tokens = chunk.map(() => crypto.randomBytes(32).toString("base64url"));
    const rows = await db
      .insert(nonLoginAccessKey)
      .values(
        chunk.map((input, i) => ({
          tenantId: input.tenantId,
          dataType: input.dataType,
          memberId: input.memberId ?? null,
          targetId: input.targetId ?? null,
          tokenHash: hashOf(tokens[i]!),
          expiresAt: input.expiresAt,
        })),
      )
      .returning({ id: nonLoginAccessKey.id });
    // INSERT … RETURNING gives the rows in the order of VALUES.
    rows.forEach((row, i) => {
      issued.push({ id: row.id, token: tokens[i]! });
    });
  }
  return issued;
}

/**
 * The key behind a token, while it is usable: null when unknown, of another kind, expired or (for a
 * key someone already consumed) spent. Reading does not spend it.
 */
export async function resolveAccessKey(
  db: Db,
  token: string,
  dataType: AccessKeyDataType,
  now: Date = new Date(),
): Promise<AccessKeyRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(nonLoginAccessKey)
    .where(
      and(
        eq(nonLoginAccessKey.tokenHash, hashOf(token)),
        eq(nonLoginAccessKey.dataType, dataType),
        isNull(nonLoginAccessKey.usedAt),
        gt(nonLoginAccessKey.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Spends a single-use key. One conditional UPDATE, so of two simultaneous requests with the same token
 * exactly one gets the row and the other gets null, on any number of processes.
 */
export async function consumeAccessKey(
  db: Db,
  token: string,
  dataType: AccessKeyDataType,
  now: Date = new Date(),
): Promise<AccessKeyRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .update(nonLoginAccessKey)
    .set({ usedAt: now })
    .where(
      and(
        eq(nonLoginAccessKey.tokenHash, hashOf(token)),
        eq(nonLoginAccessKey.dataType, dataType),
        isNull(nonLoginAccessKey.usedAt),
        gt(nonLoginAccessKey.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Makes a member's unspent keys of some kinds unusable (a reissued login QR voids the printed one, a
 * changed password voids pending reset links). Returns how many were revoked.
 */
export async function revokeMemberAccessKeys(
  db: Db,
  where: { tenantId: number; memberIds: readonly number[]; dataTypes: readonly AccessKeyDataType[] },
  now: Date = new Date(),
): Promise<number> {
  if (where.memberIds.length === 0 || where.dataTypes.length === 0) return 0;
  const rows = await db
    .update(nonLoginAccessKey)
    .set({ usedAt: now })
    .where(
      and(
        eq(nonLoginAccessKey.tenantId, where.tenantId),
        inArray(nonLoginAccessKey.memberId, [...where.memberIds]),
        inArray(nonLoginAccessKey.dataType, [...where.dataTypes]),
        isNull(nonLoginAccessKey.usedAt),
        gt(nonLoginAccessKey.expiresAt, now),
      ),
    )
    .returning({ id: nonLoginAccessKey.id });
  return rows.length;
}
