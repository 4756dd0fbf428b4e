import { clientMessage } from "@gakumu/domain";
import { ActionIcon, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { useReadOnly } from "../../app/read-only";

interface Props {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A small icon button that changes data: like ActionButton, on a reference-only menu it stays
 * hoverable but inert, and its tooltip says 「操作は許可されていません」 instead of what it does.
 */
export function GuardedActionIcon({ label, onClick, disabled, children }: Props) {
  const readOnly = useReadOnly();
  return (
    <Tooltip label={readOnly ? clientMessage("OPERATION_NOT_PERMITTED") : label} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        data-disabled={readOnly || disabled || undefined}
        aria-disabled={readOnly || disabled || undefined}
        onClick={readOnly || disabled ? undefined : onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
