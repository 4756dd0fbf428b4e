import {
  type AnswerDetail,
  FormItemType,
  formatAnswerValue,
  type PublicForm,
  type PublicFormItem,
  visibleItemKeys,
} from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { Fragment, type ReactNode } from "react";
import { ANSWERS_NAMESPACE } from "../i18n";
import { AnswerFiles, storedFiles } from "./AnswerFiles";

export const isFileItem = (item: PublicFormItem) =>
  item.itemType === FormItemType.UPLOAD || item.itemType === FormItemType.FACE_PHOTO;

/** The items an applicant saw with these values (an item hidden by its condition holds nothing). */
export function shownSections(form: PublicForm, values: Record<string, unknown>) {
  const items = form.sections.flatMap((s) => s.items);
  const visible = new Set(visibleItemKeys(items, values));
  return form.sections
    .map((s) => ({ ...s, items: s.items.filter((i) => visible.has(i.itemKey)) }))
    .filter((s) => s.items.length > 0);
}

export function AnswerRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** 回答内容: every shown item in form order, its label and the value as the applicant reads it. */
export function AnswerItems({ form, answer }: { form: PublicForm; answer: AnswerDetail }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const sections = shownSections(form, answer.values);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="md" mb="sm">
        {t("detail.answers")}
      </Title>
      <Stack gap="md">
        {sections.map((section, index) => (
          <Fragment key={section.sectionId}>
            {index > 0 && <Divider />}
            {section.title && (
              <Text fw={700} fz="sm">
                {section.title}
              </Text>
            )}
            {section.items.map((item) => (
              <AnswerRow key={item.itemKey} label={item.label}>
                {isFileItem(item) ? (
                  <AnswerFiles
                    formId={answer.formId}
                    answerId={answer.answerId}
                    files={storedFiles(answer.values[item.itemKey])}
                  />
                ) : (
                  formatAnswerValue(item, answer.values[item.itemKey]) || t("detail.empty")
                )}
              </AnswerRow>
            ))}
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}
