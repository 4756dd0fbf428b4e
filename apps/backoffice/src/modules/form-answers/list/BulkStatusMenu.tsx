import { useTranslation } from "@gakumu/ui";
import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconStatusChange } from "@tabler/icons-react";
import { ActionButton } from "../../../app/ActionButton";
import { STAFF_ACTIONS } from "../answer-status";
import type { StaffStatus } from "../answers-api";
import { ANSWERS_NAMESPACE } from "../i18n";

/**
 * 「状態を一括変更」 for the ticked answers. On a reference-only menu it is the disabled button with
 * the platform's tooltip (spec §6); the server refuses the change with 403 all the same.
 */
export function BulkStatusMenu({
  readOnly,
  selected,
  onChoose,
}: {
  readOnly: boolean;
  selected: number;
  onChoose: (status: StaffStatus) => void;
}) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const icon = <IconStatusChange size={16} />;
  if (readOnly)
    return (
      <ActionButton variant="default" leftSection={icon}>
        {t("bulk.button")}
      </ActionButton>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={icon}
          rightSection={<IconChevronDown size={14} />}
          disabled={selected === 0}
        >
          {t("bulk.button")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {STAFF_ACTIONS.map((action) => (
          <Menu.Item key={action.status} color={action.color} onClick={() => onChoose(action.status)}>
            {t(action.key)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
