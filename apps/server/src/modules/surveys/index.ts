import { defineModule } from "../../platform/module-kit/module-definition";
import { registerSurveyGroupRoutes } from "./groups/survey-groups.routes";
import { surveyFileRoot } from "./survey-files";
import * as groupTables from "./survey-groups.tables";
import { SURVEY_GROUP_MENU, SURVEY_MENU, SURVEY_RESULT_MENU } from "./surveys.menu";
import { registerSurveyRoutes } from "./surveys.routes";
import * as tables from "./surveys.tables";
import { registerSurveyTotalsRoutes } from "./totals/survey-totals.routes";

/**
 * アンケート (category 25): build and send surveys, answers from the member app and mail links, results
 * and their totals; アンケートグループ (news category 90) with アンケート集計 (totalling-survey).
 */
export const surveysModule = defineModule({
  name: "surveys",
  menus: [SURVEY_MENU, SURVEY_RESULT_MENU, SURVEY_GROUP_MENU],
  tables: { ...tables, ...groupTables },
  routes(app, deps) {
    registerSurveyRoutes(app, {
      db: deps.db,
      delivery: deps.delivery,
      fileRoot: surveyFileRoot(deps.dataDir),
    });
    registerSurveyTotalsRoutes(app, {
      db: deps.db,
      delivery: deps.delivery,
      fileRoot: surveyFileRoot(deps.dataDir),
    });
    registerSurveyGroupRoutes(app, { db: deps.db });
  },
});
