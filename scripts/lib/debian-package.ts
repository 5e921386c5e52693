import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Makes sure `binary` exists, installing Debian's `pkg` when this runs as root with apt (as in CI).
 * Returns false, having said why, when it cannot.
 */
export function ensureDebianPackage(binary: string, pkg: string, purpose: string): boolean {
  if (existsSync(binary)) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!isRoot || !hasApt) {
    console.error(`No ${binary}: install Debian's package for ${purpose} (sudo apt-get install -y ${pkg}).`);
    return false;
  }
  console.log(`Installing Debian's ${pkg} for ${purpose}…`);
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", pkg]]) {
    const r = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (r.status !== 0) {
      console.error(`Installing ${pkg} failed; install it by hand (apt-get install -y ${pkg}).`);
      return false;
    }
  }
  return existsSync(binary);
}
