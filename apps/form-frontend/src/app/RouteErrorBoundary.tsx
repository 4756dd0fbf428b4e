import { RouteErrorPage } from "@gakumu/ui";
import { Component, type ReactNode } from "react";

interface Props {
  /** The path on screen: moving elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  caught: { error: unknown } | null;
  resetKey: string;
}

/**
 * What errorElement is under a data router: a screen that throws while rendering, or whose chunk
 * cannot be loaded (React.lazy rethrows the failed import, e.g. a phone still on the page from before
 * a deploy), shows the system error page with its reload action instead of a blank screen; a chunk
 * error reloads the page once by itself (chunk-reload-guard).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const { caught } = this.state;
    return caught ? <RouteErrorPage error={caught.error} /> : this.props.children;
  }
}
