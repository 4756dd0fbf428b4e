import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { PageTitle } from "./PageTitle";

export interface ErrorPageProps {
  title: string;
  message: ReactNode;
  /** Small status shown above the title, e.g. "404". */
  code?: string;
  linkLabel?: string;
  /** In-app path of the link; omitted together with linkLabel for pages with nowhere to go. */
  linkTo?: string;
  icon?: ReactNode;
  /** Extra actions below the link (e.g. a reload button). */
  children?: ReactNode;
}

// Break Japanese between phrases, not before a lone "す。" (Chromium; others ignore it), and
// keep centred lines of similar length.
const JAPANESE_WRAP: CSSProperties = { wordBreak: "auto-phrase", textWrapStyle: "balance" };

/** Full-page message for not-found, system error and expired links; readable on a phone first. */
export function ErrorPage({ title, message, code, linkLabel, linkTo, icon, children }: ErrorPageProps) {
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <PageTitle title={title} />
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          {icon ?? <IconAlertTriangle size={34} stroke={1.5} />}
        </ThemeIcon>
        {code && (
          <Text c="dimmed" fw={700} size="sm" style={{ letterSpacing: "0.2em" }}>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 20, sm: 24 }} style={JAPANESE_WRAP}>
          {title}
        </Title>
        <Text c="dimmed" size="md" style={{ ...JAPANESE_WRAP, whiteSpace: "pre-wrap" }}>
          {message}
        </Text>
        {linkTo && linkLabel && (
          <Button component={Link} to={linkTo} variant="light" mt="sm">
            {linkLabel}
          </Button>
        )}
        {children}
      </Stack>
    </Center>
  );
}
