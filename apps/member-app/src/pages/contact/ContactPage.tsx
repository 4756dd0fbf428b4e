import type { ContactForm, ContactPostInput, ContactType } from "@gakumu/domain/contacts/contact-api";
import { PageTitle } from "@gakumu/ui";
import { Alert, Button, Chip, Group, Loader, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  contactKeys,
  fetchContactForm,
  fetchMyContacts,
  sendContact,
  withdrawContact,
} from "../../api/contact-api";
import { errorMessage } from "../../http/member-http";
import { ContactHistory } from "./ContactHistory";

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

function SendForm({
  form,
  busy,
  onSend,
}: {
  form: ContactForm;
  busy: boolean;
  onSend: (b: ContactPostInput) => void;
}) {
  const [date, setDate] = useState(form.today);
  const [type, setType] = useState<ContactType | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [symptoms, setSymptoms] = useState<string[]>([]);
  const [extra, setExtra] = useState({ temperature: "", arrivalTime: "", leaveTime: "", note: "" });
  const shown = (f: keyof ContactType["fields"]) => type !== null && type.fields[f] !== "NONE";
  const value = (f: "arrivalTime" | "leaveTime" | "note") => (shown(f) && extra[f] !== "" ? extra[f] : null);
  return (
    <Stack gap="md">
      <Group gap={8}>
        <Chip checked={date === form.today} onChange={() => setDate(form.today)}>
          今日
        </Chip>
        <Chip checked={date === nextDay(form.today)} onChange={() => setDate(nextDay(form.today))}>
          明日
        </Chip>
        <TextInput
          type="date"
          aria-label="日付"
          value={date}
          min={form.today}
          onChange={(e) => setDate(e.currentTarget.value)}
          w={160}
        />
      </Group>
      <Group gap={8}>
        {form.types.map((t) => (
          <Chip
            key={t.id}
            size="lg"
            color="indigo"
            checked={type?.id === t.id}
            onChange={() => {
              setType(t);
              setReason(null);
              setSymptoms([]);
            }}
          >
            {t.name}
          </Chip>
        ))}
      </Group>
      {type && type.reasons.length > 0 && (
        <Group gap={8}>
          {type.reasons.map((r) => (
            <Chip key={r} checked={reason === r} onChange={() => setReason(r)}>
              {r}
            </Chip>
          ))}
        </Group>
      )}
      {shown("symptoms") && type && type.symptoms.length > 0 && (
        <Chip.Group multiple value={symptoms} onChange={setSymptoms}>
          <Group gap={8}>
            {type.symptoms.map((s) => (
              <Chip key={s} value={s} variant="outline">
                {s}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {shown("temperature") && (
        <TextInput
          label="体温"
          inputMode="decimal"
          rightSection="℃"
          w={140}
          value={extra.temperature}
          onChange={(e) => setExtra({ ...extra, temperature: e.currentTarget.value })}
        />
      )}
      {shown("arrivalTime") && (
        <TextInput
          type="time"
          label="登校予定時刻"
          w={160}
          value={extra.arrivalTime}
          onChange={(e) => setExtra({ ...extra, arrivalTime: e.currentTarget.value })}
        />
      )}
      {shown("leaveTime") && (
        <TextInput
          type="time"
          label="下校時刻"
          w={160}
          value={extra.leaveTime}
          onChange={(e) => setExtra({ ...extra, leaveTime: e.currentTarget.value })}
        />
      )}
      {shown("note") && (
        <Textarea
          label="連絡事項"
          autosize
          minRows={2}
          maxLength={500}
          value={extra.note}
          onChange={(e) => setExtra({ ...extra, note: e.currentTarget.value })}
        />
      )}
      <Button
        size="lg"
        fullWidth
        disabled={!type}
        loading={busy}
        onClick={() =>
          type &&
          onSend({
            date,
            typeId: type.id,
            reason,
            symptoms: shown("symptoms") ? symptoms : [],
            temperature:
              shown("temperature") && extra.temperature.trim() !== "" ? extra.temperature.trim() : null,
            arrivalTime: value("arrivalTime"),
            leaveTime: value("leaveTime"),
            note: value("note"),
          })
        }
      >
        送信する
      </Button>
    </Stack>
  );
}

/** 連絡 (/contacts): report an absence or lateness to the school, see the school's replies, withdraw. */
export function ContactPage() {
  const client = useQueryClient();
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const form = useQuery({ queryKey: contactKeys.form, queryFn: ({ signal }) => fetchContactForm(signal) });
  const mine = useQuery({ queryKey: contactKeys.mine, queryFn: ({ signal }) => fetchMyContacts(signal) });
  const send = useMutation({
    mutationFn: sendContact,
    onSuccess: (posted) => {
      setNotice(
        posted.late
          ? { color: "orange", text: `連絡を受け付けました。締切時刻を過ぎています。${posted.message ?? ""}` }
          : { color: "teal", text: "連絡を受け付けました。" },
      );
      setFormKey((k) => k + 1);
      void client.invalidateQueries({ queryKey: contactKeys.mine });
    },
    onError: (error) => setNotice({ color: "red", text: errorMessage(error) }),
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => withdrawContact(id),
    onSuccess: () => {
      setNotice({ color: "gray", text: "連絡を取り消しました。" });
      void client.invalidateQueries({ queryKey: contactKeys.mine });
    },
    onError: (error) => setNotice({ color: "red", text: errorMessage(error) }),
  });
  if (form.isError) return <Alert color="red">{errorMessage(form.error)}</Alert>;
  if (!form.data) return <Loader size="sm" />;
  return (
    <Stack gap="lg">
      <PageTitle title="連絡" />
      <Title order={2} size="h3">
        学校への連絡
      </Title>
      {form.data.pastCutoff && form.data.cutoffTime && (
        <Alert color="orange" title={`締切時刻（${form.data.cutoffTime}）を過ぎています`}>
          {form.data.cutoffMessage}
        </Alert>
      )}
      {notice && (
        <Alert color={notice.color} withCloseButton onClose={() => setNotice(null)}>
          <Text size="sm">{notice.text}</Text>
        </Alert>
      )}
      <SendForm key={formKey} form={form.data} busy={send.isPending} onSend={(body) => send.mutate(body)} />
      <Title order={3} size="h4">
        送信した連絡
      </Title>
      {mine.data ? (
        <ContactHistory
          items={mine.data.items}
          today={form.data.today}
          busyId={withdraw.isPending ? (withdraw.variables ?? null) : null}
          onWithdraw={(item) => {
            if (
              window.confirm(
                `${item.date.replaceAll("-", "/")} の「${item.typeName}」の連絡を取り消しますか？`,
              )
            )
              withdraw.mutate(item.id);
          }}
        />
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}
