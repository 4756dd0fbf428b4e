import {
  formatDate,
  LOGIN_QR_DEFAULT_VALID_DAYS,
  type LoginQrLinks,
  type MemberAccountRowValue,
  type MemberAccountSearch,
  type RegistrationRate,
} from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import {
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Loader,
  Modal,
  NumberInput,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { MEMBER_ACCOUNTS_NAMESPACE } from "./i18n";
import { memberAccountKeys, memberAccountsApi } from "./member-accounts-api";

const TIME = "yyyy/MM/dd HH:mm";

export type ListFilter = Required<Pick<MemberAccountSearch, "registration" | "keyword">> &
  Pick<MemberAccountSearch, "grade" | "placementCd">;

function Channels({ row }: { row: MemberAccountRowValue }) {
  const { t } = useTranslation(MEMBER_ACCOUNTS_NAMESPACE);
  const c = row.channels;
  const parts = c
    ? [
        ...(c.push > 0 ? [t("table.pushDevices", { count: c.push })] : []),
        ...(c.line ? [t("table.line")] : []),
        ...(c.mail ? [t("table.mail")] : []),
      ]
    : [];
  return <Text size="sm">{parts.length > 0 ? parts.join("・") : t("table.noChannel")}</Text>;
}

function SearchForm({
  filter,
  rate,
  onSearch,
}: {
  filter: ListFilter;
  rate: RegistrationRate | undefined;
  onSearch: (next: ListFilter) => void;
}) {
  const { t } = useTranslation(MEMBER_ACCOUNTS_NAMESPACE);
  const [draft, setDraft] = useState(filter);
  useEffect(() => setDraft(filter), [filter]);
  const any = { value: "", label: t("search.any") };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, keyword: draft.keyword.trim() });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("search.registration")}
          data={[
            { value: "all", label: t("search.all") },
            { value: "registered", label: t("search.registeredOnly") },
            { value: "unregistered", label: t("search.unregisteredOnly") },
          ]}
          value={draft.registration}
          onChange={(value) =>
            setDraft((d) => ({ ...d, registration: (value ?? "all") as ListFilter["registration"] }))
          }
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t("search.grade")}
          data={[
            any,
            ...(rate?.byGrade ?? [])
              .filter((g) => g.grade !== null)
              .map((g) => ({ value: String(g.grade), label: g.gradeName })),
          ]}
          value={draft.grade === undefined ? "" : String(draft.grade)}
          onChange={(value) => setDraft((d) => ({ ...d, grade: value ? Number(value) : undefined }))}
          allowDeselect={false}
          w={140}
        />
        <Select
          label={t("search.placement")}
          data={[
            any,
            ...(rate?.byPlacement ?? [])
              .filter((p) => p.placementCd !== null)
              .map((p) => ({ value: p.placementCd!, label: p.placementName })),
          ]}
          value={draft.placementCd ?? ""}
          onChange={(value) => setDraft((d) => ({ ...d, placementCd: value || undefined }))}
          allowDeselect={false}
          searchable
          w={240}
        />
        <TextInput
          label={t("search.keyword")}
          value={draft.keyword}
          maxLength={100}
          onChange={(event) => {
            const keyword = event.currentTarget.value;
            setDraft((d) => ({ ...d, keyword }));
          }}
          w={200}
        />
        <Button type="submit" data-operation-id="member-account-search">
          {t("search.submit")}
        </Button>
      </Group>
    </form>
  );
}

type IssuedLink = LoginQrLinks["links"][number];

function LinkModal({ link, onClose }: { link: IssuedLink | null; onClose: () => void }) {
  const { t } = useTranslation(MEMBER_ACCOUNTS_NAMESPACE);
  return (
    <Modal opened={link !== null} onClose={onClose} title={t("link.title")} centered>
      {link && (
        <Stack gap="sm">
          <Text size="sm">{t("link.lead", { name: link.name })}</Text>
          <TextInput
            label={t("link.url")}
            value={link.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Text size="xs" c="dimmed">
            {t("link.expiresAt", { date: formatDate(link.expiresAt, TIME) })}
          </Text>
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t("link.copied") : t("link.copy")}
              </Button>
            )}
          </CopyButton>
        </Stack>
      )}
    </Modal>
  );
}

/** The members with their app registration, and login QR printing for the chosen or unregistered. */
export function MemberAccountListPanel({
  filter,
  rate,
  onFilter,
}: {
  filter: ListFilter;
  rate: RegistrationRate | undefined;
  onFilter: (next: ListFilter) => void;
}) {
  const { t } = useTranslation(MEMBER_ACCOUNTS_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [validDays, setValidDays] = useState<number>(LOGIN_QR_DEFAULT_VALID_DAYS);
  const [link, setLink] = useState<IssuedLink | null>(null);
  const search: MemberAccountSearch = { ...filter, page };
  const list = useQuery({
    queryKey: memberAccountKeys.list(search),
    queryFn: ({ signal }) => memberAccountsApi.search(search, signal),
    placeholderData: keepPreviousData,
  });
  const result = list.data;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const rows = result?.rows ?? [];

  const print = async (memberIds: number[]) => {
    if (memberIds.length === 0) return;
    try {
      const count = await memberAccountsApi.printLoginQr({ memberIds, validDays });
      notify.success({ message: t("qr.printed", { count }) });
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: memberAccountKeys.all });
    } catch {
      // shown by the HTTP helper
    }
  };
  const issueLink = async (memberId: number) => {
    try {
      const issued = await memberAccountsApi.loginQrLinks({ memberIds: [memberId], validDays });
      setLink(issued.links[0] ?? null);
    } catch {
      // shown by the HTTP helper
    }
  };
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const unregisteredOnPage = rows.filter((r) => !r.registered).map((r) => r.id);

  return (
    <Stack gap="md">
      <SearchForm
        filter={filter}
        rate={rate}
        onSearch={(next) => {
          onFilter(next);
          setPage(1);
          setSelected(new Set());
        }}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={t("qr.validDays")}
          value={validDays}
          min={1}
          max={365}
          clampBehavior="strict"
          allowDecimal={false}
          onChange={(value) => setValidDays(typeof value === "number" ? value : LOGIN_QR_DEFAULT_VALID_DAYS)}
          w={140}
        />
        <ActionButton
          disabled={selected.size === 0}
          onClick={() => print([...selected])}
          data-operation-id="member-account-print-selected"
        >
          {t("qr.printSelected", { count: selected.size })}
        </ActionButton>
        <ActionButton
          variant="light"
          disabled={unregisteredOnPage.length === 0}
          onClick={() => print(unregisteredOnPage)}
          data-operation-id="member-account-print-unregistered"
        >
          {t("qr.printUnregistered")}
        </ActionButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t("qr.note")}
      </Text>
      <Text size="sm">{result ? t("table.total", { total: result.total.toLocaleString("ja-JP") }) : ""}</Text>
      {list.isPending ? (
        <Loader size="sm" type="dots" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          {t("table.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label={t("table.selectPage")}
                    checked={allOnPage}
                    onChange={() =>
                      setSelected((previous) => {
                        const next = new Set(previous);
                        for (const r of rows) {
                          if (allOnPage) next.delete(r.id);
                          else next.add(r.id);
                        }
                        return next;
                      })
                    }
                  />
                </Table.Th>
                {(
                  [
                    "memberId",
                    "name",
                    "grade",
                    "placement",
                    "status",
                    "registeredAt",
                    "lastSeenAt",
                    "channels",
                  ] as const
                ).map((key) => (
                  <Table.Th key={key} style={{ whiteSpace: "nowrap" }}>
                    {t(`table.${key}`)}
                  </Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t("table.select", { name: row.name })}
                      checked={selected.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{row.memberId}</Table.Td>
                  {/* A name broke between family and given name's characters (小川 千 / 尋). */}
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{row.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{row.gradeName}</Table.Td>
                  <Table.Td>{row.placementName}</Table.Td>
                  <Table.Td>
                    <Badge color={row.registered ? "teal" : "gray"} variant="light">
                      {row.registered ? t("table.registered") : t("table.unregistered")}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {row.registeredAt ? formatDate(row.registeredAt, TIME) : ""}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {row.lastSeenAt ? formatDate(row.lastSeenAt, TIME) : ""}
                  </Table.Td>
                  <Table.Td>
                    <Channels row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionButton
                        size="compact-sm"
                        variant="light"
                        onClick={() => print([row.id])}
                        aria-label={`${row.name} ${t("table.reissue")}`}
                        data-operation-id="member-account-reissue-qr"
                      >
                        {t("table.reissue")}
                      </ActionButton>
                      <ActionButton
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => issueLink(row.id)}
                        aria-label={`${row.name} ${t("table.reissueLink")}`}
                        data-operation-id="member-account-reissue-link"
                      >
                        {t("table.reissueLink")}
                      </ActionButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {result && pages > 1 && <Pagination total={pages} value={page} onChange={setPage} withEdges />}
      <LinkModal link={link} onClose={() => setLink(null)} />
    </Stack>
  );
}
