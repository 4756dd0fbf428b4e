import type { ApplicantAnswer } from "@gakumu/domain";
import { formItem, publicForm } from "@gakumu/form-view/test/form-fixtures";
import { stubRoute } from "./fetch-stub";
import { loggedInProfile } from "./render-app";

// The answer calls of the server as the answer-flow tests need them (contract: domain answer-api.ts).

export const PATHS = {
  me: "/app/form-api/form-user/me",
  definition: "/app/form-api/form-definition",
  current: "/app/form-api/form-answer/current",
  draft: "/app/form-api/form-answer/draft",
  submit: "/app/form-api/form-answer/submit",
  upload: "/app/form-api/form-answer/upload",
  mine: "/app/form-api/form-answer/mine",
  formList: "/app/form-api/form-list",
  openListed: "/app/form-api/form-list/open",
} as const;

export const answerForm = publicForm([
  formItem({ itemKey: "name", itemType: "TEXT_SINGLE", label: "氏名", required: true }),
  formItem({
    itemKey: "route",
    itemType: "SELECT",
    label: "本校を知ったきっかけ",
    choices: [
      { value: "web", label: "ウェブサイト" },
      { value: "other", label: "その他" },
    ],
  }),
  formItem({
    itemKey: "routeOther",
    itemType: "TEXT_SINGLE",
    label: "その他の内容",
    condition: { itemKey: "route", operator: "EQUALS", value: "other" },
  }),
  formItem({ itemKey: "doc", itemType: "UPLOAD", label: "調査書", fileTypes: [4] }),
]);

export const ME_OK = stubRoute({ path: PATHS.me, body: loggedInProfile });
export const DEFINITION = stubRoute({ path: PATHS.definition, body: answerForm });
export const NO_ANSWER = stubRoute({ path: PATHS.current, body: { answer: null } });

export function currentAnswer(overrides: Partial<ApplicantAnswer> = {}) {
  return stubRoute({
    path: PATHS.current,
    body: {
      answer: {
        answerId: 5,
        answerStatus: 2,
        values: { name: "山田 花子" },
        receiptNo: null,
        version: 1,
        firstSubmittedAt: null,
        lastSubmittedAt: null,
        editable: true,
        editDeadline: null,
        remandMessage: null,
        ...overrides,
      },
    },
  });
}
