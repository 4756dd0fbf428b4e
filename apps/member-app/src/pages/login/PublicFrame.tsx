import { Box, Card, Image, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { APP_BASE } from "../../app/paths";

/** The screens before signing in: the app's icon and name above one card. */
export function PublicFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Box mih="100dvh" bg="gray.0" px="md" py={40}>
      <Stack maw={420} mx="auto" gap="lg">
        <Stack align="center" gap={6}>
          <Image src={`${APP_BASE}icons/icon-192.png`} alt="" w={64} h={64} />
          <Text fw={700} fz="xl">
            学務
          </Text>
        </Stack>
        <Card withBorder padding="lg" component="main">
          <Stack gap="md">
            <Title order={1} fz="lg">
              {title}
            </Title>
            {lead && <Text fz="sm">{lead}</Text>}
            {children}
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
}
