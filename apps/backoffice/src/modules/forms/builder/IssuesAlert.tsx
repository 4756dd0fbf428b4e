import { FormItemType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Alert, Anchor, List } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { FORMS_NAMESPACE } from "../i18n";
import { type EditorState, itemsInOrder } from "./builder-state";
import type { BuilderIssue } from "./definition-issues";

interface Props {
  title: string;
  color: string;
  issues: readonly BuilderIssue[];
  state: EditorState;
  /** Opens the item an issue is about. */
  onOpenItem: (itemKey: string) => void;
}

/** A list of issues; an issue inside an item names it and opens it when clicked. */
export function IssuesAlert({ title, color, issues, state, onOpenItem }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  if (issues.length === 0) return null;
  // An item without a label yet goes by its type, as its card shows it.
  const labels = new Map(
    itemsInOrder(state.sections).map((i) => [i.itemKey, i.label.trim() || FormItemType.label(i.itemType)]),
  );
  const seen = new Set<string>();
  const unique = issues.filter((issue) => {
    const key = `${issue.itemKey ?? ""}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <Alert color={color} icon={<IconAlertTriangle size={18} />} title={title} p="sm">
      <List size="sm" spacing={2}>
        {unique.map((issue) => {
          const key = `${issue.itemKey ?? ""}|${issue.message}`;
          if (!issue.itemKey) return <List.Item key={key}>{issue.message}</List.Item>;
          // Publish messages already name the item (「氏名」の…); schema messages do not.
          const label = labels.get(issue.itemKey) ?? "";
          const text = issue.message.includes(`「${label}」`)
            ? issue.message
            : t("builder.itemIssue", { label, message: issue.message });
          const itemKey = issue.itemKey;
          return (
            <List.Item key={key}>
              <Anchor component="button" type="button" size="sm" onClick={() => onOpenItem(itemKey)}>
                {text}
              </Anchor>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
