import { confirmDialog, notify, tUi, useTranslation } from "@gakumu/ui";
import { Alert, Modal, Stack, Tabs, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import type { SignedInFormUser } from "../api/form-api";
import { formSession, useFormSession } from "../session/form-session";
import { enterAfterLogin } from "./after-login";
import { ForgotPasswordModal } from "./ForgotPasswordModal";
import { LoginForm } from "./LoginForm";
import { closeLoginModal, type LoginTab, setLoginTab, useLoginModal } from "./login-modal-store";
import { RegistrationForm } from "./RegistrationForm";
import { VerificationCodeModal } from "./VerificationCodeModal";

/** What registering gives, and where the completion mail comes from (spec §2.2). */
function LoginLead() {
  const { t } = useTranslation("form");
  const sender = useFormSession((s) => s.senderMailAddress);
  return (
    // An explanation, not a warning: role "note" keeps screen readers from announcing it as an alert.
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} />} p="sm" role="note">
      <Stack gap={4}>
        <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
          {t("login.leadRegistration")}
        </Text>
        <Text size="sm" style={{ wordBreak: "auto-phrase", overflowWrap: "anywhere" }}>
          {sender ? t("login.leadMail", { sender }) : t("login.leadMailNoSender")}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * The login modal of the form shell (spec §2.2): titled ログイン or 新規登録 by its tab, with the
 * forgot-password and authentication-code modals stacked on top. When the form requires an
 * account, closing asks 「ログインしないと回答できません。よろしいですか？」 first.
 */
export function LoginModal() {
  const { t } = useTranslation("form");
  const { opened, tab } = useLoginModal();
  const formId = useFormSession((s) => s.form?.formId ?? null);
  const [forgotOpened, forgot] = useDisclosure(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const requestClose = async () => {
    const session = formSession.get();
    if (session.form?.isAccountRegistration && !session.login) {
      const yes = await confirmDialog({ message: t("login.closeWarning") });
      if (!yes) return;
    }
    closeLoginModal();
  };

  const registered = async (user: SignedInFormUser) => {
    setCodeSentTo(null);
    closeLoginModal();
    notify.success({ message: t("login.registered") });
    await enterAfterLogin(user);
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={() => void requestClose()}
        title={tab === "login" ? t("login.titleLogin") : t("login.titleRegister")}
        centered
        size="md"
        closeButtonProps={{ "aria-label": tUi("common.close") }}
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        <Stack gap="md">
          <LoginLead />
          <Tabs keepMounted={false} value={tab} onChange={(value) => value && setLoginTab(value as LoginTab)}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="login">{t("login.tabLogin")}</Tabs.Tab>
              <Tabs.Tab value="register">{t("login.tabRegister")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <LoginForm
                formId={formId}
                onForgotPassword={forgot.open}
                onRegister={() => setLoginTab("register")}
              />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              <RegistrationForm
                formId={formId}
                onCodeSent={setCodeSentTo}
                onLogin={() => setLoginTab("login")}
              />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Modal>
      <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
      <VerificationCodeModal
        loginId={codeSentTo}
        onClose={() => setCodeSentTo(null)}
        onRegistered={registered}
      />
    </>
  );
}
