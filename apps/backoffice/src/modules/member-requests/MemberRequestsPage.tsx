import "./i18n";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";
import { emptyFilter, type RequestFilter } from "./member-requests-api";
import { ProxyRequestModal } from "./ProxyRequestModal";
import { useMemberRequests } from "./queries";
import { RequestDetailDrawer } from "./RequestDetailDrawer";
import { RequestSearchForm } from "./RequestSearchForm";
import { RequestTable } from "./RequestTable";

/**
 * /member-request (member 10): members' change and certificate requests of the members the user may
 * see, newest first, 20 a page. A row opens its details with before/after and the actions its status
 * allows; staff can also register a request for a member (代理申請). Read-only menus see everything
 * with the action buttons disabled.
 */
export function MemberRequestsPage() {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  const [filter, setFilter] = useState<RequestFilter>(emptyFilter);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [proxyOpen, setProxyOpen] = useState(false);
  const requests = useMemberRequests(filter, page);
  const pages = requests.data ? Math.max(1, Math.ceil(requests.data.totalCount / requests.data.pageSize)) : 1;

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title")} />
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t("title")}
        </Title>
        <ActionButton leftSection={<IconUserPlus size={16} />} onClick={() => setProxyOpen(true)}>
          {t("list.proxy")}
        </ActionButton>
      </Group>
      <RequestSearchForm
        initial={filter}
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {requests.data && (
        <>
          <Text size="sm" c="dimmed">
            {t("list.total", { count: requests.data.totalCount })}
          </Text>
          <RequestTable requests={requests.data.requestList} onOpen={(r) => setOpenId(r.requestId)} />
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </>
      )}
      <RequestDetailDrawer requestId={openId} onClose={() => setOpenId(null)} />
      <ProxyRequestModal opened={proxyOpen} onClose={() => setProxyOpen(false)} onCreated={setOpenId} />
    </Stack>
  );
}
