import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { FactoryContext } from "../../factories";
import { waitUntil } from "../../jobs/job-test-kit";
import type { Intruder, Victim } from "../seed-tenants";

/**
 * The walk's app makes every export a job: B follows its job to the end and reads the file, which
 * must hold nothing of A's.
 */
export async function exportHoldsNothingOfVictim(
  res: LightMyRequestResponse,
  a: Victim,
  b: Intruder,
  t: FactoryContext,
): Promise<void> {
  const text = await exportedText(res, b, t);
  expect(text, "the exported file").not.toContain(a.s.marker);
}

async function exportedText(res: LightMyRequestResponse, b: Intruder, t: FactoryContext): Promise<string> {
  if (res.statusCode !== 202) return res.body;
  const { jobId } = res.json() as { jobId: string };
  const status = await waitUntil(
    async () => {
      const r = await t.app.inject({ url: `/app/api/exports/${jobId}`, headers: b.s.headers });
      const s = r.json().status as string;
      return s === "succeeded" || s === "failed" ? s : undefined;
    },
    { what: `export ${jobId}` },
  );
  expect(status, `export ${jobId}`).toBe("succeeded");
  const file = await t.app.inject({ url: `/app/api/exports/${jobId}/file`, headers: b.s.headers });
  expect(file.statusCode).toBe(200);
  return file.rawPayload.toString("utf8");
}
