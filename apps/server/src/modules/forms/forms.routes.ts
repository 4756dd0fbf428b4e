import {
  CreateFormBody,
  FormIdParams,
  FormPage,
  FormResponse,
  FormSearchQuery,
  publicFormSchema,
  ReorderFormBody,
  UpdateFormBody,
  VersionBody,
  VersionQuery,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/request-context";
import { registerAccessKeyRoutes } from "./access-keys.routes";
import { copyForm, publishForm, reorderForm, unpublishForm } from "./form-lifecycle.service";
import { organizationOf } from "./form-organization";
import { registerFormPublicRoutes } from "./form-public.routes";
import { getBuilderForm, loadFormDetail, searchForms } from "./form-queries";
import type { FormRouteDeps } from "./form-route-deps";
import { FORM_MENU } from "./forms.menu";
import { createForm, deleteForm, updateForm } from "./forms.service";
import { toPublicForm } from "./public-form";

const BASE = "/app/api/v2/form";
const read = { menu: FORM_MENU } as const;
const write = { menu: FORM_MENU, write: true } as const;
const audit = { targetType: "form" };
const tags = ["form"];

/** The form builder (category form 300), its links, and the form frontend's form calls. */
export function registerFormRoutes(app: FastifyInstance, deps: FormRouteDeps): void {
  registerFormBuilderRoutes(app, deps);
  registerAccessKeyRoutes(app, deps);
  registerFormPublicRoutes(app, deps);
}

function registerFormBuilderRoutes(app: FastifyInstance, { db }: FormRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: FormIdParams };

  r.get(
    BASE,
    {
      config: { access: read },
      schema: { tags, summary: "フォーム一覧", querystring: FormSearchQuery, response: { 200: FormPage } },
    },
    async (request) => searchForms(db, requireContext(request), request.query),
  );

  r.post(
    BASE,
    {
      config: { access: write, audit },
      schema: { tags, summary: "フォーム作成", body: CreateFormBody, response: { 201: FormResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ form: await createForm(db, requireContext(request), request.body) }),
  );

  r.get(
    `${BASE}/:formId`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "フォーム定義（セクション・項目・メッセージ）",
        ...byId,
        response: { 200: FormResponse },
      },
    },
    async (request) => {
      const row = await getBuilderForm(db, requireContext(request), request.params.formId);
      return { form: await loadFormDetail(db, row) };
    },
  );

  r.put(
    `${BASE}/:formId`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "フォーム定義の保存",
        ...byId,
        body: UpdateFormBody,
        response: { 200: FormResponse },
      },
    },
    async (request) => ({
      form: await updateForm(db, requireContext(request), request.params.formId, request.body),
    }),
  );

  r.put(
    `${BASE}/:formId/order`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "セクション・項目の並び替え",
        ...byId,
        body: ReorderFormBody,
        response: { 200: FormResponse },
      },
    },
    async (request) => ({
      form: await reorderForm(db, requireContext(request), request.params.formId, request.body),
    }),
  );

  r.post(
    `${BASE}/:formId/copy`,
    {
      config: { access: write, audit },
      schema: { tags, summary: "フォームのコピー", ...byId, response: { 201: FormResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ form: await copyForm(db, requireContext(request), request.params.formId) }),
  );

  r.post(
    `${BASE}/:formId/publish`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "フォームの公開",
        ...byId,
        body: VersionBody,
        response: { 200: FormResponse },
      },
    },
    async (request) => ({
      form: await publishForm(db, requireContext(request), request.params.formId, request.body.version),
    }),
  );

  r.post(
    `${BASE}/:formId/unpublish`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "フォームの公開停止",
        ...byId,
        body: VersionBody,
        response: { 200: FormResponse },
      },
    },
    async (request) => ({
      form: await unpublishForm(db, requireContext(request), request.params.formId, request.body.version),
    }),
  );

  r.delete(
    `${BASE}/:formId`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "フォームの削除（公開中を除く）",
        ...byId,
        querystring: VersionQuery,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteForm(db, requireContext(request), request.params.formId, request.query.version);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${BASE}/:formId/preview`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "プレビュー（回答者に届く形のフォーム）",
        ...byId,
        response: { 200: publicFormSchema },
      },
    },
    async (request) => {
      const ctx = requireContext(request);
      const row = await getBuilderForm(db, ctx, request.params.formId);
      return toPublicForm(db, await loadFormDetail(db, row), await organizationOf(db, row), new Date());
    },
  );
}
