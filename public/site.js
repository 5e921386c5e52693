// Progressive enhancement shared by every page, including those that ship no React.
(() => {
  const root = document.documentElement;
  const sync = () => {
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
    sync();
  });
  sync();
})();
