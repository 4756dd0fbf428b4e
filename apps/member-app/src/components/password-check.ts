import { isValidPassword } from "@gakumu/domain/validation/predicates/password";

export const PASSWORD_RULE = "8文字以上で、英大文字・英小文字・数字・記号のうち3種類以上を使用してください";

/** The new password's problems by field (spec §5.1), {} when it can be sent. */
export function checkNewPassword(password: string, confirm: string): { password?: string; confirm?: string } {
  if (!password) return { password: "パスワードを入力してください" };
  if (!isValidPassword(password)) return { password: PASSWORD_RULE };
  if (password !== confirm) return { confirm: "パスワードが一致しません" };
  return {};
}
