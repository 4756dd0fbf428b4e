import { expectCall, type FactoryContext } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

/** A button click the back office reports to the operation log. */
export async function newOperationLog(t: FactoryContext, s: TenantFixture) {
  const entry = {
    logType: "CLICK",
    functionId: "member-list",
    functionName: `${s.marker} 会員一覧`,
    buttonId: "search",
    buttonName: `${s.marker} 検索`,
    screenPath: "/member-list",
  };
  await expectCall(
    t,
    { method: "POST", url: "/app/api/com/output/operationLog", headers: s.headers, payload: entry },
    204,
  );
  return entry;
}
