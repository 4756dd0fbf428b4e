import "../i18n";
import { type FormDashboardRow, FormReception, FormStatus, FormType, formatDate } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconListDetails } from "@tabler/icons-react";
import { Link } from "react-router";
import { AnswerStatusBadge } from "../AnswerStatusBadge";
import { AnswersNotAllowedNotice } from "../AnswersNotAllowedNotice";
import { LISTED_STATUSES } from "../answer-status";
import { answerListPath } from "../answers-paths";
import { ANSWERS_NAMESPACE } from "../i18n";
import { useFormDashboard } from "../queries";
import { useAnswerListReachable } from "../use-answer-list-reachable";

const RECEPTION_COLORS: Record<string, string> = { OPEN: "teal", BEFORE_PERIOD: "blue", CLOSED: "gray" };

function FormCard({ form, linked }: { form: FormDashboardRow; linked: boolean }) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const listPath = answerListPath(form.formId);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm" h="100%">
        <Stack gap={2}>
          <Group gap={6}>
            <Badge size="sm" variant="light" color="gray">
              {FormType.label(form.formType)}
            </Badge>
            <Badge
              size="sm"
              variant="light"
              color={form.formStatus === FormStatus.PUBLISHED ? "green" : "gray"}
            >
              {FormStatus.label(form.formStatus) || form.formStatus}
            </Badge>
            {form.formStatus === FormStatus.PUBLISHED && (
              <Badge size="sm" variant="outline" color={RECEPTION_COLORS[form.reception] ?? "gray"}>
                {FormReception.label(form.reception)}
              </Badge>
            )}
          </Group>
          {linked ? (
            <Anchor component={Link} to={listPath} fw={600} fz="md">
              {form.title}
            </Anchor>
          ) : (
            <Text fw={600}>{form.title}</Text>
          )}
          <Text fz="xs" c="dimmed">
            {t("dashboard.formCd")}：{form.formCd}・
            {form.answerPeriodEnd
              ? t("dashboard.deadline", { date: formatDate(form.answerPeriodEnd, "yyyy/MM/dd HH:mm") })
              : t("dashboard.noDeadline")}
          </Text>
        </Stack>
        <Group gap={6}>
          {LISTED_STATUSES.map((status) => (
            <Group key={status} gap={4} wrap="nowrap">
              <AnswerStatusBadge status={status} />
              <Text fz="sm" fw={600}>
                {(form.counts[String(status)] ?? 0).toLocaleString("ja-JP")}
              </Text>
            </Group>
          ))}
        </Group>
        <Group justify="space-between" mt="auto">
          <Text fz="sm" fw={600}>
            {t("dashboard.total", { total: form.total.toLocaleString("ja-JP") })}
          </Text>
          {linked && (
            <Button
              component={Link}
              to={listPath}
              size="xs"
              variant="light"
              leftSection={<IconListDetails size={14} />}
            >
              {t("dashboard.openList")}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** /form-dashboard (always allowed): each form of the organisation with its answers per status. */
export function FormDashboardPage() {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const linked = useAnswerListReachable();
  const forms = useFormDashboard(linked);
  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title.dashboard")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title.dashboard")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("dashboard.intro")}
      </Text>
      {!linked ? (
        <AnswersNotAllowedNotice />
      ) : forms.isPending ? (
        <Loader size="sm" type="dots" />
      ) : (forms.data ?? []).length === 0 ? (
        <Text c="dimmed">{t("dashboard.empty")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {forms.data?.map((form) => (
            <FormCard key={form.formId} form={form} linked={linked} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
