import { PageTitle } from "@gakumu/ui";
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { login, meKey } from "../../api/auth-api";
import { errorMessage } from "../../http/member-http";
import { PublicFrame } from "./PublicFrame";
import { SchoolAndMemberFields } from "./SchoolAndMemberFields";

/** Remembered on this phone so the member types the school's code once. */
export const ORGANIZATION_CD_KEY = "gakumu.member.organizationCd";

type Field = "organizationCd" | "loginId" | "password";

/** Where to go after signing in: a path of this app, never another site. */
export function afterLoginPath(next: string | null): string {
  return next?.startsWith("/") && !next.startsWith("//") ? next : "/";
}

/** ログイン: the school's code, the member id or mail address, and the password. */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    organizationCd: localStorage.getItem(ORGANIZATION_CD_KEY) ?? "",
    loginId: "",
    password: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      organizationCd: values.organizationCd.trim(),
      loginId: values.loginId.trim(),
      password: values.password,
    };
    const missing: Partial<Record<Field, string>> = {};
    if (!input.organizationCd) missing.organizationCd = "学校コード（組織コード）を入力してください";
    if (!input.loginId) missing.loginId = "メンバーIDまたはメールアドレスを入力してください";
    if (!input.password) missing.password = "パスワードを入力してください";
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      const member = await login(input);
      localStorage.setItem(ORGANIZATION_CD_KEY, input.organizationCd);
      queryClient.setQueryData(meKey, member);
      navigate(afterLoginPath(params.get("next")), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicFrame title="ログイン">
      <PageTitle title="ログイン" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SchoolAndMemberFields values={values} errors={errors} onChange={change} />
          <PasswordInput
            label="パスワード"
            autoComplete="current-password"
            size="md"
            withAsterisk
            value={values.password}
            error={errors.password}
            onChange={change("password")}
          />
          <Button type="submit" size="md" fullWidth loading={sending}>
            ログイン
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/reminder" size="sm">
              パスワードを忘れた方
            </Anchor>
            {/* Self-registration is a back-office public page (spec §2.1), outside this app's base. */}
            <Anchor href="/register" size="sm">
              はじめての方（利用登録）
            </Anchor>
          </Group>
        </Stack>
      </form>
    </PublicFrame>
  );
}
