// npm run build: the production build (client, server, prerendered pages, materials).
import { rmSync, writeFileSync } from "node:fs";
import { assertSupportedNode, buildDir, run, sourceHash, stampFilePath } from "./lib/project.ts";

assertSupportedNode();
const started = performance.now();
rmSync(buildDir, { recursive: true, force: true });
run("react-router", ["build"]);
run("tsx", ["scripts/build-materials.ts"]);
writeFileSync(stampFilePath(), sourceHash());
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
