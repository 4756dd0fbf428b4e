import { describe, expect, it } from "vitest";
import { apiError, stubFetch, stubRoute } from "./fetch-stub";

// The stub is typed by the routes' contracts (ApiContracts in @gakumu/domain). The marked lines below
// must stay type errors, or typecheck fails: a fake answer the real route could not send is caught
// before any test runs.

const ME = "/app/form-api/form-user/me";

describe("stubFetch", () => {
  it("answers the first matching route and records the call", async () => {
    const server = stubFetch([
      { path: "/app/form-api/form-list", body: { forms: [] } },
      { method: "POST", path: "/app/form-api/form-list/open", ...apiError(404, "NOT_FOUND", "x") },
    ]);
    expect(await (await fetch("/app/form-api/form-list?keyword=a")).json()).toEqual({ forms: [] });
    expect((await fetch("/app/form-api/form-list/open", { method: "POST" })).status).toBe(404);
    expect(server.to("/app/form-api/form-list")[0]?.query.get("keyword")).toBe("a");
  });

  it("refuses, at typecheck, a success body that does not match the route's contract", () => {
    stubFetch([
      // @ts-expect-error GET /form-user/me answers the profile, not only the signed-in user
      { path: ME, body: { formUserId: 7, loginId: "a@example.jp", lineDisplayName: null } },
      // @ts-expect-error the answer list is { answers: [...] }
      { path: "/app/form-api/form-answer/mine", body: { items: [] } },
    ]);
    // @ts-expect-error a refusal carries the error body
    stubFetch([{ path: ME, status: 401, body: { answers: [] } }]);
    // @ts-expect-error a shared fixture is checked where it is declared
    stubRoute({ method: "PUT", path: "/app/form-api/form-answer/draft", body: { answerId: 5 } });
    expect(true).toBe(true);
  });
});
