// Offline use of the curriculum, on the hub, unit and phase pages (plain script: those pages ship no React
// or hydrate it separately). Registers the service worker (public/sw.js), fills the "Save this unit for
// offline" control of a unit page and the hub's list of saved units. See docs/decisions/0013.
(() => {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  const UNIT_PREFIX = "genehive-unit-";
  const META_PATH = "/__offline/meta";
  const text = {
    save: "Save this unit for offline",
    saving: (done, total) => `Saving for offline: ${done} of ${total} files…`,
    saved: (size, when) => `Saved for offline use (${size}, ${when}).`,
    failed: "Saving stopped: the connection failed. Your earlier copy, if any, is kept. Try again when online.",
    remove: "Remove offline copy",
    removed: "The offline copy was removed.",
    none: "No units saved yet. Open a unit and choose “Save this unit for offline”.",
    unit: (n) => `Unit ${n}`,
    open: "Open",
  };
  const size = (bytes) =>
    bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`;
  const day = (iso) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    node.append(...children);
    return node;
  };
  const savedMeta = async (unit) => {
    if (!(await caches.has(UNIT_PREFIX + unit))) return null;
    const response = await (await caches.open(UNIT_PREFIX + unit)).match(META_PATH);
    return response ? response.json() : null;
  };

  const registration = navigator.serviceWorker.register("/sw.js").catch(() => null);
  // A new build's worker brings saved units up to date while the teacher is online.
  navigator.serviceWorker.ready.then((r) => navigator.onLine && r.active?.postMessage({ type: "refresh-saved" }));

  /** A unit page's control: save (with progress), or the saved copy's size and a remove button. */
  const renderSave = async (slot) => {
    const unit = slot.dataset.unit;
    const status = el("p", { role: "status", class: "offline-status" });
    const render = async (message) => {
      const meta = await savedMeta(unit);
      const button = el("button", { type: "button", class: slot.dataset.buttonClass ?? "" });
      if (meta) {
        button.append(text.remove);
        button.addEventListener("click", async () => {
          await caches.delete(UNIT_PREFIX + unit);
          render(text.removed);
        });
        status.textContent = message ?? text.saved(size(meta.size), day(meta.savedAt));
      } else {
        button.append(text.save);
        button.addEventListener("click", () => save(button));
        status.textContent = message ?? "";
      }
      slot.replaceChildren(button, status);
    };
    const save = async (button) => {
      button.disabled = true;
      await registration;
      const worker = (await navigator.serviceWorker.ready).active;
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => {
        if (data.type === "progress") status.textContent = text.saving(data.done, data.total);
        else render(data.type === "saved" ? undefined : text.failed);
      };
      worker.postMessage({ type: "save-unit", unit }, [channel.port2]);
    };
    await render();
  };

  /** The hub's list of saved units: each with its size, date and a remove button. */
  const renderList = async (slot) => {
    const units = (await caches.keys())
      .filter((name) => name.startsWith(UNIT_PREFIX) && !name.endsWith("-saving"))
      .map((name) => name.slice(UNIT_PREFIX.length))
      .sort((a, b) => a - b);
    const items = [];
    for (const unit of units) {
      const meta = await savedMeta(unit);
      if (!meta) continue;
      const remove = el("button", { type: "button", class: slot.dataset.buttonClass ?? "" }, text.remove);
      remove.addEventListener("click", async () => {
        await caches.delete(UNIT_PREFIX + unit);
        renderList(slot);
      });
      items.push(
        el(
          "li",
          { class: "offline-item" },
          el("a", { href: `/unit/${unit}` }, text.unit(unit)),
          ` · ${size(meta.size)} · ${day(meta.savedAt)} `,
          remove,
        ),
      );
    }
    slot.replaceChildren(items.length ? el("ul", {}, ...items) : el("p", {}, text.none));
  };

  for (const slot of document.querySelectorAll("[data-offline-save]")) renderSave(slot);
  for (const slot of document.querySelectorAll("[data-offline-list]")) renderList(slot);
})();
