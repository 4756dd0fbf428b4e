import { stringField } from "../validation/rule";
import * as rules from "../validation/rules";

/**
 * The rules of a hierarchy node (spec §3.3), shared by the node routes, the back-office node form
 * and every other way nodes are created, so each says the same Japanese text.
 */

/** parent_division_cd of a top-level node (spec §3.3): "under 0" means "at the top". */
export const ROOT_PARENT_CD = "0";
export const DIVISION_CD_PATTERN = /^[A-Za-z0-9]+$/;
export const DIVISION_CD_MAX = 32;
export const DIVISION_NAME_MAX = 100;

/**
 * Codes a node may not take. "0" is the root sentinel: a node called "0" would count as the parent
 * of every top-level node, so disabling it would disable the whole tree and enabling it again would be
 * refused ("its parent is disabled"). Codes of zeros only ("00", "000") are refused with it: a
 * spreadsheet reading an exported "00" as a number writes it back as "0".
 */
export function isReservedDivisionCd(code: string): boolean {
  return /^0+$/.test(code);
}

export const RESERVED_DIVISION_CD_MESSAGE =
  "「0」だけの所属コードは最上位を表すために予約されているため使用できません";
const CODE_FORMAT_MESSAGE = "所属コードは半角英数字で入力してください";

/** Checks of a new node's code, in the order they are reported (first failure wins). */
export const divisionCdRules = [
  rules.required({ field: "所属コード" }),
  rules.maxLength(DIVISION_CD_MAX),
  (v: string) => (v === "" || DIVISION_CD_PATTERN.test(v) ? null : CODE_FORMAT_MESSAGE),
  (v: string) => (isReservedDivisionCd(v) ? RESERVED_DIVISION_CD_MESSAGE : null),
] as const;

export const divisionNameRules = [
  rules.required({ field: "所属名" }),
  rules.maxLength(DIVISION_NAME_MAX),
] as const;

/** A new node's code: half-width letters and digits, not reserved (uniqueness is the server's check). */
export const newDivisionCdField = stringField(...divisionCdRules);
export const divisionNameField = stringField(...divisionNameRules);
