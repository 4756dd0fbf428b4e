import { RouteErrorPage } from "@gakumu/ui";

/** A screen that failed to draw: the shared error page, with the way back to the inbox. */
export function RouteError() {
  return <RouteErrorPage homeTo="/" homeLabel="お知らせへ戻る" />;
}
