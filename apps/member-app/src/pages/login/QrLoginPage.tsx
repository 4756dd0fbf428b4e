import { PageTitle } from "@gakumu/ui";
import { Alert, Button, PasswordInput, Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { meKey, qrLogin } from "../../api/auth-api";
import { checkNewPassword, PASSWORD_RULE } from "../../components/password-check";
import { errorMessage } from "../../http/member-http";
import { PublicFrame } from "./PublicFrame";

/**
 * /app/member/qr/:token: the login QR staff printed for this member. The member chooses a password
 * (the QR works once), is signed in and lands on the inbox.
 */
export function QrLoginPage() {
  const token = useParams().token ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkNewPassword(password, confirm);
    setErrors(problems);
    setFailure(null);
    if (problems.password || problems.confirm) return;
    setSending(true);
    try {
      const member = await qrLogin(token, password);
      queryClient.setQueryData(meKey, member);
      navigate("/", { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicFrame
      title="はじめての方"
      lead="学務アプリで使うパスワードを決めてください。次回からは会員IDとこのパスワードでログインします。"
    >
      <PageTitle title="パスワードの設定" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label="パスワード"
            description={PASSWORD_RULE}
            autoComplete="new-password"
            size="md"
            withAsterisk
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors({});
            }}
          />
          <PasswordInput
            label="パスワード（確認）"
            autoComplete="new-password"
            size="md"
            withAsterisk
            value={confirm}
            error={errors.confirm}
            onChange={(event) => {
              setConfirm(event.currentTarget.value);
              setErrors({});
            }}
          />
          <Button type="submit" size="md" fullWidth loading={sending}>
            設定してはじめる
          </Button>
        </Stack>
      </form>
    </PublicFrame>
  );
}
