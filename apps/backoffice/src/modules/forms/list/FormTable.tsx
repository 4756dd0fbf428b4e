import { FormStatus, FormType, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { ActionIcon, Anchor, Menu, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  IconCopy,
  IconDots,
  IconEdit,
  IconEye,
  IconLink,
  IconPlayerPause,
  IconSend,
  IconTrash,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useReadOnly } from "../../../app/read-only";
import { AnswersMenuItem } from "../../form-answers/AnswersMenuItem";
import { FormStatusBadge } from "../FormStatusBadge";
import type { FormListItem } from "../forms-api";
import { useFormPaths } from "../forms-paths";
import { FORMS_NAMESPACE } from "../i18n";
import type { useFormActions } from "./use-form-actions";

interface Props {
  forms: FormListItem[];
  actions: ReturnType<typeof useFormActions>;
  onLinks: (form: FormListItem) => void;
}

const DATE_TIME = "yyyy/MM/dd HH:mm";

export function periodText(start: string | null, end: string | null, noLimit: string): string {
  if (!start && !end) return noLimit;
  return `${formatDate(start, DATE_TIME)} 〜 ${formatDate(end, DATE_TIME)}`;
}

function RowMenu({ form, actions, onLinks }: { form: FormListItem } & Omit<Props, "forms">) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const readOnly = useReadOnly();
  const paths = useFormPaths();
  const published = form.status === FormStatus.PUBLISHED;
  // Reference-only users may still open, preview and list links; every change is disabled.
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("list.rowActions", { title: form.title })}
          disabled={actions.pending}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.edit(form.formId)} leftSection={<IconEdit size={16} />}>
          {t("actions.edit")}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.preview(form.formId)} leftSection={<IconEye size={16} />}>
          {t("actions.preview")}
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={16} />} onClick={() => onLinks(form)}>
          {t("actions.links")}
        </Menu.Item>
        <AnswersMenuItem formId={form.formId} />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          disabled={readOnly}
          onClick={() => void actions.copy(form)}
        >
          {t("actions.copy")}
        </Menu.Item>
        {published ? (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} />}
            disabled={readOnly}
            onClick={() => void actions.unpublish(form)}
          >
            {t("actions.unpublish")}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconSend size={16} />}
            disabled={readOnly}
            onClick={() => void actions.publish(form)}
          >
            {t("actions.publish")}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconTrash size={16} />}
          color="red"
          disabled={readOnly || published}
          onClick={() => void actions.remove(form)}
        >
          {t("actions.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** One page of forms: code, name, type, answer period, status and the row actions. */
export function FormTable({ forms, actions, onLinks }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const paths = useFormPaths();
  if (forms.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        {t("list.empty")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={120}>{t("list.formCd")}</Table.Th>
            <Table.Th miw={240}>{t("list.formTitle")}</Table.Th>
            <Table.Th w={150}>{t("list.formType")}</Table.Th>
            <Table.Th w={240}>{t("list.period")}</Table.Th>
            <Table.Th w={150}>{t("list.status")}</Table.Th>
            <Table.Th w={140}>{t("list.updatedAt")}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t("list.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forms.map((form) => (
            <Table.Tr key={form.formId}>
              <Table.Td ff="monospace">{form.formCd}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.edit(form.formId)} size="sm" fw={500}>
                  {form.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t("list.itemCount", { count: form.itemCount })}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{FormType.label(form.formType)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {periodText(form.answerPeriodStart, form.answerPeriodEnd, t("list.noLimit"))}
              </Table.Td>
              <Table.Td>
                <FormStatusBadge status={form.status} reception={form.reception} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(form.updatedAt, DATE_TIME)}</Table.Td>
              <Table.Td>
                <RowMenu form={form} actions={actions} onLinks={onLinks} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
