import { PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface ShellMessageProps {
  icon: ReactNode;
  title: string;
  message: string;
  /** Tab title when it should differ from the heading (e.g. the menu's name). */
  pageTitle?: string;
  code?: string;
}

/** A centred notice inside the shell (not found, in preparation), with the way back home. */
export function ShellMessage({ icon, title, message, pageTitle, code }: ShellMessageProps) {
  const { t } = useTranslation("backoffice");
  return (
    <Center mih="60vh" p="md">
      <PageTitle title={pageTitle ?? title} />
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={60} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        {code && (
          <Text c="dimmed" fw={700} size="sm" style={{ letterSpacing: "0.2em" }}>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 20, sm: 22 }}>
          {title}
        </Title>
        <Text c="dimmed" style={{ wordBreak: "auto-phrase", textWrap: "balance" }}>
          {message}
        </Text>
        <Button component={Link} to="/home" variant="light" mt="xs">
          {t("shell.backToHome")}
        </Button>
      </Stack>
    </Center>
  );
}
