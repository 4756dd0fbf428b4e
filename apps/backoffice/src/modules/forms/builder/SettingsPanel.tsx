import { COMPLETION_MAIL_PLACEHOLDERS, FormType, LoginRequired, rules, validate } from "@gakumu/domain";
import { ClampedDateTimeInput, useTranslation } from "@gakumu/ui";
import {
  Code,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { EditFields } from "../../../app/EditFields";
import { FORMS_NAMESPACE } from "../i18n";
import { MONOSPACE_INPUT } from "../monospace";
import { useBuilder } from "./builder-context";
import type { EditorSettings } from "./builder-state";
import { messageFor } from "./definition-issues";

/**
 * The form's settings: code, name, type, description, answer period, login and account rules,
 * editing after submit, multiple answers, and the completion mail with its placeholders.
 */
export function SettingsPanel() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { state, dispatch, issues, readOnly } = useBuilder();
  const s = state.settings;
  const set = (patch: Partial<EditorSettings>) => dispatch({ type: "settings", patch });
  const general = issues.filter((i) => !i.itemKey);
  const error = (field: string) => messageFor(general, field);
  // Checked as it is typed: a wrong sender address would only show when the first mail bounces.
  const senderError = validate(s.senderMailAddress.trim(), rules.maxLength(254), rules.email());

  return (
    <EditFields readOnly={readOnly}>
      <Stack gap="md">
        <Fieldset legend={t("settings.basic")}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t("settings.formCd")}
                value={s.formCd}
                onChange={(event) => set({ formCd: event.currentTarget.value })}
                error={error("formCd")}
                maxLength={32}
                styles={MONOSPACE_INPUT}
                required
              />
              <Select
                label={t("settings.formType")}
                data={FormType.options.map((o) => ({ value: o.value, label: o.label }))}
                value={s.formType}
                onChange={(value) => FormType.isValid(value) && set({ formType: value })}
                allowDeselect={false}
                required
              />
            </SimpleGrid>
            <TextInput
              label={t("settings.title")}
              value={s.title}
              onChange={(event) => set({ title: event.currentTarget.value })}
              error={error("title")}
              maxLength={200}
              required
            />
            <Textarea
              label={t("settings.description")}
              description={t("settings.descriptionHint")}
              value={s.descriptionHtml}
              onChange={(event) => set({ descriptionHtml: event.currentTarget.value })}
              error={error("descriptionHtml")}
              autosize
              minRows={3}
              maxRows={14}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t("settings.period")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ClampedDateTimeInput
              label={t("settings.periodStart")}
              description={t("settings.periodHint")}
              value={s.answerPeriodStart}
              onChange={(value) => set({ answerPeriodStart: value })}
              error={error("answerPeriodStart")}
            />
            <ClampedDateTimeInput
              label={t("settings.periodEnd")}
              description=" "
              value={s.answerPeriodEnd}
              onChange={(value) => set({ answerPeriodEnd: value })}
              min={s.answerPeriodStart || undefined}
              error={error("answerPeriodEnd")}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t("settings.access")}>
          <Stack gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("settings.loginRequired")}
              </Text>
              <SegmentedControl
                aria-label={t("settings.loginRequired")}
                value={String(s.loginRequired)}
                onChange={(value) => {
                  const code = Number(value);
                  if (LoginRequired.isValid(code)) set({ loginRequired: code });
                }}
                data={LoginRequired.options.map((o) => ({ value: String(o.value), label: o.label }))}
                w={200}
                disabled={readOnly}
              />
            </Stack>
            <Switch
              label={t("settings.accountRegistrationRequired")}
              description={t("settings.accountRegistrationHint")}
              checked={s.accountRegistrationRequired}
              onChange={(event) => set({ accountRegistrationRequired: event.currentTarget.checked })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t("settings.answers")}>
          <Stack gap="sm">
            <Switch
              label={t("settings.editableAfterSubmit")}
              checked={s.editableAfterSubmit}
              onChange={(event) => set({ editableAfterSubmit: event.currentTarget.checked })}
            />
            {s.editableAfterSubmit && (
              <ClampedDateTimeInput
                label={t("settings.editDeadline")}
                description={t("settings.editDeadlineHint")}
                value={s.editDeadline}
                onChange={(value) => set({ editDeadline: value })}
                min={s.answerPeriodStart || undefined}
                error={error("editDeadline")}
                w={{ base: "100%", sm: 320 }}
              />
            )}
            <Switch
              label={t("settings.multipleAnswers")}
              checked={s.multipleAnswersAllowed}
              onChange={(event) => set({ multipleAnswersAllowed: event.currentTarget.checked })}
            />
            <Switch
              label={t("settings.showInFormList")}
              description={t("settings.showInFormListHint")}
              checked={s.showInFormList}
              onChange={(event) => set({ showInFormList: event.currentTarget.checked })}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t("settings.mail")}>
          <Stack gap="sm">
            <TextInput
              label={t("settings.senderMailAddress")}
              description={t("settings.senderHint")}
              type="email"
              value={s.senderMailAddress}
              onChange={(event) => set({ senderMailAddress: event.currentTarget.value })}
              error={senderError ?? error("senderMailAddress")}
              maxLength={254}
              w={{ base: "100%", sm: 420 }}
            />
            <TextInput
              label={t("settings.mailSubject")}
              value={s.completionMailSubject}
              onChange={(event) => set({ completionMailSubject: event.currentTarget.value })}
              error={error("completionMailSubject")}
              maxLength={200}
            />
            <Textarea
              label={t("settings.mailBody")}
              value={s.completionMailBody}
              onChange={(event) => set({ completionMailBody: event.currentTarget.value })}
              error={error("completionMailBody")}
              autosize
              minRows={4}
              maxRows={16}
            />
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t("settings.placeholders")}
              </Text>
              <Group gap="md">
                {COMPLETION_MAIL_PLACEHOLDERS.map((name) => (
                  <Text key={name} size="xs">
                    <Code>{`{${name}}`}</Code> {t(`settings.placeholderNames.${name}`)}
                  </Text>
                ))}
              </Group>
            </Stack>
          </Stack>
        </Fieldset>
      </Stack>
    </EditFields>
  );
}
