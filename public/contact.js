// Progressive enhancement of the contact form (/contact only). Without it the form posts and the server
// answers with a whole page; with it the same post goes through fetch, the server's answer (the form with
// its messages, or the confirmation) replaces the form in place, and a sent message also shows a toast.
(() => {
  const region = document.querySelector("[data-contact]");
  if (!region || !window.fetch || !window.DOMParser) return;

  const toast = document.querySelector("[data-contact-toast]");
  let hideTimer;
  const hideToast = () => {
    if (toast) toast.hidden = true;
  };
  const showToast = () => {
    if (!toast) return;
    toast.hidden = false;
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hideToast, 8000);
  };
  document.querySelector("[data-contact-toast-close]")?.addEventListener("click", hideToast);

  let busy = false;
  region.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    const button = form.querySelector('[type="submit"]');
    const label = button?.textContent;
    if (button) {
      button.disabled = true;
      button.textContent = button.dataset.busyLabel || label;
    }
    let answer;
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form)),
        credentials: "same-origin",
      });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      answer = page.querySelector("[data-contact]");
    } catch {}
    busy = false;
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
    // Anything unexpected (the network, a plain-text refusal): post the ordinary way and show that page.
    if (!answer) return HTMLFormElement.prototype.submit.call(form);
    region.replaceChildren(...answer.childNodes);
    const sent = region.querySelector("[data-contact-success]");
    if (sent) {
      showToast();
      sent.focus();
    } else {
      region.querySelector("[data-form-message]")?.focus();
    }
  });
})();
