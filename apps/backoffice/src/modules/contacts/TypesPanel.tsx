import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  ContactFieldUse,
  type ContactFieldUseCode,
  type ContactType,
  type ContactTypeInput,
} from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { contactKeys, contactWebApi } from "./contacts-api";
import { CONTACTS_NAMESPACE } from "./i18n";

type Draft = ContactTypeInput & { id: number | null };

const EMPTY: Draft = {
  id: null,
  name: "",
  reasons: [],
  symptoms: [],
  fields: { arrivalTime: "NONE", leaveTime: "NONE", temperature: "NONE", symptoms: "NONE", note: "OPTIONAL" },
  enabled: true,
  sortOrder: 50,
};
const USES = ContactFieldUse.options.map((o) => ({ value: o.value, label: o.label }));
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");

function TypeEditor({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const client = useQueryClient();
  const [value, setValue] = useState(draft);
  const [reasons, setReasons] = useState(draft.reasons.join("\n"));
  const [symptoms, setSymptoms] = useState(draft.symptoms.join("\n"));
  const save = useMutation({
    mutationFn: () => {
      const { id, ...body } = { ...value, reasons: lines(reasons), symptoms: lines(symptoms) };
      return id === null ? contactWebApi.createType(body) : contactWebApi.updateType(id, body);
    },
    onSuccess: () => {
      notify.success({ message: t("typeSaved") });
      void client.invalidateQueries({ queryKey: contactKeys.types });
      onClose();
    },
    onError: notifyHttpError,
  });
  return (
    <Stack>
      <Group align="flex-end">
        <TextInput
          label={t("typeName")}
          required
          maxLength={20}
          value={value.name}
          onChange={(e) => setValue({ ...value, name: e.currentTarget.value })}
          style={{ flex: 1 }}
        />
        <NumberInput
          label={t("sortOrder")}
          min={0}
          max={999}
          value={value.sortOrder}
          onChange={(v) => setValue({ ...value, sortOrder: typeof v === "number" ? v : 0 })}
          w={100}
        />
        <Switch
          label={t("enabled")}
          checked={value.enabled}
          onChange={(e) => setValue({ ...value, enabled: e.currentTarget.checked })}
        />
      </Group>
      <SimpleGrid cols={2}>
        <Textarea
          label={t("reasons")}
          description={t("choicesHint")}
          autosize
          minRows={4}
          value={reasons}
          onChange={(e) => setReasons(e.currentTarget.value)}
        />
        <Textarea
          label={t("symptoms")}
          description={t("choicesHint")}
          autosize
          minRows={4}
          value={symptoms}
          onChange={(e) => setSymptoms(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Text fw={600} size="sm">
        {t("fields")}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        {CONTACT_FIELDS.map((field) => (
          <Select
            key={field}
            label={CONTACT_FIELD_LABELS[field]}
            data={USES}
            value={value.fields[field] as ContactFieldUseCode}
            allowDeselect={false}
            onChange={(v) =>
              v && setValue({ ...value, fields: { ...value.fields, [field]: v as ContactFieldUseCode } })
            }
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("cancel")}
        </Button>
        <ActionButton loading={save.isPending} onClick={() => save.mutate()}>
          {t("save")}
        </ActionButton>
      </Group>
    </Stack>
  );
}

/** The school's contact types: name, reasons, symptoms and which fields are asked or required. */
export function TypesPanel({ types }: { types: ContactType[] }) {
  const { t } = useTranslation(CONTACTS_NAMESPACE);
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<Draft | null>(null);
  return (
    <Stack gap="md">
      <Group>
        <ActionButton disabled={readOnly} onClick={() => setEditing(EMPTY)}>
          {t("addType")}
        </ActionButton>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("typeName")}</Table.Th>
            <Table.Th>{t("reasons")}</Table.Th>
            <Table.Th>{t("fields")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.map((type) => (
            <Table.Tr key={type.id}>
              <Table.Td>
                <Group gap={6}>
                  <Text fw={600}>{type.name}</Text>
                  {!type.enabled && <Badge color="gray">{t("disabled")}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{type.reasons.join("、")}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {CONTACT_FIELDS.filter((f) => type.fields[f] !== "NONE").map((f) => (
                    <Badge key={f} variant="light" color={type.fields[f] === "REQUIRED" ? "red" : "gray"}>
                      {CONTACT_FIELD_LABELS[f]}（{ContactFieldUse.label(type.fields[f])}）
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <ActionButton
                  size="xs"
                  variant="light"
                  disabled={readOnly}
                  onClick={() => setEditing({ ...type })}
                >
                  {t("editType")}
                </ActionButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? editing.name : t("newType")}
        size="lg"
      >
        {editing && <TypeEditor draft={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
