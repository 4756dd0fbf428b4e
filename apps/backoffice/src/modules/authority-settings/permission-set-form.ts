import { PERMISSION_SET_DESCRIPTION_MAX, PERMISSION_SET_NAME_MAX, rules, validate } from "@gakumu/domain";

// The limits are the route schema's own (@gakumu/domain authority-setting-api.ts).
export { PERMISSION_SET_DESCRIPTION_MAX, PERMISSION_SET_NAME_MAX };

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
