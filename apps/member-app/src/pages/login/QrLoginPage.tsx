import { ErrorPage, FullPageLoader, PageTitle } from "@gakumu/ui";
import { Alert, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { IconQrcodeOff } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { checkQr, meKey, qrLogin } from "../../api/auth-api";
import { ProblemPage } from "../../app/ProblemPage";
import { checkNewPassword, PASSWORD_RULE } from "../../components/password-check";
import { errorMessage } from "../../http/member-http";
import { PublicFrame } from "./PublicFrame";

/**
 * /app/member/qr/:token: the login QR staff printed for this member. The member sees whose it is,
 * chooses a password (the QR works once), is signed in and lands on the inbox.
 */
export function QrLoginPage() {
  const token = useParams().token ?? "";
  const check = useQuery({
    queryKey: ["qr", token],
    queryFn: () => checkQr(token),
    retry: false,
    staleTime: Infinity,
  });
  if (check.isPending) return <FullPageLoader />;
  if (check.isError) {
    return (
      <ProblemPage
        title="QRコードを確認できません"
        message={errorMessage(check.error)}
        onRetry={() => void check.refetch()}
      />
    );
  }
  if (!check.data.valid) {
    return (
      <ErrorPage
        title="このQRコードは使えません"
        message="使用済みか、有効期限が切れています。新しいQRコードを学校に発行してもらうか、メンバーIDとパスワードでログインしてください。"
        icon={<IconQrcodeOff size={34} stroke={1.5} />}
        linkLabel="ログイン"
        linkTo="/login"
      />
    );
  }
  return (
    <QrPasswordForm
      token={token}
      whose={`${check.data.name ?? ""}さん（${check.data.organizationName ?? ""}）`}
      again={check.data.alreadyRegistered === true}
    />
  );
}

function QrPasswordForm({ token, whose, again }: { token: string; whose: string; again: boolean }) {
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
      title={again ? "パスワードの再設定" : "はじめての方"}
      lead="学務アプリで使うパスワードを決めてください。次回からはメンバーIDとこのパスワードでログインします。"
    >
      <PageTitle title="パスワードの設定" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fw={700}>{whose}</Text>
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
