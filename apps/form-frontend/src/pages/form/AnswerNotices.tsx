import type { ApplicantAnswer } from "@gakumu/domain/forms/answer-api";
import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Text } from "@mantine/core";
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconHistory,
  IconInfoCircle,
  IconLogin2,
} from "@tabler/icons-react";
import { ANSWER_STATUS } from "../../app/form-codes";
import { openLoginModal } from "../../auth/login-modal-store";

/** The notices above the answer fields: restored input, a remand, a closed form, the login offer. */
export function AnswerNotices({
  restored,
  current,
  open,
  login,
  blocked,
}: {
  restored: boolean;
  current: ApplicantAnswer | null;
  open: boolean;
  login: boolean;
  blocked: boolean;
}) {
  const { t } = useTranslation("form");
  const remanded = current?.answerStatus === ANSWER_STATUS.REMAND;
  return (
    <>
      {remanded && (
        <Alert
          color="red"
          variant="filled"
          icon={<IconAlertTriangle size={22} />}
          title={t("answer.remandTitle")}
          role="alert"
        >
          <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
            {t("answer.remandLead")}
          </Text>
          {current?.remandMessage && (
            <Text
              size="sm"
              mt="xs"
              fw={700}
              style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
              data-testid="remand-message"
            >
              {current.remandMessage}
            </Text>
          )}
        </Alert>
      )}
      {restored && (
        <Alert color="blue" icon={<IconHistory size={20} />} role="status">
          {t("answer.restored")}
        </Alert>
      )}
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
    </>
  );
}
