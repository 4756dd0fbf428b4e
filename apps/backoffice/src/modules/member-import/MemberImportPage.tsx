import "./i18n";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Stack, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CurrentImport } from "./CurrentImport";
import { ImportHistory } from "./ImportHistory";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import { type ImportVariant, importApi, importKeys, type SyncLog } from "./member-import-api";
import { TemplatePanel } from "./TemplatePanel";
import { UploadPanel } from "./UploadPanel";

/**
 * /member-import and /concern-import: template downloads, the check (dry run) of a file with a report
 * of every error, the all-or-nothing 取り込み実行 with its progress, and the import history. On a
 * reference-only menu the history stays readable while チェック and 取り込み実行 are disabled.
 */
export function MemberImportPage({ variant }: { variant: ImportVariant }) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  const client = useQueryClient();
  const api = importApi(variant);
  const [current, setCurrent] = useState<number | null>(null);
  const title = t(`title.${variant.menuCd}`);

  const show = (log: SyncLog) => {
    client.setQueryData(importKeys(variant).log(log.syncLogId), log);
    setCurrent(log.syncLogId);
    void client.invalidateQueries({ queryKey: [...importKeys(variant).all, "logs"] });
  };

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={title} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <TemplatePanel api={api} />
      <UploadPanel api={api} onChecked={show} />
      {current !== null && <CurrentImport key={current} variant={variant} syncLogId={current} />}
      <ImportHistory variant={variant} onResume={show} />
    </Stack>
  );
}
