// npm run build: the production build (client, server, prerendered pages, materials), written into a fresh release
// folder and switched to in one step, so a running server is never left without its files (server/releases.ts).
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writePrerenderedPages } from "#server/http/prerendered.ts";
import { newRelease, pruneReleases, switchTo } from "#server/releases.ts";
import { buildServerEntries } from "./lib/build-server-entries.ts";
import { buildSettingsOrExit } from "./lib/build-settings.ts";
import { assertSupportedNode, buildDir, run, sourceHash, stampFileName } from "./lib/project.ts";

assertSupportedNode();
const settings = buildSettingsOrExit();
const started = performance.now();
const release = newRelease(buildDir);
const env = { BUILD_DIR: release };
// A build that fails leaves nothing behind: its half-written release would count among those kept.
let switched = false;
process.once("exit", () => {
  if (!switched) rmSync(release, { recursive: true, force: true });
});
run("react-router", ["build"], { env });
await buildServerEntries(release);
run("tsx", ["scripts/build-materials.ts"], { env });
// Compressed once here rather than at every start of the server.
console.log(`pages: ${writePrerenderedPages(release)} prerendered pages compressed`);
writeFileSync(path.join(release, "build.json"), JSON.stringify(settings));
writeFileSync(path.join(release, stampFileName), sourceHash());
switchTo(buildDir, release);
switched = true;
const pruned = pruneReleases(buildDir);
console.log(
  `build finished in ${((performance.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), buildDir)} -> ${path.relative(process.cwd(), release)}${pruned.length ? ` (removed ${pruned.length} older release${pruned.length > 1 ? "s" : ""})` : ""}`,
);
