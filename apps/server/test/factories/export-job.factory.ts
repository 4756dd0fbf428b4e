import { waitUntil } from "../jobs/job-test-kit";
import { expectCall, type FactoryContext } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/**
 * A member export that became a job and finished, its file kept for the requester. Needs the test app
 * started with `exportOptions: { inlineRowLimit: 0 }` so that even a small export is a job.
 */
export async function newExportJob(t: FactoryContext, s: TenantFixture) {
  const res = await t.app.inject({
    method: "POST",
    url: "/app/api/v2/members/export",
    headers: s.headers,
    payload: { format: "Csv", csvEncoding: "utf8-bom" },
  });
  if (res.statusCode !== 202)
    throw new Error(`export did not become a job (${res.statusCode}): start the app with inlineRowLimit 0`);
  const jobId: string = res.json().jobId;
  await waitUntil(
    async () => {
      const status = await expectCall(t, { url: `/app/api/exports/${jobId}`, headers: s.headers }, 200);
      return status.json().status === "succeeded" ? true : undefined;
    },
    { what: `export ${jobId}` },
  );
  return { jobId };
}
