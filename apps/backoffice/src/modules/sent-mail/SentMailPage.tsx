import { formatDate, SentMailStatus, type SentMailSummary } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, Pagination, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SENT_MAIL_NAMESPACE } from "./i18n";
import { SentMailDetailModal } from "./SentMailDetailModal";
import { StatusBadge } from "./StatusBadge";
import { type SentMailFilter, sentMailApi, sentMailKeys } from "./sent-mail-api";

const TIME = "yyyy/MM/dd HH:mm";
const number = (n: number) => n.toLocaleString("ja-JP");

function SearchForm({ onSearch }: { onSearch: (filter: SentMailFilter) => void }) {
  const { t } = useTranslation(SENT_MAIL_NAMESPACE);
  const [status, setStatus] = useState<string>("");
  const [to, setTo] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ status: SentMailStatus.isValid(status) ? status : "", to: to.trim() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("search.status")}
          data={[{ value: "", label: t("search.allStatuses") }, ...SentMailStatus.options]}
          value={status}
          onChange={(value) => setStatus(value ?? "")}
          allowDeselect={false}
          w={180}
        />
        <TextInput
          label={t("search.to")}
          placeholder={t("search.toPlaceholder")}
          value={to}
          maxLength={320}
          onChange={(event) => setTo(event.currentTarget.value)}
          w={280}
        />
        <Button type="submit" data-operation-id="sent-mail-search">
          {t("search.submit")}
        </Button>
      </Group>
    </form>
  );
}

function MailRows({ items, onOpen }: { items: SentMailSummary[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation(SENT_MAIL_NAMESPACE);
  return items.map((mail) => (
    <Table.Tr key={mail.id}>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(mail.createdAt, TIME)}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <StatusBadge status={mail.status} />
      </Table.Td>
      <Table.Td style={{ wordBreak: "break-all" }}>{mail.toAddress}</Table.Td>
      <Table.Td>{mail.subject}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{mail.sentAt ? formatDate(mail.sentAt, TIME) : ""}</Table.Td>
      <Table.Td>
        <Text size="xs" c={mail.status === "failed" ? "red" : "dimmed"} lineClamp={2}>
          {mail.lastError}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onOpen(mail.id)}
          aria-label={`${t("table.open")} ${mail.subject}`}
          data-operation-id="sent-mail-open"
        >
          {t("table.open")}
        </Button>
      </Table.Td>
    </Table.Tr>
  ));
}

/** Menu sent-mail: every mail of the tenant with its delivery result, and one mail in full. */
export function SentMailPage() {
  const { t } = useTranslation(SENT_MAIL_NAMESPACE);
  const [filter, setFilter] = useState<SentMailFilter>({ status: "", to: "" });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: sentMailKeys.list(filter, page),
    queryFn: ({ signal }) => sentMailApi.list(filter, page, signal),
    placeholderData: keepPreviousData,
  });
  const result = list.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const headers = ["createdAt", "status", "to", "subject", "sentAt", "result"] as const;

  return (
    <Stack gap="md" p="md">
      <PageTitle title={t("title")} withHeading order={2} />
      <Text size="sm" c="dimmed">
        {t("lead")}
      </Text>
      <SearchForm
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Text size="sm">{result ? t("table.total", { total: number(result.total) }) : ""}</Text>
      {list.isPending ? (
        <Loader size="sm" type="dots" />
      ) : result && result.items.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {t("table.empty")}
        </Text>
      ) : (
        result && (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {headers.map((key) => (
                    <Table.Th key={key} style={{ whiteSpace: "nowrap" }}>
                      {t(`table.${key}`)}
                    </Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <MailRows items={result.items} onOpen={setOpenId} />
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      )}
      {result && pages > 1 && <Pagination total={pages} value={page} onChange={setPage} withEdges />}
      <SentMailDetailModal mailId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
