import { describe, expect, it } from "vitest";
import { collectModuleRoutes } from "./module-route";
import { moduleRoutes } from "./module-routes";

describe("module routes", () => {
  it("maps every module's menu codes to their screens", () => {
    const routes = collectModuleRoutes([{ menuCd: "a", element: "A" }], [{ menuCd: "b", element: "B" }]);
    expect([...routes.entries()]).toEqual([
      ["a", "A"],
      ["b", "B"],
    ]);
  });

  it("fails on a menu code claimed twice", () => {
    expect(() => collectModuleRoutes([{ menuCd: "a", element: 1 }], [{ menuCd: "a", element: 2 }])).toThrow(
      'menu code "a" has two screens',
    );
  });

  it("includes the shell's own screens and the modules'", () => {
    expect([...moduleRoutes.keys()]).toEqual(
      expect.arrayContaining([
        "home",
        "dashboard",
        "security-setting",
        "not-found",
        "authority-setting",
        "login-user",
        "operation-log",
      ]),
    );
  });
});
