import {
  CONTACT_BASE,
  CONTACT_PUBLIC_BASE,
  CONTACT_WEB_BASE,
  type ContactBoard,
  type ContactForm,
  type ContactHistoryPage,
  type ContactItem,
  type ContactLink,
  type ContactNodeList,
  type ContactPosted,
  type ContactSetting,
  type ContactSettingInput,
  type ContactType,
  type ContactTypeInput,
  type ContactWebPostInput,
} from "@gakumu/domain";
import { http, type RequestOptions } from "../../app/http";

// 連絡's calls (server: modules/contacts/contacts.routes.ts and contact-family.routes.ts).

export const contactKeys = {
  all: ["contacts"] as const,
  board: (date: string, node: string | null) => ["contacts", "board", date, node] as const,
  nodes: ["contacts", "nodes"] as const,
  history: (from: string, to: string, node: string | null, page: number) =>
    ["contacts", "history", from, to, node, page] as const,
  setting: ["contacts", "setting"] as const,
  types: ["contacts", "types"] as const,
  links: ["contacts", "links"] as const,
};

const nodeQuery = (node: string | null) => (node ? { node } : {});

/** The class picker's list: the tree changes rarely, so it is read once per few minutes, not per board. */
export const contactNodesQuery = {
  queryKey: contactKeys.nodes,
  queryFn: ({ signal }: { signal?: AbortSignal }) => contactApi.nodes(signal),
  staleTime: 5 * 60_000,
};

export const contactApi = {
  board: (date: string, node: string | null, signal?: AbortSignal) =>
    http.get<ContactBoard>(`${CONTACT_BASE}/board`, { date, ...nodeQuery(node) }, { signal, busy: false }),
  nodes: (signal?: AbortSignal) =>
    http.get<ContactNodeList>(`${CONTACT_BASE}/nodes`, undefined, { signal, busy: false }),
  history: (from: string, to: string, node: string | null, page: number, signal?: AbortSignal) =>
    http.get<ContactHistoryPage>(
      `${CONTACT_BASE}/history`,
      { from, to, page, ...nodeQuery(node) },
      { signal, busy: false },
    ),
  confirm: (id: number) => http.post<ContactItem>(`${CONTACT_BASE}/${id}/confirm`, {}),
  reply: (id: number, text: string) => http.post<ContactItem>(`${CONTACT_BASE}/${id}/reply`, { text }),
  exportFile: (
    range: { from: string; to: string; node: string | null },
    format: "Excel" | "Csv",
    options: RequestOptions,
  ) =>
    http.download(
      `${CONTACT_BASE}/export`,
      { from: range.from, to: range.to, ...nodeQuery(range.node), format, csvEncoding: "utf8-bom" },
      options,
    ),
};

export const contactWebApi = {
  setting: (signal?: AbortSignal) =>
    http.get<ContactSetting>(`${CONTACT_WEB_BASE}/setting`, undefined, { signal }),
  saveSetting: (body: ContactSettingInput) => http.put<ContactSetting>(`${CONTACT_WEB_BASE}/setting`, body),
  types: (signal?: AbortSignal) =>
    http.get<{ items: ContactType[] }>(`${CONTACT_WEB_BASE}/types`, undefined, { signal }),
  createType: (body: ContactTypeInput) => http.post<ContactType>(`${CONTACT_WEB_BASE}/types`, body),
  updateType: (id: number, body: ContactTypeInput) =>
    http.put<ContactType>(`${CONTACT_WEB_BASE}/types/${id}`, body),
  links: (signal?: AbortSignal) =>
    http.get<{ items: ContactLink[]; nodes: { code: string; label: string }[] }>(
      `${CONTACT_WEB_BASE}/links`,
      undefined,
      { signal },
    ),
  issueLink: (nodeCd: string) => http.post<ContactLink>(`${CONTACT_WEB_BASE}/links`, { nodeCd }),
  revokeLink: (id: number) => http.delete<null>(`${CONTACT_WEB_BASE}/links/${id}`),
};

// The public /contact-web-register page: never enriched with a staff session (the key is the permission).
const asVisitor = { enrich: false } as const;

export const contactPublicApi = {
  form: (key: string) => http.get<ContactForm>(`${CONTACT_PUBLIC_BASE}/form`, { key }, asVisitor),
  post: (body: ContactWebPostInput) => http.post<ContactPosted>(CONTACT_PUBLIC_BASE, body, asVisitor),
  withdraw: (withdrawKey: string) =>
    http.post<null>(`${CONTACT_PUBLIC_BASE}/withdraw`, { withdrawKey }, asVisitor),
};
