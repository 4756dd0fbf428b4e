import { Center, Loader } from "@mantine/core";

/** Placeholder while a lazy route or the session check loads; no text, so nothing flickers. */
export function FullPageLoader() {
  return (
    <Center mih="100dvh">
      <Loader type="dots" />
    </Center>
  );
}
