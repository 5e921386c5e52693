import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogues.ts";
import { formatMessage, messageArguments } from "./format.ts";
import { languages } from "./languages.ts";
import { en } from "./messages/en.ts";

/** Every [dotted key, message] of a catalogue. */
function entries(value: unknown, prefix = ""): Array<[string, unknown]> {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => entries(v, prefix ? `${prefix}.${key}` : key));
  return [[prefix, value]];
}

const english = new Map(entries(en));

describe("message catalogues", () => {
  it.each(languages.map((l) => [l.code]))("%s has every English key, each a non-empty message", (code) => {
    const own = new Map(entries(catalogues[code as keyof typeof catalogues]));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, message] of own) {
      expect(typeof message, key).toBe("string");
      expect((message as string).trim(), key).not.toBe("");
    }
  });

  it.each(languages.map((l) => [l.code]))(
    "%s: every message parses and takes the English message's arguments",
    (code) => {
      for (const [key, message] of entries(catalogues[code as keyof typeof catalogues])) {
        expect(messageArguments(message as string), key).toEqual(messageArguments(english.get(key) as string));
      }
    },
  );

  it("formats plurals and numbers in each language's own way", () => {
    expect(formatMessage("en", en.contact.rateLimited, { minutes: 1 })).toBe(
      "Too many messages from your network. Please try again in 1 minute.",
    );
    expect(formatMessage("en", en.contact.rateLimited, { minutes: 12 })).toMatch(/in 12 minutes\.$/);
    expect(formatMessage("es", catalogues.es.contact.rateLimited, { minutes: 1 })).toMatch(/en 1 minuto\.$/);
    expect(formatMessage("es", catalogues.es.contact.rateLimited, { minutes: 12 })).toMatch(/en 12 minutos\.$/);
    expect(formatMessage("en", en.contact.messageTooLong, { max: 4000 })).toBe(
      "Message must be at most 4,000 characters",
    );
    expect(formatMessage("es", catalogues.es.contact.messageTooLong, { max: 4000 })).toBe(
      "El mensaje puede tener como máximo 4.000 caracteres",
    );
  });

  it("has no English left in the Spanish catalogue", () => {
    const same = entries(catalogues.es).filter(([key, message]) => message === english.get(key));
    // Names that are the same in both languages.
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
