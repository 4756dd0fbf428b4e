import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { migrateDatabase } from "./db/migrate";
import { openDatabaseFromConfig } from "./db/open-from-config";
import { defaultSpaDirs } from "./platform/http/spa";

/** Process entry: config → database → migrate → seed-if-empty → listen. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabaseFromConfig(config);
  await migrateDatabase(database);

  let app: FastifyInstance | null = null;
  if (config.ROLE !== "worker") {
    app = await buildApp({ config, database, spaDirs: config.SERVE_SPA ? defaultSpaDirs : null });
    await app.listen({ host: config.HOST, port: config.PORT });
  }

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const where = database.kind === "pglite" ? `組み込みデータベース (${config.dataDir})` : "PostgreSQL";
  const url = `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`;
  console.log(`\n学務 を起動しました（${seconds} 秒, ${where}, ROLE=${config.ROLE}）`);
  if (app)
    console.log(`  バックオフィス:       ${url}/login\n  フォームフロントエンド: ${url}/app/form-frontend/`);

  const shutdown = async (signal: string) => {
    console.log(`${signal} を受信しました。停止します…`);
    await app?.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("起動に失敗しました:", error);
  process.exit(1);
});
