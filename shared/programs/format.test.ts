import { describe, expect, it } from "vitest";
import { formatMoment, missingSessionText, sessionDetail, sessionText } from "./format.ts";

describe("a moment as families read it", () => {
  const moment = new Date("2026-11-29T23:51:00Z");

  it("is in the site's time zone, named, in the family's language", () => {
    expect(formatMoment(moment, "en", "America/Chicago")).toBe("November 29, 2026 at 5:51 PM CST");
    expect(formatMoment(moment, "es", "America/Chicago")).toBe("29 de noviembre de 2026 a las 17:51 GMT-6");
  });

  it("is in UTC, said so, where the site set no zone", () => {
    expect(formatMoment(moment, "en")).toBe("November 29, 2026 at 11:51 PM UTC");
  });
});

describe("a session's words in a language", () => {
  const details = {
    en: { title: "Microbe Club", schedule: "Tuesdays", cost: "$40" },
    es: { title: "Club de microbios", schedule: "", grades: "6.º a 8.º grado" },
  };

  it("are the language's own, unmarked", () => {
    expect(sessionText(details, "title", "es")).toEqual({ text: "Club de microbios" });
    expect(sessionText(details, "title", "en")).toEqual({ text: "Microbe Club" });
  });

  it("fall back to English, marked as English, where staff left them empty (WCAG 3.1.2)", () => {
    expect(sessionText(details, "schedule", "es")).toEqual({ text: "Tuesdays", lang: "en" });
    expect(sessionText(details, "cost", "es")).toEqual({ text: "$40", lang: "en" });
    expect(sessionText({ en: { title: "Microbe Club" } }, "title", "es")).toEqual({ text: "Microbe Club", lang: "en" });
    // The plain text (e-mails, a page's <title>) is the same words.
    expect(sessionDetail(details, "schedule", "es")).toBe("Tuesdays");
  });

  it("are nothing where neither language has them (the page says “To be announced”)", () => {
    expect(sessionText(details, "feeHelp", "es")).toEqual({ text: "" });
    // An English page never shows Spanish words.
    expect(sessionText(details, "grades", "en")).toEqual({ text: "" });
  });

  it("missing in a language are named for the staff editor", () => {
    expect(missingSessionText(details)).toEqual([
      { lang: "en", keys: ["grades"] },
      { lang: "es", keys: ["schedule", "cost"] },
    ]);
    expect(missingSessionText({ en: { title: "A" }, es: { title: "B" } })).toEqual([]);
    expect(missingSessionText({ en: { title: "A" }, es: { title: "  " } })).toEqual([{ lang: "es", keys: ["title"] }]);
  });
});
