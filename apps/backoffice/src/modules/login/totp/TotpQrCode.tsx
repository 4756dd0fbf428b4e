import { useTranslation } from "@gakumu/ui";
import { Center, Image, Skeleton } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

const SIZE = 184;

/**
 * The otpauth:// URL as a QR code for the authenticator app. Rendered in the browser: the URL holds
 * the secret, so it must never be sent to a QR service. If drawing fails the setup key beside it
 * still works, so the failure is silent.
 */
export function TotpQrCode({ url }: { url: string }) {
  const { t } = useTranslation("backoffice");
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setImage(null);
    setFailed(false);
    QRCode.toDataURL(url, { width: SIZE * 2, margin: 1, errorCorrectionLevel: "M" })
      .then((data) => current && setImage(data))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [url]);

  if (failed) return null;
  return (
    <Center>
      {image ? (
        <Image
          src={image}
          alt={t("totp.qrAlt")}
          w={SIZE}
          h={SIZE}
          radius="sm"
          style={{ imageRendering: "pixelated" }}
        />
      ) : (
        <Skeleton w={SIZE} h={SIZE} radius="sm" />
      )}
    </Center>
  );
}
