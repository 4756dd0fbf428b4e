// HTTP to JMA: a timeout and a size cap on every read, so a slow or runaway answer cannot hold the
// worker or fill memory. The largest real documents (a VXSE53 of a wide quake) are a few hundred KB.

export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_BYTES = 4 * 1024 * 1024;

export class JmaFetchError extends Error {}

export interface FetchResult {
  status: number;
  body: string;
  etag: string | null;
  lastModified: string | null;
}

export async function fetchLimited(
  url: string,
  headers: Record<string, string> = {},
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<FetchResult> {
  const maxBytes = limits.maxBytes ?? MAX_BYTES;
  if (!/^https?:\/\//i.test(url))
    throw new JmaFetchError(`http(s) 以外のアドレスは読みません: ${url.slice(0, 200)}`);
  let response: Response;
  const signal = AbortSignal.timeout(limits.timeoutMs ?? FETCH_TIMEOUT_MS);
  try {
    response = await fetch(url, {
      headers: { accept: "application/xml, application/atom+xml", ...headers },
      signal,
      redirect: "follow",
    });
  } catch (err) {
    const timedOut = (err as Error).name === "TimeoutError" || signal.aborted;
    throw new JmaFetchError(
      timedOut
        ? "応答がないため中断しました（タイムアウト）"
        : `接続できませんでした: ${(err as Error).message}`,
    );
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new JmaFetchError(`大きすぎるため読みません（${declared} バイト）`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          throw new JmaFetchError(`大きすぎるため読むのをやめました（${maxBytes} バイト超）`);
        }
        chunks.push(value);
      }
    } catch (err) {
      if (err instanceof JmaFetchError) throw err;
      throw new JmaFetchError(
        signal.aborted
          ? "応答がないため中断しました（タイムアウト）"
          : `読み込みに失敗しました: ${(err as Error).message}`,
      );
    }
  }
  return {
    status: response.status,
    body: new TextDecoder("utf-8").decode(Buffer.concat(chunks)),
    etag: response.headers.get("etag"),
    lastModified: response.headers.get("last-modified"),
  };
}
