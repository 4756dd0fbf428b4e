import { useTranslation } from "@gakumu/ui";
import { Badge, Group } from "@mantine/core";
import { MEMBER_IMPORT_NAMESPACE } from "./i18n";
import { deleteModeNoun } from "./labels";
import type { SyncLog } from "./member-import-api";

const n = (count: number) => count.toLocaleString("ja-JP");

/** 新規 n件 / 更新 n件 / (期限切れ・削除 n件) / エラー n件 / (注意 n件) of a check or an import. */
export function CheckCounts({ log }: { log: SyncLog }) {
  const { t } = useTranslation(MEMBER_IMPORT_NAMESPACE);
  return (
    <Group gap="xs">
      <Badge variant="light" color="gray" size="lg">
        {t("report.total", { count: n(log.totalCount) })}
      </Badge>
      <Badge variant="light" color="teal" size="lg">
        {t("report.insert", { count: n(log.insertCount) })}
      </Badge>
      <Badge variant="light" color="blue" size="lg">
        {t("report.update", { count: n(log.updateCount) })}
      </Badge>
      {log.deleteMode && (
        <Badge variant="light" color="orange" size="lg">
          {t("report.remove", { label: deleteModeNoun(log.deleteMode), count: n(log.deleteCount) })}
        </Badge>
      )}
      <Badge variant={log.errorCount > 0 ? "filled" : "light"} color="red" size="lg">
        {t("report.error", { count: n(log.errorCount) })}
      </Badge>
      {log.warningCount > 0 && (
        <Badge variant="light" color="orange" size="lg">
          {t("report.warningCount", { count: n(log.warningCount) })}
        </Badge>
      )}
    </Group>
  );
}
