import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Uploaded import files under DATA_DIR/imports/<tenant>/<uuid> (shared storage when web and worker
 * processes run on different hosts, like exports). The log keeps the relative path; the commit job
 * reads the same bytes the check read. Files stay with their log as the record of what was imported.
 */
export interface ImportStorage {
  /** Stores an uploaded file under a new name; returns its path relative to DATA_DIR. */
  save(tenantId: number, data: Buffer): Promise<string>;
  /**
   * Writes (or replaces) a file that belongs to a stored one: `<storedPath><suffix>`. Given pieces of
   * text, it writes them as they come, so a large file is never one string in memory.
   */
  saveBeside(storedPath: string, suffix: string, data: Buffer | string | Iterable<string>): Promise<void>;
  /** null when the file is gone (DATA_DIR cleared, another host's disk). */
  read(storedPath: string): Promise<Buffer | null>;
  /** The file's lines one at a time (UTF-8); null when the file is gone. */
  readLines(storedPath: string): Promise<AsyncGenerator<string> | null>;
  /** Removes the file and whatever was saved beside it. */
  remove(storedPath: string, suffixes?: readonly string[]): Promise<void>;
}

async function* linesOf(handle: fs.promises.FileHandle): AsyncGenerator<string> {
  const stream = handle.createReadStream({ encoding: "utf8" });
  try {
    yield* readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  } finally {
    // Also when the reader stops early (a snapshot made with other fields): the file is closed.
    stream.destroy();
  }
}

export function createImportStorage(dataDir: string): ImportStorage {
  const root = path.resolve(dataDir);
  // Paths come from our own rows, but a resolved path outside DATA_DIR is refused all the same.
  const absolute = (storedPath: string) => {
    const full = path.resolve(root, storedPath);
    if (!full.startsWith(`${root}${path.sep}`))
      throw new Error(`import file path outside DATA_DIR: ${storedPath}`);
    return full;
  };
  return {
    async save(tenantId, data) {
      const relative = path.join("imports", String(tenantId), crypto.randomUUID());
      const full = absolute(relative);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.writeFile(full, data, { flag: "wx" });
      return relative;
    },
    async saveBeside(storedPath, suffix, data) {
      const full = absolute(`${storedPath}${suffix}`);
      if (typeof data === "string" || Buffer.isBuffer(data)) await fs.promises.writeFile(full, data);
      else await pipeline(Readable.from(data), fs.createWriteStream(full));
    },
    async read(storedPath) {
      return fs.promises.readFile(absolute(storedPath)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
    },
    async readLines(storedPath) {
      const handle = await fs.promises.open(absolute(storedPath)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      return handle ? linesOf(handle) : null;
    },
    async remove(storedPath, suffixes = []) {
      for (const suffix of ["", ...suffixes])
        await fs.promises.rm(absolute(`${storedPath}${suffix}`), { force: true });
    },
  };
}
