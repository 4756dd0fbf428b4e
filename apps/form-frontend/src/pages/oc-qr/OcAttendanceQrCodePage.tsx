import { ErrorPage, PageTitle, useTranslation } from "@gakumu/ui";
import { Center, Image, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconQrcode } from "@tabler/icons-react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useFormSession } from "../../session/form-session";

const SIZE = 240;

/** The code as a QR image drawn in the browser; null while drawing, false when it failed. */
function useQrImage(code: string | null): string | null | false {
  const [image, setImage] = useState<string | null | false>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    setImage(null);
    QRCode.toDataURL(code, { width: SIZE * 2, margin: 2, errorCorrectionLevel: "M" })
      .then((data) => current && setImage(data))
      .catch(() => current && setImage(false));
    return () => {
      current = false;
    };
  }, [code]);
  return image;
}

/**
 * /oc-attendance-qr-code (spec §2.2): the open-campus answer code kept in the form session
 * (ocAnswerCd, §3.1) as a QR code for the reception desk, with the code in text beside it so the
 * desk can type it when a scanner fails. Drawn locally: the code never goes to a QR service.
 */
export function OcAttendanceQrCodePage() {
  const { t } = useTranslation("form");
  const code = useFormSession((s) => s.ocAnswerCd);
  const image = useQrImage(code);

  if (!code) {
    return (
      <ErrorPage
        icon={<IconQrcode size={34} stroke={1.5} />}
        title={t("qr.none")}
        message={t("qr.noneHint")}
      />
    );
  }

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <PageTitle title={t("qr.title")} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} w="100%" maw={400}>
        <Stack align="center" gap="md" ta="center">
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {t("qr.title")}
          </Title>
          <Text size="sm" style={{ wordBreak: "auto-phrase" }}>
            {t("qr.lead")}
          </Text>
          {image === false ? (
            <Text c="red.9" size="sm" role="alert">
              {t("qr.failed")}
            </Text>
          ) : image ? (
            <Image
              src={image}
              alt={t("qr.alt", { code })}
              w={SIZE}
              h={SIZE}
              style={{ imageRendering: "pixelated" }}
            />
          ) : (
            <Skeleton w={SIZE} h={SIZE} radius="sm" />
          )}
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t("qr.codeLabel")}
            </Text>
            <Text
              fw={700}
              fz="xl"
              ff="monospace"
              style={{ letterSpacing: "0.1em", overflowWrap: "anywhere" }}
            >
              {code}
            </Text>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
