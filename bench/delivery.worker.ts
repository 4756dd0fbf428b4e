// A worker process of the delivery benchmark's kill -9 run: `tsx bench/delivery.worker.ts` with
// DATABASE_URL, SMTP_URL and DATA_DIR in the environment runs the platform's job workers (the delivery
// engine's fan-out and channel batches) on that database until it is killed. The loopback push
// receiver's certificate is trusted as the engine's tests trust it.
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { deliveryMemberDirectory } from "../apps/server/src/modules/members/member-contacts";
import { createSecretBox } from "../apps/server/src/platform/auth/secret-box";
import { createPlatformServices } from "../apps/server/src/platform/services";
import { LOOPBACK_TLS } from "../apps/server/test/loopback/loopback-tls";

const database = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL!, poolSize: 10 });
const config = loadConfig({
  LOG_LEVEL: "silent",
  DATA_DIR: process.env.DATA_DIR!,
  SMTP_URL: process.env.SMTP_URL!,
  PUBLIC_URL: "https://gakumu.example",
  MAIL_FROM: "学務 <no-reply@gakumu.example>",
  // The push service is a loopback stand-in.
  PUSH_ALLOW_PRIVATE_NETWORK: "true",
});
const services = createPlatformServices({
  config,
  database,
  logger: { info() {}, warn() {}, error() {} },
  // A killed worker's jobs are found dead within seconds, not the production half-minute.
  jobTiming: {
    pollingIntervalSeconds: 0.5,
    heartbeatSeconds: 1,
    deadWorkerAfterSeconds: 4,
    reapIntervalSeconds: 1,
  },
  secretBox: createSecretBox(Buffer.alloc(32, 3)),
  deliveryOptions: { push: { tls: { ca: LOOPBACK_TLS.cert } } },
});
services.delivery.provideMemberDirectory(deliveryMemberDirectory);
await services.jobs.start({ runWorkers: true });
console.log("ready");
