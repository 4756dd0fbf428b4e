import {
  SAFETY_AUTO_BASE,
  SafetyAutoFeedStatus,
  SafetyAutoLogPage,
  SafetyAutoLogQuery,
  SafetyAutoOptions,
  SafetyAutoRule,
  SafetyAutoRuleBody,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireContext } from "../../platform/access/request-context";
import { feedStatus, listDecisions } from "./safety-auto-log";
import { getRule, ruleOptions, saveRule } from "./safety-auto-rules";
import { SAFETY_AUTO_MENU } from "./safety-jma.menu";

const tags = ["自動配信設定"];
const read = { menu: SAFETY_AUTO_MENU, write: false } as const;
const write = { menu: SAFETY_AUTO_MENU } as const;

export function registerSafetyJmaRoutes(app: FastifyInstance, deps: { db: Db; jmaBaseUrl: string }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${SAFETY_AUTO_BASE}/rule`,
    {
      config: { access: read },
      schema: { tags, summary: "自動配信設定", response: { 200: SafetyAutoRule } },
    },
    async (request) => getRule(deps.db, requireContext(request)),
  );

  r.put(
    `${SAFETY_AUTO_BASE}/rule`,
    {
      config: { access: write, audit: { targetType: "safety_auto_rule" } },
      schema: {
        tags,
        summary: "自動配信設定の保存",
        body: SafetyAutoRuleBody,
        response: { 200: SafetyAutoRule },
      },
    },
    async (request) => saveRule(deps.db, requireContext(request), request.body),
  );

  r.get(
    `${SAFETY_AUTO_BASE}/options`,
    {
      config: { access: read },
      schema: { tags, summary: "送信対象と通知する職員の選択肢", response: { 200: SafetyAutoOptions } },
    },
    async (request) => ruleOptions(deps.db, requireContext(request)),
  );

  r.get(
    `${SAFETY_AUTO_BASE}/log`,
    {
      config: { access: read },
      schema: {
        tags,
        summary: "自動配信の履歴",
        querystring: SafetyAutoLogQuery,
        response: { 200: SafetyAutoLogPage },
      },
    },
    async (request) => listDecisions(deps.db, requireContext(request), request.query.page),
  );

  r.get(
    `${SAFETY_AUTO_BASE}/feed-status`,
    {
      config: { access: read },
      schema: { tags, summary: "気象庁フィードの受信状況", response: { 200: SafetyAutoFeedStatus } },
    },
    async (request) => feedStatus(deps.db, requireContext(request), deps.jmaBaseUrl),
  );
}
