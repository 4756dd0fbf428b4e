import "./i18n";
import { confirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Checkbox, Group, Pagination, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { PHOTO_APPROVAL_NAMESPACE } from "./i18n";
import { PhotoReviewCard } from "./PhotoReviewCard";
import type { WaitingPhoto } from "./photo-approval-api";
import { useApprovePhoto, useApprovePhotos, useRejectPhoto, useWaitingPhotos } from "./queries";
import { RejectReasonModal } from "./RejectReasonModal";

// Failures are toasted by the HTTP helper; here they only stop the success message.
async function attempt(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch {
    return false;
  }
}

/**
 * /photo-approval (member 10): the organisation's face photos waiting for review, 20 a page, each
 * with the approved photo it would replace. Approve one, several at once, or reject with a reason
 * the member reads. On a reference-only menu the photos show but every action is disabled.
 */
export function PhotoApprovalPage() {
  const { t } = useTranslation(PHOTO_APPROVAL_NAMESPACE);
  const readOnly = useReadOnly();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<WaitingPhoto | null>(null);
  const photos = useWaitingPhotos(page);
  const approve = useApprovePhoto();
  const reject = useRejectPhoto();
  const approveAll = useApprovePhotos();
  const busy = approve.isPending || reject.isPending || approveAll.isPending;

  const list = photos.data?.photoList ?? [];
  const pages = photos.data ? Math.max(1, Math.ceil(photos.data.totalCount / photos.data.pageSize)) : 1;
  const chosen = list.filter((item) => selected.has(item.photo.photoId));
  const toggle = (photoId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(photoId);
      else next.delete(photoId);
      return next;
    });

  const approveOne = async (item: WaitingPhoto) => {
    if (!(await confirmDialog({ message: t("approveMessage", { name: item.member.name }) }))) return;
    const { photoId } = item.photo;
    if (await attempt(() => approve.mutateAsync({ photoId, version: item.member.version }))) {
      notify.success({ message: t("approved") });
      toggle(photoId, false);
    }
  };

  const approveChosen = async () => {
    if (!(await confirmDialog({ message: t("approveSelectedMessage", { count: chosen.length }) }))) return;
    const items = chosen.map((item) => ({ photoId: item.photo.photoId, version: item.member.version }));
    try {
      const result = await approveAll.mutateAsync(items);
      if (result.approvedCount > 0)
        notify.success({ message: t("bulkDone", { count: result.approvedCount }) });
      if (result.failures.length > 0) {
        const messages = [...new Set(result.failures.map((f) => f.message))].join(" ");
        notify.warning({ message: t("bulkFailed", { count: result.failures.length, messages }) });
      }
      setSelected(new Set());
    } catch {
      // already shown
    }
  };

  const rejectWith = async (reason: string) => {
    if (!rejecting) return false;
    const { photoId } = rejecting.photo;
    const done = await attempt(() =>
      reject.mutateAsync({ photoId, version: rejecting.member.version, reason }),
    );
    if (done) {
      notify.success({ message: t("rejected") });
      toggle(photoId, false);
    }
    return done;
  };

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("lead")}
      </Text>
      {photos.data && (
        <Group justify="space-between" align="center">
          <Group gap="md">
            <Text size="sm" fw={600}>
              {t("total", { count: photos.data.totalCount })}
            </Text>
            {!readOnly && list.length > 0 && (
              <Checkbox
                label={t("selectAll")}
                checked={chosen.length === list.length}
                indeterminate={chosen.length > 0 && chosen.length < list.length}
                onChange={(event) =>
                  setSelected(
                    event.currentTarget.checked ? new Set(list.map((i) => i.photo.photoId)) : new Set(),
                  )
                }
              />
            )}
          </Group>
          <ActionButton
            leftSection={<IconChecks size={16} />}
            color="green"
            disabled={chosen.length === 0 || busy}
            onClick={() => void approveChosen()}
          >
            {t("approveSelected", { count: chosen.length })}
          </ActionButton>
        </Group>
      )}
      {photos.data && list.length === 0 && (
        <Text size="sm" c="dimmed" py="md">
          {t("empty")}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.map((item) => (
          <PhotoReviewCard
            key={item.photo.photoId}
            item={item}
            selected={selected.has(item.photo.photoId)}
            onSelect={(on) => toggle(item.photo.photoId, on)}
            onApprove={() => void approveOne(item)}
            onReject={() => setRejecting(item)}
            busy={busy}
          />
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
        />
      )}
      <RejectReasonModal
        name={rejecting?.member.name ?? null}
        onSubmit={rejectWith}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
