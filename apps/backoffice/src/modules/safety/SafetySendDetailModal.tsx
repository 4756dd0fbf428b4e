import {
  ResendType,
  SafetyAnswerMethod,
  SafetyQuestion,
  type SafetyRecipientRow,
  SafetyState,
  safetyAnswerLabel,
} from "@gakumu/domain";
import { RichText } from "@gakumu/form-view";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import {
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconPhone, IconRepeat } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { SAFETY_NAMESPACE } from "./i18n";
import { at, SendBadges } from "./SafetySendList";
import { type SafetyScreen, safetyApi, safetyKeys } from "./safety-api";

const STATE_COLOURS: Record<number, string> = { 0: "gray", 1: "teal", 2: "yellow", 3: "red" };

export function StateBadge({ state }: { state: number }) {
  return (
    <Badge color={STATE_COLOURS[state] ?? "gray"} variant={state === 3 ? "filled" : "light"}>
      {SafetyState.label(state as 0)}
    </Badge>
  );
}

function answersText(row: SafetyRecipientRow): string {
  return Object.entries(row.answers)
    .map(([q, v]) => `${SafetyQuestion.label(q)}：${safetyAnswerLabel(q, v)}`)
    .join(" ／ ");
}

function ProxyAnswer({ id, row, onDone }: { id: number; row: SafetyRecipientRow; onDone: () => void }) {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const [state, setState] = useState(row.safetyState === 0 ? "1" : String(row.safetyState));
  const save = useMutation({
    mutationFn: () => safetyApi.proxyAnswer(id, row.recipientId, { safetyState: Number(state) as 1 }),
    onSuccess: () => {
      notify.success({ message: t("detail.proxySaved") });
      onDone();
    },
    onError: notifyHttpError,
  });
  return (
    <Stack gap="sm">
      <Text fw={600}>{row.name}</Text>
      <SegmentedControl
        value={state}
        onChange={setState}
        data={[1, 2, 3].map((s) => ({ value: String(s), label: SafetyState.label(s as 1) }))}
      />
      <Group justify="flex-end">
        <ActionButton loading={save.isPending} onClick={() => save.mutate()}>
          {t("detail.proxySave")}
        </ActionButton>
      </Group>
    </Stack>
  );
}

function Recipients({ screen, id }: { screen: SafetyScreen; id: number }) {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const queryClient = useQueryClient();
  const [state, setState] = useState("");
  const [page, setPage] = useState(1);
  const [proxy, setProxy] = useState<SafetyRecipientRow | null>(null);
  const list = useQuery({
    queryKey: safetyKeys.recipients(screen, id, state, page),
    queryFn: ({ signal }) => safetyApi.recipients(screen, id, state, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
  const data = list.data;
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={state}
        onChange={(v) => {
          setState(v);
          setPage(1);
        }}
        data={[
          { value: "", label: t("list.filterAll") },
          { value: "3", label: "重傷" },
          { value: "2", label: "軽傷" },
          { value: "0", label: "未連絡" },
          { value: "1", label: "無事" },
        ]}
      />
      <Table.ScrollContainer minWidth={800}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("detail.name")}</Table.Th>
              <Table.Th>{t("detail.placement")}</Table.Th>
              <Table.Th>{t("detail.tel")}</Table.Th>
              <Table.Th>{t("detail.answer")}</Table.Th>
              <Table.Th>{t("detail.answeredAt")}</Table.Th>
              {screen === "results" && <Table.Th w={100} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((row) => (
              <Table.Tr key={row.recipientId}>
                <Table.Td>
                  <Text size="sm">{row.name}</Text>
                  <Text size="xs" c="dimmed">
                    {row.memberNo}
                  </Text>
                </Table.Td>
                <Table.Td>{row.placement}</Table.Td>
                <Table.Td>
                  {row.telNo ? (
                    <a href={`tel:${row.telNo}`}>{row.telNo}</a>
                  ) : (
                    <Text size="xs" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <StateBadge state={row.safetyState} />
                    {answersText(row) && <Text size="xs">{answersText(row)}</Text>}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{at(row.answeredAt)}</Text>
                  {row.answerMethod && (
                    <Text size="xs" c="dimmed">
                      {row.answerMethod === "PROXY" && row.answeredBy
                        ? t("detail.proxyBy", { name: row.answeredBy })
                        : SafetyAnswerMethod.label(row.answerMethod)}
                    </Text>
                  )}
                </Table.Td>
                {screen === "results" && (
                  <Table.Td>
                    <ActionButton
                      size="xs"
                      variant="light"
                      leftSection={<IconPhone size={14} />}
                      onClick={() => setProxy(row)}
                    >
                      {t("detail.proxy")}
                    </ActionButton>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.total > data.pageSize && (
        <Pagination value={page} onChange={setPage} total={Math.ceil(data.total / data.pageSize)} />
      )}
      <Modal opened={proxy !== null} onClose={() => setProxy(null)} title={t("detail.proxyTitle")}>
        {proxy && (
          <ProxyAnswer
            id={id}
            row={proxy}
            onDone={() => {
              setProxy(null);
              void queryClient.invalidateQueries({ queryKey: safetyKeys.all });
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** One send: counts per state, target, dispatches, close / reopen / resend, and its recipients. */
export function SafetySendDetailModal({
  screen,
  id,
  onClose,
}: {
  screen: SafetyScreen;
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: safetyKeys.detail(screen, id),
    queryFn: ({ signal }) => safetyApi.detail(screen, id, signal),
    refetchInterval: 5_000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: safetyKeys.all });
  const toggle = useMutation({
    mutationFn: (close: boolean) => (close ? safetyApi.close(id) : safetyApi.reopen(id)),
    onSuccess: refresh,
    onError: notifyHttpError,
  });
  const resend = useMutation({
    mutationFn: (type: number) => safetyApi.resend(id, type),
    onSuccess: (created) => {
      notify.success({ message: t("detail.resent", { count: created.recipientCount }) });
      void refresh();
    },
    onError: notifyHttpError,
  });
  const d = detail.data;
  return (
    <Modal opened onClose={onClose} size="xl" title={d?.displayTitle ?? ""}>
      {!d ? (
        <Loader size="sm" type="dots" />
      ) : (
        <Stack gap="md">
          <SendBadges item={d} />
          <Paper withBorder p="sm">
            <RichText html={d.bodyHtml} />
          </Paper>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {[
              ["回答率", `${d.counts.answerRate.toFixed(1)}%`],
              ["無事", d.counts.safe],
              ["軽傷", d.counts.minorInjury],
              ["重傷", d.counts.seriousInjury],
              ["未連絡", d.counts.noContact],
            ].map(([label, value]) => (
              <Paper key={label} withBorder p="xs">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={700} fz="lg">
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Text size="sm">
            {t("detail.target")}：{d.targetLabels.join("、")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("detail.dispatches")}：
            {d.dispatches
              .map(
                (x) =>
                  `${at(x.createdAt)} ${x.resendType === null ? t("detail.firstDispatch") : `${t("detail.resend")}（${ResendType.label(x.resendType)}）`} ${x.recipientCount}人`,
              )
              .join(" ／ ")}
          </Text>
          {screen === "sends" && (
            <Group>
              <ActionButton
                variant="light"
                color={d.closedAt ? "green" : "gray"}
                loading={toggle.isPending}
                onClick={async () => {
                  if (d.closedAt) return toggle.mutate(false);
                  if (await confirmDialog({ message: t("detail.confirmClose") })) toggle.mutate(true);
                }}
              >
                {d.closedAt ? t("detail.reopen") : t("detail.close")}
              </ActionButton>
              <Menu>
                <Menu.Target>
                  <Button
                    variant="light"
                    leftSection={<IconRepeat size={16} />}
                    disabled={d.closedAt !== null}
                  >
                    {t("detail.resend")}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {ResendType.options.map((o) => (
                    <Menu.Item
                      key={o.value}
                      onClick={async () => {
                        if (await confirmDialog({ message: t("detail.confirmResend", { type: o.label }) }))
                          resend.mutate(o.value);
                      }}
                    >
                      {o.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
          )}
          <Recipients screen={screen} id={id} />
        </Stack>
      )}
    </Modal>
  );
}
