import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

// In development the API runs as its own process (apps/server); forward its paths so the SPA
// talks to it same-origin, exactly as in production where the server also serves this build.
const backend = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = Object.fromEntries(
  ["/app/api", "/app/form-api", "/app/form-login", "/healthz", "/readyz"].map((path) => [path, backend]),
);

/**
 * The back office's service worker (Web Push of staff notices): one classic script without imports at
 * a fixed address, dist/backoffice-sw.js → /backoffice-sw.js, so its scope is the whole back office.
 * Built after the app by a second build of src/sw/sw.ts alone, as the member app builds its own.
 */
function serviceWorker(): Plugin {
  return {
    name: "gakumu-backoffice-service-worker",
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
            name: "gakumuBackofficeServiceWorker",
            fileName: () => "backoffice-sw.js",
          },
        },
      });
    },
  };
}

// Libraries change far less often than our code: separate chunks stay cached across deploys.
const vendorChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: "mantine", test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/ },
  // Drag and drop is used by the form builder only; its own chunk keeps it out of the first load.
  { name: "dnd", test: /node_modules[\\/](@hello-pangea|redux|react-redux|use-sync-external-store)[\\/]/ },
  { name: "vendor", test: /node_modules[\\/]/ },
];

export default defineConfig({
  plugins: [react(), serviceWorker()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
