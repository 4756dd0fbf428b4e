import type { NewsView } from "@gakumu/domain";
import { RichText } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPaperclip, IconPin } from "@tabler/icons-react";
import { NEWS_NAMESPACE } from "./i18n";

/** 「2026-04-01 08:00」 as staff read it (spec §9 yyyy/MM/dd HH:mm). */
export const shownAt = (text: string | null) => (text ? text.replace(/-/g, "/") : "");

/** The item as members see it: the same sanitised body, category, period and attachments. */
export function NewsPreview({ item }: { item: NewsView }) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap={6}>
          {item.pinned && <IconPin size={16} aria-hidden />}
          {item.categoryName && (
            <Badge variant="light" size="sm">
              {item.categoryName}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {t("preview.period", { from: shownAt(item.publishFrom) })}
            {item.publishTo ? t("preview.until", { to: shownAt(item.publishTo) }) : ""}
          </Text>
        </Group>
        <Title order={3} fz="lg">
          {item.title}
        </Title>
        {/* Sanitised on the server and again before rendering, with the same §5.3 rules. */}
        <RichText html={item.bodyHtml} />
        {item.attachments.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={600}>
              {t("preview.attachments")}
            </Text>
            {item.attachments.map((a) => (
              <Anchor key={a.key} href={a.url} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden />
                  {a.name}
                </Group>
              </Anchor>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
