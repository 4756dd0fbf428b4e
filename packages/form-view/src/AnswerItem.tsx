import type { AnswerValue } from "@gakumu/domain/forms/answer-types";
import type { PublicFormItem } from "@gakumu/domain/forms/public-form";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { type ComponentType, memo } from "react";
import { errorsOfItem } from "./answer-errors";
import { useFormViewTranslation } from "./i18n";
import { INPUTS } from "./inputs";
import type { AnswerInputProps, AnswerServices } from "./inputs/input-props";

/** Item types with one control of their own, drawn inside Mantine's input wrapper. */
const WRAPPED = new Set([
  "CHECKBOX",
  "TEXT_SINGLE",
  "TEXT_MULTI",
  "NUMBER",
  "DATE",
  "DATETIME",
  "TEL_NO",
  "MAIL_ADDRESS",
  "LIST",
  "DIVISION",
  "PLAN_DATE",
]);

export interface AnswerItemProps {
  item: PublicFormItem;
  value: unknown;
  onChange: (itemKey: string, value: AnswerValue) => void;
  readOnly: boolean;
  errors: Readonly<Record<string, string>>;
  services: AnswerServices;
  /** Prefix of element ids, so two forms on a page never share one. */
  idPrefix: string;
}

/** Red 9: white on Mantine's default red (7) is 3.8:1, under WCAG AA's 4.5:1. */
function RequiredMark() {
  const { t } = useFormViewTranslation();
  return (
    <Badge component="span" size="sm" color="red.9" radius="sm" style={{ flexShrink: 0 }}>
      {t("required")}
    </Badge>
  );
}

/** The item's label with the required mark (a <span>: it may sit inside a <label>). */
function ItemLabel({ item }: { item: PublicFormItem }) {
  return (
    <Group component="span" gap={8} wrap="nowrap" align="center">
      <Text span fw={700} size="sm" style={{ overflowWrap: "anywhere" }}>
        {item.label}
      </Text>
      {item.required && <RequiredMark />}
    </Group>
  );
}

/**
 * One item: its label with the required mark, its help text, its input and its message. The message
 * is an alert (announced when it appears) and, with the help text, describes the input: Mantine's
 * wrapper links them for single controls, the ids below for groups (radios, address, files).
 */
export const AnswerItem = memo(function AnswerItem(props: AnswerItemProps) {
  const { item, value, onChange, readOnly, errors, services, idPrefix } = props;
  const Input: ComponentType<AnswerInputProps> = INPUTS[item.itemType];
  const base = `${idPrefix}-${item.itemKey}`;
  const ids = {
    inputId: `${base}-input`,
    labelId: `${base}-label`,
    helpId: `${base}-help`,
    errorId: `${base}-error`,
  };
  const { own, parts } = errorsOfItem(errors, item.itemKey);
  const wrapped = WRAPPED.has(item.itemType);
  const describedBy = [item.helpText ? ids.helpId : null, own ? ids.errorId : null].filter(Boolean).join(" ");
  const input = (
    <Input
      item={item}
      value={value}
      onChange={(next) => onChange(item.itemKey, next)}
      readOnly={readOnly}
      invalid={Boolean(own)}
      field={{ label: <ItemLabel item={item} />, description: item.helpText, error: own }}
      ids={{ inputId: ids.inputId, labelId: ids.labelId, describedBy: describedBy || undefined }}
      partErrors={parts}
      services={services}
    />
  );
  if (wrapped) return <div data-item-key={item.itemKey}>{input}</div>;
  return (
    <Stack gap={6} data-item-key={item.itemKey}>
      <div id={ids.labelId}>
        <ItemLabel item={item} />
      </div>
      {item.helpText && (
        <Text id={ids.helpId} size="xs" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
          {item.helpText}
        </Text>
      )}
      {input}
      {own && (
        <Text id={ids.errorId} role="alert" size="sm" c="red.8">
          {own}
        </Text>
      )}
    </Stack>
  );
});
