// The production server. npm run build compiles it to BUILD_DIR/server/main.js, beside the server bundle it
// serves, and npm run serve runs that through npm, so it gets the project's Node 24 and no TypeScript to compile.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./server/config.ts";
import type { ServerRuntime } from "./server/http/app.ts";
import { closeGracefully, trackAnswers } from "./server/http/closing.ts";
import { hideInLogs, log, logConsoleAsJson, urlSecrets } from "./server/log.ts";
import { markInUse } from "./server/releases.ts";

// React picks its development build (several times slower to render) unless NODE_ENV says
// production when it is first loaded, so settle it before anything imports React.
process.env.NODE_ENV ||= "production";

// The build this file was compiled into: BUILD_DIR/server/main.js serves BUILD_DIR.
const buildDir = path.resolve(import.meta.dirname, "..");

/**
 * The prerendered pages, the sitemap and the links in generated files carry the PUBLIC_URL the build was made
 * with: a server started with another one would hand out the old address until the site is built again.
 */
function warnIfBuiltForAnotherAddress(publicUrl: string) {
  const file = path.join(buildDir, "build.json");
  if (!existsSync(file)) return;
  const built = (JSON.parse(readFileSync(file, "utf8")) as { publicUrl?: string }).publicUrl;
  if (built && built !== publicUrl) {
    log("warn", "the build was made for another PUBLIC_URL: run npm run build again with this one", {
      builtFor: built,
      running: publicUrl,
    });
  }
}

/**
 * Marks the release this server runs from, so that no build prunes it while the process lives
 * (docs/decisions/0019-releases-in-use.md). The mark goes when the process exits, however it exits but SIGKILL;
 * a mark left by a killed process is recognised as stale by the next build.
 */
function markReleaseInUse() {
  try {
    const unmark = markInUse(buildDir);
    if (unmark) process.once("exit", unmark);
  } catch (error) {
    log("warn", "could not mark this release as in use: a build may remove it while the server runs", {
      error: (error as Error).message,
      hint: "let the service write to the releases' .in-use folder (docs/deploy.md section 5, ReadWritePaths)",
    });
  }
}

async function main() {
  logConsoleAsJson();
  const config = loadConfig();
  markReleaseInUse();
  hideInLogs(config.AUTH_SECRET, config.AI_API_KEY, ...urlSecrets(config.DATABASE_URL), ...urlSecrets(config.SMTP_URL));
  const { createApp } = await import("./server/http/app.ts");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const runtime = build.entry.module as unknown as ServerRuntime;

  warnIfBuiltForAnotherAddress(config.publicUrl);
  await runtime.startup(config);
  const app = createApp({ build, runtime, config, buildDir });
  // Not listen()'s callback: Express 5 calls that on a failed listen too.
  const server = app.listen(config.PORT, config.HOST);
  trackAnswers(server);
  server.once("listening", () => {
    log("info", "listening", {
      url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${config.PORT}`,
      node: process.version,
      mode: process.env.NODE_ENV,
    });
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    // It stops the server, so it is a fatal line, in words that name the setting to change.
    const where = `HOST=${JSON.stringify(config.HOST)} PORT=${config.PORT}`;
    const why: Record<string, string> = {
      EADDRINUSE: `Port ${config.PORT} is already in use; set PORT to a free port.`,
      EACCES: `Cannot listen on ${where}: this user may not use ports below 1024; use a higher PORT behind nginx (docs/deploy.md).`,
      EADDRNOTAVAIL: `Invalid HOST=${JSON.stringify(config.HOST)}: no such address on this machine; use 0.0.0.0, 127.0.0.1 or one of its addresses.`,
      ENOTFOUND: `Invalid HOST=${JSON.stringify(config.HOST)}: no such address on this machine; use 0.0.0.0, 127.0.0.1 or one of its addresses.`,
    };
    log("fatal", why[error.code ?? ""] ?? `Cannot listen on ${where}: ${error.message}`);
    void runtime.shutdown().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    // Stop accepting, finish the requests in progress, then close the database; give up after 10 s.
    const force = setTimeout(() => {
      log("warn", "forcing shutdown after 10 s");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    closeGracefully(server, () => {
      void runtime.shutdown().then(
        () => process.exit(0),
        (error) => {
          log("error", "shutdown failed", { err: error });
          process.exit(1);
        },
      );
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

// Whatever stops the process is one line too: a setting or the data-folder lock says what to do (no stack is
// any use there); anything else keeps its stack as a field.
function fatal(error: unknown) {
  const known = ["ConfigError", "DataDirLockedError"].includes((error as Error)?.name);
  log("fatal", (error as Error)?.message ?? String(error), known ? {} : { err: error });
  process.exit(1);
}
process.on("uncaughtException", fatal);
process.on("unhandledRejection", fatal);
main().catch(fatal);
