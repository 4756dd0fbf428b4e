import { publicFormSchema } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { requireContext } from "../../../platform/access/request-context";
import {
  contentDisposition,
  DownloadBody,
  ExportAcceptedBody,
  replyWithExport,
  sendDownload,
} from "../../../platform/exports/download-reply";
import type { ExportService } from "../../../platform/exports/export-service";
import type { JobQueue } from "../../../platform/jobs/job-queue";
import type { Mailer } from "../../../platform/mail/mailer";
import { answerFileRootOf } from "../files/answer-file-store";
import { FORM_ANSWER_MENU } from "../form-answers.menu";
import { loadStaffForm, staffPublicForm } from "./answer-access";
import { correctAnswer } from "./answer-correction.service";
import { getAnswerDetail } from "./answer-detail.service";
import { ANSWER_EXPORT_SOURCE, type AnswerExportParams, exportColumnsOf } from "./answer-export";
import { readStaffAnswerFile } from "./answer-file-download";
import { answerFilesZip } from "./answer-files-zip";
import { listAnswers } from "./answer-list.service";
import { changeAnswerStatus, changeAnswerStatuses } from "./answer-status.service";
import {
  AnswerDetailResponse,
  AnswerExportBody,
  AnswerFileParams,
  AnswerFilesZipBody,
  AnswerListQuery,
  AnswerListResponse,
  AnswerParams,
  BulkStatusBody,
  BulkStatusResponse,
  ChangeStatusBody,
  CorrectAnswerBody,
  FormIdParams,
  StatusChangeResponse,
} from "./staff-answers.schemas";

export { FORM_ANSWER_MENU };

const BASE = "/app/api/v2/form/:formId/answers";
const read = { menu: FORM_ANSWER_MENU, write: false } as const;
const write = { menu: FORM_ANSWER_MENU, write: true } as const;
const tags = ["回答"];

export interface StaffAnswerRouteDeps {
  db: Db;
  dataDir: string;
  exports: Pick<ExportService, "export">;
  mailer: Pick<Mailer, "send">;
  jobs: Pick<JobQueue, "wake">;
}

/** Answers of a form in the back office: list, detail, files, correction, status, export, zip. */
export function registerStaffAnswerRoutes(app: FastifyInstance, deps: StaffAnswerRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const files = { db, fileRoot: answerFileRootOf(deps.dataDir) };

  r.get(
    BASE,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "回答一覧",
        params: FormIdParams,
        querystring: AnswerListQuery,
        response: { 200: AnswerListResponse },
      },
    },
    async (request) => listAnswers(db, requireContext(request), request.params.formId, request.query),
  );

  r.get(
    "/app/api/v2/form/:formId/answer-form",
    {
      config: { access: read },
      schema: {
        tags,
        summary: "回答画面で使うフォームの項目（フォーム一覧の権限がなくても回答一覧の権限で読める）",
        params: FormIdParams,
        response: { 200: publicFormSchema },
      },
    },
    async (request) => staffPublicForm(db, requireContext(request), request.params.formId),
  );

  r.get(
    `${BASE}/:answerId`,
    {
      config: { access: read },
      schema: { tags, summary: "回答詳細", params: AnswerParams, response: { 200: AnswerDetailResponse } },
    },
    async (request) =>
      getAnswerDetail(db, requireContext(request), request.params.formId, request.params.answerId),
  );

  r.get(
    `${BASE}/:answerId/files/:fileId`,
    {
      // Reading an applicant's document is recorded like any download of personal data.
      config: { access: read, audit: { targetType: "form-answer-file" } },
      schema: {
        tags,
        summary: "添付ファイルのダウンロード",
        params: AnswerFileParams,
        response: { 200: DownloadBody },
      },
    },
    async (request, reply) => {
      const file = await readStaffAnswerFile(files, requireContext(request), request.params);
      return reply
        .header("content-type", file.mimeType)
        .header("content-disposition", contentDisposition(file.fileName))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .header("content-length", file.body.length)
        .send(file.body);
    },
  );

  r.put(
    `${BASE}/:answerId`,
    {
      config: { access: write, audit: { targetType: "form-answer" } },
      schema: {
        tags,
        summary: "回答の修正",
        params: AnswerParams,
        body: CorrectAnswerBody,
        response: { 200: AnswerDetailResponse },
      },
    },
    async (request) => correctAnswer(files, requireContext(request), request.params, request.body),
  );

  r.post(
    `${BASE}/:answerId/status`,
    {
      config: { access: write, audit: { targetType: "form-answer" } },
      schema: {
        tags,
        summary: "回答状況の変更（確定・差し戻し・取消）",
        params: AnswerParams,
        body: ChangeStatusBody,
        response: { 200: StatusChangeResponse },
      },
    },
    async (request) => changeAnswerStatus(deps, requireContext(request), request.params, request.body),
  );

  r.post(
    `${BASE}/bulk-status`,
    {
      config: { access: write, audit: { targetType: "form" } },
      schema: {
        tags,
        summary: "回答状況の一括変更",
        params: FormIdParams,
        body: BulkStatusBody,
        response: { 200: BulkStatusResponse },
      },
    },
    async (request) =>
      changeAnswerStatuses(deps, requireContext(request), request.params.formId, request.body),
  );

  r.post(
    `${BASE}/export`,
    {
      // A download of personal data: the export service records it in the audit trail.
      config: { access: read },
      schema: {
        tags,
        summary: "回答のエクスポート（Excel・CSV）",
        params: FormIdParams,
        body: AnswerExportBody,
        response: { 200: DownloadBody, 202: ExportAcceptedBody },
      },
    },
    async (request, reply) => {
      const ctx = requireContext(request);
      const { row: form, items } = await loadStaffForm(db, ctx, request.params.formId);
      const { format, encoding, sort: _s, order: _o, ...filter } = request.body;
      const params: AnswerExportParams = {
        formId: form.id,
        formTitle: form.title,
        filter,
        columns: exportColumnsOf(items),
      };
      return replyWithExport(
        deps.exports,
        ctx,
        { request, reply },
        {
          source: ANSWER_EXPORT_SOURCE,
          params,
          format,
          csvEncoding: encoding === "UTF-8" ? "utf8-bom" : "shift_jis",
        },
      );
    },
  );

  r.post(
    `${BASE}/files-zip`,
    {
      config: { access: read, audit: { targetType: "form" } },
      schema: {
        tags,
        summary: "添付ファイルの一括ダウンロード（zip）",
        params: FormIdParams,
        body: AnswerFilesZipBody,
        response: { 200: DownloadBody },
      },
    },
    async (request, reply) => {
      const { sort: _s, order: _o, ...filter } = request.body;
      const zip = await answerFilesZip(files, requireContext(request), request.params.formId, filter);
      return sendDownload(reply, {
        fileName: zip.fileName,
        contentType: "application/zip",
        body: zip.stream,
      });
    },
  );
}
