import { type HealthRecordItem, HealthRecordKind, type HealthRecordKindCode } from "@gakumu/domain";
import { ClampedDateInput, notify, useTranslation } from "@gakumu/ui";
import { Group, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";

/** Adding (record null) or correcting one health record of a member, in a modal. */
export function RecordForm(props: {
  memberId: number;
  record: HealthRecordItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const client = useQueryClient();
  const r = props.record;
  const [kind, setKind] = useState<HealthRecordKindCode>(r?.kind ?? "CHECKUP");
  const [recordedOn, setRecordedOn] = useState(r?.recordedOn ?? new Date().toISOString().slice(0, 10));
  const [title, setTitle] = useState(r?.title ?? "");
  const [detail, setDetail] = useState(r?.detail ?? "");
  const save = useMutation({
    mutationFn: () => {
      const body = { memberId: props.memberId, kind, recordedOn, title, detail };
      return r ? healthApi.updateRecord(r.id, { ...body, version: r.version }) : healthApi.createRecord(body);
    },
    onSuccess: () => {
      notify.success({ message: t("saved") });
      void client.invalidateQueries({ queryKey: healthKeys.records(props.memberId) });
      props.onClose();
    },
    onError: notifyHttpError,
  });
  return (
    <Modal opened onClose={props.onClose} title={r ? t("editRecord") : t("addRecord")} size="lg">
      <Stack gap="sm">
        <Select
          label={t("recordKind")}
          data={HealthRecordKind.options.map((o) => ({ value: o.value, label: o.label }))}
          value={kind}
          onChange={(v) => v && setKind(v as HealthRecordKindCode)}
          allowDeselect={false}
        />
        <ClampedDateInput label={t("recordedOn")} value={recordedOn} onChange={setRecordedOn} w={200} />
        <TextInput
          label={t("recordTitleLabel")}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <Textarea
          label={t("recordDetail")}
          value={detail}
          maxLength={2000}
          autosize
          minRows={4}
          onChange={(e) => setDetail(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
            {t("save")}
          </ActionButton>
        </Group>
      </Stack>
    </Modal>
  );
}
