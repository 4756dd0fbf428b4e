import { Stack } from "@mantine/core";
import { parseOtpauthUrl } from "./otpauth";
import { TotpQrCode } from "./TotpQrCode";
import { TotpSetupKey } from "./TotpSetupKey";

/** QR code plus the setup key of an otpauth:// URL; nothing for a URL that is not one. */
export function TotpSetup({ url }: { url: string | null | undefined }) {
  const setup = parseOtpauthUrl(url);
  if (!setup || !url) return null;
  return (
    <Stack gap="sm">
      <TotpQrCode url={url} />
      <TotpSetupKey setup={setup} />
    </Stack>
  );
}
