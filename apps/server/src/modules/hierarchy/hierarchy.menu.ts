/** The master-category screens this module serves (menu catalogue, category 800). */
export const HIERARCHY_MENU = "hierarchy";
export const GRADE_MASTER_MENU = "grade-master";
