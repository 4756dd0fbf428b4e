import type {
  HealthObservationInput,
  HealthOwnObservation,
  MemberHealthView,
} from "@gakumu/domain/health-care/health-care-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member's daily health report (contract: packages/domain/src/health-care/health-care-api.ts):
// the app's own session, or a personal web link without login. Type-only imports of the domain.

const LINK = "/app/api/health-link";

export const healthKeys = {
  app: ["health", "app"] as const,
  link: (key: string) => ["health", "link", key] as const,
};

export const fetchHealth = (signal?: AbortSignal) =>
  memberHttp.get<MemberHealthView>(`${API}/health`, { notify: false, signal });

export const reportHealth = (body: HealthObservationInput) =>
  memberHttp.put<HealthOwnObservation>(`${API}/health`, body, { notify: false });

export const openHealthLink = (key: string) =>
  memberHttp.post<MemberHealthView>(`${LINK}/open`, { key }, { notify: false, expectUnauthenticated: true });

export const reportByHealthLink = (key: string, body: HealthObservationInput) =>
  memberHttp.post<HealthOwnObservation>(
    LINK,
    { key, ...body },
    { notify: false, expectUnauthenticated: true },
  );
