import { Center, Image, Skeleton } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

const SIZE = 168;

/**
 * The answer link as a QR code (for a poster or a printed guide), drawn in the browser: the link
 * carries the access key, so it never goes to a QR service. If drawing fails the URL beside it is
 * still there, so the failure is silent.
 */
export function LinkQrCode({ url, alt }: { url: string; alt: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
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
        <Image src={image} alt={alt} w={SIZE} h={SIZE} radius="sm" style={{ imageRendering: "pixelated" }} />
      ) : (
        <Skeleton w={SIZE} h={SIZE} radius="sm" />
      )}
    </Center>
  );
}
