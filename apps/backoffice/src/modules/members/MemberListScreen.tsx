import { PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Group, Menu, Paper, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconPlus, IconSchool } from "@tabler/icons-react";
import { useLocation, useNavigate } from "react-router";
import { ActionButton } from "../../app/ActionButton";
import { ExportButton } from "../../app/exports/ExportButton";
import { ExportProgress } from "../../app/exports/ExportProgress";
import { ListContent } from "../../app/list/ListContent";
import { ListPager, sortedBy } from "../../app/list/list-paging";
import { useReadOnly } from "../../app/read-only";
import { MEMBER_EXPORT_TEXTS, MEMBERS_NAMESPACE } from "./i18n";
import { useRememberedListState } from "./list-state";
import { MemberSearchForm } from "./MemberSearchForm";
import { MemberTable } from "./MemberTable";
import type { MemberListKind, MemberSortKey } from "./members-api";
import { menuPath } from "./members-paths";
import { useMemberOptions, useMemberSearch } from "./queries";
import { StatusCounts } from "./StatusBadge";
import { useMemberExport } from "./use-member-export";
import { useMoveToAlumni } from "./use-move-to-alumni";

/**
 * 「メンバー一覧」 and 「卒業生一覧」: conditions, counts per status, a sortable page of 20, export,
 * and on the member list registration and the move to the alumni. The conditions, sort and page
 * survive a visit to a member and back.
 */
export function MemberListScreen({ kind }: { kind: MemberListKind }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const readOnly = useReadOnly();
  const [state, setState] = useRememberedListState(kind);
  const options = useMemberOptions(kind);
  const result = useMemberSearch(kind, state);
  const exporter = useMemberExport(kind);
  const alumni = useMoveToAlumni();
  const data = result.data;
  const base = menuPath(kind);

  const sortBy = (column: MemberSortKey) => setState(sortedBy(state, column));

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t(kind === "alumni" ? "title.alumni" : "title.list")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t(kind === "alumni" ? "title.alumni" : "title.list")}
      </Title>
      <MemberSearchForm
        initial={state.filter}
        options={options.data}
        onSearch={(filter) => {
          setState({ ...state, filter, page: 1 });
          alumni.clear();
        }}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" align="center">
            <Group gap="md">
              <Text fw={600}>
                {data ? t("list.total", { total: data.total.toLocaleString("ja-JP") }) : ""}
              </Text>
              {data && <StatusCounts counts={data.statusCounts} />}
            </Group>
            <Group gap="sm">
              <ExportButton
                catalogue={MEMBER_EXPORT_TEXTS}
                label={t("list.export")}
                operationId={`${kind}-export`}
                disabled={!data || data.total === 0 || exporter.jobId !== null}
                onExport={(format, encoding) => void exporter.start(state.filter, format, encoding)}
              />
              {kind === "members" && (
                <>
                  <MoveMenu
                    readOnly={readOnly}
                    selected={alumni.selected.size}
                    total={data?.total ?? 0}
                    onMove={(target) =>
                      void alumni.move(
                        target === "selected"
                          ? "selected"
                          : { filter: state.filter, count: data?.total ?? 0 },
                      )
                    }
                  />
                  <ActionButton
                    leftSection={<IconPlus size={16} />}
                    onClick={() => navigate(`${base}/new${query}`)}
                  >
                    {t("list.create")}
                  </ActionButton>
                </>
              )}
            </Group>
          </Group>
          <ExportProgress catalogue={MEMBER_EXPORT_TEXTS} download={exporter} />
          <ListContent pending={result.isPending} rows={data?.items} emptyText={t("list.empty")}>
            {(items) => (
              <MemberTable
                items={items}
                sort={state.sort}
                order={state.order}
                onSort={sortBy}
                detailPath={(item) => `${base}/${item.id}${query}`}
                selection={kind === "members" && !readOnly ? alumni : undefined}
              />
            )}
          </ListContent>
          <ListPager found={data} page={state.page} onChange={(page) => setState({ ...state, page })} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function MoveMenu({
  readOnly,
  selected,
  total,
  onMove,
}: {
  readOnly: boolean;
  selected: number;
  total: number;
  onMove: (target: "selected" | "all") => void;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const label = t("list.moveToAlumni");
  if (readOnly)
    return (
      <ActionButton variant="default" leftSection={<IconSchool size={16} />}>
        {label}
      </ActionButton>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconSchool size={16} />}
          rightSection={<IconChevronDown size={14} />}
          disabled={total === 0}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={selected === 0} onClick={() => onMove("selected")}>
          {t("list.moveSelected", { count: selected })}
        </Menu.Item>
        <Menu.Item onClick={() => onMove("all")}>{t("list.moveAll", { count: total })}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
