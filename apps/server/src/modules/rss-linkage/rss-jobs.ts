import type { JobQueue } from "../../platform/jobs/job-queue";
import type { RssDeps } from "./rss-deps";
import { dueFeeds, pollFeed } from "./rss-poll";

/** Every five minutes: one poll job per enabled, unpaused feed. */
export const RSS_SWEEP_JOB = "rss-linkage.sweep";
export const RSS_POLL_JOB = "rss-linkage.poll";
export const RSS_SWEEP_CRON = "*/5 * * * *";

interface PollJobData {
  feedId: number;
}

/**
 * A poll's failure is recorded on the feed and counted (the feed pauses after ten), so the queue does
 * not retry it: the next sweep is the retry. One waiting and one running poll per feed at most.
 */
export function defineRssJobs(jobs: JobQueue, deps: RssDeps): void {
  jobs.define(
    RSS_SWEEP_JOB,
    async () => {
      const feeds = await dueFeeds(deps.db);
      for (const feed of feeds)
        await jobs.enqueue<PollJobData>(
          RSS_POLL_JOB,
          { feedId: feed.id },
          { tenantId: feed.tenantId, singletonKey: `rss-feed-${feed.id}` },
        );
      return { feeds: feeds.length };
    },
    { retryLimit: 0, expireInSeconds: 120 },
  );
  jobs.define<PollJobData>(
    RSS_POLL_JOB,
    async (data, ctx) => {
      if (ctx.tenantId === null) return;
      const outcome = await pollFeed(deps, ctx.tenantId, data.feedId, { manual: false });
      return outcome ? { result: outcome.result, newItems: outcome.newItems, sent: outcome.sent } : null;
    },
    { retryLimit: 0, expireInSeconds: 120, concurrency: 2, policy: "stately" },
  );
}

export function scheduleRssJobs(jobs: JobQueue): Promise<void> {
  return jobs.schedule(RSS_SWEEP_JOB, RSS_SWEEP_CRON, {});
}
