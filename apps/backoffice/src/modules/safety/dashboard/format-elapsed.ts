/** Seconds from the send as staff say it: 「45秒」「2分30秒」「1時間5分」. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}秒`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 === 0 ? `${minutes}分` : `${minutes}分${s % 60}秒`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours}時間` : `${hours}時間${minutes % 60}分`;
}
