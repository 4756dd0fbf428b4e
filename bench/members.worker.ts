// One database kind's member benchmark, run in its own process by members.bench.ts so each kind's peak
// memory is its own: `tsx bench/members.worker.ts pglite|postgres <import.xlsx>` prints one JSON line of
// figures. The embedded database lives on disk, as the product keeps it (an in-memory one would count
// the database's own pages as the process's memory).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import {
  createImportSchool,
  MEMBER_IMPORT,
  multipart,
} from "../apps/server/src/modules/members/import/member-import.testing";
import { insertMembersBatch, type NewMember } from "../apps/server/src/modules/members/members.service";
import { DEMO_ADMIN, DEMO_RANDOM_SEED, DEMO_TENANT } from "../apps/server/src/seed/demo-school";
import { ensureDemoStudentOrganization } from "../apps/server/src/seed/demo-seed";
import { Random } from "../apps/server/src/seed/random";
import { academicYearOf, addDemoStudents } from "../apps/server/src/seed/seed-members";
import { loginAs } from "../apps/server/test/auth-helpers";
import { type BenchDatabaseKind, startInProcessApp } from "./in-process-app";
import { type ImportRow, importRows } from "./member-import-file";

export const SEARCH_MEMBERS = 100_000;
const SEARCHES = 200;

export interface MemberFigures {
  kind: BenchDatabaseKind;
  batchInsertSeconds: number;
  importCheckSeconds: number;
  importCommitSeconds: number;
  rssBeforeImportMb: number;
  peakRssImportMb: number;
  searchBaselineP95Ms: number;
  fragmentP95Ms: number;
  hierarchyP95Ms: number;
  exportRows: number;
  exportSeconds: number;
  selectAllSeconds: number;
}

let peakRss = 0;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20).unref();
const mb = (bytes: number) => bytes / 1024 / 1024;
const p95 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const iso = (d: Date) => d.toISOString().slice(0, 10);

function asNewMembers(rows: ImportRow[], org: { id: number; tenantId: number }): NewMember[] {
  return rows.map((r) => ({
    tenantId: org.tenantId,
    organizationId: org.id,
    memberId: String(r[0]),
    name: String(r[1]),
    nameKana: String(r[2]),
    genderCd: Number(r[3]),
    birthDate: iso(r[4] as Date),
    mobileTelNo: String(r[5]),
    mailAddress: String(r[6]),
    postalCd: String(r[7]),
    prefecturesCd: String(r[8]),
    address1: String(r[9]),
    grade: Number(r[11]),
    divisionCd: String(r[12]),
    sectionCd: String(r[13]),
    validStart: iso(r[14] as Date),
    enrolled: iso(r[15] as Date),
  }));
}

async function main(kind: BenchDatabaseKind, importFile: string): Promise<MemberFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gakumu-bench-"));
  const { app, database, close } = await startInProcessApp(kind, {
    jobs: true,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
  });
  const db = database.db;
  try {
    // --- Import: check + commit of the file, then a plain batch insert of the same rows as the baseline.
    const school = await createImportSchool(db);
    // Written by the parent process (members.bench.ts): making it is not the importer's memory either.
    const file = fs.readFileSync(importFile);
    const admin = await loginAs(app, { tenantCd: school.tenant.tenantCd, displayUserId: "admin" });
    const waitFor = async (id: number) => {
      for (;;) {
        const log = (await app.inject({ url: `${MEMBER_IMPORT}/logs/${id}`, headers: admin })).json();
        if (log.status !== "PROCESSING") return log;
        await sleep(100);
      }
    };
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    peakRss = rssBefore;
    let started = performance.now();
    const body = multipart("名簿.xlsx", file);
    const upload = await app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/upload`,
      headers: { ...admin, "content-type": body.contentType },
      payload: body.payload,
    });
    if (upload.statusCode >= 300 && upload.statusCode !== 202)
      throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
    const syncLogId = upload.json().syncLogId as number;
    const checked = await waitFor(syncLogId);
    if (checked.errorCount > 0) {
      const details = await app.inject({
        url: `${MEMBER_IMPORT}/logs/${syncLogId}/details?status=ERROR`,
        headers: admin,
      });
      throw new Error(
        `the benchmark file has ${checked.errorCount} bad rows: ${details.body.slice(0, 1500)}`,
      );
    }
    const importCheckSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await app.inject({
      method: "POST",
      url: `${MEMBER_IMPORT}/commit`,
      headers: admin,
      payload: { syncLogId },
    });
    const done = await waitFor(syncLogId);
    if (done.status !== "COMPLETED") throw new Error(`commit ended ${done.status}: ${done.message ?? ""}`);
    const importCommitSeconds = (performance.now() - started) / 1000;
    const peakRssImport = peakRss;

    // The baseline, into a second school of its own so it meets the same empty organisation. Its rows
    // are made now: the import's peak is taken, and they are not the importer's memory.
    const org = (await createImportSchool(db)).organization;
    const members = asNewMembers([...importRows()], org);
    started = performance.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < members.length; i += 5000) await insertMembersBatch(tx, members.slice(i, i + 5000));
    });
    const batchInsertSeconds = (performance.now() - started) / 1000;

    // --- Search and export over 100,000 members of the demo school.
    const { organization } = await ensureDemoStudentOrganization(database, {});
    const { rows: countRows } = await database.executeSql(
      "select count(*)::int as n from member where organization_id = $1",
      [organization.id],
    );
    const missing = SEARCH_MEMBERS - (countRows[0] as { n: number }).n;
    await addDemoStudents(db, organization, {
      count: missing,
      academicYear: academicYearOf(new Date()),
      seed: DEMO_RANDOM_SEED,
      batchSize: 5000,
    });
    await database.executeSql("analyze member");
    const demo = await loginAs(app, {
      tenantCd: DEMO_TENANT.tenantCd,
      displayUserId: DEMO_ADMIN.loginId,
      password: DEMO_ADMIN.password,
    });

    const { rows: kanaRows } = await database.executeSql(
      "select name, name_kana from member where organization_id = $1 order by id limit 400",
      [organization.id],
    );
    const random = new Random(7);
    const fragments = Array.from({ length: SEARCHES }, (_, i) => {
      const r = random.pick(kanaRows as { name: string; name_kana: string }[]);
      // Alternate a kanji family name and a half-width kana fragment of the reading, as staff type them.
      if (i % 2 === 0) return r.name.split(/[\s\u3000]/)[0] ?? r.name;
      const kana = (r.name_kana.split(/[\s\u3000]/)[1] ?? r.name_kana).slice(0, 3);
      return toHalfWidthKana(kana);
    });
    const { rows: nodeRows } = await database.executeSql(
      "select division_cd from hierarchy_node where organization_id = $1 and depth >= 3",
      [organization.id],
    );
    const nodes = (nodeRows as { division_cd: string }[]).map((n) => n.division_cd);
    const timed = async (url: string) => {
      const t = performance.now();
      const res = await app.inject({ url, headers: demo });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return performance.now() - t;
    };
    const fragmentMs: number[] = [];
    for (const f of fragments)
      fragmentMs.push(await timed(`/app/api/v2/members?keyword=${encodeURIComponent(f)}`));
    const hierarchyMs: number[] = [];
    for (let i = 0; i < SEARCHES; i++)
      hierarchyMs.push(await timed(`/app/api/v2/members?hierarchyCd=${random.pick(nodes)}`));
    const bare = Fastify();
    bare.get("/one", async () => (await database.executeSql("select 1 as one")).rows);
    const baselineMs: number[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const t = performance.now();
      await bare.inject({ url: "/one" });
      baselineMs.push(performance.now() - t);
    }
    await bare.close();

    started = performance.now();
    const exported = await app.inject({
      method: "POST",
      url: "/app/api/v2/members/export",
      headers: demo,
      payload: { format: "Excel" },
    });
    if (exported.statusCode !== 202) throw new Error(`export: ${exported.statusCode} ${exported.body}`);
    const { jobId, rowCount } = exported.json() as { jobId: string; rowCount: number };
    for (;;) {
      const status = (await app.inject({ url: `/app/api/exports/${jobId}`, headers: demo })).json();
      if (status.status === "succeeded") break;
      if (status.status === "failed") throw new Error(`export failed: ${status.errorMessage}`);
      await sleep(100);
    }
    const exportSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    await database.executeSql("select * from member where organization_id = $1 order by member_id", [
      organization.id,
    ]);
    const selectAllSeconds = (performance.now() - started) / 1000;

    return {
      kind,
      batchInsertSeconds,
      importCheckSeconds,
      importCommitSeconds,
      rssBeforeImportMb: mb(rssBefore),
      peakRssImportMb: mb(peakRssImport),
      searchBaselineP95Ms: p95(baselineMs),
      fragmentP95Ms: p95(fragmentMs),
      hierarchyP95Ms: p95(hierarchyMs),
      exportRows: rowCount,
      exportSeconds,
      selectAllSeconds,
    };
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const FULL =
  "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン";
/** Full-width katakana → half-width (ガ → ｶﾞ), the way a PC's half-width input mode types a reading. */
function toHalfWidthKana(text: string): string {
  let out = "";
  for (const ch of text) {
    const base = ch.normalize("NFD");
    const plain = base[0] ?? ch;
    const index = FULL.indexOf(plain);
    if (index < 0) {
      out += ch;
      continue;
    }
    out += String.fromCharCode(0xff61 + index);
    if (base[1] === "\u3099") out += "ﾞ";
    if (base[1] === "\u309a") out += "ﾟ";
  }
  return out;
}

const kind = process.argv[2] as BenchDatabaseKind;
main(kind, process.argv[3] as string)
  .then((figures) => {
    console.log(JSON.stringify(figures));
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
