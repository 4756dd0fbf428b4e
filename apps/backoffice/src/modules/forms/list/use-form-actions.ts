import { FormStatus } from "@gakumu/domain";
import { confirmDialog, dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import { useState } from "react";
import { type FormDetail, type FormListItem, formsApi } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import { publishOrShowIssues } from "../publish-issues";
import { useFormRefresh } from "../queries";

/**
 * The row actions of the form list, each behind a confirmation: copy, publish, unpublish, delete.
 * Each call sends the version the list showed, so a form changed meanwhile is refused (409) and
 * the refreshed list shows what it is now.
 */
export function useFormActions() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const refresh = useFormRefresh();
  const [pending, setPending] = useState(false);

  // Failures are toasted by the HTTP helper; here they only stop the success message.
  const attempt = async (work: () => Promise<FormDetail | null | undefined>, success: string) => {
    setPending(true);
    try {
      const result = await work();
      if (result !== null) notify.success({ message: success });
    } catch {
      // already shown
    } finally {
      setPending(false);
      await refresh();
    }
  };

  return {
    pending,

    async copy(form: FormListItem) {
      if (!(await confirmDialog({ message: t("actions.copyMessage", { title: form.title }) }))) return;
      await attempt(() => formsApi.copy(form.formId), t("actions.copied"));
    },

    async publish(form: FormListItem) {
      if (!(await confirmDialog({ message: t("actions.publishMessage", { title: form.title }) }))) return;
      await attempt(
        () => publishOrShowIssues(form.formId, form.version, t("actions.issuesTitle")),
        t("actions.published"),
      );
    },

    async unpublish(form: FormListItem) {
      const message = t("actions.unpublishMessage", { title: form.title });
      if (!(await dangerConfirmDialog({ message, yesLabel: t("actions.unpublish") }))) return;
      await attempt(() => formsApi.unpublish(form.formId, form.version), t("actions.unpublished"));
    },

    async remove(form: FormListItem) {
      if (form.status === FormStatus.PUBLISHED) {
        notify.warning({ message: t("actions.publishedCannotDelete") });
        return;
      }
      const ok = await dangerConfirmDialog({
        title: t("actions.deleteTitle"),
        message: t("actions.deleteMessage", { title: form.title }),
        yesLabel: t("actions.delete"),
      });
      if (!ok) return;
      await attempt(async () => {
        await formsApi.remove(form.formId, form.version);
        return undefined;
      }, t("actions.deleted"));
    },
  };
}
