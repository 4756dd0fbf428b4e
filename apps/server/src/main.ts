import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { openDatabaseFromConfig } from "./db/open-from-config";
import { answerFileRootOf } from "./modules/form-answers/files/answer-file-store";
import { defineModuleJobs, scheduleModuleJobs } from "./modules/register-modules";
import { logSerializers } from "./platform/errors/log-safe-error";
import { defaultSpaDirs } from "./platform/http/spa";
import { syncCatalogueMenus } from "./platform/permissions/sync-catalogue-menus";
import { createPlatformServices } from "./platform/services";
import { demoFormBannerLines } from "./seed/demo-banner";
import { seedDemoIfEmpty } from "./seed/demo-seed";
import { bannerLine, bannerUrls, localBaseUrl, mailLinkLine } from "./start-banner";

/** Process entry: config → database → migrate → job queue → seed-if-empty → listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL, serializers: logSerializers });
  const database = await openDatabaseFromConfig(config);
  await migrateDatabase(database);
  // Screens added by this release reach schools seeded before it (granted to nobody until 権限設定).
  await syncCatalogueMenus(database.db);

  const services = createPlatformServices({ config, database, logger });
  defineModuleJobs(services);
  await services.jobs.start({ runWorkers: config.ROLE !== "web" });
  // After the queue has its tables: the demo forms' answers queue their completion mails.
  const demo = config.SEED_DEMO
    ? await seedDemoIfEmpty(
        database,
        { info: (m) => logger.info(m) },
        {
          forms: { mailer: services.mailer, jobs: services.jobs, fileRoot: answerFileRootOf(config.dataDir) },
        },
      )
    : null;
  if (config.ROLE !== "web") {
    await services.exports.scheduleCleanup();
    await services.retention.schedule();
    await scheduleModuleJobs(services.jobs);
  }

  let app: FastifyInstance | null = null;
  if (config.ROLE !== "worker") {
    const spaDirs = config.SERVE_SPA ? defaultSpaDirs : null;
    app = await buildApp({ config, database, spaDirs, loggerInstance: logger, ...services });
    await app.listen({ host: config.HOST, port: config.PORT });
  }

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const where = database.kind === "pglite" ? `組み込みデータベース ${config.dataDir}` : "PostgreSQL";
  console.log(`\n学務 を起動しました（${seconds} 秒, ${where}, ROLE=${config.ROLE}）`);
  const url = localBaseUrl(config);
  if (app) {
    for (const { label, url } of bannerUrls(config)) console.log(bannerLine(label, url));
    console.log(mailLinkLine(config));
  }
  if (demo?.seeded) {
    console.log(
      `  デモ学園にログイン:     ユーザーID ${demo.adminLoginId} / パスワード ${demo.adminPassword}（テナント ${demo.tenantCd}）`,
    );
    console.log(
      `                          参照のみの職員: ユーザーID viewer / パスワード ${demo.adminPassword}`,
    );
    console.log(
      "                          初回ログイン時に認証アプリ（Google Authenticator など）を登録します",
    );
  }
  if (app && demo?.seeded) for (const line of demoFormBannerLines(url, demo)) console.log(line);
  if (!services.mailer.delivers)
    console.log(
      "  メール: SMTP_URL 未設定のため送信せず保存します。バックオフィスの マスタ管理 → 送信メール で読めます",
    );

  const shutdown = async (signal: string) => {
    logger.info(`${signal} を受信しました。停止します`);
    await app?.close();
    await services.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else if (error?.code === "EADDRINUSE")
    console.error(`ポート ${error.port} は使用中です。PORT で別のポートを指定してください。`);
  else console.error("起動に失敗しました:", error);
  process.exit(1);
});
