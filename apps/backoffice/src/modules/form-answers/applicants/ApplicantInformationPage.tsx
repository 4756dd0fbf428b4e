import { formatDate } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import {
  Anchor,
  Badge,
  Group,
  Loader,
  Pagination,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { KeywordSearchForm } from "../../../app/KeywordSearchForm";
import { AnswersNotAllowedNotice } from "../AnswersNotAllowedNotice";
import { APPLICANT_INFORMATION_MENU } from "../answers-paths";
import { ANSWERS_NAMESPACE } from "../i18n";
import { useApplicants } from "../queries";
import { useAnswerListReachable } from "../use-answer-list-reachable";
import { ApplicantDrawer } from "./ApplicantDrawer";

const DATE_TIME = "yyyy/MM/dd HH:mm";
const BASE = `/${APPLICANT_INFORMATION_MENU}`;

/** The keyword search and its result table, page by page. */
function ApplicantSearch() {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const result = useApplicants(keyword, page);
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize))) : 1;

  return (
    <>
      <KeywordSearchForm
        label={t("applicants.keyword")}
        buttonLabel={t("applicants.search")}
        onSearch={(k) => {
          setKeyword(k);
          setPage(1);
        }}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>
            {data ? t("applicants.total", { total: data.total.toLocaleString("ja-JP") }) : ""}
          </Text>
          {result.isPending ? (
            <Loader size="sm" type="dots" />
          ) : data && data.rows.length > 0 ? (
            <ScrollArea>
              <Table striped highlightOnHover verticalSpacing="xs" miw={900}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("applicants.name")}</Table.Th>
                    <Table.Th>{t("applicants.loginId")}</Table.Th>
                    <Table.Th>{t("applicants.telNo")}</Table.Th>
                    <Table.Th>{t("applicants.line")}</Table.Th>
                    <Table.Th ta="right">{t("applicants.answerCount")}</Table.Th>
                    <Table.Th>{t("applicants.lastLoginAt")}</Table.Th>
                    <Table.Th>{t("applicants.createdAt")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.formUserId}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`${BASE}/${row.formUserId}`}
                          fz="sm"
                          aria-label={t("applicants.open", {
                            name: row.name || row.loginId || row.formUserId,
                          })}
                        >
                          {row.name || row.loginId || `#${row.formUserId}`}
                        </Anchor>
                        {row.nameKana && (
                          <Text fz="xs" c="dimmed">
                            {row.nameKana}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td fz="sm" style={{ wordBreak: "break-all" }}>
                        {row.loginId ?? "—"}
                      </Table.Td>
                      <Table.Td fz="sm">{row.telNo || "—"}</Table.Td>
                      <Table.Td>
                        {row.lineLinked ? (
                          <Badge size="sm" color="green" variant="light">
                            {t("applicants.lineLinked")}
                          </Badge>
                        ) : (
                          "—"
                        )}
                      </Table.Td>
                      <Table.Td fz="sm" ta="right">
                        {row.answerCount.toLocaleString("ja-JP")}
                      </Table.Td>
                      <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                        {formatDate(row.lastLoginAt, DATE_TIME) || "—"}
                      </Table.Td>
                      <Table.Td fz="sm" style={{ whiteSpace: "nowrap" }}>
                        {formatDate(row.createdAt, DATE_TIME)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          ) : (
            <Text c="dimmed" py="lg" ta="center">
              {t("applicants.empty")}
            </Text>
          )}
          {data && pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={setPage} withEdges />
            </Group>
          )}
        </Stack>
      </Paper>
    </>
  );
}

/**
 * 志願者情報 (always allowed): the organisation's form users found by name, kana, mail address or
 * phone; one opens in a drawer with their profile and every answer they made. The data needs read
 * authority on 回答一覧; without it the page says so and asks nothing of the server.
 */
export function ApplicantInformationPage({ formUserId }: { formUserId: number | null }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const navigate = useNavigate();
  const allowed = useAnswerListReachable();
  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title.applicants")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title.applicants")}
      </Title>
      {allowed ? (
        <>
          <ApplicantSearch />
          <ApplicantDrawer formUserId={formUserId} onClose={() => navigate(BASE)} />
        </>
      ) : (
        <AnswersNotAllowedNotice />
      )}
    </Stack>
  );
}
