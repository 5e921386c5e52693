import { afterAll } from "vitest";
import { stopLeftoverServers } from "./server.ts";

// After each test file, whatever happened in it (a failed assertion, a timeout before its own afterAll ran):
// no server it started is left running.
afterAll(async () => {
  const left = await stopLeftoverServers();
  if (left) console.warn(`stopped ${left} server(s) a test left running`);
}, 30_000);
