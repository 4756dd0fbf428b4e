import type { Db } from "../../db/client";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import type { FetchPolicy } from "./feed-fetch";

/** What the RSS linkage's use cases and its poll job are built on. */
export interface RssDeps {
  db: Db;
  delivery: DeliveryEngine;
  /** How feeds are fetched; the installation's policy (feedFetchPolicy) unless a caller says otherwise. */
  fetchPolicy?: () => FetchPolicy;
}
