const numberFormat = new Intl.NumberFormat("en-US");

/**
 * How a forum time reads, one set of fields for both renderings: in UTC as the server writes it (readers without
 * JavaScript, machines), and in the reader's own zone as the browser shows it (LocalTime).
 */
export const timeFields = {
  date: { month: "short", day: "numeric", year: "numeric" },
  dateTime: {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeKind = keyof typeof timeFields;

/** The forum's words are English: its dates read the English way, whatever the zone. */
export const timeLocale = "en-US";

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

function formatter(kind: TimeKind, timeZone?: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(timeLocale, { ...timeFields[kind], timeZone });
  return memo((iso) => format.format(new Date(iso)));
}

/** Dates in UTC, so the server's and the browser's first renderings agree. */
export const formatDate = formatter("date", "UTC");
export const formatDateTime = formatter("dateTime", "UTC");

let local: Record<TimeKind, (iso: string) => string> | undefined;

/** A time in the browser's own zone (made on first use: on the server there is no reader's zone). */
export function formatLocal(kind: TimeKind, iso: string): string {
  local ??= { date: formatter("date"), dateTime: formatter("dateTime") };
  return local[kind](iso);
}

export const formatCount = (n: number, one: string, many: string) =>
  `${numberFormat.format(n)} ${n === 1 ? one : many}`;
