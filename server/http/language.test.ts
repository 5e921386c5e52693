import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageHome } from "./language.ts";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(languageHome);
  // Like the prerendered pages (app.ts), the page adds to Vary rather than replacing it.
  app.use((_req, res) => void res.vary("Accept-Encoding").send("page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, cookie?: string) =>
  fetch(base + path, { redirect: "manual", headers: cookie ? { cookie } : {} });

describe("the home page in the chosen language", () => {
  it("serves / to a visitor without a choice (a crawler, a shared link), whatever Accept-Language says", async () => {
    const response = await fetch(`${base}/`, { redirect: "manual", headers: { "accept-language": "es-MX,es;q=0.9" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("vary")).toMatch(/Cookie/);
  });

  it("sends a visitor who chose Spanish to /es, privately, keeping the query", async () => {
    const response = await get("/?utm=x", "a=1; genehive.lang=es");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/es?utm=x");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
  });

  it("serves / to a visitor who chose English, or whose cookie names no language of the site", async () => {
    expect((await get("/", "genehive.lang=en")).status).toBe(200);
    expect((await get("/", "genehive.lang=fr")).status).toBe(200);
  });

  it("redirects only /: other pages are never redirected by the cookie", async () => {
    expect((await get("/courses", "genehive.lang=es")).status).toBe(200);
    expect((await get("/es", "genehive.lang=en")).status).toBe(200);
  });

  it("sends /es/ to /es, where the Spanish home page lives", async () => {
    const response = await get("/es/?a=b");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/es?a=b");
  });
});
