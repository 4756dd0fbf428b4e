import { defineModule } from "../../platform/module-kit/module-definition";
import { purgeUnusedAttachments } from "../../platform/retention/unused-attachments";
import { notebookFileDirectory } from "./notebook-files";
import { registerNotebookMemberRoutes } from "./notebook-member.routes";
import { NOTEBOOK_PROGRESS_EXPORT, notebookProgressExport } from "./notebook-progress";
import { NOTEBOOK_CATEGORY_MENU, NOTEBOOK_MENU } from "./notebooks.menu";
import { registerNotebookRoutes } from "./notebooks.routes";
import * as tables from "./notebooks.tables";

/** 手帳 (category 40): notebooks of text, audio, video and PDF pages, editions, member viewing and tracking. */
export const notebooksModule = defineModule({
  name: "notebooks",
  menus: [NOTEBOOK_MENU, NOTEBOOK_CATEGORY_MENU],
  tables,
  routes(app, deps) {
    const notebookDeps = {
      db: deps.db,
      delivery: deps.delivery,
      exports: deps.exports,
      dataDir: deps.dataDir,
      publicUrl: deps.publicUrl,
    };
    registerNotebookRoutes(app, notebookDeps);
    registerNotebookMemberRoutes(app, notebookDeps);
  },
  jobs(services) {
    services.exports.registerSource(NOTEBOOK_PROGRESS_EXPORT, notebookProgressExport());
    // Files of removed pages (and uploads never saved into a page) leave the disk a week later, through
    // the platform's purge of uploads nothing names: a notebook lists its pages' keys in `attachments`.
    const directory = notebookFileDirectory(services.settings.dataDir);
    services.retention.register({
      name: "notebook-files",
      purge: (db, _cutoff, signal) =>
        purgeUnusedAttachments(db, { attachments: "notebook_file", owners: "notebook", directory }, signal),
    });
  },
});
