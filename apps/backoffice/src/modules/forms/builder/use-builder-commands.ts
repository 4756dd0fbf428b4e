import { errorMessage, FormStatus } from "@gakumu/domain";
import { confirmDialog, dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import { useState } from "react";
import { HttpError, notifyHttpError } from "../../../app/http";
import { type FormDetail, formsApi } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import { publishOrShowIssues, showPublishIssues } from "../publish-issues";
import { definitionFromEditor, type EditorState } from "./builder-state";
import { type BuilderIssue, saveIssues } from "./definition-issues";

interface Args {
  form: FormDetail;
  state: EditorState;
  dirty: boolean;
  publishIssues: readonly BuilderIssue[];
  /** The saved (or reloaded) form: the editor starts again from it. */
  onSaved: (form: FormDetail) => void;
  /** Published or unpublished: a new version and status, the definition as it was. */
  onStatusChanged: (form: FormDetail) => void;
  /** A save refused on the client: from now on the save issues are shown as they change. */
  onInvalid: () => void;
}

/** The server's own wording of a stale version (a 409 for a form code in use says otherwise). */
const isStaleVersion = (error: unknown) =>
  error instanceof HttpError &&
  error.status === 409 &&
  error.serverMessage === errorMessage("CONFLICT", "ja");

/**
 * 保存 / 公開 / 公開停止 of the builder. A save PUTs the whole definition with the version it was
 * loaded at; a 409 means someone saved meanwhile, and the builder offers to load their version.
 * The domain's checks run first, so the server's refusals are rare and say the same thing.
 */
export function useBuilderCommands({
  form,
  state,
  dirty,
  publishIssues,
  onSaved,
  onStatusChanged,
  onInvalid,
}: Args) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [busy, setBusy] = useState(false);

  const reload = async () => {
    try {
      onSaved(await formsApi.get(form.formId));
      notify.info({ message: t("builder.reloaded") });
    } catch {
      // shown by the HTTP helper
    }
  };

  const save = async (): Promise<FormDetail | null> => {
    if (saveIssues(state).length > 0) {
      onInvalid();
      notify.danger({ message: t("builder.saveIssuesTitle") });
      return null;
    }
    // A published form is answered right now: it must stay publishable after every save.
    if (form.status === FormStatus.PUBLISHED && publishIssues.length > 0) {
      showPublishIssues(
        t("builder.publishedNeedsCheck"),
        publishIssues.map((i) => i.message),
      );
      return null;
    }
    setBusy(true);
    try {
      const saved = await formsApi.save(form.formId, form.version, definitionFromEditor(state), {
        notify: false,
      });
      onSaved(saved);
      notify.success({ message: t("builder.saved") });
      return saved;
    } catch (error) {
      if (isStaleVersion(error)) {
        const ok = await confirmDialog({
          title: t("builder.conflictTitle"),
          message: t("builder.conflictMessage"),
          yesLabel: t("builder.reload"),
        });
        if (ok) await reload();
      } else if (error instanceof HttpError && error.details.length > 0) {
        showPublishIssues(
          t("builder.saveIssuesTitle"),
          error.details.map((d) => d.message),
        );
      } else notifyHttpError(error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const publish = async () => {
    if (publishIssues.length > 0) {
      showPublishIssues(
        t("actions.issuesTitle"),
        publishIssues.map((i) => i.message),
      );
      return;
    }
    const message = dirty
      ? t("builder.saveBeforePublish")
      : t("actions.publishMessage", { title: form.title });
    if (!(await confirmDialog({ message }))) return;
    const current = dirty ? await save() : form;
    if (!current) return;
    setBusy(true);
    try {
      const published = await publishOrShowIssues(form.formId, current.version, t("actions.issuesTitle"));
      if (published) {
        onStatusChanged(published);
        notify.success({ message: t("actions.published") });
      }
    } finally {
      setBusy(false);
    }
  };

  const unpublish = async () => {
    const message = t("actions.unpublishMessage", { title: form.title });
    if (!(await dangerConfirmDialog({ message, yesLabel: t("actions.unpublish") }))) return;
    setBusy(true);
    try {
      onStatusChanged(await formsApi.unpublish(form.formId, form.version));
      notify.success({ message: t("actions.unpublished") });
    } catch {
      // shown by the HTTP helper
    } finally {
      setBusy(false);
    }
  };

  /** Runs `next` on the saved form, saving first (after asking) when there are changes. */
  const withSaved = async (next: () => void) => {
    if (dirty) {
      if (!(await confirmDialog({ message: t("builder.saveBeforePreview") }))) return;
      if (!(await save())) return;
    }
    next();
  };

  return { busy, save, publish, unpublish, reload, withSaved };
}
