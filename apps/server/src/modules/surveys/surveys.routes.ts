import {
  CreateSurveyBody,
  MEMBER_SURVEY_API,
  MemberSurveyParams,
  NotificationType,
  SURVEY_ANSWER_API,
  SURVEY_BASE,
  SurveyAnswerBody,
  SurveyAnswerListQuery,
  SurveyAnswerPage,
  SurveyAnswerView,
  SurveyCreated,
  SurveyDetail,
  SurveyFileUploaded,
  SurveyIdParams,
  SurveyKeyAnswerBody,
  SurveyKeyBody,
  SurveyListQuery,
  SurveyPage,
  SurveyResendBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { ValidationError } from "../../platform/errors/app-error";
import { memberOf } from "../member-accounts/member-access";
import { registerTargetPickerRoutes } from "../push-notifications/push-target-routes";
import {
  answerByKey,
  answerForMember,
  keyTarget,
  memberTarget,
  openByKey,
  openForMember,
} from "./survey-answer-access";
import { cancelSurvey } from "./survey-cancel";
import type { SurveyDeps } from "./survey-deps";
import { fileMessages, readSurveyUpload, storeSurveyFile } from "./survey-files";
import { listSurveys, surveyAnswers, surveyDetail } from "./survey-results";
import { createSurvey, resendSurvey } from "./survey-send";
import { SURVEY_MENU, SURVEY_RESULT_MENU } from "./surveys.menu";

const B = SURVEY_BASE;
const audit = { targetType: "survey" };

function registerBuildRoutes(app: FastifyInstance, deps: SurveyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: SURVEY_MENU, write: false } as const;
  const write = { menu: SURVEY_MENU } as const;
  const tags = ["アンケート作成"];

  registerTargetPickerRoutes(app, deps, { base: B, kind: NotificationType.PUSH, menu: SURVEY_MENU, tags });
  r.post(
    B,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "アンケートの作成と送信（送信日時の予約も可）",
        body: CreateSurveyBody,
        response: { 201: SurveyCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSurvey(deps, requireContext(request), request.body)),
  );
  r.get(
    B,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "アンケートの一覧（回答率・送信待ち（予約）・取消）",
        querystring: SurveyListQuery,
        response: { 200: SurveyPage },
      },
    },
    async (request) => listSurveys(deps, requireContext(request), SURVEY_MENU, request.query),
  );
  r.get(
    `${B}/:id`,
    {
      config: { access: read },
      schema: { tags, summary: "アンケートの詳細", params: SurveyIdParams, response: { 200: SurveyDetail } },
    },
    async (request) => surveyDetail(deps, requireContext(request), SURVEY_MENU, request.params.id),
  );
  r.post(
    `${B}/:id/resend`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "再送・リマインド（全員・未読者・未回答者）",
        params: SurveyIdParams,
        body: SurveyResendBody,
        response: { 201: SurveyCreated },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await resendSurvey(deps, requireContext(request), request.params.id, request.body.resendType)),
  );
  r.post(
    `${B}/:id/cancel`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "予約したアンケートの取消（送信開始まで）",
        params: SurveyIdParams,
        response: { 200: SurveyDetail },
      },
    },
    async (request) => cancelSurvey(deps, requireContext(request), request.params.id),
  );
}

function registerResultRoutes(app: FastifyInstance, deps: SurveyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: SURVEY_RESULT_MENU, write: false } as const;
  const tags = ["アンケート結果"];
  r.get(
    `${B}/results`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "アンケートの一覧（回答率）",
        querystring: SurveyListQuery,
        response: { 200: SurveyPage },
      },
    },
    async (request) => listSurveys(deps, requireContext(request), SURVEY_RESULT_MENU, request.query),
  );
  r.get(
    `${B}/results/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "アンケートの詳細と回答率",
        params: SurveyIdParams,
        response: { 200: SurveyDetail },
      },
    },
    async (request) => surveyDetail(deps, requireContext(request), SURVEY_RESULT_MENU, request.params.id),
  );
  r.get(
    `${B}/results/:id/answers`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "回答の一覧（匿名アンケートは氏名なし）",
        params: SurveyIdParams,
        querystring: SurveyAnswerListQuery,
        response: { 200: SurveyAnswerPage },
      },
    },
    async (request) => surveyAnswers(deps, requireContext(request), request.params.id, request.query),
  );
}

function registerAnswerRoutes(app: FastifyInstance, deps: SurveyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asMember = { member: true } as const;
  const open = { public: true } as const;
  r.get(
    `${MEMBER_SURVEY_API}/:deliveryId`,
    {
      config: { access: asMember },
      schema: {
        tags: ["メンバーアプリ：アンケート"],
        summary: "アンケートを開く（既読を記録）",
        params: MemberSurveyParams,
        response: { 200: SurveyAnswerView },
      },
    },
    async (request) => openForMember(deps, memberOf(request), request.params.deliveryId),
  );
  r.put(
    `${MEMBER_SURVEY_API}/:deliveryId/answer`,
    {
      config: { access: asMember },
      schema: {
        tags: ["メンバーアプリ：アンケート"],
        summary: "アンケートに回答（期限まで変更可）",
        params: MemberSurveyParams,
        body: SurveyAnswerBody,
        response: { 200: SurveyAnswerView },
      },
    },
    async (request) =>
      answerForMember(deps, memberOf(request), request.params.deliveryId, request.body.answers),
  );
  r.post(
    `${SURVEY_ANSWER_API}/open`,
    {
      config: { access: open },
      schema: {
        tags: ["アンケート回答（ログイン不要）"],
        summary: "メールのリンクからアンケートを開く",
        body: SurveyKeyBody,
        response: { 200: SurveyAnswerView },
      },
    },
    async (request) => openByKey(deps, request.body.key),
  );
  r.post(
    SURVEY_ANSWER_API,
    {
      config: { access: open },
      schema: {
        tags: ["アンケート回答（ログイン不要）"],
        summary: "メールのリンクからアンケートに回答",
        body: SurveyKeyAnswerBody,
        response: { 200: SurveyAnswerView },
      },
    },
    async (request) => answerByKey(deps, request.body.key, request.body.answers),
  );
}

function registerFileRoutes(app: FastifyInstance, deps: SurveyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${MEMBER_SURVEY_API}/:deliveryId/files`,
    {
      config: { access: { member: true } },
      schema: {
        tags: ["メンバーアプリ：アンケート"],
        summary: "ファイルアップロードの質問に添付（multipart: questionKey と files）",
        consumes: ["multipart/form-data"],
        params: MemberSurveyParams,
        response: { 200: SurveyFileUploaded },
      },
    },
    async (request) => {
      // Whose survey first: another's delivery is a 404 before any byte is read.
      const found = await memberTarget(deps, memberOf(request), request.params.deliveryId);
      return storeSurveyFile(deps, found, await readSurveyUpload(request));
    },
  );
  r.post(
    `${SURVEY_ANSWER_API}/files`,
    {
      config: { access: { public: true } },
      schema: {
        tags: ["アンケート回答（ログイン不要）"],
        summary: "メールのリンクから添付（multipart: key・questionKey と files）",
        consumes: ["multipart/form-data"],
        response: { 200: SurveyFileUploaded },
      },
    },
    async (request) => {
      const upload = await readSurveyUpload(request);
      if (!upload.fields.key) throw new ValidationError(fileMessages.badData);
      return storeSurveyFile(deps, await keyTarget(deps, upload.fields.key), upload);
    },
  );
}

export function registerSurveyRoutes(app: FastifyInstance, deps: SurveyDeps): void {
  registerBuildRoutes(app, deps);
  registerResultRoutes(app, deps);
  registerAnswerRoutes(app, deps);
  registerFileRoutes(app, deps);
}
