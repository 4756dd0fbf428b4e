import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API runs as its own process (apps/server); forward its paths so the SPA
// talks to it same-origin, exactly as in production where the server also serves this build.
const backend = `http://localhost:${process.env.PORT ?? 3000}`;
const proxy = Object.fromEntries(
  ["/app/api", "/app/form-api", "/app/form-login", "/healthz", "/readyz"].map((path) => [path, backend]),
);

// Libraries change far less often than our code: separate chunks stay cached across deploys.
const vendorChunks = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: "mantine", test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/ },
  // Drag and drop is used by the form builder only; its own chunk keeps it out of the first load.
  { name: "dnd", test: /node_modules[\\/](@hello-pangea|redux|react-redux|use-sync-external-store)[\\/]/ },
  { name: "vendor", test: /node_modules[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
