import {
  CardOptionsResponse,
  CardPrintBody,
  CardSettingBody,
  CardSettingResponse,
  MEMBER_CARD_API,
} from "@gakumu/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireContext } from "../../platform/access/request-context";
import { contentDisposition } from "../../platform/exports/download-reply";
import type { ModuleDeps } from "../../platform/module-kit/module-definition";
import { photoRootOf } from "../members/photos/photo-files";
import { CARD_PRINT_MENU } from "./member-cards.menu";
import {
  cardOptions,
  getCardSetting,
  previewMemberCard,
  printMemberCards,
  saveCardSetting,
} from "./member-cards.service";

const tags = ["会員証印刷"];
const access = { menu: CARD_PRINT_MENU } as const;

/** 会員証印刷 (menu card-print): settings, the print's choices, the sheet and a one-card preview. */
export function registerMemberCardRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cardDeps = { db: deps.db, photoRoot: photoRootOf(deps.dataDir) };

  r.get(
    `${MEMBER_CARD_API}/setting`,
    {
      config: { access },
      schema: { tags, summary: "会員証の印刷設定", response: { 200: CardSettingResponse } },
    },
    async (request) => getCardSetting(cardDeps, requireContext(request)),
  );

  r.put(
    `${MEMBER_CARD_API}/setting`,
    {
      config: { access, audit: { targetType: "member_card_setting" } },
      schema: {
        tags,
        summary: "会員証の印刷設定の保存",
        body: CardSettingBody,
        response: { 200: CardSettingResponse },
      },
    },
    async (request) => saveCardSetting(cardDeps, requireContext(request), request.body),
  );

  r.get(
    `${MEMBER_CARD_API}/options`,
    {
      config: { access },
      schema: {
        tags,
        summary: "印刷対象の学年・クラスとバーコードの種類",
        response: { 200: CardOptionsResponse },
      },
    },
    async (request) => cardOptions(cardDeps, requireContext(request)),
  );

  r.post(
    `${MEMBER_CARD_API}/print`,
    {
      // Reading members to paper: recorded like an export.
      config: { access: { ...access, write: false }, audit: { targetType: "member_card_print" } },
      schema: {
        tags,
        summary: "会員証の印刷用PDF（A4、1ページ10枚、トンボ付き）",
        body: CardPrintBody,
        response: { 200: z.unknown().describe("会員証の印刷用PDF") },
      },
    },
    async (request, reply) => {
      const sheet = await printMemberCards(cardDeps, requireContext(request), request.body);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", contentDisposition(sheet.fileName))
        .header("x-card-count", String(sheet.count))
        .header("cache-control", "no-store")
        .send(Buffer.from(sheet.pdf));
    },
  );

  r.post(
    `${MEMBER_CARD_API}/preview`,
    {
      config: { access: { ...access, write: false } },
      schema: {
        tags,
        summary: "会員証の見本（対象の最初の1人、PDF）",
        body: CardPrintBody,
        response: { 200: z.unknown().describe("会員証1枚のPDF") },
      },
    },
    async (request, reply) => {
      const pdf = await previewMemberCard(cardDeps, requireContext(request), request.body);
      return reply
        .header("content-type", "application/pdf")
        .header("cache-control", "no-store")
        .send(Buffer.from(pdf));
    },
  );
}
