// npm start: build when the build is missing or stale, then serve (migrations and seed run at start-up).
import {
  assertSupportedNode,
  buildIsFresh,
  run,
  runForwardingSignals,
  serverEntry,
  serverNodeFlags,
} from "./lib/project.ts";

assertSupportedNode();
if (!buildIsFresh()) {
  console.log("Building GeneHive (the build is missing or out of date)…");
  run("npm", ["run", "--silent", "build"]);
}
runForwardingSignals(process.execPath, [...serverNodeFlags, serverEntry]);
