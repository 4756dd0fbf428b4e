import { FormStatus } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  IconArrowLeft,
  IconDeviceFloppy,
  IconEye,
  IconLink,
  IconPlayerPause,
  IconSend,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { ActionButton } from "../../../app/ActionButton";
import { FormStatusBadge } from "../FormStatusBadge";
import type { FormDetail } from "../forms-api";
import { useFormPaths } from "../forms-paths";
import { FORMS_NAMESPACE } from "../i18n";
import type { useBuilderCommands } from "./use-builder-commands";

interface Props {
  form: FormDetail;
  title: string;
  dirty: boolean;
  commands: ReturnType<typeof useBuilderCommands>;
  onPreview: () => void;
  onLinks: () => void;
}

/** The builder's title line and its buttons: preview, links, publish / unpublish, save. */
export function BuilderHeader({ form, title, dirty, commands, onPreview, onLinks }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const paths = useFormPaths();
  const published = form.status === FormStatus.PUBLISHED;
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={paths.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("builder.back")}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 20, sm: 24 }} style={{ overflowWrap: "anywhere" }}>
            {title || t("builder.title")}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed" ff="monospace">
              {form.formCd}
            </Text>
            <FormStatusBadge status={form.status} />
            <Text size="xs" c="dimmed">
              {t("builder.version", { version: form.version })}
            </Text>
            {dirty && (
              <Badge size="sm" color="orange" variant="dot">
                {t("builder.unsaved")}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={onPreview}>
            {t("actions.preview")}
          </Button>
          <Button variant="default" leftSection={<IconLink size={16} />} onClick={onLinks}>
            {t("actions.links")}
          </Button>
          {published ? (
            <ActionButton
              variant="light"
              color="orange"
              leftSection={<IconPlayerPause size={16} />}
              onClick={() => void commands.unpublish()}
              disabled={commands.busy}
              data-operation-id="form-unpublish"
            >
              {t("actions.unpublish")}
            </ActionButton>
          ) : (
            <ActionButton
              variant="light"
              color="green"
              leftSection={<IconSend size={16} />}
              onClick={() => void commands.publish()}
              disabled={commands.busy}
              data-operation-id="form-publish"
            >
              {t("actions.publish")}
            </ActionButton>
          )}
          <ActionButton
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => void commands.save()}
            loading={commands.busy}
            data-operation-id="form-save"
          >
            {t("builder.save")}
          </ActionButton>
        </Group>
      </Group>
    </Stack>
  );
}
