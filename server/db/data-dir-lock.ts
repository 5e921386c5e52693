import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { isAlive } from "../process-alive.ts";

export class DataDirLockedError extends Error {
  // server.ts tells this one-line error from a crash by its name (the class lives in the server build).
  override name = "DataDirLockedError";
}

/**
 * PGlite has no lock of its own: a second process on the same directory silently
 * works on a stale copy. Take an exclusive lock file holding our PID; a stale lock
 * (its process is gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  // A folder the server cannot create or write to is a setting to correct, said in one line (no stack).
  const unusable = (error: unknown) =>
    new DataDirLockedError(
      `Invalid DATA_DIR=${JSON.stringify(dataDir)}: the server cannot use it as its data folder (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); give it a folder it can create and write to (docs/deploy.md section 5).`,
    );
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw unusable(error);
  }
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw unusable(error);
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another GeneHive process (PID ${pid}); stop it first or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
