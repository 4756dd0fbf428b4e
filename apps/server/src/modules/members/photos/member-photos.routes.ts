import path from "node:path";
import {
  MemberPhotoMemberParams,
  MemberPhotoParams,
  MemberPhotoState,
  PhotoUploadQuery,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { requireContext } from "../../../platform/access/request-context";
import { ValidationError } from "../../../platform/errors/app-error";
import type { ExportService } from "../../../platform/exports/export-service";
import { registerPhotoApprovalRoutes } from "./photo-approval.routes";
import { photoRootOf } from "./photo-files";
import { photoMessages } from "./photo-image";
import { getMemberPhotoState, openVisiblePhoto } from "./photo-queries";
import { ImageBody, sendPhoto } from "./photo-reply";
import { uploadMemberPhoto } from "./photo-upload.service";

const BASE = "/app/api/v2/member-photos";
const tags = ["member-photo"];

export interface MemberPhotoRouteDeps {
  db: Db;
  /** DATA_DIR; when absent, the export directory's parent (exports live in DATA_DIR/exports). */
  dataDir?: string;
  exports: Pick<ExportService, "directory">;
}

/** Face photos of the member screen (menu member-list) and of the approval screen (photo-approval). */
export function registerMemberPhotoRoutes(app: FastifyInstance, deps: MemberPhotoRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const photoDeps = {
    db: deps.db,
    photoRoot: photoRootOf(deps.dataDir ?? path.dirname(deps.exports.directory)),
  };
  const access = { menu: "member-list" } as const;

  r.get(
    `${BASE}/:memberId`,
    {
      config: { access },
      schema: {
        tags,
        summary: "メンバーの顔写真",
        params: MemberPhotoMemberParams,
        response: { 200: MemberPhotoState },
      },
    },
    async (request) => getMemberPhotoState(deps.db, requireContext(request), request.params.memberId),
  );

  r.post(
    `${BASE}/:memberId`,
    {
      config: { access, audit: { targetType: "member" } },
      schema: {
        tags,
        summary: "顔写真の登録（multipart/form-data の file。承認待ちになります）",
        consumes: ["multipart/form-data"],
        params: MemberPhotoMemberParams,
        querystring: PhotoUploadQuery,
        response: { 200: MemberPhotoState },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      if (!request.isMultipart()) throw new ValidationError(photoMessages.empty);
      const file = await request.file();
      if (!file) throw new ValidationError(photoMessages.empty);
      // Over the platform's 20 MB this throws the multipart plugin's 413 before anything is kept.
      const bytes = await file.toBuffer();
      return uploadMemberPhoto(photoDeps, ctx, request.params.memberId, {
        version: request.query.version,
        bytes,
      });
    },
  );

  r.get(
    `${BASE}/:memberId/:photoId/:variant`,
    {
      config: { access },
      schema: {
        tags,
        summary: "顔写真の画像（image: 本体、thumbnail: 160px）",
        params: MemberPhotoParams,
        response: { 200: ImageBody },
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await openVisiblePhoto(deps.db, photoDeps.photoRoot, requireContext(request), request.params),
      ),
  );

  registerPhotoApprovalRoutes(app, photoDeps);
}
