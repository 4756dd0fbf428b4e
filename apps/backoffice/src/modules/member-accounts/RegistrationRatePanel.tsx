import type { RegistrationRate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Card, Group, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { MEMBER_ACCOUNTS_NAMESPACE } from "./i18n";

const percent = (registered: number, total: number) =>
  total === 0 ? 0 : Math.round((registered / total) * 1000) / 10;

function RateCell({ registered, total }: { registered: number; total: number }) {
  const value = percent(registered, total);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={value}
        w={120}
        aria-hidden
        color={value >= 90 ? "teal" : value >= 60 ? "blue" : "orange"}
      />
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {value.toFixed(1)}%
      </Text>
    </Group>
  );
}

interface RateRow {
  key: string;
  label: string;
  total: number;
  registered: number;
  onShowUnregistered?: () => void;
}

function RateTable({ title, column, rows }: { title: string; column: string; rows: RateRow[] }) {
  const { t } = useTranslation(MEMBER_ACCOUNTS_NAMESPACE);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("rate.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{column}</Table.Th>
                <Table.Th ta="right">{t("rate.total")}</Table.Th>
                <Table.Th ta="right">{t("rate.registered")}</Table.Th>
                <Table.Th ta="right">{t("rate.unregistered")}</Table.Th>
                <Table.Th>{t("rate.rate")}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right">{row.total.toLocaleString("ja-JP")}</Table.Td>
                  <Table.Td ta="right">{row.registered.toLocaleString("ja-JP")}</Table.Td>
                  <Table.Td ta="right">{(row.total - row.registered).toLocaleString("ja-JP")}</Table.Td>
                  <Table.Td>
                    <RateCell registered={row.registered} total={row.total} />
                  </Table.Td>
                  <Table.Td>
                    {row.onShowUnregistered && row.total > row.registered && (
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={row.onShowUnregistered}
                        aria-label={`${row.label} ${t("rate.showUnregistered")}`}
                        data-operation-id="member-account-show-unregistered"
                      >
                        {t("rate.showUnregistered")}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The registration rate overall, per grade and per class, each with a way to the members missing. */
export function RegistrationRatePanel({
  rate,
  onShowUnregistered,
}: {
  rate: RegistrationRate;
  onShowUnregistered: (where: { grade?: number; placementCd?: string }) => void;
}) {
  const { t } = useTranslation(MEMBER_ACCOUNTS_NAMESPACE);
  return (
    <Stack gap="lg">
      <Card withBorder padding="md" maw={420}>
        <Text size="sm" c="dimmed">
          {t("rate.overall")}
        </Text>
        <Group gap="md" align="baseline">
          <Text fz={32} fw={700}>
            {percent(rate.registered, rate.total).toFixed(1)}%
          </Text>
          <Text size="sm">{t("rate.registeredOf", { registered: rate.registered, total: rate.total })}</Text>
        </Group>
      </Card>
      <RateTable
        title={t("rate.byGrade")}
        column={t("rate.grade")}
        rows={rate.byGrade.map((g) => ({
          key: String(g.grade),
          label: g.gradeName,
          total: g.total,
          registered: g.registered,
          onShowUnregistered: g.grade === null ? undefined : () => onShowUnregistered({ grade: g.grade! }),
        }))}
      />
      <RateTable
        title={t("rate.byPlacement")}
        column={t("rate.placement")}
        rows={rate.byPlacement.map((p) => ({
          key: p.placementCd ?? "",
          label: p.placementName,
          total: p.total,
          registered: p.registered,
          onShowUnregistered:
            p.placementCd === null ? undefined : () => onShowUnregistered({ placementCd: p.placementCd! }),
        }))}
      />
    </Stack>
  );
}
