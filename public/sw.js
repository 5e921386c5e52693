// GeneHive's service worker: the curriculum offline. Hand-written (no Workbox) because it does four small
// things; see docs/decisions/0013-offline-curriculum.md.
// - Install: caches the app shell (/, /curriculum, the offline page, their styles, the site scripts).
// - Saved units (made by /offline.js when a teacher chooses "Save this unit for offline") live in caches
//   named genehive-unit-{n}; pages and files are served from them when the network fails.
// - Navigations go to the network first, so a teacher online always sees the current site; offline, the
//   saved copy answers, and anything not saved (community, assistant) gets the offline page.
// - A new build (a new version in /offline-units.json) replaces the shell and refreshes saved units.
const SHELL_PREFIX = "genehive-shell-";
const UNIT_PREFIX = "genehive-unit-";
const META_PATH = "/__offline/meta";
// An educator's keys saved with a unit (issue 30) live apart, in genehive-keys-{username}, never in a unit's cache:
// they are served only offline, only while that member is the one signed in, and dropped at sign-out.
const KEYS_PREFIX = "genehive-keys-";

const readManifest = async () => (await fetch("/offline-units.json", { cache: "no-store" })).json();

/** The stylesheets and scripts a page links, so a cached page looks right offline. */
const assetsOf = (html) => [
  ...new Set(
    // Links, scripts and the module imports a page names (React Router's inline scripts, the assistant island's data),
    // so a page also works offline.
    [...html.matchAll(/["'](\/(?:assets\/[^"']+\.(?:css|js)|site\.js|offline\.js|unit-page\.js))["']/g)].map(
      (m) => m[1],
    ),
  ),
];

/** The build chunks a script imports, statically or when first needed ("./x-hash.js", "assets/x-hash.js"). */
const chunksOf = (script) => [
  ...new Set([...script.matchAll(/["'](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css))["']/g)].map((m) => `/assets/${m[1]}`)),
];

async function cacheShell(manifest) {
  const cache = await caches.open(SHELL_PREFIX + manifest.version);
  const urls = new Set(manifest.shell);
  for (const page of manifest.shell.filter((u) => !u.includes("."))) {
    const response = await fetch(page, { cache: "no-store" });
    if (!response.ok) continue;
    for (const asset of assetsOf(await response.clone().text())) urls.add(asset);
    await cache.put(page, response);
  }
  await cache.addAll([...urls].filter((u) => u.includes(".")));
}

/**
 * Downloads a unit's pages (with their styles and scripts) and files into its cache. Written to a side cache
 * first and swapped in at the end, so a failed download (the network went away) keeps the previous copy.
 */
async function saveUnit(unit, manifest, progress = () => {}) {
  const urls = manifest.units[unit];
  if (!urls) throw new Error(`No unit ${unit}`);
  const name = UNIT_PREFIX + unit;
  const side = await caches.open(`${name}-saving`);
  const queue = [...urls];
  const seen = new Set(queue);
  let size = 0;
  for (let done = 0; done < queue.length; done++) {
    const url = queue[done];
    const response = await fetch(url, { cache: "no-store" });
    // A zip the build did not make, say, is left out; anything else missing fails the save.
    if (!response.ok) {
      if (url.endsWith(".zip")) continue;
      throw new Error(`${url} answered ${response.status}`);
    }
    // Pages name their styles and scripts; scripts name the chunks they load later (the assistant's panel).
    const found = !url.includes(".")
      ? assetsOf(await response.clone().text())
      : url.endsWith(".js")
        ? chunksOf(await response.clone().text())
        : [];
    for (const asset of found) if (!seen.has(asset)) seen.add(asset) && queue.push(asset);
    size += (await response.clone().blob()).size;
    await side.put(url, response);
    progress({ done: done + 1, total: queue.length });
  }
  size += await saveKeys(unit, manifest);
  const meta = { unit: Number(unit), version: manifest.version, size, savedAt: new Date().toISOString() };
  await side.put(META_PATH, new Response(JSON.stringify(meta), { headers: { "Content-Type": "application/json" } }));
  await caches.delete(name);
  const target = await caches.open(name);
  for (const request of await side.keys()) await target.put(request, await side.match(request));
  await caches.delete(`${name}-saving`);
  return meta;
}

/** The signed-in member, as the server tells this browser now (undefined: the server could not be asked). */
async function currentMember() {
  try {
    const response = await fetch("/api/me", { cache: "no-store", credentials: "same-origin" });
    return response.ok ? ((await response.json()).user ?? null) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the keys of a unit for an educator saving it; anyone else saves none. Answers the bytes kept. */
async function saveKeys(unit, manifest) {
  const keys = manifest.keys?.[unit] ?? [];
  const member = keys.length ? await currentMember() : null;
  if (!member?.educator) return 0;
  await dropKeys(member.username);
  const cache = await caches.open(KEYS_PREFIX + member.username);
  let size = 0;
  for (const url of keys) {
    const response = await fetch(url, { cache: "no-store", credentials: "same-origin", redirect: "manual" });
    if (response.status !== 200) continue;
    size += (await response.clone().blob()).size;
    await cache.put(url, response);
  }
  return size;
}

/** Drops every saved key but those of `keep` (a username; none kept without one). */
async function dropKeys(keep) {
  for (const name of await caches.keys())
    if (name.startsWith(KEYS_PREFIX) && name !== KEYS_PREFIX + keep) await caches.delete(name);
}

/** A saved key, offline, only for the member who saved it and is still signed in as far as this browser knows. */
async function savedKey(request) {
  for (const name of await caches.keys()) {
    if (!name.startsWith(KEYS_PREFIX)) continue;
    const found = await (await caches.open(name)).match(request, { ignoreSearch: true });
    if (found) return found;
  }
  return undefined;
}

// The unit page's save button asks for a save over a MessageChannel and shows the progress it reports.
self.addEventListener("message", (event) => {
  const { type, unit } = event.data ?? {};
  // Every page tells who is signed in (/site.js): signed out, or someone else, and the saved keys go.
  if (type === "member") return event.waitUntil(dropKeys(event.data.username ?? undefined));
  if (type === "refresh-saved") return event.waitUntil(refreshSaved().catch(() => {}));
  const [port] = event.ports;
  if (type !== "save-unit" || !port) return;
  event.waitUntil(
    readManifest()
      .then((manifest) => saveUnit(String(unit), manifest, (p) => port.postMessage({ type: "progress", ...p })))
      .then((meta) => port.postMessage({ type: "saved", ...meta }))
      .catch((error) => port.postMessage({ type: "failed", message: String(error?.message ?? error) })),
  );
});

self.addEventListener("install", (event) => {
  event.waitUntil(readManifest().then(cacheShell));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const manifest = await readManifest().catch(() => null);
      for (const name of await caches.keys()) {
        if (manifest && name.startsWith(SHELL_PREFIX) && name !== SHELL_PREFIX + manifest.version)
          await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** Saved units made by an earlier build are downloaded again (a copy stays as it was if that fails). */
async function refreshSaved() {
  const manifest = await readManifest();
  for (const name of await caches.keys()) {
    if (!name.startsWith(UNIT_PREFIX) || name.endsWith("-saving")) continue;
    const meta = await (await caches.open(name)).match(META_PATH);
    const saved = meta ? await meta.json() : null;
    if (saved?.version !== manifest.version) await saveUnit(name.slice(UNIT_PREFIX.length), manifest).catch(() => {});
  }
}

/** A saved page or file from the shell or a saved unit; keys are never answered from here. */
async function fromCaches(request) {
  for (const name of await caches.keys()) {
    if (name.startsWith(KEYS_PREFIX)) continue;
    const found = await (await caches.open(name)).match(request, { ignoreSearch: true });
    if (found) return found;
  }
  return undefined;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Signing out (on a shared classroom computer) takes the saved keys with it, whatever the network does.
  if (url.origin === self.location.origin && url.pathname === "/auth/sign-out") event.waitUntil(dropKeys());
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request).catch(
        async () => (await fromCaches(request)) ?? (await caches.match("/offline")) ?? Response.error(),
      ),
    );
    return;
  }
  // Hashed build files never change; the curriculum's files change only with a build (and a refresh).
  // A key is not in these caches: it goes to the server, which asks who is signed in; offline, the educator's copy.
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/materials/")) {
    event.respondWith(
      fromCaches(request).then(
        (cached) => cached ?? fetch(request).catch(async () => (await savedKey(request)) ?? Response.error()),
      ),
    );
  }
});
