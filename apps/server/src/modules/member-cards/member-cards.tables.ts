import { boolean, integer, pgTable, serial, smallint, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { organizationIdColumn, tenantIdColumn } from "../../platform/tenancy/tenancy.tables";

/** 会員証印刷's settings per organisation: the card's title, barcode type and the fields printed. */
export const memberCardSetting = pgTable(
  "member_card_setting",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    /** 生徒証, 会員証, 学生証 … */
    cardTitle: varchar("card_title", { length: 10 }).notNull(),
    /** Barcode types 1–16 (spec §3.4, BarcodeType). */
    barcodeType: smallint("barcode_type").notNull(),
    showNameKana: boolean("show_name_kana").notNull(),
    showPlacement: boolean("show_placement").notNull(),
    showPhoto: boolean("show_photo").notNull(),
    showBarcode: boolean("show_barcode").notNull(),
    updatedByLoginUserId: integer("updated_by_login_user_id"),
    ...timestamps,
  },
  (t) => [uniqueIndex("member_card_setting_organization_key").on(t.tenantId, t.organizationId)],
);
