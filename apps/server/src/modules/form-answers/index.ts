import { defineModule } from "../../platform/module-kit/module-definition";
import {
  defineApplicantJobs,
  registerApplicantRoutes,
  scheduleApplicantJobs,
} from "./applicant/applicant.wiring";
import * as tables from "./form-answers.tables";
import { registerAnswerExports } from "./staff/answer-export";
import { registerFormAnswerStaffRoutes } from "./staff/staff.routes";
import { FORM_ANSWER_MENU } from "./staff/staff-answers.routes";

/** Answers: the applicant side (drafts, submits, mypage) and the staff side (回答一覧, exports). */
export const formAnswersModule = defineModule({
  name: "form-answers",
  menus: [FORM_ANSWER_MENU],
  tables,
  routes(app, deps) {
    registerApplicantRoutes(app, deps);
    registerFormAnswerStaffRoutes(app, deps);
  },
  jobs(services) {
    defineApplicantJobs(services);
    registerAnswerExports(services.exports);
  },
  schedules: scheduleApplicantJobs,
});
