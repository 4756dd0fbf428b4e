import { PageTitle, useTranslation, useUnsavedChangesGuard } from "@gakumu/ui";
import { Group, Stack, Tabs } from "@mantine/core";
import { useCallback, useMemo, useReducer, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { ReadOnlyNotice } from "../../../app/EditFields";
import { useReadOnly } from "../../../app/read-only";
import type { FormDetail } from "../forms-api";
import { useFormPaths } from "../forms-paths";
import { FORMS_NAMESPACE } from "../i18n";
import { AccessKeysModal } from "../links/AccessKeysModal";
import { useDivisionNodes, useFormRefresh } from "../queries";
import { BuilderHeader } from "./BuilderHeader";
import { BuilderContext, type BuilderContextValue } from "./builder-context";
import { builderReducer } from "./builder-reducer";
import { editorFromForm } from "./builder-state";
import { publishIssues, saveIssues } from "./definition-issues";
import { IssuesAlert } from "./IssuesAlert";
import { ItemPalette } from "./ItemPalette";
import { MessagesPanel } from "./MessagesPanel";
import { SectionsBoard } from "./SectionsBoard";
import { SettingsPanel } from "./SettingsPanel";
import { useBuilderCommands } from "./use-builder-commands";

type Tab = "settings" | "items" | "messages";

/**
 * 「フォーム編集」: the whole form in one state, saved with one PUT. The publish check runs as the
 * form changes (its list shows above the tabs); the save checks show once a save was refused.
 */
export function BuilderScreen({ initial }: { initial: FormDetail }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const navigate = useNavigate();
  const paths = useFormPaths();
  const readOnly = useReadOnly();
  const refresh = useFormRefresh();
  const nodes = useDivisionNodes().data ?? [];
  const [form, setForm] = useState(initial);
  const [baseline, setBaseline] = useState(() => editorFromForm(initial));
  const [state, dispatch] = useReducer(builderReducer, baseline);
  const [checked, setChecked] = useState(false);
  const [tab, setTab] = useState<Tab>("items");
  const [openItemKey, setOpenItemKey] = useState<string | null>(null);
  const [targetSectionUid, setTargetSectionUid] = useState(baseline.sections[0]?.uid ?? "");
  const [showLinks, setShowLinks] = useState(false);

  const dirty = useMemo(() => JSON.stringify(state) !== JSON.stringify(baseline), [state, baseline]);
  useUnsavedChangesGuard(dirty && !readOnly);
  const toPublish = useMemo(() => publishIssues(state), [state]);
  const toSave = useMemo(() => (checked ? saveIssues(state) : []), [checked, state]);

  const onSaved = (saved: FormDetail) => {
    const next = editorFromForm(saved);
    // Committed at once, so a navigation right after a save is not held by the unsaved guard.
    flushSync(() => {
      setForm(saved);
      setBaseline(next);
      dispatch({ type: "reset", state: next });
      setChecked(false);
      if (!next.sections.some((s) => s.uid === targetSectionUid))
        setTargetSectionUid(next.sections[0]?.uid ?? "");
    });
    void refresh(saved);
  };
  const onStatusChanged = (changed: FormDetail) => {
    setForm(changed);
    void refresh(changed);
  };
  const commands = useBuilderCommands({
    form,
    state,
    dirty,
    publishIssues: toPublish,
    onSaved,
    onStatusChanged,
    onInvalid: () => setChecked(true),
  });

  const newItemTexts = useCallback(
    (label: string) => ({ label, choiceLabels: [1, 2].map((n) => t("item.choiceDefault", { n })) }),
    [t],
  );
  const openItem = (itemKey: string) => {
    setTab("items");
    setOpenItemKey(itemKey);
  };
  const context: BuilderContextValue = {
    state,
    dispatch,
    nodes,
    issues: [...toSave, ...toPublish],
    readOnly,
    openItemKey,
    setOpenItemKey,
    targetSectionUid,
    setTargetSectionUid,
    newItemTexts,
  };

  return (
    <BuilderContext.Provider value={context}>
      <Stack gap="md" maw={1400}>
        <PageTitle title={t("builder.title")} />
        <BuilderHeader
          form={form}
          title={state.settings.title}
          dirty={dirty}
          commands={commands}
          onPreview={() => void commands.withSaved(() => navigate(paths.preview(form.formId)))}
          onLinks={() => setShowLinks(true)}
        />
        {readOnly && <ReadOnlyNotice />}
        <IssuesAlert
          title={t("builder.saveIssuesTitle")}
          color="red"
          issues={toSave}
          state={state}
          onOpenItem={openItem}
        />
        <IssuesAlert
          title={t("builder.publishIssuesTitle", { count: toPublish.length })}
          color="yellow"
          issues={toPublish}
          state={state}
          onOpenItem={openItem}
        />
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? "items")} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="settings">{t("builder.tabs.settings")}</Tabs.Tab>
            <Tabs.Tab value="items">{t("builder.tabs.items")}</Tabs.Tab>
            <Tabs.Tab value="messages">{t("builder.tabs.messages")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="settings">
            <SettingsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="items">
            <Group align="flex-start" gap="md" wrap="wrap">
              <ItemPalette />
              <SectionsBoard />
            </Group>
          </Tabs.Panel>
          <Tabs.Panel value="messages">
            <MessagesPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {showLinks && (
        <AccessKeysModal
          form={{ formId: form.formId, title: form.title, status: form.status }}
          onClose={() => setShowLinks(false)}
        />
      )}
    </BuilderContext.Provider>
  );
}
