import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importedSpecifiers, isTestCode, slashed, sourceFiles } from "../boundary-scan.testing";

// No import circle inside a module: a circle makes load order matter (a value read before its file ran)
// and means two files are one. Type-only imports count too, as madge counts them: the cure is the same,
// the shared type moves to a file of its own (as forms/form-route-deps.ts).

const MODULES_DIR = path.resolve(__dirname);

/** The file a relative specifier names among `known` (x, x.ts or x/index.ts), or null. */
function resolve(known: Set<string>, from: string, specifier: string): string | null {
  const base = slashed(path.normalize(path.join(path.dirname(from), specifier)));
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`])
    if (known.has(candidate)) return candidate;
  return null;
}

/** Each circle of imports between files of one module, as "a.ts > b.ts > a.ts", found by depth-first search. */
function moduleImportCircles(files: { relative: string; text: string }[]): string[] {
  const code = files
    .filter((f) => !isTestCode(f.relative))
    .map((f) => ({ ...f, relative: slashed(f.relative) }));
  const known = new Set(code.map((f) => f.relative));
  const moduleOf = (file: string) => file.split("/")[0];
  const edges = new Map<string, string[]>();
  for (const { relative, text } of code) {
    const targets = importedSpecifiers(text)
      .filter((s) => s.startsWith("."))
      .map((s) => resolve(known, relative, s))
      .filter((t): t is string => t !== null && moduleOf(t) === moduleOf(relative));
    edges.set(relative, [...new Set(targets)]);
  }
  const circles = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      const circle = trail.slice(at);
      // One spelling per circle: start it at its smallest file name.
      const start = circle.indexOf([...circle].sort()[0]!);
      const turned = [...circle.slice(start), ...circle.slice(0, start)];
      circles.add([...turned, turned[0]].join(" > "));
      return;
    }
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of [...edges.keys()].sort()) visit(file, []);
  return [...circles].sort();
}

describe("no import circle inside a module", () => {
  it("finds none in src/modules outside tests", () => {
    const files = sourceFiles(MODULES_DIR).map((file) => ({
      relative: path.relative(MODULES_DIR, file),
      text: fs.readFileSync(file, "utf8"),
    }));
    expect(moduleImportCircles(files), "Move what both files share to a file of its own").toEqual([]);
  });

  it("finds direct, longer and type-only circles, and ignores tests and imports across modules", () => {
    const file = (relative: string, text: string) => ({ relative: relative.split("/").join(path.sep), text });
    expect(
      moduleImportCircles([
        file("a/routes.ts", 'import { r } from "./sub/child.routes";'),
        file("a/sub/child.routes.ts", 'import type { Deps } from "../routes";'),
        file("b/one.ts", 'import { two } from "./two";'),
        file("b/two.ts", 'export { three } from "./deep";'),
        file("b/deep/index.ts", 'const one = await import("../one.ts");'),
        file("c/x.ts", 'import { y } from "../d/y";'),
        file("d/y.ts", 'import { x } from "../c/x";'),
        file("e/p.ts", 'import { q } from "./p.test";'),
        file("e/p.test.ts", 'import { p } from "./p";'),
      ]),
    ).toEqual([
      "a/routes.ts > a/sub/child.routes.ts > a/routes.ts",
      "b/deep/index.ts > b/one.ts > b/two.ts > b/deep/index.ts",
    ]);
  });
});
