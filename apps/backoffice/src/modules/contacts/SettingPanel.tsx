import {
  ContactAfterCutoff,
  type ContactAfterCutoffCode,
  ContactExpectedDays,
  type ContactExpectedDaysCode,
  type ContactSetting,
} from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Checkbox, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { contactKeys, contactWebApi } from "./contacts-api";
import { CONTACTS_NAMESPACE } from "./i18n";

const options = <C extends string>(list: { options: readonly { value: C; label: string }[] }) =>
  list.options.map((o) => ({ value: o.value, label: o.label }));

/** The cut-off, what happens after it, and the reminder to families who have not reported. */
export function SettingPanel({ setting }: { setting: ContactSetting }) {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const [draft, setDraft] = useState(setting);
  const set = (patch: Partial<ContactSetting>) => setDraft({ ...draft, ...patch });
  const save = useMutation({
    mutationFn: () => contactWebApi.saveSetting({ ...draft, version: draft.version ?? undefined }),
    onSuccess: (saved) => {
      setDraft(saved);
      notify.success({ message: t("saved") });
      void client.invalidateQueries({ queryKey: contactKeys.setting });
    },
    onError: notifyHttpError,
  });
  return (
    <Stack gap="md" maw={720}>
      <Checkbox
        label={t("cutoffOn")}
        checked={draft.cutoffTime !== null}
        onChange={(e) => set({ cutoffTime: e.currentTarget.checked ? "08:30" : null })}
      />
      {draft.cutoffTime !== null && (
        <Group align="flex-end">
          <TextInput
            label={t("cutoffTime")}
            description={t("timeHint")}
            type="time"
            value={draft.cutoffTime}
            onChange={(e) => set({ cutoffTime: e.currentTarget.value })}
            w={200}
          />
          <Select
            label={t("afterCutoff")}
            data={options(ContactAfterCutoff)}
            value={draft.afterCutoff}
            allowDeselect={false}
            onChange={(v) => v && set({ afterCutoff: v as ContactAfterCutoffCode })}
            w={280}
          />
        </Group>
      )}
      <TextInput
        label={t("cutoffMessage")}
        maxLength={200}
        value={draft.cutoffMessage}
        onChange={(e) => set({ cutoffMessage: e.currentTarget.value })}
      />
      <Checkbox
        label={t("reminderEnabled")}
        checked={draft.reminderEnabled}
        onChange={(e) => set({ reminderEnabled: e.currentTarget.checked })}
      />
      <Group align="flex-end">
        <TextInput
          label={t("reminderTime")}
          description={t("timeHint")}
          type="time"
          value={draft.reminderTime}
          onChange={(e) => set({ reminderTime: e.currentTarget.value })}
          w={200}
        />
        <Select
          label={t("expectedDays")}
          data={options(ContactExpectedDays)}
          value={draft.expectedDays}
          allowDeselect={false}
          onChange={(v) => v && set({ expectedDays: v as ContactExpectedDaysCode })}
          w={280}
        />
      </Group>
      <TextInput
        label={t("reminderTitle")}
        maxLength={80}
        value={draft.reminderTitle}
        onChange={(e) => set({ reminderTitle: e.currentTarget.value })}
      />
      <Textarea
        label={t("reminderBody")}
        autosize
        minRows={3}
        maxLength={1000}
        value={draft.reminderBody}
        onChange={(e) => set({ reminderBody: e.currentTarget.value })}
      />
      <Group>
        <ActionButton disabled={readOnly} loading={save.isPending} onClick={() => save.mutate()}>
          {t("save")}
        </ActionButton>
      </Group>
    </Stack>
  );
}
