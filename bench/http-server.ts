// The server process the HTTP benchmarks drive (form-answers.bench.ts spawns it): the product's API
// built and started as src/main.ts starts it (ROLE all or web), from the same environment variables,
// plus the baseline routes of bare-insert.ts and bare-update.ts, which the product does not have. Prints `listening <port>`.
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { migrateDatabase } from "../apps/server/src/db/migrate";
import { openDatabaseFromConfig } from "../apps/server/src/db/open-from-config";
import { defineModuleJobs, scheduleModuleJobs } from "../apps/server/src/modules/register-modules";
import { createPlatformServices } from "../apps/server/src/platform/services";
import { registerBareInsert } from "./bare-insert";
import { registerBareUpdate } from "./bare-update";

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabaseFromConfig(config);
  await migrateDatabase(database);

  const services = createPlatformServices({ config, database, logger });
  defineModuleJobs(services);
  await services.jobs.start({ runWorkers: config.ROLE !== "web" });
  if (config.ROLE !== "web") await scheduleModuleJobs(services.jobs);

  const app = await buildApp({ config, database, spaDirs: null, loggerInstance: logger, ...services });
  await registerBareInsert(app, database);
  registerBareUpdate(app, database);
  await app.listen({ host: config.HOST, port: config.PORT });
  console.log(`listening ${(app.server.address() as AddressInfo).port}`);

  const shutdown = async () => {
    await services.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown());
  process.once("SIGINT", () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
