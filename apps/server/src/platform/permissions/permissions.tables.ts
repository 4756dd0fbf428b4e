import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns";
import { loginUser } from "../auth/login-user.tables";
import { organizationIdColumn, tenantIdColumn } from "../tenancy/tenancy.tables";

/**
 * A sidebar category (spec §6 codes 10…910, 220, 300, 999) as one organisation shows it in one process
 * mode. Rows are copied from the catalogue (menu-catalogue.ts), so a school can rename or hide one.
 */
export const menuCategory = pgTable(
  "menu_category",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    menuCategoryCd: smallint("menu_category_cd").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    /** The sidebar's icon for the category (a Tabler icon name). */
    cssClassName: varchar("css_class_name", { length: 100 }).notNull().default(""),
    disabledFlg: boolean("disabled_flg").notNull().default(false),
    hideFlg: boolean("hide_flg").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("menu_category_org_mode_cd_key").on(t.organizationId, t.processMode, t.menuCategoryCd)],
);

/**
 * One screen of the back office; its code is the first path segment (spec §2.1). A menu code is unique
 * per organisation and process mode, so a permission set can name menus by code alone.
 */
export const menu = pgTable(
  "menu",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    menuCategoryId: integer("menu_category_id")
      .notNull()
      .references(() => menuCategory.id, { onDelete: "cascade" }),
    menuCd: varchar("menu_cd", { length: 64 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    cssClassName: varchar("css_class_name", { length: 100 }).notNull().default(""),
    disabledFlg: boolean("disabled_flg").notNull().default(false),
    hideFlg: boolean("hide_flg").notNull().default(false),
    /** Passed to the screen as is (e.g. a fixed process mode for a shared screen). */
    parameter: text("parameter").notNull().default(""),
    /** Comma-separated switches a screen reads to show or hide its parts. */
    screenControlString: text("screen_control_string").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // The access hook's lookup on every request goes through this index.
    uniqueIndex("menu_org_mode_menu_cd_key").on(t.organizationId, t.processMode, t.menuCd),
    index("menu_category_idx").on(t.menuCategoryId),
  ],
);

/** A named bundle of menu authorities, shared by the organisations of a tenant. */
export const permissionSet = pgTable(
  "permission_set",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    name: varchar("name", { length: 50 }).notNull(),
    description: varchar("description", { length: 200 }).notNull().default(""),
    /** The set a study-plan lecturer gets when none is assigned (spec §6); at most one per tenant. */
    isLecturerDefault: boolean("is_lecturer_default").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("permission_set_tenant_name_key").on(t.tenantId, t.name),
    uniqueIndex("permission_set_lecturer_default_key").on(t.tenantId).where(sql`${t.isLecturerDefault}`),
  ],
);

/** A set's authority for one menu code: 0 available, 1 reference only, 2 unavailable (no row = 2). */
export const permissionSetMenu = pgTable(
  "permission_set_menu",
  {
    tenantId: tenantIdColumn(),
    permissionSetId: integer("permission_set_id")
      .notNull()
      .references(() => permissionSet.id, { onDelete: "cascade" }),
    menuCd: varchar("menu_cd", { length: 64 }).notNull(),
    authority: smallint("authority").notNull(),
  },
  (t) => [
    primaryKey({ name: "permission_set_menu_pkey", columns: [t.permissionSetId, t.menuCd] }),
    check("permission_set_menu_authority_check", sql`${t.authority} in (0, 1, 2)`),
  ],
);

/**
 * What a login user may do in one organisation and process mode: the permission set, the list
 * reference authority (0 all, 1 organisation, 2 only myself) and the grade permission (-1 none).
 */
export const loginUserPermission = pgTable(
  "login_user_permission",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    loginUserId: integer("login_user_id")
      .notNull()
      .references(() => loginUser.id, { onDelete: "cascade" }),
    organizationId: organizationIdColumn(),
    processMode: smallint("process_mode").notNull().default(0),
    // No cascade: a set in use must not vanish under its users (the service answers 409 instead).
    permissionSetId: integer("permission_set_id")
      .notNull()
      .references(() => permissionSet.id),
    referenceAuthority: smallint("reference_authority").notNull().default(0),
    gradePermission: smallint("grade_permission").notNull().default(-1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("login_user_permission_user_org_mode_key").on(t.loginUserId, t.organizationId, t.processMode),
    index("login_user_permission_set_idx").on(t.permissionSetId),
    check("login_user_permission_reference_check", sql`${t.referenceAuthority} in (0, 1, 2)`),
  ],
);

/**
 * The hierarchy nodes a permission reaches, per member permission data type: PERMISSION (members the
 * user may see under reference authority 1), CLASS_PLAN (classes whose plans they edit), IN_CHARGE
 * (classes they are in charge of). A node covers its whole subtree.
 */
export const loginUserPermissionScope = pgTable(
  "login_user_permission_scope",
  {
    id: serial("id").primaryKey(),
    tenantId: tenantIdColumn(),
    loginUserPermissionId: integer("login_user_permission_id")
      .notNull()
      .references(() => loginUserPermission.id, { onDelete: "cascade" }),
    dataType: varchar("data_type", { length: 16 }).notNull(),
    divisionCd: varchar("division_cd", { length: 32 }).notNull(),
  },
  (t) => [
    uniqueIndex("login_user_permission_scope_key").on(t.loginUserPermissionId, t.dataType, t.divisionCd),
  ],
);
