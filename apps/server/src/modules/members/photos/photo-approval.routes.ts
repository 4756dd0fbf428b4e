import {
  ApprovePhotoBody,
  BulkApprovePhotosBody,
  BulkApprovePhotosResult,
  PHOTO_PAGE_SIZE,
  PhotoApprovalListQuery,
  PhotoImageParams,
  PhotoParams,
  PhotoReviewResult,
  RejectPhotoBody,
  WaitingPhotoPage,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../../platform/access/request-context";
import { listWaitingPhotos, openVisiblePhoto } from "./photo-queries";
import { ImageBody, sendPhoto } from "./photo-reply";
import { approvePhoto, approvePhotos, rejectPhoto } from "./photo-review.service";
import type { PhotoDeps } from "./photo-upload.service";

const BASE = "/app/api/v2/photo-approval";
const access = { menu: "photo-approval" } as const;
const audit = { targetType: "member_photo" };
const tags = ["photo-approval"];

/** The 「顔写真承認」 screen: photos waiting for review, their images, approve and reject. */
export function registerPhotoApprovalRoutes(app: FastifyInstance, deps: PhotoDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    BASE,
    {
      config: { access },
      schema: {
        tags,
        summary: "承認待ちの顔写真（古い順、20件ずつ）",
        querystring: PhotoApprovalListQuery,
        response: { 200: WaitingPhotoPage },
      },
    },
    async (request) => {
      const { page } = request.query;
      const found = await listWaitingPhotos(deps.db, requireContext(request), page, PHOTO_PAGE_SIZE);
      return { ...found, page, pageSize: PHOTO_PAGE_SIZE };
    },
  );

  r.get(
    `${BASE}/photos/:photoId/:variant`,
    {
      config: { access },
      schema: {
        tags,
        summary: "顔写真の画像（承認待ちの写真と、置き換わる承認済みの写真）",
        params: PhotoImageParams,
        response: { 200: ImageBody },
      },
    },
    async (request, reply) =>
      sendPhoto(
        reply,
        await openVisiblePhoto(deps.db, deps.photoRoot, requireContext(request), request.params),
      ),
  );

  r.post(
    `${BASE}/photos/:photoId/approve`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "顔写真の承認",
        params: PhotoParams,
        body: ApprovePhotoBody,
        response: { 200: PhotoReviewResult },
      },
    },
    async (request) =>
      approvePhoto(deps, requireContext(request), {
        photoId: request.params.photoId,
        version: request.body.version,
      }),
  );

  r.post(
    `${BASE}/photos/:photoId/reject`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "顔写真の却下",
        params: PhotoParams,
        body: RejectPhotoBody,
        response: { 200: PhotoReviewResult },
      },
    },
    async (request) =>
      rejectPhoto(deps, requireContext(request), { photoId: request.params.photoId, ...request.body }),
  );

  r.post(
    `${BASE}/approve`,
    {
      config: { access, audit },
      schema: {
        tags,
        summary: "顔写真の一括承認",
        body: BulkApprovePhotosBody,
        response: { 200: BulkApprovePhotosResult },
      },
    },
    async (request) => approvePhotos(deps, requireContext(request), request.body.items),
  );
}
