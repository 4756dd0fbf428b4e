import { checkTemperature, formatDate, type MemberCandidate } from "@gakumu/domain";
import { ClampedDateInput, notify, useTranslation } from "@gakumu/ui";
import { Checkbox, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";
import { MemberPicker } from "./MemberPicker";

/** 職員入力: a member's temperature, symptoms and note for a day, entered by staff. */
export function StaffEntryForm() {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const client = useQueryClient();
  const [member, setMember] = useState<MemberCandidate | null>(null);
  const [date, setDate] = useState(() => formatDate(new Date(), "yyyy-MM-dd"));
  const [temperature, setTemperature] = useState("");
  const [symptomIds, setSymptomIds] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ member?: string; temperature?: string }>({});
  const symptoms = useQuery({
    queryKey: healthKeys.symptoms,
    queryFn: ({ signal }) => healthApi.symptoms(signal),
  });
  const save = useMutation({
    mutationFn: () =>
      healthApi.enter({ memberId: member!.id, date, temperature, symptomIds: symptomIds.map(Number), note }),
    onSuccess: (saved) => {
      notify.success({ message: t("entrySaved", { name: saved.memberName }) });
      setTemperature("");
      setSymptomIds([]);
      setNote("");
      void client.invalidateQueries({ queryKey: healthKeys.all });
    },
    onError: notifyHttpError,
  });
  const submit = () => {
    const checked = checkTemperature(temperature);
    const next = {
      member: member ? undefined : t("pickMember"),
      temperature: checked.ok ? undefined : checked.message,
    };
    setErrors(next);
    if (!next.member && !next.temperature) save.mutate();
  };
  return (
    <Stack gap="md" maw={640}>
      <Text size="sm" c="dimmed">
        {t("entryLead")}
      </Text>
      <MemberPicker path="observation-candidates" value={member} onChange={setMember} error={errors.member} />
      <ClampedDateInput label={t("date")} value={date} onChange={setDate} w={200} />
      <TextInput
        label={t("temperature")}
        placeholder={t("temperaturePlaceholder")}
        inputMode="decimal"
        value={temperature}
        onChange={(e) => setTemperature(e.currentTarget.value)}
        error={errors.temperature}
        w={200}
      />
      <Checkbox.Group label={t("symptoms")} value={symptomIds} onChange={setSymptomIds}>
        <Group gap="md" mt="xs">
          {(symptoms.data?.items ?? [])
            .filter((s) => s.active)
            .map((s) => (
              <Checkbox key={s.id} value={String(s.id)} label={s.name} />
            ))}
        </Group>
      </Checkbox.Group>
      <Textarea
        label={t("note")}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={200}
        autosize
        minRows={2}
      />
      <Group>
        <ActionButton onClick={submit} loading={save.isPending}>
          {t("save")}
        </ActionButton>
      </Group>
    </Stack>
  );
}
