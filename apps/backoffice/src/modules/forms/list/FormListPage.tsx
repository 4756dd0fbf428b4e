import { PageTitle, useTranslation } from "@gakumu/ui";
import { Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../../app/ActionButton";
import type { FormListItem } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import { AccessKeysModal } from "../links/AccessKeysModal";
import { useFormList } from "../queries";
import { CreateFormModal } from "./CreateFormModal";
import { EMPTY_CONDITIONS, type FormConditions, FormSearchForm } from "./FormSearchForm";
import { FormTable } from "./FormTable";
import { useFormActions } from "./use-form-actions";

/**
 * /form (category form 300): the organisation's forms, 20 per page, newest change first, with the
 * search of keyword, status and type; 「新規作成」 opens the builder on a new draft.
 */
export function FormListPage() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [conditions, setConditions] = useState<FormConditions>(EMPTY_CONDITIONS);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [linksOf, setLinksOf] = useState<FormListItem | null>(null);
  const forms = useFormList({ ...conditions, page });
  const actions = useFormActions();

  const search = (next: FormConditions) => {
    setConditions(next);
    setPage(1);
  };
  const pages = forms.data ? Math.max(1, Math.ceil(forms.data.totalCount / forms.data.pageSize)) : 1;

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title")} />
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t("title")}
        </Title>
        <ActionButton
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          data-operation-id="form-new"
        >
          {t("list.create")}
        </ActionButton>
      </Group>
      <FormSearchForm onSearch={search} />
      {forms.data && (
        <>
          <Text size="sm" c="dimmed">
            {t("list.total", { count: forms.data.totalCount })}
          </Text>
          <FormTable forms={forms.data.formList} actions={actions} onLinks={setLinksOf} />
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </>
      )}
      {creating && <CreateFormModal onClose={() => setCreating(false)} />}
      {linksOf && (
        <AccessKeysModal
          form={{ formId: linksOf.formId, title: linksOf.title, status: linksOf.status }}
          onClose={() => setLinksOf(null)}
        />
      )}
    </Stack>
  );
}
