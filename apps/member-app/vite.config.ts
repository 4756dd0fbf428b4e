import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin } from "vite";

// The member app lives under this path on the same origin as the API (the server serves this build).
const BASE = "/app/member/";
const here = path.dirname(fileURLToPath(import.meta.url));

// In development the API runs as its own process (apps/server); forward its paths so the app talks
// to it same-origin, exactly as in production.
const backend = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = Object.fromEntries(["/app/api", "/healthz", "/readyz"].map((p) => [p, backend]));

/**
 * The service worker is its own script at a fixed address (dist/sw.js → /app/member/sw.js, so its
 * scope is the whole app) in one file without imports: a classic worker script that every browser
 * runs. It is built after the app, by a second build of src/sw/sw.ts alone.
 */
function serviceWorker(): Plugin {
  return {
    name: "gakumu-member-service-worker",
    apply: "build",
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: "warn",
        build: {
          outDir: path.join(here, "dist"),
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: {
            entry: path.join(here, "src/sw/sw.ts"),
            formats: ["iife"],
            name: "gakumuMemberServiceWorker",
            fileName: () => "sw.js",
          },
        },
      });
    },
  };
}

const initialOnly: ["$initial"] = ["$initial"];
const vendorChunks = [
  {
    name: "react",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    tags: initialOnly,
  },
  { name: "mantine", test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/, tags: initialOnly },
  { name: "vendor", test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/, tags: initialOnly },
];

export default defineConfig({
  base: BASE,
  plugins: [react(), serviceWorker()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: { port: 5175, strictPort: true, proxy },
  preview: { port: 4175, proxy },
});
