import { BarcodeType, type CardSetting, type CardSettingBody, DEFAULT_CARD_SETTING } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { memberCardSetting } from "./member-cards.tables";

// 会員証印刷's settings row per organisation, with the defaults before the first save.

interface Scope {
  tenantId: number;
  organizationId: number;
}

export async function readCardSetting(db: Db, s: Scope): Promise<CardSetting> {
  const [row] = await db
    .select()
    .from(memberCardSetting)
    .where(
      and(eq(memberCardSetting.tenantId, s.tenantId), eq(memberCardSetting.organizationId, s.organizationId)),
    );
  if (!row) return { ...DEFAULT_CARD_SETTING, updatedAt: null };
  return {
    cardTitle: row.cardTitle,
    barcodeType: BarcodeType.isValid(row.barcodeType) ? row.barcodeType : DEFAULT_CARD_SETTING.barcodeType,
    fields: {
      nameKana: row.showNameKana,
      placement: row.showPlacement,
      photo: row.showPhoto,
      barcode: row.showBarcode,
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function writeCardSetting(
  db: Db,
  s: Scope & { loginUserId: number },
  body: z.output<typeof CardSettingBody>,
): Promise<void> {
  const set = {
    cardTitle: body.cardTitle,
    barcodeType: body.barcodeType,
    showNameKana: body.fields.nameKana,
    showPlacement: body.fields.placement,
    showPhoto: body.fields.photo,
    showBarcode: body.fields.barcode,
    updatedByLoginUserId: s.loginUserId,
  };
  await db
    .insert(memberCardSetting)
    .values({ tenantId: s.tenantId, organizationId: s.organizationId, ...set })
    .onConflictDoUpdate({ target: [memberCardSetting.tenantId, memberCardSetting.organizationId], set });
}
