import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const spas = [
  { workspace: "@gakumu/backoffice", dir: "apps/backoffice" },
  { workspace: "@gakumu/form-frontend", dir: "apps/form-frontend" },
  { workspace: "@gakumu/member-app", dir: "apps/member-app" },
] as const;

/** Newest modification time under a path (files only), 0 when it does not exist. */
function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** A SPA needs a build when it has none, or when its sources or the shared packages changed since. */
export function isStale(dir: string): boolean {
  const built = path.join(root, dir, "dist/index.html");
  if (!fs.existsSync(built)) return true;
  const sources = [dir, "packages/ui/src", "packages/domain/src"].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > fs.statSync(built).mtimeMs;
}

/** Builds the SPAs whose build is missing or older than their sources. */
export function buildStaleSpas(): void {
  for (const spa of spas) {
    if (!isStale(spa.dir)) continue;
    console.log(`${spa.workspace} をビルドしています…`);
    execFileSync("npm", ["run", "build", "-w", spa.workspace], { cwd: root, stdio: "inherit" });
  }
}
