import { defineModule } from "../../platform/module-kit/module-definition";
import { decidePendingDocuments, JMA_RELEASE_JOB, type ReleaseJobData } from "./jma-decisions";
import { pollJma } from "./jma-poll";
import { releaseHandler } from "./jma-release";
import { SAFETY_AUTO_MENU } from "./safety-jma.menu";
import { registerSafetyJmaRoutes } from "./safety-jma.routes";
import * as tables from "./safety-jma.tables";
import { registerJmaPurges } from "./safety-jma-retention";

/** The minute's reads of JMA's feed, each followed by the decisions of every school on what it brought. */
export const JMA_POLL_JOB = "safety-jma.poll";
/** Every minute: JMA publishes 震度速報 about 1.5 minutes after a quake. */
const JMA_POLL_CRON = "* * * * *";
/**
 * The schedule's finest step is a minute, and it may start a run up to half a minute late; a run reads
 * the feed three times, 20 s apart, so a report is seen within about 20 s of appearing (the feed is
 * read conditionally, so a read with nothing new is one 304).
 */
const POLLS_PER_RUN = 3;
const POLL_SPACING_MS = 20_000;

export interface JmaPollJobData {
  /** Reads in this run (tests ask for one); POLLS_PER_RUN when absent. */
  polls?: number;
}

const pauseUntil = (at: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, Math.max(0, at - Date.now()));
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });

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
    registerJmaPurges(services.retention);
    const baseUrl = services.settings.JMA_BASE_URL;
    const maxReportAgeMinutes = services.settings.JMA_MAX_REPORT_AGE_MINUTES;
    services.jobs.define<JmaPollJobData>(
      JMA_POLL_JOB,
      async (data, ctx) => {
        const started = Date.now();
        const polls = Math.min(Math.max(1, data.polls ?? POLLS_PER_RUN), POLLS_PER_RUN);
        let fetched = 0;
        let failed = 0;
        let newEntries = 0;
        let decided = 0;
        let feed = "";
        for (let i = 0; i < polls && !ctx.signal.aborted; i++) {
          if (i > 0) await pauseUntil(started + i * POLL_SPACING_MS, ctx.signal);
          if (ctx.signal.aborted) break;
          const poll = await pollJma(db, baseUrl);
          decided += await decidePendingDocuments({ db, jobs, mailer, maxReportAgeMinutes });
          ({ feed } = poll);
          fetched += poll.fetched;
          failed += poll.failed;
          newEntries += poll.newEntries;
        }
        return { feed, newEntries, fetched, failed, decided };
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
