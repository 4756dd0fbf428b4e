import { type ContactForm, type ContactType, type ContactWebPostInput, formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Chip, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { CONTACT_FORM_NAMESPACE } from "./form-i18n";

/** The child is remembered on this phone, so the next report is a type and a reason away. */
const REMEMBERED = "gakumu.contact.child";
function remembered(): { memberNo: string; memberName: string } {
  try {
    const saved = JSON.parse(localStorage.getItem(REMEMBERED) ?? "{}") as Record<string, unknown>;
    return { memberNo: String(saved.memberNo ?? ""), memberName: String(saved.memberName ?? "") };
  } catch {
    return { memberNo: "", memberName: "" };
  }
}

type Body = Omit<ContactWebPostInput, "key">;

function Choices({
  label,
  values,
  value,
  onChange,
  required,
}: {
  label: string;
  values: string[];
  value: string[];
  onChange: (v: string[]) => void;
  required?: boolean;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
        {required && (
          <Text span c="red">
            {" "}
            *
          </Text>
        )}
      </Text>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={8}>
          {values.map((v) => (
            <Chip key={v} value={v} size="md">
              {v}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

/** Phone-first: large chips for the type and reason, only the fields the chosen type asks for. */
export function ContactWebForm({
  form,
  busy,
  onSubmit,
}: {
  form: ContactForm;
  busy: boolean;
  onSubmit: (body: Body) => void;
}) {
  const { t } = useTranslation(CONTACT_FORM_NAMESPACE);
  const [child, setChild] = useState(remembered);
  const [date, setDate] = useState(form.today);
  const [type, setType] = useState<ContactType | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [symptoms, setSymptoms] = useState<string[]>([]);
  const [temperature, setTemperature] = useState("");
  const [arrivalTime, setArrivalTime] = useState("");
  const [leaveTime, setLeaveTime] = useState("");
  const [note, setNote] = useState("");
  const uses = type?.fields;
  const shown = (f: keyof NonNullable<typeof uses>) => uses !== undefined && uses[f] !== "NONE";
  const required = (f: keyof NonNullable<typeof uses>) => uses?.[f] === "REQUIRED";
  const tomorrow = formatDate(new Date(Date.now() + 86_400_000), "yyyy-MM-dd");

  const submit = () => {
    if (!type) return;
    localStorage.setItem(REMEMBERED, JSON.stringify(child));
    onSubmit({
      ...child,
      date,
      typeId: type.id,
      reason,
      symptoms: shown("symptoms") ? symptoms : [],
      temperature: shown("temperature") && temperature.trim() !== "" ? temperature.trim() : null,
      arrivalTime: shown("arrivalTime") && arrivalTime !== "" ? arrivalTime : null,
      leaveTime: shown("leaveTime") && leaveTime !== "" ? leaveTime : null,
      note: shown("note") ? note : null,
    });
  };

  return (
    <Stack gap="lg">
      <Group grow>
        <TextInput
          label={t("memberNo")}
          required
          inputMode="numeric"
          autoComplete="off"
          value={child.memberNo}
          onChange={(e) => setChild({ ...child, memberNo: e.currentTarget.value })}
          size="md"
        />
        <TextInput
          label={t("memberName")}
          required
          value={child.memberName}
          onChange={(e) => setChild({ ...child, memberName: e.currentTarget.value })}
          size="md"
        />
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("date")}
        </Text>
        <Group gap={8}>
          <Chip checked={date === form.today} onChange={() => setDate(form.today)} size="md">
            {t("today")}
          </Chip>
          <Chip checked={date === tomorrow} onChange={() => setDate(tomorrow)} size="md">
            {t("tomorrow")}
          </Chip>
          <TextInput
            type="date"
            aria-label={t("otherDate")}
            value={date}
            min={form.today}
            onChange={(e) => setDate(e.currentTarget.value)}
            w={170}
          />
        </Group>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("type")}
          <Text span c="red">
            {" "}
            *
          </Text>
        </Text>
        <Group gap={8}>
          {form.types.map((option) => (
            <Chip
              key={option.id}
              checked={type?.id === option.id}
              onChange={() => {
                setType(option);
                setReason(null);
                setSymptoms([]);
              }}
              size="lg"
              color="indigo"
            >
              {option.name}
            </Chip>
          ))}
        </Group>
      </Stack>
      {type && type.reasons.length > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t("reason")}
            <Text span c="red">
              {" "}
              *
            </Text>
          </Text>
          <Group gap={8}>
            {type.reasons.map((r) => (
              <Chip key={r} checked={reason === r} onChange={() => setReason(r)} size="md">
                {r}
              </Chip>
            ))}
          </Group>
        </Stack>
      )}
      {shown("symptoms") && type && type.symptoms.length > 0 && (
        <Choices
          label={t("symptoms")}
          values={type.symptoms}
          value={symptoms}
          onChange={setSymptoms}
          required={required("symptoms")}
        />
      )}
      {shown("temperature") && (
        <TextInput
          label={t("temperature")}
          description={t("temperatureHint")}
          required={required("temperature")}
          inputMode="decimal"
          rightSection="℃"
          value={temperature}
          onChange={(e) => setTemperature(e.currentTarget.value)}
          w={160}
          size="md"
        />
      )}
      {shown("arrivalTime") && (
        <TextInput
          type="time"
          label={t("arrivalTime")}
          required={required("arrivalTime")}
          value={arrivalTime}
          onChange={(e) => setArrivalTime(e.currentTarget.value)}
          w={160}
          size="md"
        />
      )}
      {shown("leaveTime") && (
        <TextInput
          type="time"
          label={t("leaveTime")}
          required={required("leaveTime")}
          value={leaveTime}
          onChange={(e) => setLeaveTime(e.currentTarget.value)}
          w={160}
          size="md"
        />
      )}
      {shown("note") && (
        <Textarea
          label={t("note")}
          required={required("note")}
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          size="md"
        />
      )}
      <Button size="lg" fullWidth disabled={!type} loading={busy} onClick={submit}>
        {t("send")}
      </Button>
    </Stack>
  );
}
