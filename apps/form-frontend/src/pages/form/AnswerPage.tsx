import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle, IconLogin2 } from "@tabler/icons-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { formPaths } from "../../app/paths";
import { openLoginModal } from "../../auth/login-modal-store";
import { formSession, type SessionForm, useFormSession } from "../../session/form-session";
import { FormPageFrame, WithRouteForm } from "./FormPageFrame";

/** Whether the form can only be answered after logging in (spec §6: account registration, login required). */
export function needsLogin(form: SessionForm): boolean {
  return form.isAccountRegistration || form.loginRequired === 1;
}

function AnswerStep({ form }: { form: SessionForm }) {
  const { t } = useTranslation("form");
  const login = useFormSession((s) => s.login);
  const open = form.reception === "OPEN";
  const blocked = needsLogin(form) && !login;

  // Arriving logged out at a form that needs an account: offer the login straight away.
  useEffect(() => {
    if (open && needsLogin(form) && !formSession.get().login) openLoginModal("login");
  }, [form, open]);

  return (
    <FormPageFrame form={form}>
      {!open && (
        <Alert color="gray" icon={<IconAlertCircle size={20} />} role="status">
          {t("form.closed")}
        </Alert>
      )}
      {open && !login && (
        <Alert color={blocked ? "orange" : "blue"} icon={<IconInfoCircle size={20} />} role="note">
          <Text size="sm" mb="sm" style={{ wordBreak: "auto-phrase" }}>
            {blocked ? t("form.loginRequired") : t("form.loginOptional")}
          </Text>
          <Button size="sm" leftSection={<IconLogin2 size={18} />} onClick={() => openLoginModal("login")}>
            {t("form.loginButton")}
          </Button>
        </Alert>
      )}
      <Group justify="flex-end">
        {!open || blocked ? (
          <Button size="md" disabled>
            {t("form.toConfirm")}
          </Button>
        ) : (
          <Button component={Link} to={formPaths.answerConfirm(form.formId)} size="md">
            {t("form.toConfirm")}
          </Button>
        )}
      </Group>
    </FormPageFrame>
  );
}

/** /{formId}/answer (spec §2.2): the form's entry screen with its state and the way on. */
export function AnswerPage() {
  return <WithRouteForm>{(form) => <AnswerStep form={form} />}</WithRouteForm>;
}
