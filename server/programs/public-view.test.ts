import { describe, expect, it } from "vitest";
import { sessionPageView, sessionSummaries } from "./public-view.ts";
import type { SessionRow } from "./store.ts";

// What the Spanish pages show of a session staff wrote only in English: the English words, marked as English.

const session: SessionRow = {
  id: 7,
  programId: "after-school-labs",
  status: "open",
  capacity: 3,
  startsOn: "2099-02-02",
  endsOn: "2099-05-25",
  place: "Hive Lab",
  instructionLanguage: "en",
  details: {
    en: { title: "Microbe Club", schedule: "Tuesdays 3:30–5:00 pm", grades: "Grades 6–8", cost: "$40", feeHelp: "Ask" },
    es: { title: "", grades: "6.º a 8.º grado" },
  },
  confirmed: 1,
  waiting: 0,
  cancelled: 0,
};

describe("a session on the families' pages", () => {
  it("its page in Spanish marks each English word that stands in for a Spanish one", () => {
    const view = sessionPageView(session, "es");
    expect(view.title).toEqual({ text: "Microbe Club", lang: "en" });
    expect(view.schedule).toEqual({ text: "Tuesdays 3:30–5:00 pm", lang: "en" });
    expect(view.grades).toEqual({ text: "6.º a 8.º grado" });
    expect(view.cost).toEqual({ text: "$40", lang: "en" });
    expect(view.feeHelp).toEqual({ text: "Ask", lang: "en" });
    expect(view.placesLeft).toBe(2);
  });

  it("its page in English marks nothing", () => {
    const view = sessionPageView(session, "en");
    for (const key of ["title", "schedule", "grades", "cost", "feeHelp"] as const)
      expect(view[key].lang).toBeUndefined();
  });

  it("the programs page lists it the same way, and leaves out a session that has ended", () => {
    const [listed] = sessionSummaries([session, { ...session, id: 8, endsOn: "2000-01-01" }], "es");
    expect(listed).toMatchObject({
      id: 7,
      title: { text: "Microbe Club", lang: "en" },
      schedule: { text: "Tuesdays 3:30–5:00 pm", lang: "en" },
      grades: { text: "6.º a 8.º grado" },
      href: "/es/programas/sesiones/7",
    });
    expect(sessionSummaries([session, { ...session, id: 8, endsOn: "2000-01-01" }], "es")).toHaveLength(1);
  });
});
