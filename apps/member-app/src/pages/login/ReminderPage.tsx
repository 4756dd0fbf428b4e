import { PageTitle } from "@gakumu/ui";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { requestPasswordReminder } from "../../api/auth-api";
import { errorMessage } from "../../http/member-http";
import { ORGANIZATION_CD_KEY } from "./LoginPage";
import { PublicFrame } from "./PublicFrame";
import { SchoolAndMemberFields } from "./SchoolAndMemberFields";

type Field = "organizationCd" | "loginId";

/** パスワードを忘れた方: a reset link by mail to the member's verified address. */
export function ReminderPage() {
  const [values, setValues] = useState({
    organizationCd: localStorage.getItem(ORGANIZATION_CD_KEY) ?? "",
    loginId: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const change = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const organizationCd = values.organizationCd.trim();
    const loginId = values.loginId.trim();
    const missing: Partial<Record<Field, string>> = {};
    if (!organizationCd) missing.organizationCd = "学校コード（組織コード）を入力してください";
    if (!loginId) missing.loginId = "メンバーIDまたはメールアドレスを入力してください";
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    try {
      await requestPasswordReminder(organizationCd, loginId);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <PublicFrame title="パスワードを忘れた方">
      <PageTitle title="パスワードを忘れた方" />
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" role="status">
            登録済みのメールアドレスに、パスワード再設定のご案内を送りました。60分以内にメールのリンクから新しいパスワードを設定してください。
          </Alert>
          <Text size="sm" c="dimmed">
            メールが届かない場合は、メールアドレスを登録していない可能性があります。学校にログインQRの再発行を依頼してください。
          </Text>
          <Anchor component={Link} to="/login">
            ログイン画面へ戻る
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">登録済みのメールアドレスに、パスワード再設定のリンクを送ります。</Text>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <SchoolAndMemberFields values={values} errors={errors} onChange={change} />
            <Button type="submit" size="md" fullWidth loading={sending}>
              再設定メールを送る
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              ログイン画面へ戻る
            </Anchor>
          </Stack>
        </form>
      )}
    </PublicFrame>
  );
}
