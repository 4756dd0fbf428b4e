import { afterEach, describe, expect, it, vi } from "vitest";
import { demoMenu, fakeApi } from "./fake-api.testing";

// The fake API is typed by the routes' contracts (ApiContracts in @gakumu/domain). The marked lines
// below must stay type errors, or typecheck fails: a fake body the real route could not send is
// caught before any test runs.

describe("fakeApi", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers a concrete call of a route pattern with the contract's body", async () => {
    const calls = fakeApi({
      "GET /app/api/v2/form-dashboard": [200, { forms: [] }],
      "POST /app/api/v2/form/12/answers/bulk-status": [200, { changed: 1, skipped: [] }],
      "GET /app/api/v2/form/12/answers/41": [404, { code: "NOT_FOUND", message: "回答が見つかりません。" }],
    });
    const res = await fetch("/app/api/v2/form-dashboard");
    expect(await res.json()).toEqual({ forms: [] });
    expect((await fetch("/app/api/v2/form/12/answers/41")).status).toBe(404);
    expect(calls.map((c) => c.path)).toEqual([
      "/app/api/v2/form-dashboard",
      "/app/api/v2/form/12/answers/41",
    ]);
  });

  it("refuses, at typecheck, a success body that does not match the route's contract", () => {
    const category = demoMenu.menuCategoryList[0]!;
    const menu = category.menuList[0]!;
    fakeApi({
      // @ts-expect-error the dashboard answers { forms: [...] }
      "GET /app/api/v2/form-dashboard": [200, { rows: [] }],
      // @ts-expect-error changed is a number
      "POST /app/api/v2/form/12/answers/bulk-status": [200, { changed: "1", skipped: [] }],
      // @ts-expect-error the literal route wins over /:loginUserId: the options list, not one user
      "GET /app/api/v2/login-user/permission-sets": [200, { loginUser: {} }],
      // @ts-expect-error the literal route wins over /:id: the list's masters, not one member
      "GET /app/api/v2/members/options": [200, { member: {} }],
      // @ts-expect-error both import screens' routes are known: a log is one log, not a page of them
      "GET /app/api/concern-import/logs/3": [200, { items: [], total: 0, page: 1, pageSize: 10 }],
      // @ts-expect-error a menu without parameters answers "", never null
      "GET /app/api/auth/menu": [
        200,
        { menuCategoryList: [{ ...category, menuList: [{ ...menu, parameter: null }] }] },
      ],
      // @ts-expect-error the session's organisation carries its process modes
      "GET /app/api/v2/login/organization": [
        200,
        { systemCd: 2, organizationCd: "ORG1", name: "x", logoUrl: null },
      ],
      // @ts-expect-error a handler's reply is checked the same way
      "GET /app/api/v2/applicant-information/3": () => [200, {}],
    });
    expect(true).toBe(true);
  });
});
