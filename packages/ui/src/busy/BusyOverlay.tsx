import { LoadingOverlay } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { busy } from "./busy-store";

/** True while at least one request counted by `busy` is in flight. */
export function useIsBusy(): boolean {
  return useSyncExternalStore(
    busy.subscribe,
    () => busy.count() > 0,
    () => false,
  );
}

// Above modals (200) and toasts (400) so nothing can be clicked twice during a request.
const BUSY_Z_INDEX = 9000;

export function BusyOverlay() {
  const visible = useIsBusy();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={BUSY_Z_INDEX}
      overlayProps={{ backgroundOpacity: 0.25, blur: 1 }}
      loaderProps={{ type: "dots" }}
      transitionProps={{ duration: 150 }}
    />
  );
}
