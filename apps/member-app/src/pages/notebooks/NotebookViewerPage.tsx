import { RichText } from "@gakumu/form-view";
import { PageTitle } from "@gakumu/ui";
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconChevronLeft, IconChevronRight, IconFileTypePdf } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { fetchNotebook, type MemberNotebookPage, notebookKeys, trackPage } from "../../api/notebook-api";
import { errorMessage } from "../../http/member-http";

// NOTEBOOK_PLAYED_RATIO of the domain, kept here so the schemas stay out of the bundle.
const NOTEBOOK_PLAYED_RATIO = 0.9;
const TEXT = 1;
const MP3 = 2;
const MP4 = 3;
const isMedia = (type: number) => type === MP3 || type === MP4;

function DoneBadge({ page }: { page: MemberNotebookPage }) {
  const done = isMedia(page.pageType) ? page.playedAt : page.openedAt;
  if (!done) return null;
  return (
    <Badge color="green" variant="light" leftSection={<IconCheck size={12} />} data-testid="page-done">
      {isMedia(page.pageType) ? "再生済み" : "既読"}
    </Badge>
  );
}

/** The player reports "played" once: at its end, or once 90 % of it has been heard or seen. */
function MediaPlayer({ page, onPlayed }: { page: MemberNotebookPage; onPlayed: () => void }) {
  const reported = useRef(page.playedAt !== null);
  const report = () => {
    if (reported.current) return;
    reported.current = true;
    onPlayed();
  };
  const onTime = (e: React.SyntheticEvent<HTMLMediaElement>) => {
    const m = e.currentTarget;
    if (Number.isFinite(m.duration) && m.duration > 0 && m.currentTime / m.duration >= NOTEBOOK_PLAYED_RATIO)
      report();
  };
  const common = { controls: true, src: page.fileUrl ?? undefined, onEnded: report, onTimeUpdate: onTime };
  return page.pageType === MP3 ? (
    // The school's lesson audio and videos come without caption tracks.
    <audio {...common} preload="metadata" style={{ width: "100%" }} data-testid="notebook-audio" />
  ) : (
    <video {...common} preload="metadata" playsInline style={{ width: "100%", maxHeight: "60vh" }} />
  );
}

/** One notebook, a page at a time; showing a page tells the school it was opened. */
export function NotebookViewerPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const notebook = useQuery({
    queryKey: notebookKeys.one(id),
    queryFn: ({ signal }) => fetchNotebook(id, signal),
  });
  const pages = notebook.data?.pages ?? [];
  const page = pages[Math.min(index, Math.max(pages.length - 1, 0))];
  const record = async (event: "OPENED" | "PLAYED") => {
    if (!page) return;
    try {
      await trackPage(id, page.id, event);
      await queryClient.invalidateQueries({ queryKey: notebookKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.list });
    } catch {
      // The record is retried the next time the page is shown; reading goes on regardless.
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown, when not yet recorded
  useEffect(() => {
    if (page && !page.openedAt) void record("OPENED");
  }, [page?.id]);

  if (notebook.isPending) return <Loader size="sm" />;
  if (notebook.isError) return <Alert color="red">{errorMessage(notebook.error)}</Alert>;
  const data = notebook.data;
  return (
    <Stack gap="sm">
      <PageTitle title={data.title} />
      <Stack gap={2}>
        <Title order={1} fz="lg">
          {data.title}
        </Title>
        {data.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
            {data.description}
          </Text>
        )}
      </Stack>
      {page ? (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} data-testid="page-title">
                {page.title}
              </Text>
              <DoneBadge page={page} />
            </Group>
            {page.pageType === TEXT && <RichText html={page.bodyHtml} />}
            {isMedia(page.pageType) && (
              <MediaPlayer key={page.id} page={page} onPlayed={() => void record("PLAYED")} />
            )}
            {page.pageType === 4 && page.fileUrl && (
              <Anchor href={page.fileUrl} target="_blank" rel="noopener noreferrer">
                <Group gap={4} wrap="nowrap">
                  <IconFileTypePdf size={18} aria-hidden />
                  {page.fileName}を開く
                </Group>
              </Anchor>
            )}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          ページがありません。
        </Text>
      )}
      {pages.length > 1 && (
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} />}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            前のページ
          </Button>
          <Text size="sm">
            {index + 1} / {pages.length}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} />}
            disabled={index >= pages.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            次のページ
          </Button>
        </Group>
      )}
    </Stack>
  );
}
