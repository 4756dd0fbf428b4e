import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "./server-node-options";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const startScript = (packageJson: string): string =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, packageJson), "utf8")).scripts.start;

describe("the server's node options", () => {
  it.each(["package.json", "apps/server/package.json"])("%s starts the server with them", (file) => {
    const script = startScript(file);
    for (const option of SERVER_NODE_OPTIONS) expect(script).toContain(`tsx ${option} `);
  });
});
