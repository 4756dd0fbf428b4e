// Prints the gzipped JavaScript the first load of a screen needs (issue 5: the answer screen must stay
// under 200 kB). Builds into a temporary directory with a manifest, then follows the entry's and the
// screen's static imports; lazily loaded chunks (login modal, other screens) are not counted, except
// those a screen always fetches at once to be usable (the answer screen's fields), which are counted
// in a second line: what a phone downloads before the applicant can type.
//   npm run size -w apps/form-frontend
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { build } from "vite";

const BUDGET_KB = 200;
const SCREENS = {
  "/{formId}/answer": {
    module: "src/pages/form/AnswerPage.tsx",
    usable: ["src/pages/form/AnswerEditor.tsx"],
  },
  "/redirect": { module: "src/pages/redirect/RedirectPage.tsx", usable: [] },
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "form-frontend-size-"));
try {
  await build({ root, logLevel: "warn", build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
  const gzipKb = (file) =>
    zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;

  let over = false;
  for (const [screen, { module, usable }] of Object.entries(SCREENS)) {
    const files = new Set();
    const visit = (key) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);
    visit(module);
    const sizes = [...files].filter((f) => f.endsWith(".js")).map((f) => [f, gzipKb(f)]);
    const total = sizes.reduce((sum, [, kb]) => sum + kb, 0);
    console.log(`First load of ${screen}:`);
    for (const [file, kb] of sizes.sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb.toFixed(1).padStart(6)} kB  ${file}`);
    console.log(`  ${total.toFixed(1).padStart(6)} kB  JavaScript, gzip (budget ${BUDGET_KB} kB)`);
    over ||= total > BUDGET_KB;
    if (usable.length > 0) {
      const before = new Set(files);
      for (const key of usable) visit(key);
      const extra = [...files].filter((f) => !before.has(f) && f.endsWith(".js")).map(gzipKb);
      const withFields = total + extra.reduce((sum, kb) => sum + kb, 0);
      console.log(
        `  ${withFields.toFixed(1).padStart(6)} kB  with the chunks fetched at once to show the fields (budget ${BUDGET_KB} kB)`,
      );
      over ||= withFields > BUDGET_KB;
    }
    console.log("");
  }
  process.exitCode = over ? 1 : 0;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
