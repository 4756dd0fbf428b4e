import { defineCodes } from "./define-codes";

// Grade rating and GPA code lists of spec §3.4.
// Labels chosen where the spec names none: GpaWeighting UNIT 単位数 / SUBJECT 科目 / CLASS 授業;
// Rounding 四捨五入 / 切り上げ / 切り捨て.

export const GpaWeighting = defineCodes({
  UNIT: { code: "UNIT", label: "単位数" },
  SUBJECT: { code: "SUBJECT", label: "科目" },
  CLASS: { code: "CLASS", label: "授業" },
});

export const RateRatingResult = defineCodes({
  PASS: { code: 1, label: "合格" },
  FAILURE: { code: 2, label: "不合格" },
  CERTIFICATION: { code: 3, label: "認定" },
  NOT_CERTIFIED: { code: 4, label: "未認定" },
  ABSENCE: { code: 5, label: "欠席" },
});

export const Rounding = defineCodes({
  HALF_UP: { code: "HALF_UP", label: "四捨五入" },
  CEIL: { code: "CEIL", label: "切り上げ" },
  FLOOR: { code: "FLOOR", label: "切り捨て" },
});
