import { createElement, type FunctionComponent, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type RootData, RootDataContext } from "#app/lib/language.tsx";
import ModerationPrograms from "#app/routes/moderation-programs.tsx";
import ProgramEnrolment from "#app/routes/program-enrolment.tsx";
import ProgramSession from "#app/routes/program-session.tsx";
import { catalogue } from "#shared/i18n/catalogues.ts";
import type { LanguageCode } from "#shared/i18n/languages.ts";
import { SessionList, type SessionSummary } from "./session-list.tsx";
import { FactsForm, MissingTextNotes } from "./staff-forms.tsx";

// The programs' pages as the server renders them (what a parent's and a staff member's QA walk found): English words
// on a Spanish page say they are English, an old private link says why it no longer works, the staff editor speaks
// in words and keeps a program's facts open after a save.

/** A page rendered in a language, inside a router (forms and links need one), as the server sends it. */
function render(lang: LanguageCode, page: () => ReactNode): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => page() as React.ReactElement }]);
  return renderToStaticMarkup(
    createElement(
      RootDataContext.Provider,
      { value: { lang, ui: catalogue(lang).shell } as RootData },
      createElement(Stub),
    ),
  );
}

/** A route's page given its loader's (and action's) data. */
function routePage(Page: FunctionComponent<never>, props: Record<string, unknown>) {
  return () => createElement(Page as FunctionComponent<Record<string, unknown>>, { params: {}, matches: [], ...props });
}

/** The text of the element that carries `marker` (an attribute), with its own attributes. */
const elementWith = (html: string, marker: string) => new RegExp(`<[a-z0-9]+[^>]*${marker}[^>]*>`).exec(html)?.[0];

describe("English words on a Spanish page are marked as English (WCAG 3.1.2)", () => {
  const english = { text: "Microbe Club", lang: "en" as const };

  it("the session page: title, schedule, grades, cost and fee help staff left empty in Spanish", () => {
    const html = render(
      "es",
      routePage(ProgramSession, {
        loaderData: {
          lang: "es",
          token: "t",
          sent: false,
          session: {
            id: 7,
            status: "open",
            title: english,
            dates: "2 de febrero de 2099",
            schedule: { text: "Tuesdays 3:30–5:00 pm", lang: "en" },
            place: "Hive Lab",
            grades: { text: "6.º a 8.º grado" },
            cost: { text: "$40 per term", lang: "en" },
            feeHelp: { text: "Ask us about fee help", lang: "en" },
            instruction: "inglés",
            capacity: 3,
            placesLeft: 3,
            waiting: 0,
            ended: false,
          },
        },
      }),
    );
    // Marked for screen readers (lang) and for the reader (“(en inglés)”).
    expect(html).toMatch(
      /<h1 [^>]*><span lang="en">Microbe Club<\/span> <span data-in-english[^>]*>\(en inglés\)<\/span><\/h1>/,
    );
    expect(html).toContain('<span lang="en">Tuesdays 3:30–5:00 pm</span> <span data-in-english');
    expect(html).toContain('<span lang="en">$40 per term</span>');
    expect(html).toContain('<span lang="en">Ask us about fee help</span>');
    // Words in the page's language are not marked.
    expect(html).toContain("6.º a 8.º grado");
    expect(html).not.toContain('lang="en">6.º');
    expect(html).not.toContain('lang="en">Hive Lab');
  });

  it("the programs page's list of sessions, and the link's words for screen readers", () => {
    const session: SessionSummary = {
      id: 7,
      programId: "after-school-labs",
      title: english,
      dates: "2 de febrero de 2099",
      schedule: { text: "Martes de 3:30 a 5:00 p. m." },
      grades: { text: "Grades 6–8", lang: "en" },
      status: "open",
      placesLeft: 1,
      href: "/es/programas/sesiones/7",
    };
    const html = render("es", () => createElement(SessionList, { sessions: [session], programTitle: "Laboratorios" }));
    expect(html).toMatch(
      /<p [^>]*><span lang="en">Microbe Club<\/span> <span data-in-english[^>]*>\(en inglés\)<\/span><\/p>/,
    );
    expect(html).toContain('Martes de 3:30 a 5:00 p. m. · <span lang="en">Grades 6–8</span>');
    expect(html).toContain('Laboratorios, <span lang="en">Microbe Club</span>');
  });

  it("the private enrolment page's session title", () => {
    const html = render(
      "es",
      routePage(ProgramEnrolment, {
        loaderData: {
          lang: "es",
          justEnrolled: false,
          enrolment: {
            status: "confirmed",
            childFirstName: "Lucía",
            guardianName: "Marta",
            guardianEmail: "marta@example.org",
            guardianPhone: "",
            language: "es",
            childGrade: "7",
            school: "",
            notes: "",
            photoConsent: false,
            position: null,
            offerExpiresAt: null,
            deleteOn: "1 de mayo de 2099",
          },
          session: { title: english, dates: "2 de febrero de 2099", place: "", href: "/es/programas/sesiones/7" },
        },
      }),
    );
    expect(html).toMatch(/<a href="\/es\/programas\/sesiones\/7" lang="en"[^>]*>Microbe Club<\/a>/);
  });
});

describe("an old private link says why it no longer opens the enrolment", () => {
  for (const [lang, replaced, latest, contact] of [
    ["en", "replaced this one", "use the link in the latest e-mail", 'href="/contact"'],
    ["es", "reemplazó a este", "use el enlace del último correo", 'href="/es/contacto"'],
  ] as const) {
    it(`in ${lang}: a newer e-mail's link replaces it (an offered place); use the latest, or contact us`, () => {
      const html = render(lang, routePage(ProgramEnrolment, { loaderData: { lang, notFound: true } }));
      expect(html).toContain("data-enrolment-not-found");
      expect(html).toContain(replaced);
      expect(html).toContain(latest);
      expect(html).toContain(contact);
    });
  }
});

describe("the staff editor", () => {
  const program = { id: "after-school-labs", title: "K-12 After-School Labs" };
  const saved = { ok: true, intent: "facts", message: "Program facts saved.", values: { programId: program.id } };

  it("keeps a program's facts open after a save, with the confirmation in the panel", () => {
    const html = render("en", () =>
      createElement("div", null, [
        createElement(FactsForm, { key: "a", program, facts: {}, result: saved }),
        createElement(FactsForm, {
          key: "b",
          program: { id: "community-hubs", title: "Community Biotech Hubs" },
          facts: {},
          result: saved,
        }),
      ]),
    );
    const [own, other] = html.split('data-facts="community-hubs"');
    expect(elementWith(own!, 'data-facts="after-school-labs"')).toContain(" open");
    expect(own).toContain("Program facts saved.");
    // Another program's panel stays as it was, without the message.
    expect(elementWith(`<details data-facts="community-hubs"${other}`, 'data-facts="community-hubs"')).not.toContain(
      " open",
    );
    expect(other).not.toContain("Program facts saved.");
  });

  it("opens a program's facts on a refusal too, so the fields' errors are seen", () => {
    const refused = {
      ok: false,
      intent: "facts",
      message: "Please check the form.",
      errors: { "en.cost": "Keep this under 600 characters." },
      values: { programId: program.id, "en.cost": "x" },
    };
    const html = render("en", () => createElement(FactsForm, { program, facts: {}, result: refused }));
    expect(elementWith(html, "data-facts=")).toContain(" open");
    expect(html).toContain("Keep this under 600 characters.");
  });

  it("says beside a published session which words are missing in a language", () => {
    const html = render("en", () =>
      createElement(MissingTextNotes, {
        missing: [
          { lang: "es", keys: ["title", "grades"] },
          { lang: "en", keys: ["cost"] },
        ],
      }),
    );
    expect(html).toContain(
      '<li data-missing-text="es" class="text-amber-900 dark:text-amber-200">Spanish text missing: title, grades or ages. Spanish pages show the English text instead.</li>',
    );
    expect(html).toContain("English text missing: cost.");
  });

  /** The words of the page after its "Recent staff actions" heading, as read (no tags). */
  const recentWords = (html: string) =>
    html
      .slice(html.indexOf("Recent staff actions"))
      .replace(/<[^>]+>/g, "\n")
      .replace(/\n+/g, "\n");

  function programsPage(recent: unknown[], sessions: unknown[] = []) {
    return render(
      "en",
      routePage(ModerationPrograms, {
        loaderData: { saved: null, facts: {}, recent, sessions },
        actionData: undefined,
      }),
    );
  }

  it("says in words what staff did recently, and says so when nothing was done yet", () => {
    expect(recentWords(programsPage([]))).toContain("No staff actions yet.");
    const words = recentWords(
      programsPage([
        {
          id: 2,
          createdAt: "2027-01-02T10:00:00.000Z",
          action: "roster.export",
          sessionId: 4,
          programId: null,
          details: { rows: 2 },
          actor: "Ada",
          sessionTitle: "Microbe Club",
        },
        {
          id: 1,
          createdAt: "2027-01-01T10:00:00.000Z",
          action: "session.update",
          sessionId: 4,
          programId: "after-school-labs",
          details: { status: "open", capacity: 12 },
          actor: null,
          sessionTitle: "Microbe Club",
        },
      ]),
    );
    expect(words).not.toContain("No staff actions yet.");
    expect(words).toContain("Ada — Downloaded the roster of “Microbe Club” (2 enrolments)");
    expect(words).toContain("A former staff member — Updated session “Microbe Club” (open, 12 places)");
    expect(words).not.toMatch(/session\.update|roster\.export|\(session 4\)/);
  });

  it("shows the missing-text note in the list of sessions", () => {
    const html = programsPage(
      [],
      [
        {
          id: 4,
          title: "Microbe Club",
          program: "K-12 After-School Labs",
          dates: "February 2 – May 25, 2099",
          status: "open",
          capacity: 3,
          confirmed: 0,
          waiting: 0,
          ended: false,
          missing: [{ lang: "es", keys: ["title"] }],
        },
      ],
    );
    expect(html).toContain("Spanish text missing: title.");
  });
});
