import { publicBaseUrl } from "../../platform/http/public-url";
import { defineModule } from "../../platform/module-kit/module-definition";
import { purgeUnusedAttachments } from "../../platform/retention/unused-attachments";
import { ANNOUNCEMENT_MENU, FAQ_MENU } from "./news.menu";
import { registerNewsRoutes } from "./news.routes";
import * as tables from "./news.tables";
import { newsAttachmentDirectory } from "./news-attachments";
import { registerNewsPublicRoutes } from "./news-public.routes";
import { publishDue } from "./news-workflow";

/** Publishes approved items whose publish_from has come (the lists and displays also do it on read). */
export const NEWS_PUBLISH_JOB = "news.publish-due";
const EVERY_MINUTE = "* * * * *";

/** お知らせ and FAQ (category 90) with their approval step, staff displays and member pages. */
export const newsModule = defineModule({
  name: "news",
  menus: [ANNOUNCEMENT_MENU, FAQ_MENU],
  tables,
  routes(app, deps) {
    const newsDeps = {
      db: deps.db,
      mailer: deps.mailer,
      jobs: deps.jobs,
      delivery: deps.delivery,
      dataDir: deps.dataDir,
      publicUrl: deps.publicUrl,
    };
    registerNewsRoutes(app, newsDeps);
    registerNewsPublicRoutes(app, newsDeps);
  },
  jobs(services) {
    services.jobs.define(NEWS_PUBLISH_JOB, async () => {
      await publishDue(
        { db: services.db, delivery: services.delivery, publicUrl: publicBaseUrl(services.settings) },
        null,
      );
    });
    // Uploads no announcement or FAQ names (never saved, or edited out) leave the disk after a week.
    const directory = newsAttachmentDirectory(services.settings.dataDir);
    services.retention.register({
      name: "news-attachments",
      purge: (db, _cutoff, signal) =>
        purgeUnusedAttachments(
          db,
          { attachments: "news_attachment", owners: "news_item", directory },
          signal,
        ),
    });
  },
  schedules: (jobs) => jobs.schedule(NEWS_PUBLISH_JOB, EVERY_MINUTE, {}),
});
