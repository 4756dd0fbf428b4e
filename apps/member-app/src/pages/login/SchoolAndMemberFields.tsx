import { TextInput } from "@mantine/core";

export type SchoolAndMemberField = "organizationCd" | "loginId";

/** Who the member is at which school: shared by the login and the password reminder. */
export function SchoolAndMemberFields(props: {
  values: Record<SchoolAndMemberField, string>;
  errors: Partial<Record<SchoolAndMemberField, string>>;
  onChange: (field: SchoolAndMemberField) => (event: { currentTarget: { value: string } }) => void;
}) {
  const { values, errors, onChange } = props;
  return (
    <>
      <TextInput
        label="学校コード（組織コード）"
        description="学校から配られた案内に書かれています"
        autoComplete="organization"
        autoCapitalize="none"
        size="md"
        withAsterisk
        value={values.organizationCd}
        error={errors.organizationCd}
        onChange={onChange("organizationCd")}
      />
      <TextInput
        label="メンバーIDまたはメールアドレス"
        autoComplete="username"
        autoCapitalize="none"
        size="md"
        withAsterisk
        value={values.loginId}
        error={errors.loginId}
        onChange={onChange("loginId")}
      />
    </>
  );
}
