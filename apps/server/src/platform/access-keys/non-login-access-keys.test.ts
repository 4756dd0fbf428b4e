import { NonLoginAccessKeyDataType } from "@gakumu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestTenant } from "../../../test/auth-helpers";
import { createTestDatabase } from "../../../test/test-database";
import type { Database } from "../../db/client";
import type { RetentionPurge } from "../retention/retention";
import { registerAccessKeyPurge } from "./access-key-retention";
import {
  consumeAccessKey,
  issueAccessKey,
  issueAccessKeys,
  resolveAccessKey,
  revokeMemberAccessKeys,
} from "./non-login-access-keys";
import { nonLoginAccessKey } from "./non-login-access-keys.tables";

const { LOGIN_QR, PASSWORD_RESET, SURVEY_ANSWER } = NonLoginAccessKeyDataType;

describe("non-login access keys", () => {
  let database: Database;
  let tenantId: number;
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  beforeAll(async () => {
    database = await createTestDatabase();
    tenantId = (await createTestTenant(database.db)).tenant.id;
  });
  afterAll(() => database?.close());

  it("hands out an unguessable token and keeps only its SHA-256", async () => {
    const key = await issueAccessKey(database.db, {
      tenantId,
      dataType: LOGIN_QR,
      memberId: 41,
      expiresAt: inAnHour(),
    });
    expect(key.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(nonLoginAccessKey).where(eq(nonLoginAccessKey.id, key.id));
    expect(row!.tokenHash).toHaveLength(32);
    expect(row!.tokenHash.toString("base64url")).not.toBe(key.token);
    expect(JSON.stringify(row)).not.toContain(key.token);
    const resolved = await resolveAccessKey(database.db, key.token, LOGIN_QR);
    expect(resolved).toMatchObject({ id: key.id, tenantId, memberId: 41, dataType: LOGIN_QR, usedAt: null });
  });

  it("resolves nothing for a token of another kind, an unknown, forged or malformed one", async () => {
    const key = await issueAccessKey(database.db, {
      tenantId,
      dataType: PASSWORD_RESET,
      expiresAt: inAnHour(),
    });
    expect(await resolveAccessKey(database.db, key.token, LOGIN_QR)).toBeNull();
    expect(await consumeAccessKey(database.db, key.token, LOGIN_QR)).toBeNull();
    const forged = `${key.token.slice(0, 42)}${key.token.endsWith("A") ? "B" : "A"}`;
    expect(await resolveAccessKey(database.db, forged, PASSWORD_RESET)).toBeNull();
    for (const garbage of [
      "",
      "x",
      `${key.token}=`,
      "\u0000".repeat(43),
      "\ud800".repeat(43),
      "a".repeat(10_000),
    ])
      expect(await consumeAccessKey(database.db, garbage, PASSWORD_RESET)).toBeNull();
    // The wrong-kind attempt did not spend it.
    expect(await consumeAccessKey(database.db, key.token, PASSWORD_RESET)).not.toBeNull();
  });

  it("dies at its expiry", async () => {
    const expiresAt = new Date("2030-01-01T00:00:00Z");
    const key = await issueAccessKey(database.db, { tenantId, dataType: LOGIN_QR, expiresAt });
    const before = new Date("2029-12-31T23:59:59Z");
    expect(await resolveAccessKey(database.db, key.token, LOGIN_QR, before)).not.toBeNull();
    expect(await resolveAccessKey(database.db, key.token, LOGIN_QR, expiresAt)).toBeNull();
    expect(await consumeAccessKey(database.db, key.token, LOGIN_QR, expiresAt)).toBeNull();
    expect(await consumeAccessKey(database.db, key.token, LOGIN_QR, before)).not.toBeNull();
  });

  it("is spent by its first use and refused after", async () => {
    const key = await issueAccessKey(database.db, {
      tenantId,
      dataType: LOGIN_QR,
      memberId: 7,
      expiresAt: inAnHour(),
    });
    const used = await consumeAccessKey(database.db, key.token, LOGIN_QR);
    expect(used).toMatchObject({ id: key.id, memberId: 7 });
    expect(used!.usedAt).toBeInstanceOf(Date);
    expect(await consumeAccessKey(database.db, key.token, LOGIN_QR)).toBeNull();
    expect(await resolveAccessKey(database.db, key.token, LOGIN_QR)).toBeNull();
  });

  it("lets exactly one of simultaneous consumers win", async () => {
    for (let round = 0; round < 5; round++) {
      const key = await issueAccessKey(database.db, { tenantId, dataType: LOGIN_QR, expiresAt: inAnHour() });
      const results = await Promise.all(
        Array.from({ length: 2 + round }, () => consumeAccessKey(database.db, key.token, LOGIN_QR)),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(1);
    }
  });

  it("issues many in one go, each token distinct and tied to its own member", async () => {
    const inputs = Array.from({ length: 5_003 }, (_, i) => ({
      tenantId,
      dataType: SURVEY_ANSWER,
      memberId: 100_000 + i,
      targetId: 9,
      expiresAt: inAnHour(),
    }));
    const keys = await issueAccessKeys(database.db, inputs);
    expect(keys).toHaveLength(5_003);
    expect(new Set(keys.map((k) => k.token)).size).toBe(5_003);
    for (const i of [0, 4_999, 5_000, 5_002]) {
      const row = await resolveAccessKey(database.db, keys[i]!.token, SURVEY_ANSWER);
      expect(row).toMatchObject({ id: keys[i]!.id, memberId: 100_000 + i, targetId: 9 });
    }
    expect(await issueAccessKeys(database.db, [])).toEqual([]);
  });

  it("revokes a member's unspent keys of the named kinds only", async () => {
    const qr = await issueAccessKey(database.db, {
      tenantId,
      dataType: LOGIN_QR,
      memberId: 555,
      expiresAt: inAnHour(),
    });
    const reset = await issueAccessKey(database.db, {
      tenantId,
      dataType: PASSWORD_RESET,
      memberId: 555,
      expiresAt: inAnHour(),
    });
    const other = await issueAccessKey(database.db, {
      tenantId,
      dataType: LOGIN_QR,
      memberId: 556,
      expiresAt: inAnHour(),
    });
    expect(
      await revokeMemberAccessKeys(database.db, { tenantId, memberIds: [555], dataTypes: [LOGIN_QR] }),
    ).toBe(1);
    expect(await resolveAccessKey(database.db, qr.token, LOGIN_QR)).toBeNull();
    expect(await resolveAccessKey(database.db, reset.token, PASSWORD_RESET)).not.toBeNull();
    expect(await resolveAccessKey(database.db, other.token, LOGIN_QR)).not.toBeNull();
    expect(
      await revokeMemberAccessKeys(database.db, {
        tenantId: tenantId + 1_000,
        memberIds: [556],
        dataTypes: [LOGIN_QR],
      }),
    ).toBe(0);
    expect(await resolveAccessKey(database.db, other.token, LOGIN_QR)).not.toBeNull();
  });

  it("removes keys expired before the retention cutoff, nightly", async () => {
    const purges: RetentionPurge[] = [];
    registerAccessKeyPurge({
      register: (p) => void purges.push(p),
      run: async () => ({}),
      schedule: async () => {},
    });
    const old = await issueAccessKey(database.db, {
      tenantId,
      dataType: LOGIN_QR,
      expiresAt: new Date("2020-01-01T00:00:00Z"),
    });
    const live = await issueAccessKey(database.db, { tenantId, dataType: LOGIN_QR, expiresAt: inAnHour() });
    const removed = await purges[0]!.purge(
      database.db,
      new Date("2021-01-01T00:00:00Z"),
      new AbortController().signal,
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    const ids = (await database.db.select({ id: nonLoginAccessKey.id }).from(nonLoginAccessKey)).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(live.id);
  });
});
