import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/**
 * Node's flags for the server process (scripts and the Playwright server use these; package.json's "serve" and
 * docs/deploy.md's systemd units repeat them):
 * - a young generation of at most 8 MB semi-spaces (the default grows to 16 MB each): decision 0014 chose 2 MB,
 *   which kept an idle server smaller when it loaded a thousand modules; with the bundled server (decision 0017)
 *   8 MB costs about 12 MB at idle and takes the forum's garbage collection from a fifth of its CPU time to a
 *   tenth, with a shorter tail of slow answers;
 * - the old generation collected when it has grown by half since the last full collection: by default V8 lets it
 *   grow to about four times what survived, and under 20 concurrent page renders that was 150–180 MB of garbage
 *   around 40 MB of live objects (--trace-gc). At 50 % the peak under that load fell from 270 to 170 MB at the
 *   same throughput (decision 0014);
 * - the embedded database's WebAssembly runs on V8's baseline compiler only: optimising PostgreSQL's large
 *   functions took 450 MB for a few seconds after every start, and on two busy cores the background compiles cost
 *   more time than the faster code saved (decision 0017). JavaScript is optimised as usual.
 */
export const serverNodeFlags = ["--max-semi-space-size=8", "--heap-growing-percent=50", "--liftoff-only"];
/**
 * Packages the server bundles leave to Node: one copy of React, React Router and its Node adapter, shared by the
 * server bundle and the process's entry (whose Express handler calls the router), and the database drivers, which
 * load WASM or native code at run time. Everything else is bundled: a thousand small modules resolved and
 * compiled at every start took 0.5 s and over 100 MB of heap that V8 kept (decision 0017).
 */
export const serverExternals = [
  "react",
  "react-dom",
  "react-router",
  "@react-router/node",
  "@electric-sql/pglite",
  "pg",
  // pino finds its worker files (for transports, which are not used here) by path.
  "pino",
];
export const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
/** The production server, compiled into the build it serves (npm run build; scripts/lib/build-server-entries.ts). */
export const serverEntry = path.join(buildDir, "server", "main.js");
/** The build's record of the sources it was made from (in the release folder, read through BUILD_DIR). */
export const stampFileName = ".source-hash";
const stampFile = path.join(buildDir, stampFileName);

const sourceRoots = ["app", "server", "public", "scripts/build.ts", "scripts/build-materials.ts"];
const sourceFiles = ["package-lock.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
// Baked into prerendered pages, so a change means a rebuild.
const buildEnv = ["CONTACT_EMAIL", "PUBLIC_URL"];

/**
 * What the curriculum's materials are made from (scripts/build-materials.ts): the content and the code that lays
 * it out. `npm run dev` regenerates them when one of these changes.
 */
export const materialsSources = ["app/content", "server/materials", "scripts/build-materials.ts"];

/** Whether `file` (absolute) is one of the materials' sources; tests beside them are not. */
export function isMaterialsSource(file: string): boolean {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return !relative.endsWith(".test.ts") && materialsSources.some((s) => relative === s || relative.startsWith(`${s}/`));
}

/** A hash of everything the build is made from: sources, lockfile, configuration, build-time env. */
export function sourceHash(): string {
  const hash = filesHash([...sourceRoots, ...sourceFiles]);
  for (const name of buildEnv) hash.update(`${name}=${process.env[name] ?? ""}`);
  return hash.digest("hex");
}

/** A running hash of the files under `paths` (relative to the root; tests and node_modules left out), by name and content. */
export function filesHash(paths: string[]) {
  const hash = createHash("sha256");
  const add = (file: string) => {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  };
  const walk = (p: string) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const entry of readdirSync(p).sort()) {
        if (entry === "node_modules" || entry.endsWith(".test.ts")) continue;
        walk(path.join(p, entry));
      }
    } else add(p);
  };
  for (const r of paths) walk(path.join(root, r));
  return hash;
}

/**
 * A file's text, or undefined when it is gone: the tests that read the source tree run beside one that writes and
 * removes fixture files in it (boundaries.test.ts), so a file listed a moment ago may have vanished since.
 */
export function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export function buildIsFresh(): boolean {
  return (
    existsSync(stampFile) &&
    existsSync(path.join(buildDir, "server", "index.js")) &&
    readFileSync(stampFile, "utf8") === sourceHash()
  );
}

/** Runs a command from node_modules/.bin (or PATH) and stops the script if it fails. */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Runs a long-lived child, forwarding termination signals and its exit code. */
export function runForwardingSignals(command: string, args: string[]): void {
  const child = spawn(command, args, { stdio: "inherit", cwd: root });
  let forwarded = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      forwarded = true;
      child.kill(signal);
    });
  child.on("exit", (code, signal) => {
    // Killed from outside (SIGKILL, the kernel's out-of-memory killer): it could say nothing itself.
    if (signal && !forwarded) console.error(`✖ the server was stopped by ${signal}`);
    process.exit(code ?? (signal ? 1 : 0));
  });
}

/** GeneHive runs on the project's Node 24; anything older than 22.22 (React Router 8's floor) stops with a clear message. */
export function assertSupportedNode(): void {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 22) {
    console.error(
      `GeneHive needs Node 22.22 or newer; this is ${process.version}. Run it through npm (npm start / npm test), which uses the project's Node 24.`,
    );
    process.exit(1);
  }
}
