import type { PublicFormItem } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Checkbox, Radio, Select, Stack } from "@mantine/core";
import { FORMS_NAMESPACE } from "../i18n";

// Inputs of the choice item types, shown and not answerable: a controlled value that never
// changes, so the preview looks exactly like the answer screen without taking input.

const ignore = () => undefined;

export interface PreviewInputProps {
  item: PublicFormItem;
  /** Id of the label element, for the inputs that are a group. */
  labelId: string;
}

export function SingleChoice({ item, labelId }: PreviewInputProps) {
  return (
    <Radio.Group value="" onChange={ignore} aria-labelledby={labelId}>
      <Stack gap={8} mt={4}>
        {item.choices.map((c) => (
          <Radio key={c.value} value={c.value} label={c.label} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function MultipleChoice({ item, labelId }: PreviewInputProps) {
  return (
    <Checkbox.Group value={[]} onChange={ignore} aria-labelledby={labelId}>
      <Stack gap={8} mt={4}>
        {item.choices.map((c) => (
          <Checkbox key={c.value} value={c.value} label={c.label} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

export function ListChoice({
  item,
  labelId,
  choices = item.choices,
}: PreviewInputProps & { choices?: PublicFormItem["choices"] }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Select
      aria-labelledby={labelId}
      data={choices.map((c) => ({ value: c.value, label: c.label }))}
      placeholder={t("preview.selectPlaceholder")}
      value={null}
      readOnly
    />
  );
}

/** DIVISION_SELECT: one select per level, the first with the top nodes (the rest follow a choice). */
export function DivisionPath({ item, labelId }: PreviewInputProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const levels = Math.max(item.divisionDepth ?? 1, 1);
  const top = item.divisionOptions.filter((o) => o.parentValue === null);
  return (
    <Stack gap={6}>
      {Array.from({ length: levels }, (_, i) => (
        <Select
          // biome-ignore lint/suspicious/noArrayIndexKey: the levels are fixed positions
          key={i}
          aria-labelledby={labelId}
          description={t("preview.divisionLevel", { n: i + 1 })}
          data={i === 0 ? top.map((o) => ({ value: o.value, label: o.label })) : []}
          placeholder={t("preview.selectPlaceholder")}
          value={null}
          readOnly
        />
      ))}
    </Stack>
  );
}

export function SingleCheckbox({ item }: { item: PublicFormItem }) {
  return <Checkbox checked={false} onChange={ignore} label={item.label} />;
}
