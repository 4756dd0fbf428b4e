import { useTranslation } from "@gakumu/ui";
import { Select, SimpleGrid } from "@mantine/core";
import { useContext } from "react";
import { ShellDataContext } from "../../../app/shell-data";
import type { DivisionNode } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import type { EditorItem } from "./builder-state";

// The member import fields name the five hierarchy levels of the organisation (spec §3.3).
const LEVEL_FIELDS = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"] as const;

function useLevelNames(): string[] {
  const importFields = useContext(ShellDataContext)?.importFields ?? [];
  return LEVEL_FIELDS.map(
    (fieldName, i) =>
      importFields.find((f) => f.fieldName === fieldName)?.fieldTitle.trim() || `所属${i + 1}`,
  );
}

/**
 * DIVISION (one level) and DIVISION_SELECT (level by level down to a depth) take their choices
 * from the organisation hierarchy: the level to choose and, optionally, the node below which.
 */
export function DivisionSourceFields({
  item,
  nodes,
  onChange,
}: {
  item: EditorItem;
  nodes: readonly DivisionNode[];
  onChange: (patch: Partial<EditorItem>) => void;
}) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const levels = useLevelNames();
  const source = item.divisionSource ?? { depth: 1, parentDivisionCd: null };
  // A parent must lie above the chosen level; disabled nodes are offered nowhere new.
  const parents = nodes
    .filter((n) => !n.disabled && n.depth < source.depth)
    .map((n) => ({
      value: n.divisionCd,
      label: `${"　".repeat(n.depth - 1)}${n.name}（${n.divisionCd}）`,
    }));
  const parentKnown = !source.parentDivisionCd || parents.some((p) => p.value === source.parentDivisionCd);
  const parentOptions = parentKnown
    ? parents
    : [...parents, { value: source.parentDivisionCd ?? "", label: source.parentDivisionCd ?? "" }];

  return (
    <SimpleGrid cols={2}>
      <Select
        label={t("item.divisionDepth")}
        data={levels.map((name, i) => ({ value: String(i + 1), label: `${i + 1}. ${name}` }))}
        value={String(source.depth)}
        onChange={(value) => {
          const depth = Number(value ?? 1);
          const parent = nodes.find((n) => n.divisionCd === source.parentDivisionCd);
          // A parent at or below the new level would offer nothing: let it go.
          const parentDivisionCd = parent && parent.depth < depth ? source.parentDivisionCd : null;
          onChange({ divisionSource: { depth, parentDivisionCd } });
        }}
        allowDeselect={false}
      />
      <Select
        label={t("item.divisionParent")}
        data={[{ value: "", label: t("item.divisionAll") }, ...parentOptions]}
        value={source.parentDivisionCd ?? ""}
        onChange={(value) => onChange({ divisionSource: { ...source, parentDivisionCd: value || null } })}
        searchable
        allowDeselect={false}
        disabled={source.depth <= 1}
      />
    </SimpleGrid>
  );
}
