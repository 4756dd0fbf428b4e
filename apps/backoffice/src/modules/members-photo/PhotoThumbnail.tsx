import { useTranslation } from "@gakumu/ui";
import { Badge, Box, Image, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { MEMBER_PHOTO_NAMESPACE } from "./i18n";

const STATUS_COLORS: Record<number, string> = { 1: "yellow", 2: "green", 3: "red" };

export interface PhotoThumbnailProps {
  caption: string;
  thumbnailUrl: string;
  imageUrl: string;
  /** PhotoStatus code, or null for no badge. */
  status: number | null;
  statusLabel: string;
  alt: string;
  /** Shown size in pixels (the thumbnail itself is 160px); side-by-side cards use less. */
  size?: number;
}

/** A 160px thumbnail with its caption and status; a click shows the photo itself in a modal. */
export function PhotoThumbnail({
  caption,
  thumbnailUrl,
  imageUrl,
  status,
  statusLabel,
  alt,
  size = 160,
}: PhotoThumbnailProps) {
  const { t } = useTranslation(MEMBER_PHOTO_NAMESPACE);
  const [enlarged, setEnlarged] = useState(false);
  return (
    <Stack gap={4} align="center" w={size + 12}>
      <Text size="xs" c="dimmed">
        {caption}
      </Text>
      <UnstyledButton onClick={() => setEnlarged(true)} aria-label={`${alt}（${t("enlarge")}）`}>
        <Box
          w={size}
          h={size}
          bg="gray.0"
          style={{ display: "flex", alignItems: "center", justifyContent: "center", borderRadius: 4 }}
        >
          <Image src={thumbnailUrl} alt={alt} maw={size} mah={size} fit="contain" />
        </Box>
      </UnstyledButton>
      {status !== null && (
        <Badge size="sm" variant="light" color={STATUS_COLORS[status] ?? "gray"}>
          {statusLabel}
        </Badge>
      )}
      <Modal opened={enlarged} onClose={() => setEnlarged(false)} title={alt} size="lg" centered>
        <Image src={imageUrl} alt={alt} fit="contain" mah="70vh" />
      </Modal>
    </Stack>
  );
}
