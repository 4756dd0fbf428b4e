import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Uploaded import files under DATA_DIR/imports/<tenant>/<uuid> (shared storage when web and worker
 * processes run on different hosts, like exports). The log keeps the relative path; the commit job
 * reads the same bytes the check read. Files stay with their log as the record of what was imported.
 */
export interface ImportStorage {
  /** Stores an uploaded file under a new name; returns its path relative to DATA_DIR. */
  save(tenantId: number, data: Buffer): Promise<string>;
  /** Writes (or replaces) a file that belongs to a stored one: `<storedPath><suffix>`. */
  saveBeside(storedPath: string, suffix: string, data: Buffer | string): Promise<void>;
  /** null when the file is gone (DATA_DIR cleared, another host's disk). */
  read(storedPath: string): Promise<Buffer | null>;
  /** Removes the file and whatever was saved beside it. */
  remove(storedPath: string, suffixes?: readonly string[]): Promise<void>;
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
      await fs.promises.writeFile(absolute(`${storedPath}${suffix}`), data);
    },
    async read(storedPath) {
      return fs.promises.readFile(absolute(storedPath)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
    },
    async remove(storedPath, suffixes = []) {
      for (const suffix of ["", ...suffixes])
        await fs.promises.rm(absolute(`${storedPath}${suffix}`), { force: true });
    },
  };
}
