import { createBrowserRouter } from "react-router";
import { BASENAME } from "./paths";
import { routes } from "./routes";

export function createMemberRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
