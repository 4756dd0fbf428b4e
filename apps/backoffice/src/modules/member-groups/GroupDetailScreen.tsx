import { type GroupRuleOptions, MemberGroupKind, type MemberGroupRule } from "@gakumu/domain";
import { confirmDialog, dangerConfirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconEdit, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ActionButton } from "../../app/ActionButton";
import { AddMembersPanel } from "./AddMembersPanel";
import { GroupFormModal } from "./GroupFormModal";
import { GroupMemberTable } from "./GroupMemberTable";
import { formatUpdatedAt, isBuilding } from "./group-display";
import { MEMBER_GROUPS_NAMESPACE } from "./i18n";
import { memberGroupsApi } from "./member-groups-api";
import { useGroup, useGroupMutation, useRuleOptions } from "./queries";
import { nodeLabels } from "./RuleEditor";
import { WorkStatusBadge } from "./WorkStatusBadge";

/** A rule in words: 「所属：普通科 › 1年 ／ 学年：1年」. */
export function describeRule(rule: MemberGroupRule, options: GroupRuleOptions | undefined): string[] {
  const nodes = new Map(nodeLabels(options?.nodes ?? []).map((n) => [n.value, n.label]));
  const grades = new Map((options?.grades ?? []).map((g) => [g.grade, g.name]));
  const attributes = new Map((options?.attributes ?? []).map((a) => [a.attributeCd, a.name]));
  const lines: string[] = [];
  if (rule.divisionCds.length > 0)
    lines.push(`所属：${rule.divisionCds.map((c) => nodes.get(c) ?? c).join("、")}`);
  if (rule.grades.length > 0)
    lines.push(`学年：${rule.grades.map((g) => grades.get(g) ?? String(g)).join("、")}`);
  for (const a of rule.attributes)
    lines.push(`${attributes.get(a.attributeCd) ?? a.attributeCd}：${a.values.join("、")}`);
  return lines;
}

/** /push-group/:id: the group, its state (polled while it builds), adding and removing members. */
export function GroupDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const navigate = useNavigate();
  const query = useGroup(id);
  const group = query.data;
  const ruleOptions = useRuleOptions();
  const [editing, setEditing] = useState(false);
  const remove = useGroupMutation(() => memberGroupsApi.remove(id, group!.version));
  const rebuild = useGroupMutation(() => memberGroupsApi.rebuild(id, group!.version));

  if (!group) return query.isError ? <Navigate404 /> : <Loader size="sm" type="dots" />;
  const isRule = group.kind === MemberGroupKind.RULE;

  const confirmDelete = async () => {
    if (
      !(await dangerConfirmDialog({
        message: t("detail.deleteConfirm", { name: group.name }),
        yesLabel: t("detail.delete"),
      }))
    )
      return;
    try {
      await remove.mutateAsync(undefined);
      notify.success({ message: t("detail.deleted") });
      navigate("..", { relative: "path" });
    } catch {
      // shown by the HTTP helper
    }
  };
  const confirmRebuild = async () => {
    if (!(await confirmDialog({ message: t("detail.rebuildConfirm", { name: group.name }) }))) return;
    try {
      await rebuild.mutateAsync(undefined);
      notify.success({ message: t("detail.rebuildStarted") });
    } catch {
      // shown by the HTTP helper
    }
  };

  return (
    <Stack gap="md" maw={1100}>
      <PageTitle title={group.name} />
      <Anchor component={Link} to=".." relative="path" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("detail.back")}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {group.name}
          </Title>
          <Badge variant="outline" radius="sm">
            {MemberGroupKind.label(group.kind)}
          </Badge>
        </Group>
        <Group gap="xs">
          <ActionButton
            variant="default"
            leftSection={<IconEdit size={16} />}
            onClick={() => setEditing(true)}
          >
            {t("detail.edit")}
          </ActionButton>
          {isRule && (
            <ActionButton
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={confirmRebuild}
              loading={rebuild.isPending}
            >
              {t("detail.rebuild")}
            </ActionButton>
          )}
          <ActionButton
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            onClick={confirmDelete}
          >
            {t("detail.delete")}
          </ActionButton>
        </Group>
      </Group>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t("list.members")}
            </Text>
            <Text fw={600}>{t("list.memberCount", { n: group.memberCount.toLocaleString("ja-JP") })}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t("list.status")}
            </Text>
            <WorkStatusBadge group={group} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t("detail.updatedAt")}
            </Text>
            <Text size="sm">{formatUpdatedAt(group.updatedAt)}</Text>
          </Stack>
        </SimpleGrid>
        {group.description && (
          <Text size="sm" mt="sm" style={{ whiteSpace: "pre-wrap" }}>
            {group.description}
          </Text>
        )}
        {isRule && group.rule && (
          <Stack gap={2} mt="sm">
            <Text size="xs" c="dimmed">
              {t("detail.rule")}
            </Text>
            {describeRule(group.rule, ruleOptions.data).map((line) => (
              <Text size="sm" key={line}>
                {line}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
      {isBuilding(group) && (
        <Alert color="blue" variant="light">
          {t("detail.building")}
        </Alert>
      )}
      {group.workStatus === "FAILED" && (
        <Alert color="red" variant="light" title={t("detail.failed")} role="alert">
          {group.failureMessage}
        </Alert>
      )}
      {!isRule && <AddMembersPanel group={group} />}
      <GroupMemberTable group={group} />
      {editing && <GroupFormModal target={{ mode: "edit", group }} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

function Navigate404() {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  return (
    <Alert color="red" variant="light">
      {t("detail.notFound")}
    </Alert>
  );
}
