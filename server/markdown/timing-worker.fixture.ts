// A stand-in render worker for the pool's time-limit test: "wait:N" sleeps N ms without using the CPU
// (as a thread does while the machine has no free core), "spin" never ends and uses the CPU throughout.
import { parentPort } from "node:worker_threads";

parentPort?.postMessage({ ready: true });
parentPort?.on("message", ({ id, markdown }: { id: number; markdown: string }) => {
  if (markdown === "spin") for (;;);
  const ms = Number(markdown.slice("wait:".length));
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  parentPort?.postMessage({ id, html: `<p>waited ${ms} ms</p>` });
});
