// Adds up the Vitest JSON reports and the single checks into one line: `N passed, N failed`.
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const lines = [];
for (const file of fs.readdirSync(dir).sort()) {
  const data = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("check-")) {
    data.ok ? passed++ : failed++;
    lines.push(`${data.name}: ${data.ok ? "ok" : "FAILED"}`);
  } else {
    // A suite that failed to load counts as failed even if no test inside it ran.
    const suiteFailures = data.testResults.filter(
      (r) => r.status === "failed" && r.assertionResults.length === 0,
    ).length;
    passed += data.numPassedTests;
    failed += data.numFailedTests + suiteFailures;
    lines.push(`${file}: ${data.numPassedTests} passed, ${data.numFailedTests + suiteFailures} failed`);
  }
}
for (const l of lines) console.log(l);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
