import { formatDate, type HealthRecordItem, HealthRecordKind, type MemberCandidate } from "@gakumu/domain";
import { confirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Badge, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";
import { MemberPicker } from "./MemberPicker";
import { RecordForm } from "./RecordForm";

/** 健康記録 (menu health-record, its own authority): a member's checkups, allergies and notes. */
export function HealthRecordPage() {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const client = useQueryClient();
  const [member, setMember] = useState<MemberCandidate | null>(null);
  const [editing, setEditing] = useState<HealthRecordItem | null | "new">(null);
  const records = useQuery({
    queryKey: healthKeys.records(member?.id ?? 0),
    queryFn: ({ signal }) => healthApi.records(member!.id, signal),
    enabled: member !== null,
  });
  const remove = useMutation({
    mutationFn: (r: HealthRecordItem) => healthApi.deleteRecord(r.id, r.version),
    onSuccess: () => {
      notify.success({ message: t("removed") });
      void client.invalidateQueries({ queryKey: healthKeys.records(member!.id) });
    },
    onError: notifyHttpError,
  });
  const askRemove = async (r: HealthRecordItem) => {
    if (await confirmDialog({ message: t("confirmRemove", { title: r.title }) })) remove.mutate(r);
  };
  return (
    <Stack gap="md" p="md" maw={1100}>
      <PageTitle title={t("recordTitle")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("recordTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("recordLead")}
      </Text>
      <MemberPicker path="record-candidates" value={member} onChange={setMember} />
      {!member ? (
        <Text c="dimmed">{t("pickMemberFirst")}</Text>
      ) : !records.data ? (
        <Loader size="sm" />
      ) : (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>
                {records.data.member.name}（{records.data.member.memberCode}）　
                {records.data.member.className}
              </Text>
              <ActionButton onClick={() => setEditing("new")}>{t("addRecord")}</ActionButton>
            </Group>
            {records.data.items.length === 0 ? (
              <Text c="dimmed">{t("recordsEmpty")}</Text>
            ) : (
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("recordedOn")}</Table.Th>
                    <Table.Th>{t("recordKind")}</Table.Th>
                    <Table.Th>{t("recordTitleLabel")}</Table.Th>
                    <Table.Th>{t("recordDetail")}</Table.Th>
                    <Table.Th>{t("updatedAt")}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {records.data.items.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>{formatDate(r.recordedOn, "yyyy/MM/dd")}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={r.kind === "ALLERGY" ? "red" : "blue"}>
                          {HealthRecordKind.label(r.kind)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{r.title}</Table.Td>
                      <Table.Td style={{ whiteSpace: "pre-wrap" }}>{r.detail}</Table.Td>
                      <Table.Td>{formatDate(r.updatedAt, "yyyy/MM/dd HH:mm")}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionButton size="xs" variant="light" onClick={() => setEditing(r)}>
                            {t("edit")}
                          </ActionButton>
                          <ActionButton
                            size="xs"
                            variant="light"
                            color="red"
                            onClick={() => void askRemove(r)}
                          >
                            {t("remove")}
                          </ActionButton>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Paper>
      )}
      {member && editing !== null && (
        <RecordForm
          memberId={member.id}
          record={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
