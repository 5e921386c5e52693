import { parseArgs } from "node:util";

type Defaults = Record<string, number | number[] | string>;
type Widened<T extends Defaults> = {
  [K in keyof T]: T[K] extends number ? number : T[K] extends number[] ? number[] : string;
};

/**
 * A script's `--name value` options, each typed by its default: a number, a comma-separated list of numbers,
 * or text. A value that is not a number where one is expected stops the script with one line naming it.
 */
export function scriptOptions<T extends Defaults>(defaults: T, args = process.argv.slice(2)): Widened<T> {
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [name, { type: "string", default: String(value) }] as const),
    ),
  });
  const parsed: Record<string, number | number[] | string> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const raw = String(values[name]);
    if (typeof fallback === "string") {
      parsed[name] = raw;
      continue;
    }
    const numbers = raw.split(",").map(Number);
    if (numbers.some((n) => !Number.isFinite(n)) || (!Array.isArray(fallback) && numbers.length !== 1)) {
      console.error(
        `--${name} takes ${Array.isArray(fallback) ? "numbers separated by commas" : "a number"}, not "${raw}"`,
      );
      process.exit(2);
    }
    parsed[name] = Array.isArray(fallback) ? numbers : numbers[0]!;
  }
  return parsed as Widened<T>;
}
