import { isPostalCode, normalizePostalCd, type PostalFill, postalFillOf } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Stack, Text } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { POSTAL_CODES_NAMESPACE } from "./i18n";
import { postalCodesApi } from "./postal-codes-api";

/** What a lookup found for the screen to write into its own fields (postal code as 123-4567). */
export interface PostalLookupResult {
  postalCd: string;
  prefectureCd?: string;
  address1?: string;
}

interface Props {
  /** The postal code as typed. */
  postalCd: string;
  onFound: (found: PostalLookupResult) => void;
}

type Notice = Exclude<PostalFill["match"], "town"> | "error";

/**
 * 住所を検索 beside a postal-code field: fills the prefecture and the first address line as far as
 * the code's towns agree (postalFillOf), and says under the button what is left to type.
 */
export function PostalCodeLookup({ postalCd, onFound }: Props) {
  const { t } = useTranslation(POSTAL_CODES_NAMESPACE);
  // The notice belongs to the code it was about: once the code is changed it no longer shows.
  const [notice, setNotice] = useState<{ postalCd: string; kind: Notice } | null>(null);
  const [searching, setSearching] = useState(false);
  const normalized = normalizePostalCd(postalCd);
  const say = (kind: Notice | null) => setNotice(kind ? { postalCd: normalized, kind } : null);

  const find = async () => {
    setSearching(true);
    let fill: PostalFill;
    try {
      fill = postalFillOf(await postalCodesApi.lookup(normalized));
    } catch {
      say("error");
      return;
    } finally {
      setSearching(false);
    }
    say(fill.match === "town" ? null : fill.match);
    if (fill.match === "town" || fill.match === "city")
      onFound({ postalCd: normalized, prefectureCd: fill.prefectureCd, address1: fill.address1 });
    else if (fill.match === "prefecture") onFound({ postalCd: normalized, prefectureCd: fill.prefectureCd });
  };

  return (
    <Stack gap={4} justify="flex-end" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconSearch size={16} />}
        onClick={find}
        loading={searching}
        disabled={!isPostalCode(normalized)}
        data-operation-id="postal-code-lookup"
      >
        {t("lookup")}
      </Button>
      {notice?.postalCd === normalized && (
        <Text size="sm" c="orange.8" role="status">
          {t(notice.kind)}
        </Text>
      )}
    </Stack>
  );
}
