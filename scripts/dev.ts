// `npm run dev`: the server with reload plus the three Vite dev servers (which proxy API calls to it).
import { type ChildProcess, spawn } from "node:child_process";
import { root } from "./spa-build";

const port = process.env.PORT ?? "3000";
const processes: ChildProcess[] = [
  spawn("npm", ["run", "dev", "-w", "@gakumu/server"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: port },
  }),
  spawn("npm", ["run", "dev", "-w", "@gakumu/backoffice"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: port },
  }),
  spawn("npm", ["run", "dev", "-w", "@gakumu/form-frontend"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: port },
  }),
  spawn("npm", ["run", "dev", "-w", "@gakumu/member-app"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: port },
  }),
];
console.log(
  `開発サーバー: バックオフィス http://localhost:5173/login  フォーム http://localhost:5174/app/form-frontend/  メンバーアプリ http://localhost:5175/app/member/  API http://localhost:${port}`,
);

const stopAll = () => {
  for (const p of processes) p.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const p of processes) p.on("exit", (code) => code && code !== 0 && stopAll());
