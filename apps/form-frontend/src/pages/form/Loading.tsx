import { useTranslation } from "@gakumu/ui";
import { Center, Loader } from "@mantine/core";

/** Inside a form screen's frame while its form or answer loads. */
export function Loading() {
  const { t } = useTranslation("form");
  return (
    <Center py="xl">
      <Loader aria-label={t("answer.loading")} />
    </Center>
  );
}
