import { NEWS_AUDIENCE_LABELS, type NewsApprovalDone, type NewsType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { NEWS_NAMESPACE } from "./i18n";
import { NewsPreview } from "./NewsPreview";
import { approvalApi } from "./news-api";

/**
 * /announcement-approval?key=… and /faq-approval?key=… (spec §2.1, public): an approver's mailed
 * link. Shows the item exactly as members will see it with 承認 / 差し戻し (a comment is required to
 * return). A forged, spent, expired or outdated link gets the server's Japanese explanation.
 */
export function NewsApprovalPage({ type }: { type: NewsType }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const [params] = useSearchParams();
  const key = params.get("key") ?? "";
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | null>(null);
  const [done, setDone] = useState<NewsApprovalDone | null>(null);
  const view = useQuery({
    queryKey: ["news-approval", type, key],
    queryFn: () => approvalApi.open(type, key),
    retry: false,
    enabled: key !== "",
  });
  const decide = useMutation({
    mutationFn: (decision: "APPROVE" | "RETURN") => approvalApi.decide(type, key, decision, comment),
    onSuccess: setDone,
  });
  const error = (view.error ?? decide.error) as { message?: string } | null;
  const title = t(`approval.title.${type}`);

  if (done)
    return (
      <PublicLayout title={title} width={720}>
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />}>
          <Text size="sm">
            {done.decision === "APPROVE" ? t("approval.doneApprove") : t("approval.doneReturn")}
          </Text>
          {done.decision === "APPROVE" && (
            <Text size="sm" mt={4}>
              {done.status === 1
                ? t("approval.published")
                : done.status === 2
                  ? t("approval.waiting")
                  : t("approval.nextStage")}
            </Text>
          )}
          <Text size="sm" mt={4}>
            {t("approval.close")}
          </Text>
        </Alert>
      </PublicLayout>
    );
  return (
    <PublicLayout title={title} width={720}>
      {key === "" || (view.isError && !view.data) ? (
        <Alert color="red" title={t("approval.invalid")}>
          <Text size="sm">{error?.message ?? ""}</Text>
        </Alert>
      ) : !view.data ? (
        <Loader size="sm" type="dots" aria-label={t("approval.loading")} />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {t("approval.lead", { approver: view.data.approverName, author: view.data.authorName })}
          </Text>
          <Text size="sm" c="dimmed">
            {view.data.stageCount > 1
              ? `${t("approval.stage", { stage: view.data.stage, count: view.data.stageCount })}　`
              : ""}
            {t("approval.audience", { audience: NEWS_AUDIENCE_LABELS[view.data.audience] })}
            {view.data.recipientCount > 0
              ? t("approval.recipients", { count: view.data.recipientCount })
              : ""}
          </Text>
          <NewsPreview item={view.data.item} />
          {decide.isError && (
            <Alert color="red">
              <Text size="sm">{error?.message ?? ""}</Text>
            </Alert>
          )}
          <Textarea
            label={t("approval.comment")}
            value={comment}
            maxLength={1000}
            error={commentError}
            autosize
            minRows={2}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Group grow>
            <Button
              color="orange"
              variant="light"
              loading={decide.isPending}
              onClick={() => {
                if (comment.trim() === "") return setCommentError(t("detail.commentRequired"));
                setCommentError(null);
                decide.mutate("RETURN");
              }}
            >
              {t("approval.return")}
            </Button>
            <Button loading={decide.isPending} onClick={() => decide.mutate("APPROVE")}>
              {t("approval.approve")}
            </Button>
          </Group>
        </Stack>
      )}
    </PublicLayout>
  );
}

export const AnnouncementApprovalPage = () => <NewsApprovalPage type="ANNOUNCEMENT" />;
export const FaqApprovalPage = () => <NewsApprovalPage type="FAQ" />;
