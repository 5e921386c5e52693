import path from "node:path";
import { build } from "vite";
import { root, serverExternals } from "./project.ts";

/**
 * Compiles the Node entry points outside React Router's server bundle, the process itself (server.ts) and the
 * Markdown render worker, to JavaScript in BUILD_DIR/server. The production server then compiles no TypeScript
 * as it runs: Node's type stripping loads a 4 MB compiler into every thread that imports a .ts file, about
 * 17 MB each (decision 0017). Packages are bundled, as in the server bundle, but for those the two must share
 * (vite.config.ts's ssr.external).
 */
export async function buildServerEntries(buildDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    ssr: { noExternal: true, external: serverExternals },
    build: {
      ssr: true,
      outDir: path.join(buildDir, "server"),
      emptyOutDir: false,
      copyPublicDir: false,
      rollupOptions: {
        input: {
          main: path.join(root, "server.ts"),
          "render-worker": path.join(root, "server/markdown/render-worker.ts"),
        },
        output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "node/[name]-[hash].js" },
      },
    },
  });
}
