import { FormType, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Drawer, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { AnswerStatusBadge } from "../AnswerStatusBadge";
import { answerDetailPath } from "../answers-paths";
import { ANSWERS_NAMESPACE } from "../i18n";
import { useApplicant } from "../queries";
import { useAnswerListReachable } from "../use-answer-list-reachable";

const DATE_TIME = "yyyy/MM/dd HH:mm";

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="sm" style={{ wordBreak: "break-all" }}>
        {value || "—"}
      </Text>
    </Stack>
  );
}

/** One applicant: profile and every answer, each linking to the answer's detail. */
export function ApplicantDrawer({ formUserId, onClose }: { formUserId: number | null; onClose: () => void }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const detail = useApplicant(formUserId);
  const linked = useAnswerListReachable();
  const data = detail.data;
  return (
    <Drawer
      opened={formUserId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("applicants.detailTitle")}
    >
      {!data ? (
        detail.isError ? null : (
          <Loader size="sm" type="dots" />
        )
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Group gap="sm">
              <Title order={2} fz="lg">
                {data.applicant.name || data.applicant.loginId || `#${data.applicant.formUserId}`}
              </Title>
              {data.applicant.lineLinked && (
                <Badge size="sm" color="green" variant="light">
                  {t("applicants.lineLinked")}
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Field label={t("detail.nameKana")} value={data.applicant.nameKana} />
              <Field label={t("applicants.loginId")} value={data.applicant.loginId ?? ""} />
              <Field label={t("applicants.telNo")} value={data.applicant.telNo} />
              <Field
                label={t("applicants.lastLoginAt")}
                value={formatDate(data.applicant.lastLoginAt, DATE_TIME)}
              />
              <Field
                label={t("applicants.createdAt")}
                value={formatDate(data.applicant.createdAt, DATE_TIME)}
              />
            </SimpleGrid>
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t("applicants.answers")}
            </Title>
            {data.answers.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t("applicants.noAnswers")}
              </Text>
            ) : (
              <Table verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("applicants.form")}</Table.Th>
                    <Table.Th>{t("list.status")}</Table.Th>
                    <Table.Th>{t("list.receiptNo")}</Table.Th>
                    <Table.Th>{t("list.lastSubmittedAt")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.answers.map((a) => (
                    <Table.Tr key={a.answerId}>
                      <Table.Td>
                        {linked ? (
                          <Anchor component={Link} to={answerDetailPath(a.formId, a.answerId)} fz="sm">
                            {a.formTitle}
                          </Anchor>
                        ) : (
                          a.formTitle
                        )}
                        <Text fz="xs" c="dimmed">
                          {FormType.label(a.formType)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <AnswerStatusBadge status={a.answerStatus} />
                      </Table.Td>
                      <Table.Td ff="monospace">{a.receiptNo ?? "—"}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {formatDate(a.lastSubmittedAt, DATE_TIME) || "—"}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
