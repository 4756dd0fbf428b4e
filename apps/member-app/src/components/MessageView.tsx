import type { InboxMessage, MemberReply, ReplyBody } from "@gakumu/domain/member-inbox/member-inbox-api";
import { RichText } from "@gakumu/form-view";
import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink, IconPaperclip } from "@tabler/icons-react";
import { formatDateTime } from "./format";
import { ReplyBox } from "./ReplyBox";
import { safeUrl } from "./safe-url";

export interface MessageViewProps {
  message: InboxMessage;
  /** Sends the reply; the box is shown only when the message takes one. */
  onReply: (body: ReplyBody) => Promise<MemberReply>;
}

/** One message as the member reads it: title, date, body, link, attachments and the reply. */
export function MessageView({ message, onReply }: MessageViewProps) {
  const link = safeUrl(message.linkUrl);
  const attachments = message.attachments.flatMap((a) => {
    const url = safeUrl(a.url);
    return url ? [{ name: a.name, url }] : [];
  });
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap={8}>
            {message.urgent && (
              <Badge color="red" variant="filled">
                緊急
              </Badge>
            )}
            <Text fz="xs" c="dimmed">
              {formatDateTime(message.sentAt)}
            </Text>
          </Group>
          <Title order={1} fz="lg" lh={1.4}>
            {message.title}
          </Title>
          <Divider />
          {message.bodyHtml.trim() ? (
            <RichText html={message.bodyHtml} />
          ) : (
            <Text fz="sm" style={{ whiteSpace: "pre-wrap" }}>
              {message.bodyText}
            </Text>
          )}
          {link && (
            <Button
              component="a"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              rightSection={<IconExternalLink size={16} />}
            >
              リンクを開く
            </Button>
          )}
          {attachments.length > 0 && (
            <Stack gap={4}>
              <Title order={2} fz="sm">
                添付ファイル
              </Title>
              {attachments.map((a) => (
                <Anchor key={a.url} href={a.url} target="_blank" rel="noopener noreferrer" fz="sm">
                  <Group gap={4} wrap="nowrap">
                    <IconPaperclip size={16} aria-hidden />
                    {a.name}
                  </Group>
                </Anchor>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
      {message.replyEnabled && (
        <ReplyBox choices={message.replyChoices} sent={message.reply} onReply={onReply} />
      )}
    </Stack>
  );
}
