import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadBuildSettings } from "../../server/config.ts";

/**
 * The settings baked into a build (prerendered pages, the browser's code): read by vite.config.ts when it builds,
 * and recorded in BUILD_DIR/build.json, which the server compares with its own settings at start-up. The server's
 * own rules and defaults (PUBLIC_URL defaults to http://localhost:PORT).
 */
export const buildSettings = (env: NodeJS.ProcessEnv = process.env) => loadBuildSettings(env);

export type BuildSettings = ReturnType<typeof buildSettings>;

/** The settings for this environment, or a one-line message and exit 2 when one is not valid: before any build work. */
export function buildSettingsOrExit(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  try {
    return buildSettings(env);
  } catch (error) {
    if (!(error instanceof Error && error.name === "ConfigError")) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(2);
  }
}

/** Whether the build in `dir` was made with these settings (its build.json). */
export function builtWith(dir: string, settings: BuildSettings): boolean {
  const file = path.join(dir, "build.json");
  if (!existsSync(file)) return false;
  try {
    const built = JSON.parse(readFileSync(file, "utf8")) as Partial<BuildSettings>;
    return built.publicUrl === settings.publicUrl && built.contactEmail === settings.contactEmail;
  } catch {
    return false;
  }
}
