// Progressive enhancement shared by every page, including those that ship no React.
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

  // The signed-in member in the navigation: name (to the hub) and a sign-out form.
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    node.append(...children);
    return node;
  };
  const renderMember = async () => {
    const slot = document.querySelector("[data-member-slot]");
    if (!slot) return;
    let user = null;
    try {
      const response = await fetch("/api/me", { cache: "no-store", credentials: "same-origin" });
      if (response.ok) user = (await response.json()).user;
    } catch {}
    slot.replaceChildren();
    if (!user) return;
    const link = el(
      "a",
      {
        href: "/community",
        class: "hidden max-w-40 truncate rounded-md px-2 py-2 font-medium text-sm hover:underline md:inline",
        title: `Signed in as ${user.name}`,
      },
      user.name,
    );
    const form = el("form", { method: "post", action: "/auth/sign-out" });
    form.append(
      el(
        "button",
        {
          type: "submit",
          class: "rounded-md px-2 py-2 font-medium text-sm hover:underline",
          "aria-label": `Sign out ${user.name}`,
        },
        "Sign out",
      ),
    );
    slot.append(link, form);
  };
  window.addEventListener("genehive:session-changed", renderMember);
  renderMember();
})();
