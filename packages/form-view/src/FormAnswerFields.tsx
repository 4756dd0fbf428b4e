import type { AnswerValue } from "@gakumu/domain/forms/answer-types";
import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { Badge, Box, Divider, Stack, Title, type TitleOrder } from "@mantine/core";
import { useId, useMemo } from "react";
import { AnswerItem } from "./AnswerItem";
import type { AnswerErrors } from "./answer-errors";
import { useFormViewTranslation } from "./i18n";
import type { AnswerServices } from "./inputs/input-props";
import { useVisibleItemKeys } from "./visibility";

export interface FormAnswerFieldsProps extends AnswerServices {
  form: Pick<PublicForm, "sections">;
  /** The answer as typed: `{ itemKey: value }` (controlled: nothing is kept inside). */
  values: Readonly<Record<string, unknown>>;
  onChange: (itemKey: string, value: AnswerValue) => void;
  /** Messages by dotted path ("name", "address.postalCd"); see answerErrorsOf. */
  errors?: AnswerErrors;
  readOnly?: boolean;
  /** The back office's preview: every item whatever its condition, the conditional ones marked. */
  showAllConditional?: boolean;
  /** The level of the section titles (the page's own headings come before). */
  sectionHeadingOrder?: TitleOrder;
}

const NO_ERRORS: AnswerErrors = {};

/**
 * The items of a public form, section by section, as the applicant answers them: only the items whose
 * display condition holds for the answers so far (domain visibleItemKeys), each with its label, the
 * required mark, its help text and its message. The same component draws the back office's preview,
 * so staff see exactly what applicants see.
 */
export function FormAnswerFields(props: FormAnswerFieldsProps) {
  const { form, values, onChange, errors = NO_ERRORS, readOnly = false, showAllConditional = false } = props;
  const { t } = useFormViewTranslation();
  const idPrefix = useId().replace(/:/g, "");
  const visibleKeys = useVisibleItemKeys();
  const items = useMemo(() => form.sections.flatMap((s) => s.items), [form]);
  const visible = useMemo(() => new Set(visibleKeys(items, values)), [visibleKeys, items, values]);
  const { onUpload, onDownload, onPostalLookup } = props;
  const services = useMemo(
    () => ({ onUpload, onDownload, onPostalLookup }),
    [onUpload, onDownload, onPostalLookup],
  );
  const shownSections = form.sections
    .map((section) => ({
      section,
      items: section.items.filter((item) => showAllConditional || visible.has(item.itemKey)),
    }))
    .filter(({ items: shown }) => shown.length > 0);

  return (
    <Stack gap="lg">
      {shownSections.map(({ section, items: shown }, index) => (
        <Stack key={section.sectionId} gap="md">
          {index > 0 && <Divider />}
          {section.title && (
            <Box bg="blue.0" px="sm" py={6} style={{ borderLeft: "4px solid var(--mantine-color-blue-6)" }}>
              <Title order={props.sectionHeadingOrder ?? 2} fz="md">
                {section.title}
              </Title>
            </Box>
          )}
          {shown.map((item) => (
            <Stack key={item.itemKey} gap={4}>
              {showAllConditional && item.condition && (
                <Badge size="xs" variant="light" color="violet" w="fit-content">
                  {t("conditional")}
                </Badge>
              )}
              <AnswerItem
                item={item}
                value={values[item.itemKey]}
                onChange={onChange}
                readOnly={readOnly}
                errors={errors}
                services={services}
                idPrefix={idPrefix}
              />
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
