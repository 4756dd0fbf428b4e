import type { Database } from "../../db/client";
import { countMembers } from "../../modules/members/members.service";
import { DEMO_ADMIN, DEMO_RANDOM_SEED, DEMO_TENANT } from "../../seed/demo-school";
import { ensureDemoStudentOrganization } from "../../seed/demo-seed";
import { academicYearOf, addDemoStudents } from "../../seed/seed-members";
import type { CliIo } from "../io";

export interface SeedArgs {
  /** Students to add to the demo school beyond what it has. */
  members?: number;
  batchSize?: number;
  /** The date the data describes; tests pin it. */
  now?: Date;
}

const perSecond = (rows: number, ms: number) =>
  Math.round(rows / Math.max(ms / 1000, 0.001)).toLocaleString("ja-JP");

/**
 * seed — makes sure the demo school exists, then adds `members` students to it in batches, printing
 * progress and the insert rate (npm run seed -- --members 100000 for benchmark-scale data).
 */
export async function seed(database: Database, args: SeedArgs, io: CliIo): Promise<void> {
  const startedAt = performance.now();
  const { organization, created } = await ensureDemoStudentOrganization(database, { now: args.now });
  if (created) {
    io.out(
      `デモテナント「${DEMO_TENANT.name}」を作成しました（${((performance.now() - startedAt) / 1000).toFixed(1)} 秒）。`,
    );
    io.out(
      `  ログイン: テナント ${DEMO_TENANT.tenantCd} / ID ${DEMO_ADMIN.loginId} / パスワード ${DEMO_ADMIN.password}`,
    );
  }
  const count = args.members ?? 0;
  if (count > 0) {
    io.out(`生徒 ${count.toLocaleString("ja-JP")} 名を追加します…`);
    let lastReport = 0;
    const result = await addDemoStudents(database.db, organization, {
      count,
      academicYear: academicYearOf(args.now ?? new Date()),
      // Each run continues the numbering, and the stream is chosen from where it starts.
      seed: DEMO_RANDOM_SEED,
      batchSize: args.batchSize,
      onProgress: ({ inserted, total, elapsedMs }) => {
        // About every tenth of the way, and at the end.
        if (inserted === total || inserted - lastReport >= Math.max(total / 10, 1000)) {
          lastReport = inserted;
          const pct = Math.floor((inserted / total) * 100);
          io.out(
            `  ${inserted.toLocaleString("ja-JP")} / ${total.toLocaleString("ja-JP")} 名（${pct}%）${perSecond(inserted, elapsedMs)} 行/秒`,
          );
        }
      },
    });
    io.out(
      `生徒 ${result.inserted.toLocaleString("ja-JP")} 名を ${(result.elapsedMs / 1000).toFixed(1)} 秒で追加しました（${perSecond(result.inserted, result.elapsedMs)} 行/秒）。`,
    );
  }
  const total = await countMembers(database.db, organization.id);
  io.out(`デモ学園の生徒は現在 ${total.toLocaleString("ja-JP")} 名です。`);
}
