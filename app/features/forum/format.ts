const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const numberFormat = new Intl.NumberFormat("en-US");

/**
 * The same few hundred timestamps fill every forum page, and Intl formatting is the costliest part of drawing a
 * topic row: each is formatted once (a bounded memo; dates never change their rendering).
 */
function memo(format: (iso: string) => string): (iso: string) => string {
  const done = new Map<string, string>();
  return (iso) => {
    let text = done.get(iso);
    if (text === undefined) {
      if (done.size >= 5_000) done.clear();
      text = format(iso);
      done.set(iso, text);
    }
    return text;
  };
}

/** Dates in UTC, so the server's and the browser's renderings agree. */
export const formatDate = memo((iso) => dateFormat.format(new Date(iso)));
export const formatDateTime = memo((iso) => `${dateTimeFormat.format(new Date(iso))} UTC`);
export const formatCount = (n: number, one: string, many: string) =>
  `${numberFormat.format(n)} ${n === 1 ? one : many}`;
