import { existsSync } from "node:fs";
import { ensureDebianPackage } from "./debian-package.ts";

/** The Chromium the end-to-end tests drive: CHROME_PATH, or Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

export function ensureChromium(): void {
  // A CHROME_PATH that points nowhere is a mistake to report, not a reason to install Debian's.
  const found = process.env.CHROME_PATH
    ? existsSync(chromiumPath())
    : ensureDebianPackage(chromiumPath(), "chromium", "the end-to-end tests");
  if (!found) {
    console.error(
      `No Chromium at ${chromiumPath()}: install Debian's chromium or set CHROME_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}
