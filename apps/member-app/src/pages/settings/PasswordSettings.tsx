import { Alert, Button, Card, PasswordInput, Stack, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { changePassword } from "../../api/auth-api";
import { checkNewPassword, PASSWORD_RULE } from "../../components/password-check";
import { errorMessage } from "../../http/member-http";

const EMPTY = { current: "", next: "", confirm: "" };

/** パスワードの変更: the current password, then the new one twice (spec §5.1 rule). */
export function PasswordSettings() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirm?: string }>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors({});
    setResult(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(values.current ? {} : { current: "現在のパスワードを入力してください" }),
      ...checkNewPassword(values.next, values.confirm),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      await changePassword(values.current, values.next);
      setValues(EMPTY);
      setResult({ ok: true, message: "パスワードを変更しました。" });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="md">
          パスワードの変更
        </Title>
        {result && (
          <Alert color={result.ok ? "green" : "red"} role={result.ok ? "status" : "alert"}>
            {result.message}
          </Alert>
        )}
        <PasswordInput
          label="現在のパスワード"
          autoComplete="current-password"
          value={values.current}
          error={errors.current}
          onChange={change("current")}
        />
        <PasswordInput
          label="新しいパスワード"
          description={PASSWORD_RULE}
          autoComplete="new-password"
          value={values.next}
          error={errors.password}
          onChange={change("next")}
        />
        <PasswordInput
          label="新しいパスワード（確認）"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={change("confirm")}
        />
        <Button type="submit" variant="light" loading={sending}>
          変更する
        </Button>
      </Stack>
    </Card>
  );
}
