import fs from "node:fs";
import path from "node:path";

// What the boundary tests read of the server's source: its files and the modules they import. Plain
// text scanning, no compiler: the tests run in the unit tier in well under a second.

/** Every .ts file under `dir` (declaration files left out), as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Test code may seed and import anything; the rules hold for what ships. */
export const isTestCode = (file: string) => /\.(test|testing)\.ts$/.test(file);

/** Every module specifier of static imports, re-exports and dynamic imports in the text. */
export function importedSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) found.push(m[1]!);
  return found;
}

/** A path with forward slashes, as the tests' messages and planted examples spell them. */
export const slashed = (p: string) => p.split(path.sep).join("/");
