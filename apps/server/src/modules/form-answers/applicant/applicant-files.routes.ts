import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import {
  downloadAnswerFileRequestSchema,
  uploadAnswerFilesRequestSchema,
  uploadAnswerFilesResponseSchema,
} from "@gakumu/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError, ValidationError } from "../../../platform/errors/app-error";
import { DownloadBody, sendDownload } from "../../../platform/exports/download-reply";
import { AccessKeyHeaders } from "../../form-users/form-users.schemas";
import { answeringContext, downloadCaller } from "./applicant-access";
import type { ApplicantDeps } from "./applicant-deps";
import { readOwnAnswerFile } from "./download.service";
import { noFileMessage, type UploadedPart, uploadAnswerFiles } from "./upload.service";

/** An upload belongs to the link's form; a download is the caller's own file, with the key or from the mypage. */
const upload = { applicant: "access-key" } as const;
const download = { applicant: "access-key-or-form-user" } as const;
const tags = ["form-answer"];
const BASE = "/app/form-api/form-answer";

const tooLargeMessage = "ファイルサイズが上限（20MB）を超えています。";
const badDataMessage = "送信内容が正しくありません。画面を再読み込みしてから、もう一度添付してください。";

/**
 * The multipart body of spec §7.1: a JSON part `data` (a field, or a Blob part as browsers send an
 * object) and repeated `files` parts. Each file is read whole; over 20 MB the plugin stops it (413).
 */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new ValidationError(noFileMessage);
  let dataText: string | null = null;
  const files: UploadedPart[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const file = part as MultipartFile;
        const bytes = await file.toBuffer();
        if (file.fieldname === "data") dataText = bytes.toString("utf8");
        else if (file.fieldname === "files") files.push({ fileName: file.filename, bytes });
      } else if (part.fieldname === "data") {
        dataText = String((part as MultipartValue).value);
      }
    }
  } catch (error) {
    const e = error as { code?: string; statusCode?: number };
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413)
      throw new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage);
    if (e.statusCode && e.statusCode < 500) throw new ValidationError(badDataMessage);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(dataText ?? "");
  } catch {
    throw new ValidationError(badDataMessage);
  }
  const data = uploadAnswerFilesRequestSchema.safeParse(json);
  if (!data.success) throw new ValidationError(badDataMessage);
  return { data: data.data, files };
}

export function registerApplicantFileRoutes(app: FastifyInstance, deps: ApplicantDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    `${BASE}/upload`,
    {
      config: { access: upload },
      schema: {
        tags,
        summary: "回答の添付ファイル（multipart: JSON の data {formId, itemKey} と files）",
        consumes: ["multipart/form-data"],
        headers: AccessKeyHeaders,
        response: { 200: uploadAnswerFilesResponseSchema },
      },
    },
    async (request) => {
      const { data, files } = await readUpload(request);
      const ctx = answeringContext(request, data.formId);
      return { files: await uploadAnswerFiles(deps, ctx, data.itemKey, files) };
    },
  );

  r.post(
    `${BASE}/file/download`,
    {
      config: { access: download },
      schema: {
        tags,
        summary: "回答の添付ファイルのダウンロード（本人のみ）",
        headers: AccessKeyHeaders,
        body: downloadAnswerFileRequestSchema,
        response: { 200: DownloadBody.describe("添付ファイル") },
      },
    },
    async (request, reply) => {
      const caller = downloadCaller(request);
      const file = await readOwnAnswerFile(db, deps.fileRoot, caller, request.body.fileId);
      reply.header("x-content-type-options", "nosniff");
      return sendDownload(reply, file);
    },
  );
}
