import { useTranslation } from "@gakumu/ui";
import { Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface FormHeaderProps {
  /** From the form session once an access key is resolved; the product name until then. */
  organizationName?: string;
  /** Organisation logo, shown only when an access key exists (spec §2.2). */
  logo?: ReactNode;
  /** Left slot for the sidebar toggle on phones. */
  leading?: ReactNode;
}

/** Header of the form shell (spec §2.2): organisation name and the red do-not-reload notice. */
export function FormHeader({ organizationName, logo, leading }: FormHeaderProps) {
  const { t } = useTranslation("form");
  return (
    <Group
      h="100%"
      px="md"
      py={6}
      gap={4}
      justify="space-between"
      align="center"
      wrap="wrap"
      style={{ rowGap: 2 }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {leading}
        {logo}
        <Text fw={700} fz={{ base: "md", sm: "lg" }} truncate="end" data-testid="organization-name">
          {organizationName || t("header.organizationFallback")}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap" role="note" miw={0}>
        <IconAlertTriangle
          size={16}
          color="var(--mantine-color-red-7)"
          aria-hidden
          style={{ flexShrink: 0 }}
        />
        {/* 11px keeps the whole sentence on one line at 360 px; miw lets it wrap on narrower phones. */}
        <Text c="red.9" fw={700} fz={{ base: 11, sm: "sm" }}>
          {t("header.notice")}
        </Text>
      </Group>
    </Group>
  );
}
