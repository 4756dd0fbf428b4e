import type { FormDashboardRow } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Select } from "@mantine/core";
import { ANSWERS_NAMESPACE } from "../i18n";

/** The organisation's forms (from the form dashboard call, which any answer screen may read). */
export function FormPicker({
  forms,
  value,
  onChange,
}: {
  forms: FormDashboardRow[] | undefined;
  value: number | null;
  onChange: (formId: number | null) => void;
}) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const data = (forms ?? []).map((f) => ({ value: String(f.formId), label: `${f.title}（${f.formCd}）` }));
  // A form arriving by ?formId= before the list has loaded still shows as chosen.
  if (value !== null && !data.some((d) => d.value === String(value)))
    data.unshift({ value: String(value), label: `#${value}` });
  return (
    <Select
      label={t("list.form")}
      placeholder={t("list.formPlaceholder")}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      nothingFoundMessage={t("list.noForms")}
      w={{ base: "100%", sm: 480 }}
      allowDeselect={false}
    />
  );
}
