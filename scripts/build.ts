// npm run build: the production build (client, server, prerendered pages, materials).
import { rmSync, writeFileSync } from "node:fs";
import { writePrerenderedPages } from "#server/http/prerendered.ts";
import { buildServerEntries } from "./lib/build-server-entries.ts";
import { assertSupportedNode, buildDir, run, sourceHash, stampFilePath } from "./lib/project.ts";

assertSupportedNode();
const started = performance.now();
rmSync(buildDir, { recursive: true, force: true });
run("react-router", ["build"]);
await buildServerEntries(buildDir);
run("tsx", ["scripts/build-materials.ts"]);
// Compressed once here rather than at every start of the server.
console.log(`pages: ${writePrerenderedPages(buildDir)} prerendered pages compressed`);
writeFileSync(stampFilePath(), sourceHash());
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
