/**
 * Node options the server process is started with: the `start` scripts of the root and of
 * apps/server pass them to tsx, and the launchers that start the server as `npm start` would
 * (scripts/server-process.ts, the member benchmark) pass them to node. A test keeps the scripts and
 * this list the same.
 *
 * --max-old-space-size: not a ceiling anything reaches (a 100,000-row import peaks under 300 MB of
 * heap), but V8 sizes its heap growth from it. Node's default limit is a quarter of the machine's
 * memory up to 4 GB; from 2 GB up, V8 lets old-space garbage grow to four times the live heap before
 * a full collection, so a 50,000-row import, which allocates about 4 GB while it streams the workbook
 * (XML parsing), took the process from ~280 MB to ~600 MB of RSS. With a 1.5 GB limit garbage grows
 * to about 1.8 times the live heap and the import peaks near 400 MB; the few extra full collections
 * cost tens of milliseconds. See README, "Production on PostgreSQL".
 */
export const SERVER_NODE_OPTIONS = ["--max-old-space-size=1536"] as const;
