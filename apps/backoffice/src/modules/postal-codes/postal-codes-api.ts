import type { PostalCandidate, PostalCodeLookupResponse } from "@gakumu/domain";
import { http } from "../../app/http";

// 住所検索 (server: modules/postal-codes/postal-codes.routes.ts), for every screen where staff type an
// address: the form builder's preview, an answer's correction, the member edit form.

export const POSTAL_CODE_PATH = "/app/api/v2/postal-code";

export const postalCodesApi = {
  /** The towns of a code, [] when it is unknown; the screen says itself what it found or that it failed. */
  lookup: async (postalCd: string): Promise<readonly PostalCandidate[]> =>
    (await http.get<PostalCodeLookupResponse>(POSTAL_CODE_PATH, { postalCd }, { busy: false, notify: false }))
      .candidates,
};
