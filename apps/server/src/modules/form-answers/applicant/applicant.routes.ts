import {
  currentAnswerResponseSchema,
  formByFormCdResponseSchema,
  formListQuerySchema,
  formListResponseSchema,
  idSchema,
  myAnswersResponseSchema,
  openListedFormRequestSchema,
  openListedFormResponseSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
  submitAnswerRequestSchema,
  submitAnswerResponseSchema,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, ForbiddenError } from "../../../platform/errors/app-error";
import { applicantOf, formUserOf } from "../../form-users/form-user-context";
import { AccessKeyHeaders } from "../../form-users/form-users.schemas";
import {
  answerStatusForRouting,
  findCurrentAnswer,
  listMyAnswers,
  toApplicantAnswer,
} from "./answer-queries";
import type { AnswerSendLimit } from "./answer-send-limit";
import { answeringContext, findOrganizationForm } from "./applicant-access";
import type { ApplicantDeps } from "./applicant-deps";
import { saveDraft } from "./draft.service";
import { listOfferedForms, openOfferedForm } from "./form-list.service";
import { submitAnswer } from "./submit.service";

// The applicant's answering calls (spec §7.1, §7.3, issue 5 items 6 and 7). Public at the gate: a
// form user is no back-office user. Each call finds its organisation and user itself, through the
// X-Access-Key header and the form session (form-user-context.ts).

/** The link's key, with the form user when logged in (form-user-context.ts resolves both at the gate). */
const byKey = { applicant: "access-key" } as const;
/** A logged-in form user: the mypage and the form list. */
const byUser = { applicant: "form-user" } as const;
const tags = ["form-answer"];
const headers = AccessKeyHeaders;
const BASE = "/app/form-api/form-answer";

const id = idSchema;

const FormByFormCdQuery = z.object({ formUserId: id("フォーム利用者ID"), formCd: z.string().min(1).max(32) });
const CurrentQuery = z.object({ formId: id("フォームID") });

export function registerApplicantAnswerRoutes(
  app: FastifyInstance,
  deps: ApplicantDeps & { limitAnswerSend: AnswerSendLimit },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    `${BASE}/get-form-by-form-cd`,
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "フォームコードからフォームと回答状況（ログイン後の遷移, spec §4）",
        headers,
        querystring: FormByFormCdQuery,
        response: { 200: formByFormCdResponseSchema },
      },
    },
    async (request) => {
      const ctx = applicantOf(request);
      if (ctx.formUserId === null) throw new AppError("UNAUTHENTICATED");
      if (ctx.formUserId !== request.query.formUserId)
        throw new ForbiddenError("ログイン中の利用者の情報のみ参照できます。");
      const found = await findOrganizationForm(db, ctx, { formCd: request.query.formCd });
      const answerStatus = await answerStatusForRouting(db, ctx, found.id, ctx.formUserId);
      return { formId: found.id, answer: { answerStatus } };
    },
  );

  r.get(
    `${BASE}/current`,
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "ログイン中の利用者の回答（続きの入力・変更用）",
        headers,
        querystring: CurrentQuery,
        response: { 200: currentAnswerResponseSchema },
      },
    },
    async (request) => {
      const ctx = answeringContext(request, request.query.formId);
      if (ctx.formUserId === null) return { answer: null };
      const now = new Date();
      const row = await findCurrentAnswer(db, ctx, ctx.form.id, ctx.formUserId);
      return { answer: row ? toApplicantAnswer(row, ctx.form, now) : null };
    },
  );

  r.put(
    `${BASE}/draft`,
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "一時保存（ログイン中のみ）",
        headers,
        body: saveDraftRequestSchema,
        response: { 200: saveDraftResponseSchema },
      },
    },
    async (request) => {
      const ctx = answeringContext(request, request.body.formId);
      await deps.limitAnswerSend(ctx.form.id, request.ip);
      return saveDraft(deps, ctx, request.body);
    },
  );

  r.post(
    `${BASE}/submit`,
    {
      config: { access: byKey },
      schema: {
        tags,
        summary: "回答の送信（送信済みの回答の変更を含む）",
        headers,
        body: submitAnswerRequestSchema,
        response: { 200: submitAnswerResponseSchema },
      },
    },
    async (request) => {
      const ctx = answeringContext(request, request.body.formId);
      await deps.limitAnswerSend(ctx.form.id, request.ip);
      return submitAnswer(deps, ctx, request.body);
    },
  );

  r.get(
    `${BASE}/mine`,
    {
      config: { access: byUser },
      schema: {
        tags,
        summary: "マイページ: ログイン中の利用者の回答一覧",
        headers,
        response: { 200: myAnswersResponseSchema },
      },
    },
    async (request) => {
      const user = formUserOf(request);
      return { answers: await listMyAnswers(db, user, user.formUserId) };
    },
  );

  r.get(
    "/app/form-api/form-list",
    {
      config: { access: byUser },
      schema: {
        tags,
        summary: "フォーム一覧（ログイン中の利用者に公開されているフォーム）",
        headers,
        querystring: formListQuerySchema,
        response: { 200: formListResponseSchema },
      },
    },
    async (request) => {
      const user = formUserOf(request);
      return { forms: await listOfferedForms(db, user, user.formUserId, request.query) };
    },
  );

  r.post(
    "/app/form-api/form-list/open",
    {
      config: { access: byUser },
      schema: {
        tags,
        summary: "フォーム一覧・マイページから開くためのアクセスキー（1日有効）",
        headers,
        body: openListedFormRequestSchema,
        response: { 200: openListedFormResponseSchema },
      },
    },
    async (request) => {
      const user = formUserOf(request);
      return openOfferedForm(db, user, user.formUserId, request.body.formId);
    },
  );
}
