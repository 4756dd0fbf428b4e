import { notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ExportProgress } from "../../../app/exports/ExportProgress";
import { ListContent } from "../../../app/list/ListContent";
import { ListPager, sortedBy } from "../../../app/list/list-paging";
import { useReadOnly } from "../../../app/read-only";
import { actionKey } from "../answer-status";
import { type AnswerSortKey, answersApi, type BulkStatusResult, type StaffStatus } from "../answers-api";
import { useAnswerPaths } from "../answers-paths";
import { ANSWER_DOWNLOAD_TEXTS, ANSWERS_NAMESPACE } from "../i18n";
import { useAnswerList, useFormDashboard, useRefreshAnswers } from "../queries";
import { StatusChangeModal } from "../StatusChangeModal";
import { AnswerSearchForm, StatusChips } from "./AnswerFilters";
import { AnswerTable } from "./AnswerTable";
import { BulkStatusMenu } from "./BulkStatusMenu";
import { DownloadControls } from "./DownloadControls";
import { FormPicker } from "./FormPicker";
import { useRememberedAnswerList } from "./list-state";
import { useAnswerDownload } from "./use-answer-download";
import { useAnswerSelection } from "./use-answer-selection";

const formIdOf = (text: string | null) => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);

/**
 * 「回答一覧」 (menu form-answer): one form's answers — counts per status as filter chips, period
 * and keyword, a sortable page of 20, ticked rows for a bulk status change, Excel/CSV export and
 * the attachments as a zip. The form comes from ?formId= (the form list links here) or the picker.
 */
export function AnswerListScreen() {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = useAnswerPaths();
  const readOnly = useReadOnly();
  const formId = formIdOf(params.get("formId"));
  const forms = useFormDashboard();
  const [state, setState] = useRememberedAnswerList(formId);
  const result = useAnswerList(formId, state);
  const selection = useAnswerSelection(formId);
  const download = useAnswerDownload();
  const refresh = useRefreshAnswers();
  const [bulkStatus, setBulkStatus] = useState<StaffStatus | null>(null);
  const [skipped, setSkipped] = useState<BulkStatusResult["skipped"]>([]);
  // Receipt numbers of rows seen, to name the answers a bulk change skipped.
  const receipts = useRef(new Map<number, number | null>());
  const data = formId === null ? undefined : result.data;
  for (const row of data?.rows ?? []) receipts.current.set(row.answerId, row.receiptNo);
  const chosen = [...selection.selected];

  const sortBy = (column: AnswerSortKey) => setState(sortedBy(state, column));

  const changeSelected = async (message: string | undefined) => {
    if (formId === null || bulkStatus === null) return;
    const outcome = await answersApi
      .bulkStatus(formId, { answerIds: chosen, status: bulkStatus, message })
      .catch(() => null); // the helper has shown the server's message
    if (!outcome) return;
    notify.success({ message: t("bulk.done", { count: outcome.changed, status: t(actionKey(bulkStatus)) }) });
    setSkipped(outcome.skipped);
    setBulkStatus(null);
    selection.clear();
    await refresh();
  };

  const downloadRequest = { filter: state.filter, sort: state.sort, order: state.order, answerIds: chosen };
  const scope =
    chosen.length > 0
      ? t("download.selectedOnly", { count: chosen.length })
      : t("download.allFound", { count: data?.total ?? 0 });

  return (
    <Stack gap="md" maw={1600}>
      <PageTitle title={t("title.list")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title.list")}
      </Title>
      <FormPicker forms={forms.data} value={formId} onChange={(id) => navigate(paths.list(id))} />
      {formId === null ? (
        <Text c="dimmed">{forms.data?.length === 0 ? t("list.noForms") : t("list.chooseForm")}</Text>
      ) : (
        <>
          <AnswerSearchForm
            key={formId}
            initial={state.filter}
            onSearch={(f) => setState({ ...state, filter: { ...state.filter, ...f }, page: 1 })}
          />
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <StatusChips
                counts={data?.counts ?? {}}
                value={state.filter.statuses}
                onChange={(statuses) =>
                  setState({ ...state, filter: { ...state.filter, statuses }, page: 1 })
                }
              />
              <Group justify="space-between" align="center">
                <Group gap="md">
                  <Text fw={600}>
                    {data ? t("list.total", { total: data.total.toLocaleString("ja-JP") }) : ""}
                  </Text>
                  {chosen.length > 0 && (
                    <Group gap={6}>
                      <Text size="sm">{t("list.selected", { count: chosen.length })}</Text>
                      <Button size="compact-xs" variant="subtle" onClick={selection.clear}>
                        {t("list.clearSelection")}
                      </Button>
                    </Group>
                  )}
                </Group>
                <Group gap="sm">
                  <DownloadControls
                    disabled={!data || data.total === 0}
                    busy={download.jobId !== null}
                    scope={scope}
                    onExport={(format, encoding) =>
                      void download.run(() =>
                        answersApi.export(formId, { ...downloadRequest, format, encoding }),
                      )
                    }
                    onZip={() =>
                      void download.run((options) => answersApi.filesZip(formId, downloadRequest, options))
                    }
                  />
                  <BulkStatusMenu readOnly={readOnly} selected={chosen.length} onChoose={setBulkStatus} />
                </Group>
              </Group>
              <ExportProgress catalogue={ANSWER_DOWNLOAD_TEXTS} download={download} />
              {skipped.length > 0 && (
                <Alert
                  color="orange"
                  icon={<IconAlertTriangle size={18} />}
                  title={t("bulk.skippedTitle", { count: skipped.length })}
                  withCloseButton
                  onClose={() => setSkipped([])}
                >
                  <List size="sm">
                    {skipped.map((s) => (
                      <List.Item key={s.answerId}>
                        {t("bulk.skippedRow", {
                          receiptNo: receipts.current.get(s.answerId) ?? `#${s.answerId}`,
                          reason: s.reason,
                        })}
                      </List.Item>
                    ))}
                  </List>
                </Alert>
              )}
              <ListContent pending={result.isPending} rows={data?.rows} emptyText={t("list.empty")}>
                {(rows) => (
                  <AnswerTable
                    rows={rows}
                    sort={state.sort}
                    order={state.order}
                    onSort={sortBy}
                    detailPath={(row) => paths.detail(formId, row.answerId)}
                    selection={selection}
                  />
                )}
              </ListContent>
              {!state.filter.statuses.includes(2) && (data?.counts["2"] ?? 0) > 0 && (
                <Text size="xs" c="dimmed">
                  {t("list.draftsHidden")}
                </Text>
              )}
              <ListPager found={data} page={state.page} onChange={(page) => setState({ ...state, page })} />
            </Stack>
          </Paper>
        </>
      )}
      <StatusChangeModal
        status={bulkStatus}
        bulkCount={chosen.length}
        onClose={() => setBulkStatus(null)}
        onSubmit={changeSelected}
      />
    </Stack>
  );
}
