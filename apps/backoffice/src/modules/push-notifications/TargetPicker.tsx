import { type MemberCandidate, type PushTargetInput, SendTarget, type TargetOptions } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconUsers, IconX } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PUSH_NAMESPACE } from "./i18n";
import { type ComposeKind, pushApi, pushKeys } from "./push-api";

export interface TargetState {
  nodes: string[];
  grades: number[];
  attributes: { attributeCd: string; value: string }[];
  groupIds: number[];
  members: MemberCandidate[];
  sendTarget: "ALL" | "VALID";
}

export const EMPTY_TARGET: TargetState = {
  nodes: [],
  grades: [],
  attributes: [],
  groupIds: [],
  members: [],
  sendTarget: "VALID",
};

/**
 * The picker's state from a saved target (news, notebooks), EMPTY_TARGET for a new item; a saved
 * target without its own sendTarget takes `defaultSendTarget`. Individually chosen members come back
 * as their ids only, shown as 「ID n」.
 */
export function targetStateOf(
  target: Record<string, unknown> | null,
  defaultSendTarget: TargetState["sendTarget"],
): TargetState {
  if (!target) return EMPTY_TARGET;
  const t = target as Partial<Record<keyof TargetState | "memberIds", unknown>>;
  return {
    ...EMPTY_TARGET,
    nodes: (t.nodes as string[]) ?? [],
    grades: (t.grades as number[]) ?? [],
    attributes: (t.attributes as TargetState["attributes"]) ?? [],
    groupIds: (t.groupIds as number[]) ?? [],
    members: ((t.memberIds as number[]) ?? []).map((id) => ({
      id,
      memberId: "",
      name: `ID ${id}`,
      placement: "",
    })),
    sendTarget: (t.sendTarget as TargetState["sendTarget"]) ?? defaultSendTarget,
  };
}

/** What the routes take: members by id, attribute conditions that name an attribute. */
export function targetBody(state: TargetState): PushTargetInput {
  return {
    nodes: state.nodes,
    grades: state.grades,
    attributes: state.attributes.filter((a) => a.attributeCd !== ""),
    groupIds: state.groupIds,
    memberIds: state.members.map((m) => m.id),
    sendTarget: state.sendTarget,
  };
}

/** Where the picker counts and searches: the push routes of its kind, or another screen's (安否確認). */
export interface TargetSource {
  key: string;
  count(target: PushTargetInput, signal?: AbortSignal): Promise<{ count: number }>;
  candidates(keyword: string, signal?: AbortSignal): Promise<{ items: MemberCandidate[] }>;
}

const pushSource = (kind: ComposeKind): TargetSource => ({
  key: `push-${kind}`,
  count: (target, signal) => pushApi.count(kind, target, signal),
  candidates: (keyword, signal) => pushApi.candidates(kind, keyword, signal),
});

interface Props {
  kind: ComposeKind;
  options: TargetOptions;
  value: TargetState;
  onChange: (next: TargetState) => void;
  /** Defaults to the push routes of `kind`. */
  source?: TargetSource;
}

/** Nodes in tree order with their depth (parent before children, as the hierarchy screen shows). */
function treeOrder(nodes: TargetOptions["nodes"]) {
  const children = new Map<string, TargetOptions["nodes"]>();
  for (const n of nodes) children.set(n.parentDivisionCd, [...(children.get(n.parentDivisionCd) ?? []), n]);
  const out: { code: string; name: string; level: number }[] = [];
  const walk = (parent: string, level: number) => {
    for (const n of children.get(parent) ?? []) {
      out.push({ code: n.divisionCd, name: n.name, level });
      if (level < 5) walk(n.divisionCd, level + 1);
    }
  };
  walk("0", 0);
  return out;
}

function MemberPicker({
  source,
  value,
  onChange,
}: Pick<Props, "value" | "onChange"> & { source: TargetSource }) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const [keyword, setKeyword] = useState("");
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const found = useQuery({
    queryKey: [...pushKeys.all, "candidates", source.key, debounced],
    queryFn: ({ signal }) => source.candidates(debounced, signal),
    enabled: debounced !== "",
  });
  const chosen = new Set(value.members.map((m) => m.id));
  return (
    <Stack gap={6}>
      <TextInput
        label={t("target.members")}
        placeholder={t("target.memberSearch")}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
      />
      {debounced !== "" && (found.data?.items.length ?? 0) > 0 && (
        <Paper withBorder p={4}>
          <ScrollArea.Autosize mah={160}>
            {found.data?.items.map((m) => (
              <Group key={m.id} justify="space-between" wrap="nowrap" px={4} py={2}>
                <Text size="sm" truncate>
                  {m.memberId}　{m.name}
                  <Text span size="xs" c="dimmed">
                    　{m.placement}
                  </Text>
                </Text>
                <ActionIcon
                  size="sm"
                  variant="light"
                  aria-label={`${m.name}を追加`}
                  disabled={chosen.has(m.id)}
                  onClick={() => onChange({ ...value, members: [...value.members, m] })}
                >
                  <IconPlus size={14} />
                </ActionIcon>
              </Group>
            ))}
          </ScrollArea.Autosize>
        </Paper>
      )}
      <Group gap={4}>
        {value.members.map((m) => (
          <Badge
            key={m.id}
            variant="light"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={`${m.name}を外す`}
                onClick={() => onChange({ ...value, members: value.members.filter((x) => x.id !== m.id) })}
              >
                <IconX size={10} />
              </ActionIcon>
            }
          >
            {m.name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function AttributeConditions({ options, value, onChange }: Pick<Props, "options" | "value" | "onChange">) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  if (options.attributes.length === 0) return null;
  const set = (index: number, next: { attributeCd: string; value: string } | null) =>
    onChange({
      ...value,
      attributes: next
        ? value.attributes.map((a, i) => (i === index ? next : a))
        : value.attributes.filter((_, i) => i !== index),
    });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("target.attributes")}
      </Text>
      {value.attributes.map((condition, index) => {
        const attribute = options.attributes.find((a) => a.attributeCd === condition.attributeCd);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
          <Group key={index} gap={6} wrap="nowrap" align="flex-end">
            <Select
              aria-label={t("target.attribute")}
              data={options.attributes.map((a) => ({ value: a.attributeCd, label: a.name }))}
              value={condition.attributeCd || null}
              onChange={(v) => set(index, { attributeCd: v ?? "", value: "" })}
              w={180}
            />
            {attribute && attribute.options.length > 0 ? (
              <Select
                aria-label={t("target.value")}
                data={attribute.options}
                value={condition.value || null}
                onChange={(v) => set(index, { ...condition, value: v ?? "" })}
                w={180}
              />
            ) : (
              <TextInput
                aria-label={t("target.value")}
                value={condition.value}
                onChange={(e) => set(index, { ...condition, value: e.currentTarget.value })}
                w={180}
              />
            )}
            <ActionIcon variant="subtle" aria-label={t("compose.remove")} onClick={() => set(index, null)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Box>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            onChange({ ...value, attributes: [...value.attributes, { attributeCd: "", value: "" }] })
          }
        >
          {t("target.addAttribute")}
        </Button>
      </Box>
    </Stack>
  );
}

/** The recipients: hierarchy tree, grades, attributes, groups and members, with the live count. */
export function TargetPicker({ kind, options, value, onChange, source = pushSource(kind) }: Props) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const body = targetBody(value);
  const [debounced] = useDebouncedValue(body, 300);
  const count = useQuery({
    queryKey: [...pushKeys.all, "count", source.key, debounced],
    queryFn: ({ signal }) => source.count(debounced, signal),
    placeholderData: keepPreviousData,
  });
  const toggleNode = (code: string, on: boolean) =>
    onChange({ ...value, nodes: on ? [...value.nodes, code] : value.nodes.filter((c) => c !== code) });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t("target.title")}
          </Title>
          <Badge
            size="lg"
            leftSection={<IconUsers size={14} />}
            variant="light"
            data-testid="recipient-count"
          >
            {count.isFetching && !count.data
              ? t("target.counting")
              : t("target.count", { count: count.data?.count ?? 0 })}
          </Badge>
        </Group>
        {kind === 1 && (
          <>
            <Text size="xs" c="dimmed">
              {t("target.rule")}
            </Text>
            <Text size="sm" fw={500}>
              {t("target.nodes")}
            </Text>
            <ScrollArea.Autosize mah={220} type="auto">
              <Stack gap={4}>
                {treeOrder(options.nodes).map((n) => (
                  <Checkbox
                    key={n.code}
                    ml={n.level * 20}
                    label={n.name}
                    checked={value.nodes.includes(n.code)}
                    onChange={(e) => toggleNode(n.code, e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            {options.grades.length > 0 && (
              <Checkbox.Group
                label={t("target.grades")}
                value={value.grades.map(String)}
                onChange={(v) => onChange({ ...value, grades: v.map(Number) })}
              >
                <Group gap="md" mt={4}>
                  {options.grades.map((g) => (
                    <Checkbox key={g.gradeCd} value={String(g.gradeCd)} label={g.name} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
            <AttributeConditions options={options} value={value} onChange={onChange} />
          </>
        )}
        <MultiSelect
          label={t("target.groups")}
          data={options.groups.map((g) => ({
            value: String(g.id),
            label: `${g.name}（${g.memberCount}人）`,
          }))}
          value={value.groupIds.map(String)}
          onChange={(v) => onChange({ ...value, groupIds: v.map(Number) })}
          searchable
          clearable
        />
        {kind === 1 && <MemberPicker source={source} value={value} onChange={onChange} />}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("target.sendTarget")}
          </Text>
          <SegmentedControl
            data={SendTarget.options.map((o) => ({ value: o.value, label: o.label }))}
            value={value.sendTarget}
            onChange={(v) => onChange({ ...value, sendTarget: v === "ALL" ? "ALL" : "VALID" })}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
