import { type AppMenu, builtinMenuLabel, MENU_LINKS_MAX } from "@gakumu/domain";
import { notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { MOBILE_APP_NAMESPACE } from "./i18n";
import { mobileAppApi, mobileAppKeys } from "./mobile-app-api";

type Entry = AppMenu["entries"][number];

/** Menu mobile-menu (アプリメニュー設定): order, visibility and labels of the app's menu, and links. */
export function AppMenuPage() {
  const { t } = useTranslation(MOBILE_APP_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const menu = useQuery({ queryKey: mobileAppKeys.menu, queryFn: ({ signal }) => mobileAppApi.menu(signal) });
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (menu.data) setEntries(menu.data.entries);
  }, [menu.data]);
  if (!entries) return <Loader size="sm" type="dots" m="md" />;

  const change = (i: number, next: Partial<Entry>) =>
    setEntries(entries.map((e, j) => (j === i ? ({ ...e, ...next } as Entry) : e)));
  const move = (i: number, by: number) => {
    const next = [...entries];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    setEntries(next);
  };
  const nameOf = (e: Entry) => (e.kind === "link" ? e.label || t("menu.link") : builtinMenuLabel(e.entry));
  const links = entries.filter((e) => e.kind === "link").length;

  const submit = async () => {
    setSaving(true);
    try {
      const saved = await mobileAppApi.saveMenu({ entries });
      client.setQueryData(mobileAppKeys.menu, saved);
      notify.success({ message: t("menu.saved") });
    } catch {
      // The HTTP helper has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" p="md">
      <PageTitle title={t("menu.title")} withHeading order={2} />
      <Text size="sm" c="dimmed">
        {t("menu.lead")}
      </Text>
      <Paper withBorder p="md">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("menu.entry")}</Table.Th>
              <Table.Th>{t("menu.label")}</Table.Th>
              <Table.Th>{t("menu.url")}</Table.Th>
              <Table.Th>{t("menu.visible")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e, i) => (
              <Table.Tr key={e.kind === "link" ? `link-${i}` : e.entry}>
                <Table.Td>{e.kind === "link" ? t("menu.link") : builtinMenuLabel(e.entry)}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`${nameOf(e)} ${t("menu.label")}`}
                    value={e.label}
                    maxLength={10}
                    readOnly={readOnly}
                    placeholder={e.kind === "builtin" ? builtinMenuLabel(e.entry) : undefined}
                    onChange={(ev) => change(i, { label: ev.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  {e.kind === "link" && (
                    <TextInput
                      aria-label={`${nameOf(e)} URL`}
                      value={e.url}
                      maxLength={500}
                      readOnly={readOnly}
                      placeholder="https://"
                      onChange={(ev) => change(i, { url: ev.currentTarget.value })}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${nameOf(e)} ${t("menu.visible")}`}
                    checked={e.visible}
                    disabled={
                      readOnly || (e.kind === "builtin" && (e.entry === "inbox" || e.entry === "settings"))
                    }
                    onChange={(ev) => change(i, { visible: ev.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("menu.up", { label: nameOf(e) })}
                      disabled={readOnly || i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("menu.down", { label: nameOf(e) })}
                      disabled={readOnly || i === entries.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    {e.kind === "link" && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t("menu.remove", { label: nameOf(e) })}
                        disabled={readOnly}
                        onClick={() => setEntries(entries.filter((_, j) => j !== i))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" mt="md">
          <Button
            variant="light"
            disabled={readOnly || links >= MENU_LINKS_MAX}
            onClick={() => setEntries([...entries, { kind: "link", label: "", url: "", visible: true }])}
          >
            {t("menu.addLink")}
          </Button>
          <ActionButton onClick={submit} loading={saving}>
            {t("menu.save")}
          </ActionButton>
        </Group>
      </Paper>
    </Stack>
  );
}
