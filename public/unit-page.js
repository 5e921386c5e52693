// Unit and phase pages are static HTML with no React (docs/decisions/0017-lean-runtime.md). This
// plain script gives them their two pieces of behaviour: the browser-built text plan ('Download Unit Plan'), and
// the unit assistant, whose code (React and the widget, the "island") is fetched when a teacher hovers or focuses
// its button and mounted, panel open, on the first click.
(() => {
  const data = (name) => {
    const element = document.querySelector(`script[data-script-data="${name}"]`);
    return element && JSON.parse(element.textContent);
  };

  // 'Download Unit Plan': the text file is made here, from the plan the page carries.
  const plan = data("text-plan");
  const planButton = document.querySelector("[data-text-plan]");
  if (plan && planButton) {
    planButton.addEventListener("click", () => {
      const url = URL.createObjectURL(new Blob([plan.text], { type: "text/plain;charset=utf-8" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: plan.fileName });
      document.body.append(link);
      link.click();
      link.remove();
      // The click has started the download; the object URL can go once this task ends.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    });
    planButton.disabled = false;
  }

  const host = document.querySelector("[data-assistant]");
  const assistant = data("assistant");
  if (!host || !assistant) return;
  const launcher = host.querySelector("button");
  const status = document.createElement("div");
  status.className =
    "fixed right-4 bottom-4 z-50 max-w-sm rounded-2xl border border-slate-300 bg-white px-4 py-3 text-slate-800 text-sm shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

  let island;
  const load = () => {
    island ??= import(assistant.island).catch((error) => {
      island = undefined; // a later try fetches again
      throw error;
    });
    return island;
  };
  const prefetch = () => {
    for (const href of assistant.imports) {
      if (!document.querySelector(`link[href="${href}"]`))
        document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
    load().catch(() => {});
  };

  // The code could not be fetched (offline, or a new build replaced it): say so where the panel would be.
  const failed = () => {
    const retry = Object.assign(document.createElement("button"), {
      type: "button",
      className: "font-semibold underline",
    });
    retry.textContent = host.dataset.retry;
    retry.addEventListener("click", () => open());
    const close = Object.assign(document.createElement("button"), { type: "button", className: "underline" });
    close.textContent = host.dataset.close;
    close.addEventListener("click", () => {
      status.remove();
      launcher.hidden = false;
      launcher.focus();
    });
    const actions = Object.assign(document.createElement("div"), { className: "mt-2 flex gap-3" });
    actions.append(retry, close);
    const message = document.createElement("p");
    message.textContent = navigator.onLine ? host.dataset.error : host.dataset.offline;
    status.setAttribute("role", "alert");
    status.replaceChildren(message, actions);
    retry.focus();
  };

  const open = async () => {
    launcher.hidden = true;
    status.setAttribute("role", "status");
    status.textContent = host.dataset.loading;
    host.after(status);
    try {
      const { mount } = await load();
      status.remove();
      mount(host, assistant.context);
    } catch {
      failed();
    }
  };

  // The launcher comes last in the page; a skip link right after the page's own reaches it from the top, so
  // a keyboard user does not Tab through the whole phase to find it.
  const skip = Object.assign(document.createElement("a"), {
    href: "#",
    className:
      "sr-only z-50 rounded-md bg-white px-4 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2",
  });
  skip.textContent = host.dataset.skip;
  skip.dataset.assistantSkip = "";
  skip.dataset.noPrint = "";
  skip.addEventListener("click", (event) => {
    event.preventDefault();
    // Before the island mounts, or after with the panel closed, the launcher; with the panel open, its question box.
    const target = [...host.querySelectorAll("button, textarea")].find((el) => el.getClientRects().length > 0);
    target?.focus();
  });
  const firstSkip = document.querySelector('body a[href="#main"]');
  if (firstSkip) firstSkip.after(skip);
  else document.body.prepend(skip);

  launcher.addEventListener("pointerenter", prefetch, { once: true });
  launcher.addEventListener("focus", prefetch, { once: true });
  launcher.addEventListener("click", open);
  host.dataset.ready = "";
})();
