import { notify, useTranslation } from "@gakumu/ui";
import {
  Card,
  Checkbox,
  FileInput,
  Group,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconClipboardList, IconFileSpreadsheet, IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { HttpError, httpErrorMessage } from "../../app/http";
import { ListPager } from "../../app/list/list-paging";
import { useReadOnly } from "../../app/read-only";
import { countPastedLines } from "./group-display";
import { IssueList, type Refusal } from "./IssueList";
import { MEMBER_GROUPS_NAMESPACE } from "./i18n";
import { type MemberGroupItem, memberGroupsApi } from "./member-groups-api";
import { groupKeys, useGroupMutation } from "./queries";

const refusalOf = (failure: unknown): Refusal => ({
  message: httpErrorMessage(failure),
  lines: failure instanceof HttpError ? failure.details.map((d) => d.message) : [],
});

/** A static group's three ways in: search and pick, paste member ids, import a file of them. */
export function AddMembersPanel({ group }: { group: MemberGroupItem }) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const added = (result: { changed: number; unchanged: number }) =>
    notify.success({ message: t("add.added", { changed: result.changed, unchanged: result.unchanged }) });
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("add.heading")}
        </Title>
        <Tabs defaultValue="pick" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="pick" leftSection={<IconSearch size={14} />}>
              {t("add.pick")}
            </Tabs.Tab>
            <Tabs.Tab value="paste" leftSection={<IconClipboardList size={14} />}>
              {t("add.paste")}
            </Tabs.Tab>
            <Tabs.Tab value="file" leftSection={<IconFileSpreadsheet size={14} />}>
              {t("add.file")}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pick" pt="sm">
            <PickPanel group={group} onAdded={added} />
          </Tabs.Panel>
          <Tabs.Panel value="paste" pt="sm">
            <PastePanel group={group} onAdded={added} />
          </Tabs.Panel>
          <Tabs.Panel value="file" pt="sm">
            <FilePanel group={group} onAdded={added} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}

interface PanelProps {
  group: MemberGroupItem;
  onAdded: (result: { changed: number; unchanged: number }) => void;
}

function PickPanel({ group, onAdded }: PanelProps) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const readOnly = useReadOnly();
  const [input, setInput] = useState("");
  const [search, setSearch] = useState<{ keyword: string; page: number } | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const found = useQuery({
    queryKey: groupKeys.candidates(group.id, search?.keyword ?? "", search?.page ?? 1),
    queryFn: ({ signal }) => memberGroupsApi.candidates(group.id, search!.keyword, search!.page, signal),
    enabled: search !== null,
  });
  const add = useGroupMutation(() => memberGroupsApi.addPicked(group.id, [...picked], group.version));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ keyword: input.trim(), page: 1 });
  };
  const toggle = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const addPicked = async () => {
    try {
      onAdded(await add.mutateAsync(undefined));
      setPicked(new Set());
    } catch {
      // shown by the HTTP helper
    }
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit}>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t("add.keyword")}
            value={input}
            onChange={(e) => setInput(e.currentTarget.value)}
            maxLength={100}
            w={{ base: "100%", sm: 320 }}
          />
          <ActionButton
            type="submit"
            variant="default"
            leftSection={<IconSearch size={14} />}
            readOnly={false}
          >
            {t("add.search")}
          </ActionButton>
        </Group>
      </form>
      {found.data &&
        (found.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("add.noCandidates")}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Tbody>
                  {found.data.items.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td w={40}>
                        <Checkbox
                          aria-label={t("members.select", { name: m.name })}
                          checked={m.inGroup || picked.has(m.id)}
                          disabled={m.inGroup || readOnly}
                          onChange={(e) => toggle(m.id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td ff="monospace">{m.memberId}</Table.Td>
                      <Table.Td>{m.name}</Table.Td>
                      <Table.Td>{m.gradeName ?? ""}</Table.Td>
                      <Table.Td>{m.hierarchyNames.join(" › ")}</Table.Td>
                      <Table.Td>
                        {m.inGroup && (
                          <Text size="xs" c="dimmed">
                            {t("add.inGroup")}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              found={found.data}
              page={search?.page ?? 1}
              onChange={(page) => setSearch((s) => (s ? { ...s, page } : s))}
            />
          </>
        ))}
      <Group>
        <ActionButton
          leftSection={<IconUserPlus size={16} />}
          disabled={picked.size === 0}
          loading={add.isPending}
          onClick={addPicked}
        >
          {t("add.addSelected", { count: picked.size })}
        </ActionButton>
      </Group>
    </Stack>
  );
}

function PastePanel({ group, onAdded }: PanelProps) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const readOnly = useReadOnly();
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const paste = useGroupMutation(() => memberGroupsApi.paste(group.id, text, group.version));
  const lines = countPastedLines(text);

  const send = async () => {
    setRefusal(null);
    try {
      onAdded(await paste.mutateAsync(undefined));
      setText("");
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t("add.pasteLabel")}
        description={t("add.pasteCount", { count: lines })}
        placeholder={t("add.pastePlaceholder")}
        autosize
        minRows={5}
        maxRows={14}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setRefusal(null);
        }}
        disabled={readOnly}
        w={{ base: "100%", sm: 420 }}
        styles={{ input: { fontFamily: "monospace" } }}
      />
      {refusal && <IssueList refusal={refusal} />}
      <Group>
        <ActionButton
          leftSection={<IconUserPlus size={16} />}
          disabled={lines === 0}
          loading={paste.isPending}
          onClick={send}
        >
          {t("add.pasteAdd")}
        </ActionButton>
      </Group>
    </Stack>
  );
}

function FilePanel({ group, onAdded }: PanelProps) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const readOnly = useReadOnly();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const upload = useGroupMutation((f: File) => memberGroupsApi.importFile(group.id, f, group.version));

  const send = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      onAdded(await upload.mutateAsync(file));
      setFile(null);
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={t("add.fileLabel")}
        description={t("add.fileHint")}
        placeholder={t("add.filePlaceholder")}
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        leftSection={<IconFileSpreadsheet size={18} />}
        value={file}
        onChange={(next) => {
          setFile(next);
          setRefusal(null);
        }}
        disabled={readOnly}
        clearable
        w={{ base: "100%", sm: 420 }}
      />
      {refusal && <IssueList refusal={refusal} />}
      <Group>
        <ActionButton
          leftSection={<IconUserPlus size={16} />}
          disabled={!file}
          loading={upload.isPending}
          onClick={send}
        >
          {t("add.fileAdd")}
        </ActionButton>
      </Group>
    </Stack>
  );
}
