// npm run dev: the production server's Express app and runtime (migrations, seed, security headers, the
// same routes) with Vite's middleware: scripts and styles hot-reload, and every page renders per request.
// The embedded database lives in ./data-dev unless DATA_DIR (or DATABASE_URL) says otherwise.
// package.json runs it with --conditions=development: Vite loads React Router's development build for the
// routes, and this process must load the same one, or the request handler and the routes disagree about
// which RouterContextProvider class is the real one.
import { existsSync } from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { units } from "#app/content/curriculum/index.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createApp, type ServerRuntime } from "#server/http/app.ts";
import { log } from "#server/log.ts";
import { writeBundles } from "#server/materials/bundles.ts";
import { writeMaterials } from "#server/materials/generate.ts";
import { assertSupportedNode, root } from "./lib/project.ts";

assertSupportedNode();
process.env.NODE_ENV ||= "development";
process.env.DATA_DIR ||= path.join(root, "data-dev");

async function main() {
  const config = loadConfig();
  // Lesson plans, handouts and their zips are build artefacts; make them once for the dev server to serve.
  const buildDir = path.join(root, "build-dev");
  if (!existsSync(path.join(buildDir, "materials"))) {
    const { failures } = await writeMaterials(buildDir, units);
    for (const failure of failures) log("warn", "material not generated", failure);
    await writeBundles(buildDir, units, config.publicUrl);
  }

  const vite = await createServer({ root, server: { middlewareMode: true }, appType: "custom" });
  const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  // Routes reach the database through the runtime module of the build Vite loaded, so that one starts it.
  const runtime = (await loadBuild()).entry.module as unknown as ServerRuntime;
  await runtime.startup(config);

  const app = createApp({ build: loadBuild, runtime, config, buildDir, vite });
  const server = app.listen(config.PORT, config.HOST);
  server.once("listening", () =>
    log("info", "dev server listening", { url: `http://localhost:${config.PORT}`, dataDir: config.dataDir }),
  );
  server.on("error", (error: NodeJS.ErrnoException) => {
    log("error", error.code === "EADDRINUSE" ? `Port ${config.PORT} is already in use; set PORT.` : error.message);
    void stop(1);
  });

  let stopping = false;
  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close();
    await vite.close();
    await runtime.shutdown();
    process.exit(code);
  }
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `genehive: ${error.message}` : error);
  process.exit(1);
});
