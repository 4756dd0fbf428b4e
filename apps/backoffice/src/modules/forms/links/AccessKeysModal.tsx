import { FormStatus } from "@gakumu/domain";
import { dangerConfirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Alert, Divider, Modal, Stack, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import type { AccessKeyItem, FormStatusCode, IssueAccessKeyBody, IssuedAccessKey } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import { useAccessKeys, useIssueAccessKey, useRevokeAccessKey } from "../queries";
import { AccessKeyTable } from "./AccessKeyTable";
import { IssuedLinkPanel } from "./IssuedLinkPanel";
import { IssueLinkForm } from "./IssueLinkForm";

export interface LinkTarget {
  formId: number;
  title: string;
  status: FormStatusCode;
}

/**
 * 「リンク発行」: the form's links (spec §2.2 /redirect?accessKey=…) with their state, issuing a new
 * one (its URL shown once), and revoking one. A draft may get links ahead of its publication.
 */
export function AccessKeysModal({ form, onClose }: { form: LinkTarget; onClose: () => void }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const keys = useAccessKeys(form.formId);
  const issue = useIssueAccessKey(form.formId);
  const revoke = useRevokeAccessKey(form.formId);
  const [issued, setIssued] = useState<IssuedAccessKey | null>(null);

  const onIssue = async (body: IssueAccessKeyBody) => {
    try {
      setIssued(await issue.mutateAsync(body));
      notify.success({ message: t("links.issued") });
    } catch {
      // shown by the HTTP helper
    }
  };

  const onRevoke = async (key: AccessKeyItem) => {
    const ok = await dangerConfirmDialog({
      message: t("links.revokeMessage", { prefix: key.keyPrefix }),
      yesLabel: t("links.revoke"),
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(key.accessKeyId);
      notify.success({ message: t("links.revoked") });
    } catch {
      // shown by the HTTP helper
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("links.title", { title: form.title })}
      size="xl"
      // An issued URL must not vanish by a stray click beside the dialog.
      closeOnClickOutside={!issued}
    >
      <Stack gap="md">
        {form.status !== FormStatus.PUBLISHED && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />} p="sm">
            {t("links.draftNotice")}
          </Alert>
        )}
        <Title order={3} fz="md">
          {t("links.issueTitle")}
        </Title>
        {issued ? (
          <IssuedLinkPanel issued={issued} onDone={() => setIssued(null)} />
        ) : (
          <IssueLinkForm onIssue={onIssue} pending={issue.isPending} />
        )}
        <Divider />
        <Title order={3} fz="md">
          {t("links.listTitle")}
        </Title>
        {keys.data && (
          <AccessKeyTable
            keys={keys.data}
            onRevoke={(key) => void onRevoke(key)}
            pending={revoke.isPending}
          />
        )}
      </Stack>
    </Modal>
  );
}
