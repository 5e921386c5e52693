import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The Chromium the end-to-end tests drive: CHROME_PATH, or Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

export function ensureChromium(): void {
  if (existsSync(chromiumPath())) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt || process.env.CHROME_PATH) {
    console.error(
      `No Chromium at ${chromiumPath()}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the end-to-end tests…");
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
    const r = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status !== 0) {
      console.error("Installing chromium failed; install it by hand (apt-get install -y chromium) or set CHROME_PATH.");
      process.exit(1);
    }
  }
}
