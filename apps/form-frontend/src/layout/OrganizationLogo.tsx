import { useTranslation } from "@gakumu/ui";
import { Image } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { formApi } from "../api/form-api";

/**
 * The organisation's logo (spec §2.2, shown while an access key exists). It is fetched with the
 * access-key header, so it cannot be a plain <img src>; an organisation without a logo (404)
 * simply shows none.
 */
export function OrganizationLogo({
  accessKey,
  organizationName,
}: {
  accessKey: string;
  organizationName: string;
}) {
  const { t } = useTranslation("form");
  const { data } = useQuery({
    queryKey: ["organization-logo", accessKey],
    queryFn: () => formApi.organizationLogo(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const src = useMemo(() => (data && data.size > 0 ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  if (!src) return null;
  return (
    <Image
      src={src}
      alt={t("header.logoAlt", { name: organizationName || t("header.organizationFallback") })}
      h={32}
      w="auto"
      maw={120}
      fit="contain"
      data-testid="organization-logo"
    />
  );
}
