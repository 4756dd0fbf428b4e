import type { RssFeedItem } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, Modal, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyHttpError } from "../../app/http";
import {
  EMPTY_TARGET,
  TargetPicker,
  type TargetSource,
  type TargetState,
  targetBody,
} from "../push-notifications/TargetPicker";
import { RSS_NAMESPACE } from "./i18n";
import { rssApi, rssKeys } from "./rss-api";

// The feed form: name, address, on/off and the recipients, chosen with the push screen's picker
// (every kind of criterion, as a push) whose live count and member search ask RSS連携's own routes.

const rssSource: TargetSource = { key: "rss", count: rssApi.count, candidates: rssApi.candidates };

const targetOf = (feed: RssFeedItem | null): TargetState =>
  feed
    ? {
        nodes: feed.target.nodes,
        grades: feed.target.grades,
        attributes: feed.target.attributes,
        groupIds: feed.target.groupIds,
        members: feed.members,
        sendTarget: feed.target.sendTarget,
      }
    : EMPTY_TARGET;

export function FeedFormModal({ feed, onClose }: { feed: RssFeedItem | null; onClose: () => void }) {
  const { t } = useTranslation(RSS_NAMESPACE);
  const client = useQueryClient();
  const [name, setName] = useState(feed?.name ?? "");
  const [url, setUrl] = useState(feed?.url ?? "");
  const [enabled, setEnabled] = useState(feed?.enabled ?? true);
  const [target, setTarget] = useState<TargetState>(targetOf(feed));
  const options = useQuery({
    queryKey: rssKeys.options,
    queryFn: ({ signal }) => rssApi.options(signal),
  });
  const save = useMutation({
    mutationFn: () => {
      const body = { name, url, enabled, target: targetBody(target) };
      return feed ? rssApi.update(feed.id, body) : rssApi.create(body);
    },
    onSuccess: async () => {
      notify.success({ message: t("saved") });
      await client.invalidateQueries({ queryKey: rssKeys.all });
      onClose();
    },
    onError: notifyHttpError,
  });

  return (
    <Modal opened onClose={onClose} size="xl" title={feed ? t("formTitleEdit") : t("formTitleNew")}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("name")}
            required
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label={t("url")}
            description={t("urlHint")}
            required
            maxLength={2000}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <Switch
            label={t("enabled")}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed">
            {t("firstPoll")}
          </Text>
          <Text fw={600}>{t("target")}</Text>
          {options.data ? (
            <TargetPicker
              kind={1}
              source={rssSource}
              options={options.data}
              value={target}
              onChange={setTarget}
            />
          ) : (
            <Loader size="sm" />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
