import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeEml } from "#server/eml-text.ts";

export { decodeEml };

/** Every mail in DATA_DIR/outbox, oldest first (the worker names files by their outbox row), decoded. */
export function outboxMails(dataDir: string): { name: string; text: string }[] {
  const box = path.join(dataDir, "outbox");
  if (!existsSync(box)) return [];
  return readdirSync(box)
    .sort()
    .map((name) => ({ name, text: decodeEml(readFileSync(path.join(box, name), "utf8")) }));
}

/** Polls `probe` until it answers something; the mail worker writes a moment after the request that asked. */
export async function waitFor<T>(what: string, probe: () => T | undefined | false, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
