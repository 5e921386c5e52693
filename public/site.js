// Progressive enhancement shared by every page, including those that ship no React. Its words come from the
// page (data attributes rendered in the page's language), never from this file.
(() => {
  const root = document.documentElement;

  // Theme toggle: the inline head script applied the saved theme before first paint.
  const syncTheme = () => {
    for (const b of document.querySelectorAll("[data-theme-toggle]")) {
      b.setAttribute("aria-pressed", String(root.classList.contains("dark")));
    }
  };
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest("[data-theme-toggle]");
    if (!button) return;
    const dark = root.classList.toggle("dark");
    try {
      localStorage.setItem("theme", dark ? "dark" : "light");
    } catch {}
    syncTheme();
  });
  syncTheme();

  // The footer's year: a prerendered page carries the year it was built in; a page read in a later year says that
  // year. Never an earlier one than the server wrote (a reader's clock may be wrong).
  for (const year of document.querySelectorAll("[data-copyright-year]")) {
    const now = new Date().getFullYear();
    if (now > Number(year.textContent)) year.textContent = String(now);
  }

  // The signed-in member in the navigation: name (to the hub) and a sign-out form.
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    node.append(...children);
    return node;
  };
  // The member, null when signed out, undefined when the server could not say (offline, an outage). A member's
  // answer also gives the inactivity rule (below).
  let idle;
  const fetchMe = async () => {
    try {
      const response = await fetch(`/api/me?lang=${encodeURIComponent(root.lang)}`, {
        cache: "no-store",
        credentials: "same-origin",
      });
      if (!response.ok) return;
      const me = await response.json();
      idle = me.idle || idle;
      return me.user;
    } catch {}
  };
  // The member's words in the page's language, rendered by the server beside the slot: {name} and {count} are
  // filled in here.
  const words = (() => {
    try {
      return JSON.parse(document.querySelector("[data-member-slot]")?.dataset.labels || "{}");
    } catch {
      return {};
    }
  })();
  const say = (key, values = {}) =>
    String(words[key] ?? key).replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  const showUnread = (bell, unread) => {
    const badge = bell.querySelector("[data-count]");
    badge.textContent = unread > 99 ? "99+" : String(unread);
    badge.classList.toggle("hidden", !unread);
    bell.setAttribute("aria-label", unread ? say("notificationsUnread", { count: unread }) : say("notifications"));
  };
  // Every 60 seconds while the page is in view: new notices show without a reload (one small request).
  setInterval(async () => {
    const bell = document.querySelector("[data-notification-bell]");
    if (!bell || document.visibilityState !== "visible") return;
    const user = await fetchMe();
    if (user) showUnread(bell, user.unread);
    // The session ended (elsewhere, or idle): the navigation stops showing the member.
    if (user === null) renderMember();
  }, 60_000);
  // A members' page that read notices (a topic opened from one, "Mark read") gives the new count it counted.
  window.addEventListener("genehive:unread", (event) => {
    const bell = document.querySelector("[data-notification-bell]");
    if (bell && Number.isInteger(event.detail)) showUnread(bell, event.detail);
  });
  const renderMember = async () => {
    const slot = document.querySelector("[data-member-slot]");
    if (!slot) return;
    const user = await fetchMe();
    slot.replaceChildren();
    signedIn = Boolean(user);
    // Unit and phase pages show an educator their keys instead of the "for verified educators" note (issue 30).
    root.toggleAttribute("data-educator", Boolean(user?.educator));
    // The service worker keeps an educator's saved keys only while they are the one signed in.
    if (user !== undefined)
      navigator.serviceWorker?.controller?.postMessage({ type: "member", username: user?.username });
    if (!user) return;
    watchIdle();
    // The bell: notifications, with the unread count; the count is refreshed while the page is open.
    const bell = el("a", {
      href: "/community/notifications",
      // 32 px below 640 px, so the bell, the account menu and the theme fit the second row at 375 px.
      class:
        "relative flex size-8 items-center justify-center rounded-md hover:bg-slate-100 sm:size-10 dark:hover:bg-white/10",
      "data-notification-bell": "",
    });
    bell.innerHTML =
      '<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"/></svg>';
    bell.append(
      el("span", {
        class:
          "absolute -top-1 -right-1 hidden min-w-5 rounded-full bg-red-700 px-1 text-center font-bold text-[0.6875rem] text-white leading-5",
        "data-count": "",
        "aria-hidden": "true",
      }),
    );
    showUnread(bell, user.unread);
    const signOut = (className) => {
      const form = el("form", { method: "post", action: "/auth/sign-out" });
      form.append(
        el(
          "button",
          { type: "submit", class: className, "aria-label": say("signOutName", { name: user.name }) },
          say("signOut"),
        ),
      );
      return form;
    };
    const item = "rounded-md px-3 py-2 text-left font-medium hover:bg-slate-100 dark:hover:bg-white/10";
    const panelClass =
      "absolute right-0 z-50 mt-1 flex w-56 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 text-slate-900 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";
    // Staff (the server lists the pages of their role; members get none): moderation, the inbox, accounts.
    const staffLinks = () =>
      (user.staff || []).map(({ page, path }) =>
        el("a", { href: path, class: item }, say(`staff${page[0].toUpperCase()}${page.slice(1)}`)),
      );
    // From 640 px: a Staff menu, then the name (to the hub) and Sign out, side by side.
    const wide = el("div", { class: "hidden items-center sm:flex" });
    if (user.staff?.length) {
      const staff = el("details", { class: "relative", "data-staff-menu": "" });
      staff.append(
        el(
          "summary",
          {
            class:
              "flex cursor-pointer list-none items-center rounded-md px-2 py-2 font-medium text-sm hover:bg-slate-100 dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden",
          },
          say("staff"),
        ),
        el("nav", { class: panelClass, "aria-label": say("staffMenu") }, ...staffLinks()),
      );
      wide.append(staff);
    }
    wide.append(
      el(
        "a",
        {
          href: "/community",
          class:
            "hidden max-w-40 truncate rounded-md px-2 py-2 font-medium text-sm hover:underline md:inline xl:max-w-28",
          title: say("signedInAs", { name: user.name }),
        },
        user.name,
      ),
      signOut("whitespace-nowrap rounded-md px-2 py-2 font-medium text-sm hover:underline"),
    );
    // Below 640 px there is no room: an account button opens a menu with the same choices.
    const menu = el("details", { class: "relative sm:hidden", "data-account-menu": "" });
    const summary = el("summary", {
      class:
        "flex size-8 cursor-pointer list-none items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden",
      "aria-label": say("accountMenu", { name: user.name }),
    });
    summary.innerHTML =
      '<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/></svg>';
    const panel = el("div", { class: panelClass });
    panel.append(
      el(
        "p",
        { class: "truncate px-3 py-1 text-slate-600 text-xs dark:text-slate-300" },
        say("signedInAs", { name: user.name }),
      ),
      el("a", { href: "/community", class: item }, say("communityHub")),
      el("a", { href: "/community/settings", class: item }, say("settings")),
    );
    if (user.staff?.length) {
      const heading = el(
        "p",
        {
          class:
            "border-slate-200 border-t px-3 pt-2 font-semibold text-slate-600 text-xs dark:border-slate-700 dark:text-slate-300",
        },
        say("staff"),
      );
      panel.append(
        el(
          "nav",
          { class: "flex flex-col gap-1", "aria-label": say("staffMenu"), "data-staff-menu": "" },
          heading,
          ...staffLinks(),
        ),
      );
    }
    panel.append(signOut(`w-full ${item}`));
    menu.append(summary, panel);
    slot.append(bell, wide, menu);
  };
  // An open account or staff menu closes with Escape (focus back on its button) or a click elsewhere.
  const openMenus = () => document.querySelectorAll("details[data-account-menu][open], details[data-staff-menu][open]");
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const open of openMenus()) {
      open.removeAttribute("open");
      open.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    for (const open of openMenus()) {
      if (event.target instanceof Node && !open.contains(event.target)) open.removeAttribute("open");
    }
  });
  // Inactivity, on every page a member is signed in to (the spec's warning after 25 minutes without mouse, key,
  // scroll or touch; signed out at 30). The members' pages keep the rule in React and mark the page
  // (data-idle-watched) while they do; elsewhere it is kept here. The server extends a session only for real
  // requests: activity on a page is reported at most every few minutes (POST /api/me), never by the bell's check.
  let signedIn = false;
  let watching = false;
  const watchIdle = () => {
    if (!idle || watching) return;
    watching = true;
    const reactKeepsIt = () => "idleWatched" in root.dataset;
    let last = Date.now();
    let reported = last;
    let warned = false;
    let toast;
    const show = (title, text) => {
      toast?.remove();
      toast = el(
        "div",
        {
          role: "status",
          class:
            "fixed top-4 right-4 z-50 w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-4 pr-10 text-slate-900 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
          "data-idle-toast": "",
        },
        el("p", { class: "font-semibold" }, title),
      );
      if (text) toast.append(el("p", { class: "mt-1" }, text));
      const close = el(
        "button",
        { type: "button", class: "absolute top-2 right-2 rounded-md px-2", "aria-label": idle.words.close },
        "×",
      );
      close.addEventListener("click", () => toast.remove());
      toast.append(close);
      document.body.append(toast);
    };
    const onActivity = () => {
      last = Date.now();
      warned = false;
      if (reactKeepsIt() || last - reported < idle.keepaliveMs) return;
      reported = last;
      fetch("/api/me", { method: "POST", cache: "no-store", credentials: "same-origin" }).catch(() => {});
    };
    for (const name of idle.events) addEventListener(name, onActivity, { passive: true });
    const stop = () => {
      clearInterval(timer);
      for (const name of idle.events) removeEventListener(name, onActivity);
      watching = false;
    };
    const timer = setInterval(async () => {
      const quiet = Date.now() - last;
      if (!signedIn) return stop();
      if (reactKeepsIt()) return;
      if (quiet >= idle.signOutAfterMs) {
        stop();
        await fetch("/auth/sign-out", { method: "POST", redirect: "manual", credentials: "same-origin" }).catch(
          () => {},
        );
        show(idle.words.signedOut);
        renderMember();
      } else if (quiet >= idle.warnAfterMs && !warned) {
        warned = true;
        show(idle.words.sessionExpiringTitle, idle.words.sessionExpiring);
      }
    }, 10_000);
  };
  window.addEventListener("genehive:session-changed", renderMember);
  renderMember();

  // Languages. A language chosen with the switcher (or a suggestion turned down) is remembered in a cookie, so
  // the next visit to / opens in it (the server redirects to /es only for that explicit choice).
  const cookie = "genehive.lang";
  const keep = (name, lang) => {
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
    document.cookie = `${name}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  };
  // The header and footer around English-only pages speak the language of the last page read that had a choice
  // of language, or of the switcher's choice (decision 0029; the server reads this cookie).
  const shell = "genehive.shell";
  if ("translated" in root.dataset) keep(shell, root.lang);
  const remember = (lang) => {
    keep(cookie, lang);
    keep(shell, lang);
  };
  const chosen = () => new RegExp(`(?:^|;\\s*)${cookie.replace(".", "\\.")}=`).test(document.cookie);
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element && event.target.closest("[data-lang-switch]");
    if (link) remember(link.getAttribute("data-lang-switch"));
    const dismiss = event.target instanceof Element && event.target.closest("[data-lang-dismiss]");
    if (!dismiss) return;
    remember(root.lang);
    dismiss.closest("[data-lang-suggestion]").hidden = true;
    document.querySelector("[data-site-nav] [data-lang-switch]")?.focus();
  });
  // First visit, no choice yet: a browser that ranks another language of the site above this page's gets a
  // suggestion in that language (the home page carries one, hidden, per language). Never a redirect.
  if (!chosen()) {
    const page = root.lang.split("-")[0];
    for (const preferred of navigator.languages || [navigator.language]) {
      const wanted = String(preferred).toLowerCase().split("-")[0];
      if (wanted === page) break;
      const offer = document.querySelector(`[data-lang-suggestion="${wanted}"]`);
      if (offer) {
        offer.hidden = false;
        break;
      }
    }
  }
})();
