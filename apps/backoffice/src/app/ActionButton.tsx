import { clientMessage } from "@gakumu/domain";
import { Button, type ButtonProps, type ElementProps, Tooltip } from "@mantine/core";
import type { MouseEvent } from "react";
import { useReadOnly } from "./read-only";

export interface ActionButtonProps extends ButtonProps, ElementProps<"button", keyof ButtonProps> {
  /** Overrides the menu's read-only state, e.g. for an action another rule forbids. */
  readOnly?: boolean;
}

function swallow(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * A button that changes data. On a reference-only menu (spec §6) it is shown disabled with the
 * tooltip 「操作は許可されていません」. Mantine's data-disabled (not the disabled attribute) keeps the
 * button hoverable so the tooltip can explain why; clicks are swallowed instead.
 */
export function ActionButton({ readOnly, onClick, type, ...props }: ActionButtonProps) {
  const menuReadOnly = useReadOnly();
  if (!(readOnly ?? menuReadOnly)) return <Button type={type ?? "button"} onClick={onClick} {...props} />;
  return (
    <Tooltip label={clientMessage("OPERATION_NOT_PERMITTED")} withArrow>
      <Button {...props} type="button" data-disabled aria-disabled onClick={swallow} />
    </Tooltip>
  );
}
