import { defineModule } from "../../platform/module-kit/module-definition";
import { surveyFileRoot } from "./survey-files";
import { SURVEY_MENU, SURVEY_RESULT_MENU } from "./surveys.menu";
import { registerSurveyRoutes } from "./surveys.routes";
import * as tables from "./surveys.tables";

/** アンケート (category 25): build and send surveys, answers from the member app and mail links, results. */
export const surveysModule = defineModule({
  name: "surveys",
  menus: [SURVEY_MENU, SURVEY_RESULT_MENU],
  tables,
  routes(app, deps) {
    registerSurveyRoutes(app, {
      db: deps.db,
      delivery: deps.delivery,
      fileRoot: surveyFileRoot(deps.dataDir),
    });
  },
});
