import type { MemberReply, ReplyBody } from "@gakumu/domain/member-inbox/member-inbox-api";
import { REPLY_TEXT_MAX } from "@gakumu/domain/member-inbox/member-inbox-limits";
import { Alert, Button, Card, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../http/member-http";
import { formatDateTime } from "./format";

export interface ReplyBoxProps {
  /** Choices the sender offered; empty: free text only. */
  choices: readonly string[];
  sent: MemberReply | null;
  onReply: (body: ReplyBody) => Promise<MemberReply>;
}

/** The member's answer to a message: a choice and/or a few words, sent once, shown after. */
export function ReplyBox({ choices, sent, onReply }: ReplyBoxProps) {
  const [reply, setReply] = useState<MemberReply | null>(sent);
  const [text, setText] = useState("");
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (reply) {
    return (
      <Alert color="green" icon={<IconCircleCheck />} title="返信しました">
        <Stack gap={4}>
          {reply.choice && (
            <Text fz="sm" fw={700}>
              {reply.choice}
            </Text>
          )}
          {reply.text && (
            <Text fz="sm" style={{ whiteSpace: "pre-wrap" }}>
              {reply.text}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {formatDateTime(reply.answeredAt)}
          </Text>
        </Stack>
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !choice) {
      setError(choices.length > 0 ? "回答を選んでください" : "返信を入力してください");
      return;
    }
    if (text.length > REPLY_TEXT_MAX) {
      setError(`返信は${REPLY_TEXT_MAX}文字以内で入力してください`);
      return;
    }
    setSending(true);
    try {
      // A message with choices takes one of them; one without takes free text.
      setReply(
        await onReply(choices.length > 0 ? { text: "", choice } : { text: text.trim(), choice: null }),
      );
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="md">
          返信
        </Title>
        {choices.length > 0 && (
          <Radio.Group
            label="回答"
            error={error}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setError(null);
            }}
          >
            <Stack gap="xs" mt={6}>
              {choices.map((c) => (
                <Radio key={c} value={c} label={c} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {choices.length === 0 && (
          <Textarea
            label="返信の内容"
            autosize
            minRows={3}
            maxRows={8}
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
        )}

        <Button type="submit" loading={sending} fullWidth size="md">
          返信する
        </Button>
      </Stack>
    </Card>
  );
}
