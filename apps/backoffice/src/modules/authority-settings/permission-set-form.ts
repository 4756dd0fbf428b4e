import { rules, validate } from "@gakumu/domain";

/** The same limits as the server's schema (apps/server authority-settings.schemas.ts). */
export const PERMISSION_SET_NAME_MAX = 50;
export const PERMISSION_SET_DESCRIPTION_MAX = 200;

export interface PermissionSetFormValues {
  name: string;
  description: string;
  isLecturerDefault: boolean;
}

export type PermissionSetFormErrors = Partial<Record<"name" | "description", string>>;

/**
 * The domain's rules, so the form says what the server would: 「権限セット名を入力してください」,
 * 「50文字以内で入力してください」. `nameLabel` is the field name in the screen's language.
 */
export function validatePermissionSetForm(
  values: PermissionSetFormValues,
  nameLabel: string,
): PermissionSetFormErrors {
  const errors: PermissionSetFormErrors = {};
  const name = validate(
    values.name,
    rules.required({ field: nameLabel }),
    rules.maxLength(PERMISSION_SET_NAME_MAX),
  );
  if (name) errors.name = name;
  const description = validate(values.description, rules.maxLength(PERMISSION_SET_DESCRIPTION_MAX));
  if (description) errors.description = description;
  return errors;
}

export function hasFormErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}
