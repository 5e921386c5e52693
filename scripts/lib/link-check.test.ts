import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLinks, normalise, titlesOf } from "./link-check.ts";

// A stand-in for the providers (their sites cannot be reached here): real HTTP, with the shapes their pages have.
const pages: Record<string, (res: import("node:http").ServerResponse) => void> = {
  "/books/biology-2e/pages/37-3-regulation-of-body-processes": (res) =>
    html(res, "<title>37.3 Regulation of Body Processes - Biology 2e | OpenStax</title>"),
  "/classroom-resources/crispr-cas-9-mechanism-applications": (res) =>
    html(
      res,
      `<title>Click &amp; Learn | HHMI BioInteractive</title>
       <meta property="og:title" content="CRISPR-Cas 9 Mechanism &amp; Applications">`,
    ),
  "/watch-trailing": (res) => redirect(res, "/watch-trailing/"),
  "/watch-trailing/": (res) => html(res, "<h1 class='x'>DNA <em>Structure</em> and Replication</h1>"),
  "/renamed-slug": (res) => redirect(res, "/new-slug"),
  "/new-slug": (res) => html(res, "<title>Biodiversity Studies in Gorongosa</title>"),
  "/retitled": (res) => html(res, "<title>Biodiversity Studies in Gorongosa | HHMI BioInteractive</title>"),
  "/loop": (res) => redirect(res, "/loop"),
  "/forbidden": (res) => {
    res.writeHead(403).end();
  },
  "/slow": () => {},
};

function html(res: import("node:http").ServerResponse, head: string) {
  res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><html><head>${head}</head></html>`);
}
function redirect(res: import("node:http").ServerResponse, to: string) {
  res.writeHead(301, { location: to }).end();
}

let server: Server;
let origin: string;
// Every provider's address goes to the stand-in, its path kept.
const route = (url: string) => origin + new URL(url).pathname;
const link = (key: string, path: string, title: string) => ({
  key,
  url: `https://openstax.org${path}`,
  title,
  confirmed: "linked by outside pages",
});

beforeAll(async () => {
  server = createServer((req, res) => {
    const page = pages[req.url ?? ""];
    if (page) page(res);
    else res.writeHead(404).end("not found");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe("checkLinks", () => {
  it("finds the catalogue's title in the page's title, og:title or heading, entities and marks aside", async () => {
    const results = await checkLinks(
      [
        link("os", "/books/biology-2e/pages/37-3-regulation-of-body-processes", "37.3 Regulation of Body Processes"),
        link("bi", "/classroom-resources/crispr-cas-9-mechanism-applications", "CRISPR-Cas 9 Mechanism & Applications"),
        link("h1", "/watch-trailing", "DNA Structure and Replication"),
      ],
      { route },
    );
    expect(results.map((r) => [r.key, r.verdict, r.finalUrl])).toEqual([
      ["os", "ok", undefined],
      ["bi", "ok", undefined],
      // A trailing slash added by a redirect is the same page.
      ["h1", "ok", undefined],
    ]);
  });

  it("tells a moved page, a retitled page, a missing page and one that cannot be read apart", async () => {
    const results = await checkLinks(
      [
        link("moved", "/renamed-slug", "Biodiversity Studies in Gorongosa"),
        link("retitled", "/retitled", "Measuring Biodiversity in Gorongosa"),
        link("missing", "/books/biology-2e/pages/99-9-nowhere", "99.9 Nowhere"),
        link("loop", "/loop", "Loop"),
        link("forbidden", "/forbidden", "Forbidden"),
      ],
      { route },
    );
    const byKey = Object.fromEntries(results.map((r) => [r.key, r]));
    expect(byKey.moved).toMatchObject({ verdict: "moved", finalUrl: "https://openstax.org/new-slug" });
    expect(byKey.retitled).toMatchObject({
      verdict: "title differs",
      pageTitles: ["Biodiversity Studies in Gorongosa | HHMI BioInteractive"],
    });
    expect(byKey.missing).toMatchObject({ verdict: "missing", status: 404 });
    expect(byKey.loop).toMatchObject({ verdict: "unreachable", reason: "more than 5 redirects" });
    expect(byKey.forbidden).toMatchObject({ verdict: "unreachable", status: 403, reason: "HTTP 403" });
  });

  it("gives up on a page that does not answer in time", async () => {
    const [slow] = await checkLinks([link("slow", "/slow", "Slow")], { route, timeoutMs: 300 });
    expect(slow).toMatchObject({ verdict: "unreachable", reason: "no answer in time" });
  });

  it("says why a provider could not be reached at all", async () => {
    // A port that was just free and is closed again: nothing listens there.
    const spare = createServer();
    await new Promise<void>((done) => spare.listen(0, "127.0.0.1", done));
    const closed = `http://127.0.0.1:${(spare.address() as AddressInfo).port}`;
    await new Promise((done) => spare.close(done));
    const [result] = await checkLinks([link("down", "/anything", "Anything")], {
      route: (url) => closed + new URL(url).pathname,
    });
    expect(result).toMatchObject({ verdict: "unreachable", reason: "ECONNREFUSED" });
  });
});

describe("titles", () => {
  it("reads a page's titles as text", () => {
    expect(
      titlesOf(
        `<title>
          Got Lactase? &#8211; HHMI</title><meta content="The Double Helix" property="og:title"><h1>A <b>B</b></h1>`,
      ),
    ).toEqual(["Got Lactase? – HHMI", "The Double Helix", "A B"]);
  });

  it("compares whole words only", () => {
    expect(normalise("Biology for AP® Courses: 31.4 Blood Flow")).toContain(normalise("31.4 Blood Flow"));
    expect(normalise("42.4 Disruptions in the Immune System")).not.toContain(normalise("2.4 Disruptions"));
  });
});
