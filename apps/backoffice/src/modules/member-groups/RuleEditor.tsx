import type { GroupRuleOptions, MemberGroupRuleInput } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, MultiSelect, Stack, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { httpErrorMessage } from "../../app/http";
import { MEMBER_GROUPS_NAMESPACE } from "./i18n";
import { memberGroupsApi } from "./member-groups-api";
import { useRuleOptions } from "./queries";

export interface RuleValue {
  divisionCds: string[];
  grades: number[];
  attributes: { attributeCd: string; values: string[] }[];
}

export const emptyRule = (): RuleValue => ({ divisionCds: [], grades: [], attributes: [] });

export const hasCondition = (rule: RuleValue) =>
  rule.divisionCds.length + rule.grades.length + rule.attributes.length > 0;

/** Nodes listed depth-first become 「普通科 › 1年 › A組」, so a class is told from another 1年. */
export function nodeLabels(nodes: GroupRuleOptions["nodes"]): { value: string; label: string }[] {
  const path: string[] = [];
  return nodes.map((node) => {
    path.length = Math.max(0, node.depth - 1);
    path.push(node.name);
    return { value: node.divisionCd, label: path.join(" › ") };
  });
}

/** The conditions of a rule group: hierarchy nodes (subtrees), grades, choice attributes; and a count. */
export function RuleEditor({
  value,
  onChange,
  error,
}: {
  value: RuleValue;
  onChange: (next: RuleValue) => void;
  error?: string;
}) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const options = useRuleOptions();
  const [preview, setPreview] = useState<string | null>(null);
  const [counting, setCounting] = useState(false);

  if (!options.data) return <Loader size="sm" type="dots" />;
  const { nodes, grades, attributes } = options.data;

  const setAttribute = (attributeCd: string, values: string[]) => {
    const others = value.attributes.filter((a) => a.attributeCd !== attributeCd);
    onChange({ ...value, attributes: values.length > 0 ? [...others, { attributeCd, values }] : others });
    setPreview(null);
  };

  const count = async () => {
    setCounting(true);
    try {
      const { count: n } = await memberGroupsApi.preview(value as MemberGroupRuleInput);
      setPreview(t("rule.previewCount", { n: n.toLocaleString("ja-JP") }));
    } catch (failure) {
      setPreview(httpErrorMessage(failure));
    } finally {
      setCounting(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("rule.lead")}
      </Text>
      <MultiSelect
        label={t("rule.nodes")}
        placeholder={value.divisionCds.length === 0 ? t("rule.none") : undefined}
        data={nodeLabels(nodes)}
        value={value.divisionCds}
        onChange={(divisionCds) => {
          onChange({ ...value, divisionCds });
          setPreview(null);
        }}
        searchable
        clearable
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t("rule.grades")}
        placeholder={value.grades.length === 0 ? t("rule.none") : undefined}
        data={grades.map((g) => ({ value: String(g.grade), label: g.name }))}
        value={value.grades.map(String)}
        onChange={(next) => {
          onChange({ ...value, grades: next.map(Number) });
          setPreview(null);
        }}
        clearable
      />
      {attributes.map((attribute) => (
        <MultiSelect
          key={attribute.attributeCd}
          label={t("rule.attribute", { name: attribute.name })}
          placeholder={t("rule.none")}
          data={attribute.options}
          value={value.attributes.find((a) => a.attributeCd === attribute.attributeCd)?.values ?? []}
          onChange={(values) => setAttribute(attribute.attributeCd, values)}
          clearable
        />
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconUsers size={14} />}
          onClick={count}
          loading={counting}
          disabled={!hasCondition(value)}
        >
          {t("rule.preview")}
        </Button>
        {preview && (
          <Text size="sm" aria-live="polite">
            {preview}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
