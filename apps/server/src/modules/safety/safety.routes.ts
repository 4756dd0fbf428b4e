import {
  ComposeSafetyBody,
  MEMBER_SAFETY_API,
  MemberSafetyParams,
  NoContent,
  NotificationType,
  SAFETY_ANSWER_API,
  SAFETY_BASE,
  SafetyAnswerBody,
  SafetyAnswerView,
  SafetyCreated,
  SafetyIdParams,
  SafetyKeyAnswerBody,
  SafetyKeyBody,
  SafetyRecipientPage,
  SafetyRecipientParams,
  SafetyRecipientQuery,
  SafetyRecipientRow,
  SafetyResendBody,
  SafetySendDetail,
  SafetySendPage,
  SafetySendQuery,
  SafetyTemplateBody,
  SafetyTemplateItem,
  SafetyTemplateList,
  SafetyTemplateParams,
  SafetyTemplateVersionQuery,
  UpdateSafetyTemplateBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireContext } from "../../platform/access/request-context";
import { memberOf } from "../member-accounts/member-access";
import { registerTargetPickerRoutes } from "../push-notifications/push-target-routes";
import { SAFETY_RESULT_MENU, SAFETY_SEND_MENU } from "./safety.menu";
import { closeSafetySend, reopenSafetySend, resendSafety } from "./safety-actions";
import { answerByKey, answerForMember, openByKey, openForMember } from "./safety-answer-access";
import { registerSafetyDashboardRoutes, type SafetyDashboardDeps } from "./safety-dashboard.routes";
import type { SafetyDeps } from "./safety-deps";
import { registerProxyAnswer, safetyRecipients } from "./safety-recipients";
import { listSafetySends, safetySendDetail } from "./safety-results";
import { composeSafety } from "./safety-send";
import {
  createSafetyTemplate,
  deleteSafetyTemplate,
  listSafetyTemplates,
  updateSafetyTemplate,
} from "./safety-templates";

const audit = { targetType: "safety_send" };
const B = SAFETY_BASE;

function registerComposeRoutes(app: FastifyInstance, deps: SafetyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu: SAFETY_SEND_MENU, write: false } as const;
  const write = { menu: SAFETY_SEND_MENU } as const;
  const tags = ["安否確認配信"];
  const tplAudit = { targetType: "safety_template" };

  registerTargetPickerRoutes(app, deps, {
    base: B,
    kind: NotificationType.PUSH,
    menu: SAFETY_SEND_MENU,
    tags,
  });
  r.get(
    `${B}/templates`,
    {
      config: { access: read },
      schema: { tags, summary: "安否確認テンプレート一覧", response: { 200: SafetyTemplateList } },
    },
    async (request) => ({ items: await listSafetyTemplates(deps.db, requireContext(request)) }),
  );
  r.post(
    `${B}/templates`,
    {
      config: { access: write, audit: tplAudit },
      schema: {
        tags,
        summary: "安否確認テンプレート登録",
        body: SafetyTemplateBody,
        response: { 201: SafetyTemplateItem },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSafetyTemplate(deps.db, requireContext(request), request.body)),
  );
  r.put(
    `${B}/templates/:id`,
    {
      config: { access: write, audit: tplAudit },
      schema: {
        tags,
        summary: "安否確認テンプレート更新",
        params: SafetyTemplateParams,
        body: UpdateSafetyTemplateBody,
        response: { 200: SafetyTemplateItem },
      },
    },
    async (request) =>
      updateSafetyTemplate(deps.db, requireContext(request), request.params.id, request.body),
  );
  r.delete(
    `${B}/templates/:id`,
    {
      config: { access: write, audit: tplAudit },
      schema: {
        tags,
        summary: "安否確認テンプレート削除",
        params: SafetyTemplateParams,
        querystring: SafetyTemplateVersionQuery,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteSafetyTemplate(deps.db, requireContext(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
  r.post(
    `${B}/sends`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "安否確認の送信（訓練を含む）",
        body: ComposeSafetyBody,
        response: { 201: SafetyCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await composeSafety(deps, requireContext(request), request.body)),
  );
  r.post(
    `${B}/sends/:id/close`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "回答受付の終了",
        params: SafetyIdParams,
        response: { 200: SafetySendDetail },
      },
    },
    async (request) => closeSafetySend(deps, requireContext(request), request.params.id),
  );
  r.post(
    `${B}/sends/:id/reopen`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "回答受付の再開",
        params: SafetyIdParams,
        response: { 200: SafetySendDetail },
      },
    },
    async (request) => reopenSafetySend(deps, requireContext(request), request.params.id),
  );
  r.post(
    `${B}/sends/:id/resend`,
    {
      config: { access: write, audit },
      schema: {
        tags,
        summary: "再送（全員・未読者・未回答者）",
        params: SafetyIdParams,
        body: SafetyResendBody,
        response: { 201: SafetyCreated },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await resendSafety(deps, requireContext(request), request.params.id, request.body.resendType)),
  );
}

/**
 * The results, read under each screen's own menu: 安否確認配信 lists its sends (GET …/sends…) and
 * 安否確認結果 reads the same under …/results…, where staff also register answers by proxy.
 */
function registerResultRoutes(
  app: FastifyInstance,
  deps: SafetyDeps,
  base: string,
  menu: typeof SAFETY_SEND_MENU | typeof SAFETY_RESULT_MENU,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { menu, write: false } as const;
  const tags = [menu === SAFETY_SEND_MENU ? "安否確認配信" : "安否確認結果"];

  r.get(
    base,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "安否確認の一覧（回答率・安否ごとの人数）",
        querystring: SafetySendQuery,
        response: { 200: SafetySendPage },
      },
    },
    async (request) => listSafetySends(deps, requireContext(request), request.query),
  );
  r.get(
    `${base}/:id`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "安否確認の詳細",
        params: SafetyIdParams,
        response: { 200: SafetySendDetail },
      },
    },
    async (request) => safetySendDetail(deps, requireContext(request), request.params.id),
  );
  r.get(
    `${base}/:id/recipients`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "回答者ごとの安否・回答・連絡先",
        params: SafetyIdParams,
        querystring: SafetyRecipientQuery,
        response: { 200: SafetyRecipientPage },
      },
    },
    async (request) => safetyRecipients(deps, requireContext(request), request.params.id, request.query),
  );
  if (menu !== SAFETY_RESULT_MENU) return;
  r.put(
    `${base}/:id/recipients/:recipientId/answer`,
    {
      config: { access: { menu: SAFETY_RESULT_MENU }, audit },
      schema: {
        tags,
        summary: "代理登録（電話などで確認した安否を職員が登録）",
        params: SafetyRecipientParams,
        body: SafetyAnswerBody,
        response: { 200: SafetyRecipientRow },
      },
    },
    async (request) =>
      registerProxyAnswer(
        deps,
        requireContext(request),
        request.params.id,
        request.params.recipientId,
        request.body,
      ),
  );
}

function registerAnswerRoutes(app: FastifyInstance, deps: SafetyDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asMember = { member: true } as const;
  const open = { public: true } as const;

  r.get(
    `${MEMBER_SAFETY_API}/:deliveryId`,
    {
      config: { access: asMember },
      schema: {
        tags: ["メンバーアプリ：安否確認"],
        summary: "安否確認を開く（既読を記録）",
        params: MemberSafetyParams,
        response: { 200: SafetyAnswerView },
      },
    },
    async (request) => openForMember(deps, memberOf(request), request.params.deliveryId),
  );
  r.put(
    `${MEMBER_SAFETY_API}/:deliveryId/answer`,
    {
      config: { access: asMember },
      schema: {
        tags: ["メンバーアプリ：安否確認"],
        summary: "安否の回答（受付終了まで変更可）",
        params: MemberSafetyParams,
        body: SafetyAnswerBody,
        response: { 200: SafetyAnswerView },
      },
    },
    async (request) => answerForMember(deps, memberOf(request), request.params.deliveryId, request.body),
  );
  r.post(
    `${SAFETY_ANSWER_API}/open`,
    {
      config: { access: open },
      schema: {
        tags: ["安否確認回答（ログイン不要）"],
        summary: "メールのリンクから安否確認を開く",
        body: SafetyKeyBody,
        response: { 200: SafetyAnswerView },
      },
    },
    async (request) => openByKey(deps, request.body.key),
  );
  r.post(
    SAFETY_ANSWER_API,
    {
      config: { access: open },
      schema: {
        tags: ["安否確認回答（ログイン不要）"],
        summary: "メールのリンクから安否を回答",
        body: SafetyKeyAnswerBody,
        response: { 200: SafetyAnswerView },
      },
    },
    async (request) => {
      const { key, ...answer } = request.body;
      return answerByKey(deps, key, answer);
    },
  );
}

export function registerSafetyRoutes(app: FastifyInstance, deps: SafetyDashboardDeps): void {
  registerComposeRoutes(app, deps);
  registerResultRoutes(app, deps, `${B}/sends`, SAFETY_SEND_MENU);
  registerResultRoutes(app, deps, `${B}/results`, SAFETY_RESULT_MENU);
  registerSafetyDashboardRoutes(app, deps);
  registerAnswerRoutes(app, deps);
}
