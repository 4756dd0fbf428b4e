// `npm start`: build the SPAs when needed, then run the platform (web + workers) in this process.
import { buildStaleSpas } from "./spa-build";

buildStaleSpas();
await import("../apps/server/src/main");
