import { defineModule } from "../../platform/module-kit/module-definition";
import { defineRssJobs, scheduleRssJobs } from "./rss-jobs";
import { RSS_MENU } from "./rss-linkage.menu";
import { registerRssRoutes } from "./rss-linkage.routes";
import * as tables from "./rss-linkage.tables";

/** RSS連携 (news category 90): feeds polled every five minutes, each new article sent as kind 5. */
export const rssLinkageModule = defineModule({
  name: "rss-linkage",
  menus: [RSS_MENU],
  tables,
  routes(app, deps) {
    registerRssRoutes(app, { db: deps.db, delivery: deps.delivery });
  },
  jobs(services) {
    defineRssJobs(services.jobs, { db: services.db, delivery: services.delivery });
  },
  schedules: scheduleRssJobs,
});
