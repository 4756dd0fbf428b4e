import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Spec §2.2/§9: the form frontend lives under this path on the same origin as the API.
const BASE = "/app/form-frontend/";

// In development the API runs as its own process (apps/server); forward its paths so the SPA
// talks to it same-origin, exactly as in production where the server also serves this build.
const backend = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = Object.fromEntries(
  ["/app/api", "/app/form-api", "/app/form-login", "/healthz", "/readyz"].map((path) => [path, backend]),
);

// Libraries change far less often than our code: separate chunks stay cached across deploys. A group
// chunk is loaded by every page, so each takes only modules of the first load ("$initial": statically
// imported from main.tsx); the rest of a library (the answer fields' Radio and Checkbox, the login
// modal's PasswordInput and Tabs, zod, qrcode) loads with the lazy screens that use it, keeping the
// first load of the answer screen under the 200 kB gzip budget of issue 5.
const initialOnly: ["$initial"] = ["$initial"];
const vendorChunks = [
  {
    name: "react",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    tags: initialOnly,
  },
  { name: "mantine", test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/, tags: initialOnly },
  {
    name: "vendor",
    test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    tags: initialOnly,
  },
];

export default defineConfig({
  base: BASE,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
});
