// "@gakumu/ui/http": the framework-free HTTP plumbing under the back office's http (spec §7.2) and
// the form frontend's formHttp (§7.1). Which session values are added and how failures are shown
// (§8.1 / §8.2) stay in each app.
export { filenameFromDisposition } from "./content-disposition";
export { addMissingParams } from "./params";
export { type QueryParams, type QueryValue, toQueryString, withQuery } from "./query";
export {
  type CallOptions,
  type DownloadedFile,
  FILE_TIMEOUT_MS,
  type HttpMethod,
  type HttpRequest,
  jsonRequest,
  REQUEST_TIMEOUT_MS,
  readDownload,
  readJson,
  type SendOptions,
  send,
} from "./transport";
