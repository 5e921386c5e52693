// npm run dev: the production server's Express app and runtime (migrations, seed, security headers, the
// same routes) with Vite's middleware: scripts and styles hot-reload, and every page renders per request.
// The embedded database lives in ./data-dev unless DATA_DIR (or DATABASE_URL) says otherwise.
// package.json runs it with --conditions=development: Vite loads React Router's development build for the
// routes, and this process must load the same one, or the request handler and the routes disagree about
// which RouterContextProvider class is the real one.
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createApp, type ServerRuntime } from "#server/http/app.ts";
import { log } from "#server/log.ts";
import { devMaterials } from "./lib/dev-materials.ts";
import { keyLeakPlugin } from "./lib/key-leak-plugin.ts";
import { assertSupportedNode, root } from "./lib/project.ts";

assertSupportedNode();
process.env.NODE_ENV ||= "development";
process.env.DATA_DIR ||= path.join(root, "data-dev");

async function main() {
  const config = loadConfig();
  const buildDir = path.join(root, "build-dev");
  const vite = await createServer({
    root,
    server: { middlewareMode: true },
    appType: "custom",
    plugins: [keyLeakPlugin()],
  });
  const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  // Routes reach the database through the runtime module of the build Vite loaded, so that one starts it.
  const runtime = (await loadBuild()).entry.module as unknown as ServerRuntime;
  await runtime.startup(config);

  const app = createApp({ build: loadBuild, runtime, config, buildDir, vite });
  const server = app.listen(config.PORT, config.HOST);
  // Lesson plans, handouts and their zips are build artefacts, made and checked as the build does, again whenever
  // the content or the code that lays it out changes (scripts/lib/dev-materials.ts). Started once the app is built,
  // so that the first run does not slow the server's start.
  const materials = devMaterials(buildDir, config.publicUrl);
  vite.watcher.on("all", (_event, file) => materials.changed(file));
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
    await materials.close();
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
