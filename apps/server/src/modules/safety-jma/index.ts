import { defineModule } from "../../platform/module-kit/module-definition";
import { decidePendingDocuments, JMA_RELEASE_JOB, type ReleaseJobData } from "./jma-decisions";
import { pollJma } from "./jma-poll";
import { releaseHandler } from "./jma-release";
import { SAFETY_AUTO_MENU } from "./safety-jma.menu";
import { registerSafetyJmaRoutes } from "./safety-jma.routes";
import * as tables from "./safety-jma.tables";

/** The minute's read of JMA's feed, then the decisions of every school on what it brought. */
export const JMA_POLL_JOB = "safety-jma.poll";
/** Every minute: JMA publishes 震度速報 about 1.5 minutes after a quake. */
const JMA_POLL_CRON = "* * * * *";

/**
 * 自動配信設定 (category 30): JMA earthquake and tsunami reports start safety confirmation sends. The
 * send itself is the safety module's, handed over as a `safety.automatic-send` job.
 */
export const safetyJmaModule = defineModule({
  name: "safety-jma",
  menus: [SAFETY_AUTO_MENU],
  tables,
  routes(app, deps) {
    registerSafetyJmaRoutes(app, { db: deps.db, jmaBaseUrl: deps.settings.JMA_BASE_URL });
  },
  jobs(services) {
    const { db, jobs, mailer } = services;
    const baseUrl = services.settings.JMA_BASE_URL;
    services.jobs.define(
      JMA_POLL_JOB,
      async () => {
        const poll = await pollJma(db, baseUrl);
        const decided = await decidePendingDocuments({ db, jobs, mailer });
        return { ...poll, decided };
      },
      // A missed minute is caught up by the next poll; retrying a failed one would only overlap it.
      { retryLimit: 0, expireInSeconds: 300, policy: "singleton" },
    );
    services.jobs.define<ReleaseJobData>(JMA_RELEASE_JOB, releaseHandler({ db, jobs, mailer }), {
      retryLimit: 5,
      retryDelay: 10,
      expireInSeconds: 120,
    });
  },
  schedules: (jobs) => jobs.schedule(JMA_POLL_JOB, JMA_POLL_CRON, {}),
});
