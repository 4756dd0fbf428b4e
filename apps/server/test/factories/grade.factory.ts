import { expectCall, type FactoryContext } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** A grade of the 学年マスタ; codes are 0–99, so a test picks one its tenant does not hold yet. */
export async function newGrade(t: FactoryContext, s: TenantFixture, gradeCd = 1) {
  const res = await expectCall(
    t,
    {
      method: "POST",
      url: "/app/api/v2/grades",
      headers: s.headers,
      payload: { gradeCd, name: `${s.marker} ${gradeCd}年` },
    },
    201,
  );
  return res.json().grade as { gradeCd: number; name: string };
}
