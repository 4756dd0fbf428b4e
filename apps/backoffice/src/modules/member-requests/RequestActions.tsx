import { RequestStatus } from "@gakumu/domain";
import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Group, Text } from "@mantine/core";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";
import type { RequestDetail } from "./member-requests-api";
import { useChangeRequestStatus } from "./queries";
import { isChangeType } from "./request-fields";
import { type CommentRequest, StatusCommentModal } from "./StatusCommentModal";

/**
 * The buttons of the statuses the server says this request may move to next (nextStatuses):
 * approve (for a change: applies it to the member), reject with a reason, issued, paid, cancel.
 */
export function RequestActions({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  const mutation = useChangeRequestStatus();
  const [commentFor, setCommentFor] = useState<(CommentRequest & { status: number }) | null>(null);

  const send = async (status: number, comment = "") => {
    try {
      await mutation.mutateAsync({ requestId: request.requestId, status, version: request.version, comment });
      notify.success({ message: t("actions.done", { status: RequestStatus.label(status) }) });
      return true;
    } catch {
      return false; // the HTTP helper has shown why
    }
  };
  const confirmed = async (status: number, message: string) => {
    if (await confirmDialog({ message })) await send(status);
  };

  if (request.nextStatuses.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("detail.final")}
      </Text>
    );
  }
  const change = isChangeType(request.requestType);
  const buttons: Record<number, { label: string; color?: string; variant?: string; run: () => void }> = {
    [RequestStatus.APPROVED]: {
      label: change ? t("actions.approveChange") : t("actions.approve"),
      color: "green",
      run: () =>
        void confirmed(
          RequestStatus.APPROVED,
          change ? t("actions.approveChangeMessage") : t("actions.approveMessage"),
        ),
    },
    [RequestStatus.ISSUED]: {
      label: t("actions.issue"),
      run: () => void confirmed(RequestStatus.ISSUED, t("actions.issueMessage")),
    },
    [RequestStatus.PAID]: {
      label: t("actions.pay"),
      color: "teal",
      run: () => void confirmed(RequestStatus.PAID, t("actions.payMessage")),
    },
    [RequestStatus.REJECTED]: {
      label: t("actions.reject"),
      color: "red",
      variant: "outline",
      run: () =>
        setCommentFor({ status: RequestStatus.REJECTED, title: t("actions.rejectTitle"), required: true }),
    },
    [RequestStatus.CANCELED]: {
      label: t("actions.cancel"),
      color: "gray",
      variant: "outline",
      run: () =>
        setCommentFor({ status: RequestStatus.CANCELED, title: t("actions.cancelTitle"), required: false }),
    },
  };

  return (
    <>
      <Group gap="sm">
        {request.nextStatuses.map((status) => {
          const button = buttons[status];
          if (!button) return null;
          return (
            <ActionButton
              key={status}
              color={button.color}
              variant={button.variant ?? "filled"}
              disabled={mutation.isPending}
              onClick={button.run}
            >
              {button.label}
            </ActionButton>
          );
        })}
      </Group>
      <StatusCommentModal
        request={commentFor}
        onClose={() => setCommentFor(null)}
        onSubmit={async (comment) => (commentFor ? send(commentFor.status, comment) : false)}
      />
    </>
  );
}
