import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { i18n, UI_NAMESPACE } from "@gakumu/ui";
import { describe, expect, it } from "vitest";

// Every catalogue registers itself on import, as the app does before its first render.
const catalogues = import.meta.glob<Record<string, unknown>>(["./index.ts", "../modules/**/*i18n.ts"], {
  eager: true,
});

/** `FORMS_NAMESPACE` → "forms": the constants the screens pass to useTranslation. */
const namespaceConstants = new Map<string, string>([["UI_NAMESPACE", UI_NAMESPACE]]);
for (const exports of Object.values(catalogues)) {
  for (const [name, value] of Object.entries(exports)) {
    if (name.endsWith("_NAMESPACE") && typeof value === "string") namespaceConstants.set(name, value);
  }
}

const SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|testing)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The namespaces a file's `useTranslation(…)` names: a literal, a constant, or an array of them. */
function namespacesOf(source: string): string[] {
  const namespaces = new Set<string>();
  for (const [, argument] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const token of (argument ?? "")
      .replace(/[[\]\s]/g, "")
      .split(",")
      .filter(Boolean)) {
      const literal = /^["'`](.+)["'`]$/.exec(token)?.[1];
      const namespace = literal ?? namespaceConstants.get(token);
      if (!namespace) throw new Error(`useTranslation の名前空間 ${token} を解決できません`);
      namespaces.add(namespace);
    }
  }
  return [...namespaces];
}

/** Keys written as string literals: t("a.b"), t("a.b", {…}), t("ns:a.b"). */
function literalKeys(source: string): string[] {
  return [...source.matchAll(/\bt\(\s*(["'])([^"'`$]+)\1/g)].map((match) => match[2] as string);
}

describe("back-office message catalogues", () => {
  it("has a Japanese text for every key a screen passes to t() as a literal", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, "utf8");
      const keys = literalKeys(source);
      if (keys.length === 0) continue;
      const namespaces = namespacesOf(source);
      for (const key of keys) {
        checked++;
        if (!i18n.exists(key, { lng: "ja", ns: namespaces, fallbackLng: false })) {
          missing.push(`${relative(SRC, file)}: ${namespaces.join("|")}:${key}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(500); // the scan really reads the screens
    expect(missing).toEqual([]);
  });
});
