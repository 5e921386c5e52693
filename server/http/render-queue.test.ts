import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderQueue } from "./render-queue.ts";

// A real server whose pages are held open until a test lets them answer: what a render queue sees under load. Each
// test has its own server, so no request of one is still queued in the next.
let base = "";
let close = () => {};
/** Requests in the order they reached the server, and in the order they were let in. */
let arrived: string[] = [];
let started: string[] = [];
let held = new Map<string, () => void>();

beforeEach(async () => {
  arrived = [];
  started = [];
  held = new Map();
  const app = express();
  app.use((req, _res, next) => {
    arrived.push(req.path);
    next();
  });
  app.use(renderQueue(2, (req) => req.path === "/free"));
  app.get("/free", (_req, res) => void res.send("free"));
  app.get("/stream", (req, res) => {
    started.push(req.path);
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.write("first part; the rest comes later");
  });
  app.get("/hold/:name", (req, res) => {
    started.push(req.path);
    held.set(req.path, () => void res.send("done"));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    server.close();
  };
});
afterEach(() => close());

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** Sends a request and waits until the server has it (so that requests arrive in the order sent). */
async function send(path: string) {
  const controller = new AbortController();
  const count = arrived.length;
  const response = fetch(base + path, { signal: controller.signal }).then((r) => r.text());
  response.catch(() => {});
  await until(() => arrived.length > count);
  return { response, abort: () => controller.abort() };
}

describe("rendered requests take turns (issue 33)", () => {
  it("lets in two at a time, the rest in the order they came as each one answers", async () => {
    const requests = [];
    for (const name of ["a", "b", "c", "d", "e"]) requests.push(await send(`/hold/${name}`));
    await until(() => started.length === 2);
    expect(started).toEqual(["/hold/a", "/hold/b"]);
    held.get("/hold/b")!();
    await until(() => started.length === 3);
    held.get("/hold/a")!();
    await until(() => started.length === 4);
    expect(started).toEqual(["/hold/a", "/hold/b", "/hold/c", "/hold/d"]);
    expect(await requests[1]!.response).toBe("done");
  });

  it("a stream gives its turn back once its head is written", async () => {
    await send("/stream");
    await send("/stream");
    await send("/hold/after-streams");
    await until(() => started.length === 3);
    expect(started).toEqual(["/stream", "/stream", "/hold/after-streams"]);
  });

  it("a request whose client left while it waited is skipped; one that leaves while let in gives its turn back", async () => {
    const first = await send("/hold/first");
    await send("/hold/second");
    const gone = await send("/hold/gone");
    await send("/hold/next");
    gone.abort();
    first.abort();
    await until(() => started.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toEqual(["/hold/first", "/hold/second", "/hold/next"]);
  });

  it("an exempt request answers while every turn is taken", async () => {
    await send("/hold/x");
    await send("/hold/y");
    await send("/hold/z");
    const free = await fetch(`${base}/free`);
    expect(await free.text()).toBe("free");
    expect(started).toEqual(["/hold/x", "/hold/y"]);
  });
});
