import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { ActionIcon, Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { IconInfoCircle, IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import {
  type IpRangeRow,
  isChanged,
  MAX_IP_RANGES,
  newRow,
  rowsFromRanges,
  toRanges,
  validateIpRangeRows,
} from "./ip-range-form";
import { useIpRanges, useSaveIpRanges } from "./queries";

/**
 * 「接続を許可するIPアドレス」: the whole list is edited here and saved at once, after a
 * confirmation. The server refuses a list without the caller's own address (shown as a toast by
 * the HTTP helper) so nobody locks themselves out; an empty list allows every address.
 */
export function IpRangeSection() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  const readOnly = useReadOnly();
  const ranges = useIpRanges();
  const save = useSaveIpRanges();
  const [rows, setRows] = useState<IpRangeRow[]>([]);
  const [showErrors, setShowErrors] = useState(false);

  useEffect(() => {
    if (ranges.data) setRows(rowsFromRanges(ranges.data.ranges));
  }, [ranges.data]);

  const errors = validateIpRangeRows(rows);
  const hasErrors = Object.keys(errors).length > 0;
  const tooMany = toRanges(rows).length > MAX_IP_RANGES;
  const changed = ranges.data ? isChanged(rows, ranges.data.ranges) : false;

  const update = (key: number, change: Partial<IpRangeRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const remove = (key: number) => setRows((current) => current.filter((r) => r.key !== key));
  const add = (cidr = "") => setRows((current) => [...current, newRow(cidr)]);

  const submit = async () => {
    setShowErrors(true);
    if (hasErrors || tooMany) return;
    const body = toRanges(rows);
    const message =
      body.length === 0 ? t("ipRanges.confirmEmpty") : t("ipRanges.confirm", { count: body.length });
    if (!(await confirmDialog({ message }))) return;
    try {
      await save.mutateAsync(body);
      setShowErrors(false);
      notify.success({ message: t("ipRanges.saved") });
    } catch {
      // The HTTP helper has shown the server's message.
    }
  };

  const currentIp = ranges.data?.currentIp;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 16, sm: 18 }}>
          {t("ipRanges.title")}
        </Title>
        <Text size="sm">{t("ipRanges.lead")}</Text>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">{t("ipRanges.emptyNote")}</Text>
          {currentIp && (
            <Text size="sm" ff="monospace">
              {t("ipRanges.currentIp", { ip: currentIp })}
            </Text>
          )}
        </Alert>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={260}>{t("ipRanges.cidr")}</Table.Th>
                <Table.Th>{t("ipRanges.note")}</Table.Th>
                <Table.Th w={70}>{t("ipRanges.delete")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={3}>
                    <Text size="sm" c="dimmed">
                      {t("ipRanges.empty")}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row, index) => {
                const error = showErrors ? errors[row.key] : undefined;
                return (
                  <Table.Tr key={row.key}>
                    <Table.Td>
                      <TextInput
                        aria-label={`${t("ipRanges.cidr")} ${index + 1}`}
                        placeholder={t("ipRanges.cidrPlaceholder")}
                        value={row.cidr}
                        readOnly={readOnly}
                        ff="monospace"
                        error={error?.cidr && t(`errors.${error.cidr}`)}
                        onChange={(event) => update(row.key, { cidr: event.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`${t("ipRanges.note")} ${index + 1}`}
                        value={row.note}
                        readOnly={readOnly}
                        error={error?.note && t(`errors.${error.note}`)}
                        onChange={(event) => update(row.key, { note: event.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={readOnly}
                        aria-label={t("ipRanges.deleteRow", { row: index + 1 })}
                        onClick={() => remove(row.key)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {showErrors && tooMany && (
          <Text size="sm" c="red">
            {t("errors.tooMany")}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={readOnly || rows.length >= MAX_IP_RANGES}
              onClick={() => add()}
            >
              {t("ipRanges.add")}
            </Button>
            {currentIp && (
              <Button
                variant="subtle"
                disabled={readOnly || rows.length >= MAX_IP_RANGES}
                onClick={() => add(currentIp.includes(":") ? `${currentIp}/128` : `${currentIp}/32`)}
              >
                {t("ipRanges.addCurrent")}
              </Button>
            )}
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!changed || save.isPending}
              onClick={() => {
                if (ranges.data) setRows(rowsFromRanges(ranges.data.ranges));
                setShowErrors(false);
              }}
            >
              {t("ipRanges.reset")}
            </Button>
            <ActionButton onClick={submit} loading={save.isPending} disabled={!ranges.data || !changed}>
              {t("ipRanges.save")}
            </ActionButton>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
