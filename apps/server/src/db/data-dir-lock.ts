import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

/**
 * The embedded database allows one process at a time; a second one opening the same directory
 * corrupts it. A lock file with the owner's pid refuses the second opener, and a stale file left
 * by a killed process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "gakumu.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (isAlive(owner)) {
        throw new DataDirLockedError(
          `データディレクトリ ${dir} は別のプロセス (pid ${owner}) が使用中です。` +
            "組み込みデータベースは同時に 1 つのプロセスしか開けません。サーバーを停止してから実行するか、DATABASE_URL で PostgreSQL を使ってください。",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`データディレクトリ ${dir} をロックできませんでした。`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
