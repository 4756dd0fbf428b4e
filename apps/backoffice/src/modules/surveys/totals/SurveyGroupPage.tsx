import { formatDate, type SurveyGroupItem } from "@gakumu/domain";
import { confirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  Anchor,
  Button,
  Group,
  Modal,
  MultiSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { ActionButton } from "../../../app/ActionButton";
import { notifyHttpError } from "../../../app/http";
import { SURVEY_TOTALS_NAMESPACE } from "./i18n";
import { groupsApi, totalsKeys } from "./totals-api";

interface Draft {
  id: number | null;
  version: number;
  name: string;
  surveyIds: string[];
}

function GroupEditor({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const queryClient = useQueryClient();
  const [name, setName] = useState(draft.name);
  const [surveyIds, setSurveyIds] = useState(draft.surveyIds);
  const candidates = useQuery({
    queryKey: totalsKeys.candidates,
    queryFn: ({ signal }) => groupsApi.candidates(signal),
  });
  const save = useMutation({
    mutationFn: () => {
      const body = { name, surveyIds: surveyIds.map(Number) };
      return draft.id === null
        ? groupsApi.create(body)
        : groupsApi.update(draft.id, { ...body, version: draft.version });
    },
    onSuccess: () => {
      notify.success({ message: t("group.saved") });
      void queryClient.invalidateQueries({ queryKey: totalsKeys.groups });
      onClose();
    },
    onError: notifyHttpError,
  });
  const options = (candidates.data?.items ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.title}（${formatDate(s.sentAt, "yyyy/MM/dd")}）`,
  }));
  return (
    <Modal opened onClose={onClose} title={draft.id === null ? t("group.add") : t("group.edit")} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t("group.name")}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <MultiSelect
          label={t("group.surveys")}
          description={t("group.surveysHint")}
          required
          searchable
          data={options}
          value={surveyIds}
          onChange={setSurveyIds}
          maxValues={50}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("group.cancel")}
          </Button>
          <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
            {t("group.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Modal>
  );
}

/** アンケートグループ (menu survey-group, news category 90): named sets of surveys read together. */
export function SurveyGroupPage() {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const groups = useQuery({ queryKey: totalsKeys.groups, queryFn: ({ signal }) => groupsApi.list(signal) });
  const remove = useMutation({
    mutationFn: (g: SurveyGroupItem) => groupsApi.remove(g.id, g.version),
    onSuccess: () => {
      notify.success({ message: t("group.removed") });
      void queryClient.invalidateQueries({ queryKey: totalsKeys.groups });
    },
    onError: notifyHttpError,
  });
  const heading = t("group.title");
  const items = groups.data?.items ?? [];
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={heading} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {heading}
      </Title>
      <Text size="sm" c="dimmed">
        {t("group.lead")}
      </Text>
      <Group>
        <ActionButton onClick={() => setDraft({ id: null, version: 0, name: "", surveyIds: [] })}>
          {t("group.add")}
        </ActionButton>
        <Anchor component={Link} to="/totalling-survey" size="sm">
          {t("group.openTotals")}
        </Anchor>
      </Group>
      {groups.data && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("group.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("group.name")}</Table.Th>
                <Table.Th>{t("group.surveys")}</Table.Th>
                <Table.Th>{t("group.updatedAt")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td>{g.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{t("group.count", { n: g.surveys.length })}</Text>
                    <Text size="xs" c="dimmed">
                      {g.surveys.map((s) => s.title).join("、")}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(g.updatedAt, "yyyy/MM/dd HH:mm")}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <ActionButton
                        size="xs"
                        variant="default"
                        onClick={() =>
                          setDraft({
                            id: g.id,
                            version: g.version,
                            name: g.name,
                            surveyIds: g.surveys.map((s) => String(s.id)),
                          })
                        }
                      >
                        {t("group.edit")}
                      </ActionButton>
                      <ActionButton
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={async () => {
                          if (await confirmDialog({ message: t("group.confirmRemove", { name: g.name }) }))
                            remove.mutate(g);
                        }}
                      >
                        {t("group.remove")}
                      </ActionButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {draft && <GroupEditor draft={draft} onClose={() => setDraft(null)} />}
    </Stack>
  );
}
