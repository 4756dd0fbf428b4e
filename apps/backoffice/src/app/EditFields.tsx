import { useTranslation } from "@gakumu/ui";
import { Alert } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import type { ReactNode } from "react";
// The notice is in the back-office catalogue: register it wherever this is rendered (tests included).
import "../i18n";
import { useReadOnly } from "./read-only";

interface Props {
  children: ReactNode;
  /** Overrides the menu's authority, e.g. for a record another rule makes unchangeable. */
  readOnly?: boolean;
  /** Say why the fields cannot be changed (once per screen or dialog). */
  withNotice?: boolean;
}

/**
 * The fields of every editing screen and dialog go inside. On a reference-only menu (authority 1,
 * spec §6) a native disabled fieldset disables every input, select, text area and button inside at
 * once, so a field added later cannot be forgotten and a page opened by its URL shows the data
 * without letting anyone type into it. The save button stays outside as an ActionButton, which
 * explains itself with 「操作は許可されていません」; cancel and close stay usable. The server refuses
 * the same writes with 403.
 */
export function EditFields({ children, readOnly, withNotice = false }: Props) {
  const menuReadOnly = useReadOnly();
  const disabled = readOnly ?? menuReadOnly;
  return (
    <>
      {disabled && withNotice && <ReadOnlyNotice />}
      <fieldset
        disabled={disabled}
        data-read-only={disabled || undefined}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      >
        {children}
      </fieldset>
    </>
  );
}

/** 「参照のみの権限のため、内容の確認だけができます。」 above a screen whose fields are disabled. */
export function ReadOnlyNotice() {
  const { t } = useTranslation("backoffice");
  return (
    <Alert color="gray" icon={<IconEye size={18} />} mb="md">
      {t("readOnly.notice")}
    </Alert>
  );
}
