import type { MenuCode } from "../../platform/permissions/menu-catalogue";
/** The master-category screens this module serves (menu catalogue, category 800). */
export const HIERARCHY_MENU = "hierarchy" satisfies MenuCode;
export const GRADE_MASTER_MENU = "grade-master" satisfies MenuCode;
