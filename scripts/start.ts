// npm start: build when the build is missing, stale or made for other settings, then serve (migrations and seed run
// at start-up).
import { buildSettingsOrExit, builtWith } from "./lib/build-settings.ts";
import {
  assertSupportedNode,
  buildDir,
  buildIsFresh,
  run,
  runForwardingSignals,
  serverEntry,
  serverNodeFlags,
} from "./lib/project.ts";

assertSupportedNode();
const settings = buildSettingsOrExit();
const stale = !buildIsFresh()
  ? "the build is missing or out of date"
  : !builtWith(buildDir, settings)
    ? "the build was made for another PUBLIC_URL or CONTACT_EMAIL"
    : undefined;
if (stale) {
  console.log(`Building GeneHive (${stale})…`);
  run("npm", ["run", "--silent", "build"]);
}
runForwardingSignals(process.execPath, [...serverNodeFlags, serverEntry]);
