import type {
  LoginQrLinks,
  LoginQrSheetInput,
  MemberAccountList,
  MemberAccountSearch,
  RegistrationRate,
} from "@gakumu/domain";
import { http, saveFile } from "../../app/http";

// アプリ利用者管理's calls (server: modules/member-accounts/member-account-admin.routes.ts); the shapes
// are the domain's contract.

const BASE = "/app/api/v2/member-accounts";

export const memberAccountKeys = {
  all: ["member-accounts"] as const,
  rate: () => [...memberAccountKeys.all, "rate"] as const,
  list: (search: MemberAccountSearch) => [...memberAccountKeys.all, "list", search] as const,
};

export const memberAccountsApi = {
  search: (search: MemberAccountSearch, signal?: AbortSignal) =>
    http.post<MemberAccountList>(`${BASE}/search`, search, { signal, busy: false }),
  rate: (signal?: AbortSignal) =>
    http.get<RegistrationRate>(`${BASE}/registration-rate`, undefined, { signal, busy: false }),
  /** Issues new login QRs and saves the sheet (PDF); answers how many were issued. */
  async printLoginQr(input: LoginQrSheetInput): Promise<number> {
    const file = await http.download(`${BASE}/login-qr`, input);
    saveFile(file);
    return input.memberIds.length;
  },
  /** Issues new login QRs and answers them as links (the earlier unused QR stops working). */
  loginQrLinks: (input: LoginQrSheetInput) => http.post<LoginQrLinks>(`${BASE}/login-qr/links`, input),
};
