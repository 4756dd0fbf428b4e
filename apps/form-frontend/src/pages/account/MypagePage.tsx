import { PageTitle, useTranslation } from "@gakumu/ui";
import { Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import { answerApi } from "../../api/answer-api";
import { formApi } from "../../api/form-api";
import { sessionFromResolved } from "../../api/resolved-session";
import { ANSWER_STATUS } from "../../app/form-codes";
import { formSession, type SessionForm, updateFormSession, useFormSession } from "../../session/form-session";
import { FormCard } from "./FormCard";
import { LoginRequiredNotice } from "./LoginRequiredNotice";
import { MyAnswerCard } from "./MyAnswerCard";
import { useAccountPage } from "./use-account-page";

/**
 * Takes the link of /mypage/{accessKey} as the session's key. After a logout (spec §4 cleared the
 * key, the organisation is still known) the key is simply put back; any other key is resolved so
 * the header names the right organisation. A bad key goes to /not-found through the helper.
 */
async function adoptAccessKey(accessKey: string): Promise<void> {
  const session = formSession.get();
  if (session.accessKey === accessKey) return;
  if (session.accessKey === null && session.organization) {
    updateFormSession({ accessKey });
    return;
  }
  try {
    const resolved = await formApi.resolve(accessKey, { busy: false, notify: false });
    formSession.set({ ...sessionFromResolved(accessKey, resolved, formSession.get()), loginPage: "mypage" });
  } catch {
    // The form behind the key may be unpublished: the key still names the user's mypage.
    updateFormSession({ accessKey });
  }
}

/** The user's answers (GET …/mine), newest first as the server sends them. */
function useMyAnswers(formUserId: number) {
  return useQuery({
    queryKey: ["my-answers", formUserId],
    queryFn: () => answerApi.mine(),
    staleTime: 0,
  });
}

/**
 * The link's form with the user's status from their answers, not from the session: the session's
 * status is what the tab last saw, and an answer sent in another tab or on another device would
 * show the form as 未回答 beside the same form listed as 回答済み.
 */
function CurrentForm({ form, formUserId }: { form: SessionForm; formUserId: number }) {
  const mine = useMyAnswers(formUserId);
  const latest = mine.data?.find((a) => a.formId === form.formId && a.answerStatus !== ANSWER_STATUS.CANCEL);
  const status = latest?.answerStatus ?? (mine.isSuccess ? null : (form.answer?.answerStatus ?? null));
  useEffect(() => {
    const session = formSession.get();
    if (
      mine.isSuccess &&
      session.form?.formId === form.formId &&
      session.form.answer?.answerStatus !== status
    )
      updateFormSession({
        form: { ...session.form, answer: status === null ? null : { answerStatus: status } },
      });
  }, [mine.isSuccess, status, form.formId]);
  return <FormCard form={{ ...form, answer: status === null ? null : { answerStatus: status } }} />;
}

function MyAnswers({ formUserId }: { formUserId: number }) {
  const { t } = useTranslation("form");
  const mine = useMyAnswers(formUserId);
  if (mine.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t("answer.loading")} />
      </Center>
    );
  if (mine.error) return <Text c="dimmed">{t("mypage.loadFailed")}</Text>;
  if (mine.data.length === 0) return <Text c="dimmed">{t("mypage.noAnswers")}</Text>;
  return (
    <Stack gap="sm">
      {mine.data.map((answer) => (
        <MyAnswerCard key={answer.answerId} answer={answer} />
      ))}
    </Stack>
  );
}

/** /mypage/{accessKey} and /mypage (spec §2.2): the form user's own page. */
export function MypagePage() {
  const { t } = useTranslation("form");
  const { accessKey } = useParams();
  const login = useFormSession((s) => s.login);
  const formUser = useFormSession((s) => s.formUser);
  const form = useFormSession((s) => s.form);
  useAccountPage();

  useEffect(() => {
    if (accessKey) void adoptAccessKey(accessKey);
  }, [accessKey]);

  const name = formUser?.lineDisplayName
    ? t("sidebar.displayName", { name: formUser.lineDisplayName })
    : (formUser?.loginId ?? "");

  return (
    <Stack gap="md">
      <PageTitle title={t("mypage.title")} />
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t("mypage.title")}
      </Title>
      {login && formUser ? (
        <>
          <Text style={{ overflowWrap: "anywhere" }}>{t("mypage.greeting", { name })}</Text>
          <Title order={2} fz="lg">
            {t("mypage.currentForm")}
          </Title>
          {form ? (
            <CurrentForm form={form} formUserId={formUser.formUserId} />
          ) : (
            <Text c="dimmed">{t("mypage.noForm")}</Text>
          )}
          <Title order={2} fz="lg">
            {t("mypage.answersTitle")}
          </Title>
          <MyAnswers formUserId={formUser.formUserId} />
        </>
      ) : (
        <LoginRequiredNotice message={t("mypage.loggedOutLead")} />
      )}
    </Stack>
  );
}
