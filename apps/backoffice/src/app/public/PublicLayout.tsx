import { LanguageSwitch, PageTitle, useTranslation } from "@gakumu/ui";
import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconSchool } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface PublicLayoutProps {
  /** Tab title and card heading. */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Wider card for forms with more to read (forced setup). */
  width?: number;
}

/** The frame of the screens outside the shell (login, reminder, reset, …): product mark and a card. */
export function PublicLayout({ title, lead, children, width = 420 }: PublicLayoutProps) {
  const { t } = useTranslation("backoffice");
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          "radial-gradient(circle at 15% 0%, var(--mantine-color-gakumu-1) 0%, transparent 45%), var(--mantine-color-gray-0)",
      }}
    >
      <PageTitle title={title} />
      <Center mih="100dvh" px="md" py="xl">
        <Stack w="100%" maw={width} gap="xl">
          <Stack align="center" gap={4}>
            <ThemeIcon size={56} radius="lg" variant="filled" aria-hidden>
              <IconSchool size={32} stroke={1.6} />
            </ThemeIcon>
            <Text fz={30} fw={700} mt="xs" style={{ letterSpacing: "0.08em" }}>
              {t("product.name")}
            </Text>
            <Text c="dimmed" size="sm">
              {t("product.area")}
            </Text>
          </Stack>

          <Paper withBorder shadow="md" radius="lg" p={{ base: "lg", xs: "xl" }}>
            <Stack gap="md">
              <div>
                <Title order={1} fz="lg">
                  {title}
                </Title>
                {lead && (
                  <Text size="sm" c="dimmed" mt={4}>
                    {lead}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>

          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t("product.copyright")}
            </Text>
            <LanguageSwitch />
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
