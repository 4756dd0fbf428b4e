// HTTP range requests (RFC 9110 §14) for streamed notebook media: browsers' <audio>/<video> seek with
// `Range: bytes=…`. Only single ranges are served (what players send); several ranges get the whole file.

export type RangeAnswer =
  | { kind: "whole" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

/** What to send for a Range header over a file of `size` bytes (end inclusive). */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: "whole" };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  // Another unit or several ranges: a server may ignore Range and send everything.
  if (!match)
    return header.trim().startsWith("bytes=") && !header.includes(",")
      ? { kind: "unsatisfiable" }
      : { kind: "whole" };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === "" && last === "") return { kind: "unsatisfiable" };
  if (first === "") {
    // bytes=-500: the last 500 bytes.
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix) || suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Number(last);
  if (!Number.isSafeInteger(end) || end < start) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}
