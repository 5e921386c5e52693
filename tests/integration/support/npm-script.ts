import { spawn } from "node:child_process";
import { root } from "../../../scripts/lib/project.ts";

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run <script> -- <args>` as an operator runs it, from the project's folder, with `env` added to ours, and
 * `input` piped to its stdin (none: an empty stdin).
 */
export function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    child.stdin.end(input ?? "");
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("error", reject);
    child.once("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

/** What a script wrote to stderr, without npm's notices about this machine's configuration. */
export const errorLines = (stderr: string) => stderr.split("\n").filter((line) => line && !line.startsWith("npm warn"));
