import { formatDate, type NotebookDetail, NotebookType } from "@gakumu/domain";
import { confirmDialog, dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconPlus, IconSend } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import {
  TargetPicker,
  type TargetState,
  targetBody,
  targetStateOf,
} from "../push-notifications/TargetPicker";
import { NOTEBOOK_NAMESPACE } from "./i18n";
import { notebookApi, notebookKeys, notebookTargetSource } from "./notebooks-api";
import { type PageDraft, PageEditor } from "./PageEditor";

let uidSeq = 0;
const uid = () => `p${++uidSeq}`;

const draftsOf = (item: NotebookDetail | null): PageDraft[] =>
  (item?.pages ?? []).map((p) => ({
    uid: uid(),
    id: p.id,
    pageType: p.pageType,
    title: p.title,
    bodyHtml: p.bodyHtml,
    fileKey: p.fileKey,
    fileName: p.fileName,
    size: p.size,
  }));

/** Loads the notebook (or starts a new one) and shows the form. */
export function NotebookEditor({
  id,
  onCreated,
  onBack,
}: {
  id: number | null;
  onCreated: (id: number) => void;
  onBack: () => void;
}) {
  const detail = useQuery({
    queryKey: notebookKeys.detail(id ?? 0),
    queryFn: ({ signal }) => notebookApi.detail(id!, signal),
    enabled: id !== null,
  });
  if (id !== null && !detail.data) return <Loader size="sm" />;
  return (
    <EditorForm
      key={detail.data?.version ?? 0}
      item={detail.data ?? null}
      onCreated={onCreated}
      onBack={onBack}
    />
  );
}

function EditorForm({
  item,
  onCreated,
  onBack,
}: {
  item: NotebookDetail | null;
  onCreated: (id: number) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(NOTEBOOK_NAMESPACE);
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(item?.title ?? "");
  const [description, setDescription] = useState(item?.description ?? "");
  const [categoryId, setCategoryId] = useState<string | null>(
    item?.categoryId ? String(item.categoryId) : null,
  );
  const [target, setTarget] = useState<TargetState>(targetStateOf(item?.target ?? null, "ALL"));
  const [pages, setPages] = useState<PageDraft[]>(() => draftsOf(item));
  const [dirty, setDirty] = useState(false);
  const categories = useQuery({
    queryKey: notebookKeys.categories,
    queryFn: ({ signal }) => notebookApi.categories(signal),
  });
  const options = useQuery({
    queryKey: notebookKeys.options,
    queryFn: ({ signal }) => notebookApi.options(signal),
  });

  const touch =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDirty(true);
    };
  const setPage = (index: number, page: PageDraft) =>
    touch(setPages)(pages.map((p, i) => (i === index ? page : p)));
  const movePage = (index: number, delta: -1 | 1) => {
    const next = [...pages];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved!);
    touch(setPages)(next);
  };
  const body = () => ({
    title,
    description,
    categoryId: categoryId ? Number(categoryId) : null,
    target: targetBody(target),
    pages: pages.map((p) => ({
      id: p.id,
      pageType: p.pageType as 1,
      title: p.title,
      bodyHtml: p.pageType === NotebookType.TEXT ? p.bodyHtml : "",
      fileKey: p.pageType === NotebookType.TEXT ? null : p.fileKey,
    })),
  });
  const refresh = (id: number) =>
    queryClient.invalidateQueries({ queryKey: notebookKeys.all }).then(() => id);

  const save = async () => {
    try {
      if (item) {
        await notebookApi.update(item.id, { ...body(), version: item.version });
        notify.success({ message: t("editor.saved") });
        setDirty(false);
        await refresh(item.id);
      } else {
        const created = await notebookApi.create(body());
        notify.success({ message: t("editor.saved") });
        await refresh(created.id);
        onCreated(created.id);
      }
    } catch (error) {
      notifyHttpError(error);
    }
  };
  const publish = async () => {
    if (!item) return;
    if (dirty) {
      notify.warning({ message: t("editor.unsavedFirst") });
      return;
    }
    const count = (await notebookTargetSource.count(targetBody(target)).catch(() => ({ count: 0 }))).count;
    const ok = await confirmDialog({
      title: t("editor.publish"),
      message: t("editor.publishConfirm", { edition: item.edition + 1, count }),
    });
    if (!ok) return;
    try {
      const done = await notebookApi.publish(item.id, item.version);
      notify.success({
        message: t("editor.published", { edition: done.edition, count: done.recipientCount }),
      });
      await refresh(item.id);
    } catch (error) {
      notifyHttpError(error);
    }
  };
  const remove = async () => {
    if (
      !item ||
      !(await dangerConfirmDialog({ title: t("editor.delete"), message: t("editor.deleteConfirm") }))
    )
      return;
    try {
      await notebookApi.remove(item.id);
      notify.success({ message: t("editor.deleted") });
      await queryClient.invalidateQueries({ queryKey: notebookKeys.all });
      onBack();
    } catch (error) {
      notifyHttpError(error);
    }
  };
  const addPage = () =>
    touch(setPages)([
      ...pages,
      {
        uid: uid(),
        id: null,
        pageType: NotebookType.TEXT,
        title: "",
        bodyHtml: "",
        fileKey: null,
        fileName: null,
        size: null,
      },
    ]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t("editor.back")}
        </Button>
        <Group gap="xs">
          {item && (
            <ActionButton variant="default" color="red" onClick={remove}>
              {t("editor.delete")}
            </ActionButton>
          )}
          <ActionButton variant="light" onClick={save} data-operation-id="notebook-save">
            {t("editor.save")}
          </ActionButton>
          {item && (
            <ActionButton
              leftSection={<IconSend size={16} />}
              onClick={publish}
              data-operation-id="notebook-publish"
            >
              {t("editor.publish")}
            </ActionButton>
          )}
        </Group>
      </Group>
      <Title order={2} fz="lg">
        {item ? t("editor.editTitle") : t("editor.newTitle")}
      </Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label={t("editor.title")}
            required
            maxLength={100}
            value={title}
            onChange={(e) => touch(setTitle)(e.currentTarget.value)}
          />
          <Select
            label={t("editor.category")}
            placeholder={t("editor.noCategory")}
            clearable
            data={(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={touch(setCategoryId)}
          />
          <Textarea
            label={t("editor.description")}
            autosize
            minRows={2}
            maxLength={1000}
            value={description}
            onChange={(e) => touch(setDescription)(e.currentTarget.value)}
          />
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t("editor.pages")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("editor.limits")}
          </Text>
        </Group>
        {pages.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("editor.emptyPages")}
          </Text>
        )}
        {pages.map((p, index) => (
          <PageEditor
            key={p.uid}
            page={p}
            index={index}
            count={pages.length}
            onChange={(next) => setPage(index, next)}
            onMove={(delta) => movePage(index, delta)}
            onRemove={() => touch(setPages)(pages.filter((_, i) => i !== index))}
          />
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addPage}>
            {t("editor.addPage")}
          </Button>
        </Group>
      </Stack>
      {options.data && (
        <TargetPicker
          kind={1}
          options={options.data}
          value={target}
          onChange={touch(setTarget)}
          source={notebookTargetSource}
        />
      )}
      {item && item.editions.length > 0 && (
        <Alert variant="light" title={t("editor.editions")}>
          <Stack gap={2}>
            {item.editions.map((e) => (
              <Text size="sm" key={e.edition}>
                {t("editor.editionRow", {
                  edition: e.edition,
                  at: formatDate(e.publishedAt, "yyyy/MM/dd HH:mm"),
                  count: e.recipientCount,
                  by: e.publishedBy ?? "",
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
