// npm start: build when the build is missing or stale, then serve (migrations and seed run at start-up).
import { assertNode24, buildIsFresh, run, runForwardingSignals } from "./lib.ts";

assertNode24();
if (!buildIsFresh()) {
  console.log("Building GeneHive (the build is missing or out of date)…");
  run("npm", ["run", "--silent", "build"]);
}
runForwardingSignals(process.execPath, ["server.ts"]);
