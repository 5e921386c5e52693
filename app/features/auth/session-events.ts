/** Tells the navigation's member slot (see public/site.js) to read the session again. */
export function notifySessionChanged(): void {
  window.dispatchEvent(new Event("genehive:session-changed"));
}
