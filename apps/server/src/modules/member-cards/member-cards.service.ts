import {
  BarcodeType,
  barcodeHint,
  barcodeText,
  CARD_PRINT_MAX_MEMBERS,
  type CardOptions,
  type CardPrintBody,
  type CardSetting,
  type CardSettingBody,
  isTwoDimensional,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { organization } from "../../platform/tenancy/tenancy.tables";
import {
  type CardMember,
  countCardMembers,
  listCardMembers,
  readCardPhoto,
} from "../members/member-card-lookups";
import { barcodePng } from "./barcode-image";
import { readCardSetting, writeCardSetting } from "./member-card-settings";
import { type MemberCard, renderCardPreview, renderMemberCards } from "./member-card-sheet";
import { CARD_PRINT_MENU } from "./member-cards.menu";

export interface MemberCardDeps {
  db: Db;
  /** DATA_DIR/photos, where the approved face photos are. */
  photoRoot: string;
}

export async function getCardSetting(deps: MemberCardDeps, ctx: RequestContext): Promise<CardSetting> {
  requireMenu(ctx, CARD_PRINT_MENU, "read");
  return readCardSetting(deps.db, ctx);
}

export async function saveCardSetting(
  deps: MemberCardDeps,
  ctx: RequestContext,
  body: z.output<typeof CardSettingBody>,
): Promise<CardSetting> {
  requireMenu(ctx, CARD_PRINT_MENU, "write");
  await writeCardSetting(deps.db, ctx, body);
  return readCardSetting(deps.db, ctx);
}

/** Grade and class names of the organisation: the print's choices and the cards' labels. */
async function namesOf(db: Db, organizationId: number) {
  const [grades, nodes] = await Promise.all([
    listGrades(db, organizationId),
    listHierarchyNodes(db, organizationId),
  ]);
  const byCode = new Map(nodes.map((n) => [n.divisionCd, n]));
  const placementName = (code: string) => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (let n = byCode.get(code); n && !seen.has(n.divisionCd); n = byCode.get(n.parentDivisionCd)) {
      seen.add(n.divisionCd);
      names.unshift(n.name);
    }
    return names.length > 0 ? names.join(" ") : code;
  };
  const gradeName = new Map(grades.map((g) => [g.gradeCd, g.name]));
  return { grades, nodes, placementName, gradeName: (g: number) => gradeName.get(g) ?? `${g}年` };
}

export async function cardOptions(deps: MemberCardDeps, ctx: RequestContext): Promise<CardOptions> {
  requireMenu(ctx, CARD_PRINT_MENU, "read");
  const names = await namesOf(deps.db, ctx.organizationId);
  return {
    grades: names.grades.map((g) => ({ grade: g.gradeCd, name: g.name })),
    placements: names.nodes.map((n) => ({
      placementCd: n.divisionCd,
      name: names.placementName(n.divisionCd),
    })),
    barcodeTypes: BarcodeType.entries.map((e) => ({
      code: e.code,
      label: e.label,
      hint: barcodeHint(e.code),
    })),
  };
}

const dotted = (isoDate: string) => isoDate.replaceAll("-", "/");

/** The selected members as cards, checked against the limit and the barcode type. */
async function buildCards(
  deps: MemberCardDeps,
  ctx: RequestContext,
  body: z.output<typeof CardPrintBody>,
  limit: number,
): Promise<{ cards: MemberCard[]; setting: CardSetting }> {
  requireMenu(ctx, CARD_PRINT_MENU, "read");
  const { db } = deps;
  const total = await countCardMembers(db, ctx, body.target);
  if (total === 0) throw new ValidationError("印刷できるメンバーがいません。対象を選び直してください。");
  // The preview draws one card, whatever the selection's size.
  if (limit > 1 && total > CARD_PRINT_MAX_MEMBERS)
    throw new ValidationError(
      `一度に印刷できるのは${CARD_PRINT_MAX_MEMBERS}人までです（対象：${total}人）。学年やクラスに分けて印刷してください。`,
    );
  const setting = await readCardSetting(db, ctx);
  const members = await listCardMembers(db, ctx, body.target, limit);
  const type = setting.barcodeType;
  if (setting.fields.barcode) {
    const unfit = members.filter((m) => barcodeText(type, m.memberId) === null).map((m) => m.memberId);
    if (unfit.length > 0)
      throw new ValidationError(
        `メンバーID ${unfit.slice(0, 5).join("、")}${unfit.length > 5 ? ` ほか${unfit.length - 5}人` : ""} は${BarcodeType.label(type)}のバーコードにできません（${barcodeHint(type)}）。印刷設定でバーコードの種類を変えてください。`,
      );
  }
  const [school] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(and(eq(organization.tenantId, ctx.tenantId), eq(organization.id, ctx.organizationId)));
  const names = await namesOf(db, ctx.organizationId);
  const placementOf = (m: CardMember) =>
    [
      m.grade === null ? "" : names.gradeName(m.grade),
      m.placementCd ? names.placementName(m.placementCd) : "",
    ]
      .filter(Boolean)
      .join("　") || null;
  const cards: MemberCard[] = [];
  for (const m of members)
    cards.push({
      title: setting.cardTitle,
      organizationName: school?.name ?? "",
      name: m.name,
      nameKana: setting.fields.nameKana ? m.nameKana : null,
      memberId: m.memberId,
      placement: setting.fields.placement ? placementOf(m) : null,
      validUntil: dotted(body.validUntil),
      photo: setting.fields.photo && m.photoPath ? await readCardPhoto(deps.photoRoot, m.photoPath) : null,
      barcode: setting.fields.barcode ? await barcodePng(type, m.memberId) : null,
      barcodeSquare: isTwoDimensional(type),
    });
  return { cards, setting };
}

const stampOf = (now: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Tokyo" }).format(now).replaceAll("-", "");

/** The selected members' cards, ten to an A4 page. */
export async function printMemberCards(
  deps: MemberCardDeps,
  ctx: RequestContext,
  body: z.output<typeof CardPrintBody>,
  now = new Date(),
): Promise<{ fileName: string; pdf: Uint8Array; count: number }> {
  const { cards, setting } = await buildCards(deps, ctx, body, CARD_PRINT_MAX_MEMBERS);
  const pdf = await renderMemberCards(
    cards,
    { showPhoto: setting.fields.photo },
    { title: setting.cardTitle },
  );
  return { fileName: `${setting.cardTitle}_${stampOf(now)}.pdf`, pdf, count: cards.length };
}

/** The first selected member's card alone, to check the settings on screen before printing. */
export async function previewMemberCard(
  deps: MemberCardDeps,
  ctx: RequestContext,
  body: z.output<typeof CardPrintBody>,
): Promise<Uint8Array> {
  const { cards, setting } = await buildCards(deps, ctx, body, 1);
  return renderCardPreview(cards[0]!, { showPhoto: setting.fields.photo });
}
