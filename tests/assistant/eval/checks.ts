import { getPhase, getUnit, ownAndProjectLessons } from "#app/content/curriculum/index.ts";
import type { Lesson, Unit } from "#app/content/curriculum/schema.ts";
import type { EvalQuestion } from "./questions.ts";

/**
 * Machine checks of one answer. The expectations are worked out here from the curriculum data on their own
 * (which lessons and codes a scope holds), not through the guide's code, so a wrong scope shows up.
 */
const PREFIX = "**Offline curriculum guide.** I am GeneHive's built-in guide, not an AI model:";
const DRAFT =
  "_A draft drawn from the unit's published content: review it and adapt it for your class. Keep students' names and other personal details out of this chat._";

interface Expected {
  lessons: { lesson: Lesson; url: string }[];
  codes: Set<string>;
}

function expected(unit: Unit, q: EvalQuestion): Expected {
  const inPhase = (n: number) => {
    const phase = getPhase(unit, n)!;
    return ownAndProjectLessons(phase).map((lesson) => ({
      lesson,
      url: `/unit/${unit.number}/phase/${n}#lesson-${lesson.number}`,
    }));
  };
  // Project-work days (decision 0036) are days of their unit or phase like any other.
  const all = [
    ...ownAndProjectLessons(unit).map((lesson) => ({ lesson, url: `/unit/${unit.number}#lesson-${lesson.number}` })),
    ...unit.phases.flatMap((p) => inPhase(p.number)),
  ];
  let lessons = q.scope.phase !== undefined ? inPhase(q.scope.phase) : all;
  if (q.scope.lesson !== undefined) lessons = lessons.filter((l) => l.lesson.number === q.scope.lesson);
  const codes = new Set(lessons.flatMap(({ lesson }) => [...lesson.standards.ngss, ...lesson.standards.state]));
  if (q.scope.lesson === undefined) {
    const phases = q.scope.phase !== undefined ? [getPhase(unit, q.scope.phase)!] : unit.phases;
    for (const row of phases.flatMap((p) => p.resourceMap))
      for (const c of [row.stateStandard, ...row.ngss]) codes.add(c);
    if (q.scope.phase === undefined)
      for (const s of [...unit.standards.ngss, ...unit.standards.state]) codes.add(s.code);
  }
  return { lessons, codes };
}

/** Curriculum text as written, from the Markdown the guide escaped it into. */
const plain = (text: string) => text.replace(/\\(.)/g, "$1");

const cells = (row: string) =>
  row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.trim());
const CODE = /\b(HS-[A-Z]+\d-\d+|BIO1\.[A-Z]+\d(?:\.\d+)?)\b/g;

/** Links to phases and lessons the unit does not have are claims the data does not support. */
function linksExist(unit: Unit, answer: string): string[] {
  const problems: string[] = [];
  for (const [, u, p, l] of answer.matchAll(/\]\(\/unit\/(\d)(?:\/phase\/(\d))?(?:#lesson-(\d+))?\)/g)) {
    if (Number(u) !== unit.number) continue;
    const phase = p ? getPhase(unit, Number(p)) : undefined;
    if (p && !phase) problems.push(`links to a Phase ${p} the unit does not have`);
    const list = ownAndProjectLessons(phase ?? unit);
    if (l && !list.some((lesson) => lesson.number === Number(l)))
      problems.push(`links to a lesson ${l} that is not there`);
  }
  return problems;
}

export function check(q: EvalQuestion, answer: string): string[] {
  const unit = getUnit(q.unit)!;
  const problems: string[] = [];
  if (!answer.startsWith(PREFIX)) problems.push("does not start by saying it is the offline guide");
  if (!answer.endsWith(DRAFT)) problems.push("does not end with the draft reminder");
  problems.push(...linksExist(unit, answer));
  const want = expected(unit, q);
  const lines = answer.split("\n");
  switch (q.task) {
    case "pacing": {
      if (!answer.includes("### Pacing")) return [...problems, "no pacing table"];
      const rows = lines.filter((l) => /^\| \d+ \|/.test(l)).map(cells);
      const minutes = rows.map((r) => Number(r.at(-1)));
      if (q.period && minutes.some((m) => m > q.period!)) problems.push(`a day runs over ${q.period} minutes`);
      // More days than there are is an answer only when it says so and what to drop.
      if (q.days && rows.length > q.days && !/That is still \d+ periods? more/.test(answer))
        problems.push(`${rows.length} days for ${q.days}`);
      for (const { url } of want.lessons) if (!answer.includes(`](${url})`)) problems.push(`misses ${url}`);
      const total = /^\| \*\*Total\*\* .*\*\*(\d+)\*\* \|$/m.exec(answer);
      const sum = minutes.reduce((s, m) => s + m, 0);
      const own = want.lessons.flatMap((l) => l.lesson.activities).reduce((s, a) => s + a.minutes, 0);
      const cut = Number(/^Cut first, to fit \d+ days: \*\*(\d+)\*\*/m.exec(answer)?.[1] ?? 0);
      if (!total || Number(total[1]) !== sum || sum + cut !== own)
        problems.push(`totals do not add up (${total?.[1]}, ${sum}, ${cut} cut, ${own})`);
      if (cut && !q.days) problems.push("cuts activities though no number of days was given");
      break;
    }
    case "rubric": {
      // Each criterion under its own heading, with a two-column table of its four levels (it fits the panel).
      const criteria = answer.split(/^#### \d+\. /m).slice(1);
      // A published rubric is given as written (some have three criteria); a drafted one has four to six.
      const fewest = answer.includes("The published rubric for") ? 3 : 4;
      if (criteria.length < fewest || criteria.length > 6) problems.push(`${criteria.length} criteria`);
      const levels = criteria.map((c) =>
        c
          .split("\n")
          .filter((l) => /^\| \*\*[1-4] /.test(l))
          .map((l) => cells(l)[1] ?? ""),
      );
      if (levels.some((l) => l.length !== 4 || l.some((c) => c.length < 20)))
        problems.push("a criterion lacks four written levels");
      const all = levels.flat();
      if (new Set(all).size !== all.length) problems.push("two levels share a description");
      if (lines.some((l) => l.startsWith("|") && cells(l).length > 2)) problems.push("a table too wide for the panel");
      if (answer.includes("…")) problems.push("cuts a text short");
      for (const code of answer.match(CODE) ?? [])
        if (!want.codes.has(code)) problems.push(`names ${code}, not in the scope`);
      break;
    }
    case "standards": {
      const listed = new Set([...answer.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((m) => m[1]!));
      const missing = [...want.codes].filter((c) => !listed.has(c));
      const extra = [...listed].filter((c) => !want.codes.has(c));
      if (missing.length) problems.push(`misses ${missing.join(", ")}`);
      if (extra.length) problems.push(`adds ${extra.join(", ")}`);
      break;
    }
    case "differentiation": {
      if (!answer.includes("### Differentiation")) return [...problems, "no differentiation section"];
      // A named lesson, a phase or the whole unit: every lesson of it (the first twelve), with its own support.
      const scoped = q.scope.lesson !== undefined || q.scope.phase !== undefined || /\bwhole unit\b/.test(q.question);
      const lessons = scoped ? want.lessons.slice(0, 12) : [];
      for (const { lesson, url } of lessons) {
        if (!answer.includes(`](${url})`)) problems.push(`misses ${url}`);
        else if (!plain(answer).includes(lesson.differentiation.supported[0]!)) problems.push(`no support for ${url}`);
      }
      if (!scoped && !/\]\(\/unit\/\d[^)]*#lesson-\d+\)/.test(answer)) problems.push("names no lesson");
      break;
    }
    case "materials": {
      const own = [...new Set(want.lessons.flatMap((l) => l.lesson.materials))];
      const counted = /^(\d+) materials across (\d+) lessons?/m.exec(answer);
      if (counted) {
        const distinct = new Set(own.map((m) => m.toLowerCase().replace(/\s+/g, " ").trim())).size;
        if (Number(counted[1]) !== distinct || Number(counted[2]) !== want.lessons.length)
          problems.push(
            `counts ${counted[1]} materials in ${counted[2]} lessons, not ${distinct} in ${want.lessons.length}`,
          );
      } else if (!answer.includes("### Materials")) problems.push("no materials section");
      else for (const m of own) if (!plain(answer).includes(m)) problems.push(`misses "${m}"`);
      break;
    }
    case "checks": {
      if (!answer.includes("### Checks for understanding")) return [...problems, "no checks for understanding"];
      const [questionsPart = "", keyPart = ""] = answer.split("#### Answer key");
      const asked: { text: string; options: string[] }[] = [];
      for (const line of questionsPart.split("\n")) {
        const question = /^\d+\. (.*)$/.exec(line)?.[1];
        if (question !== undefined) asked.push({ text: question, options: [] });
        const option = /^ {3}- [A-H]\. (.*)$/.exec(line)?.[1];
        if (option !== undefined) asked.at(-1)?.options.push(option);
      }
      const keyed = [...keyPart.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => m[2]!);
      if (asked.length < 3 || asked.length > 8) problems.push(`${asked.length} questions`);
      if (keyed.length !== asked.length) problems.push(`${keyed.length} answers for ${asked.length} questions`);
      const urls = new Set(want.lessons.map((l) => l.url));
      // A quiz on one lesson names it once, in its heading; a quiz across lessons cites each question's lesson.
      const heading = /^### Checks for understanding: \[[^\]]*\]\((\/unit\/[^)]+)\)/m.exec(answer)?.[1];
      const only = want.lessons.length === 1 && heading === want.lessons[0]!.url ? want.lessons[0] : undefined;
      for (const [i, { text: question, options }] of asked.entries()) {
        const cited = /\]\((\/unit\/[^)]+)\)/.exec(question)?.[1] ?? only?.url;
        const lesson = want.lessons.find((l) => l.url === cited)?.lesson;
        if (!cited || !urls.has(cited) || !lesson) {
          problems.push(`question ${i + 1} cites no lesson in scope`);
          continue;
        }
        const blank = /^Fill in the blank: "(.*)"/.exec(question)?.[1];
        // The key's word, put back in the blank, must give the lesson's own sentence.
        if (blank && !lesson.keyUnderstandings.includes(plain(blank).replace("_____", plain(keyed[i] ?? ""))))
          problems.push(`question ${i + 1}'s key does not complete the sentence`);
        // Multiple choice: the key gives one of the options, by letter and as written; no option repeats another.
        if (options.length) {
          const letter = /^\*\*([A-H])\.\*\* /.exec(keyed[i] ?? "")?.[1];
          const chosen = letter ? options["ABCDEFGH".indexOf(letter)] : undefined;
          const given = `**${letter}.** ${chosen}`;
          if (!chosen || (keyed[i] !== given && !keyed[i]!.startsWith(`${given} (`)))
            problems.push(`question ${i + 1}'s key is not one of its options`);
          if (new Set(options.map((o) => o.toLowerCase())).size !== options.length || options.length < 3)
            problems.push(`question ${i + 1}'s options repeat or are too few`);
        }
      }
      // A quiz asked on one lesson: five or more questions, at least one of them a prompt of the lesson's handout.
      if (only && /quiz/i.test(q.question)) {
        if (asked.length < 5) problems.push(`a lesson quiz of ${asked.length} questions`);
        const prompts = (only.lesson.handout?.sections ?? []).flatMap((s) => s.prompts.map((p) => p.text));
        const fromHandout = asked.some((a) =>
          prompts.some((p) => plain(a.text).includes(p.replace(/^Exit ticket:\s*/i, "").slice(1))),
        );
        if (!fromHandout) problems.push("no question from the lesson's handout");
      }
      break;
    }
    case "family-letter": {
      const es = q.language === "es";
      const heading = new RegExp(`^### ${es ? "Carta a las familias" : "Letter to families"}: \\[([^\\]]+)\\]`, "m");
      const named = heading.exec(answer)?.[1] ?? "";
      const name =
        q.scope.phase !== undefined
          ? `${es ? "Fase" : "Phase"} ${q.scope.phase}`
          : `${es ? "Unidad" : "Unit"} ${unit.number}:`;
      if (!named.startsWith(name)) problems.push(`no letter about ${name}`);
      if (!answer.includes(es ? "Estimadas familias:" : "Dear families,")) problems.push("not addressed to families");
      if (es && answer.includes("Dear families")) problems.push("not in Spanish");
      // Family words: the phase's classroom activity names ("Socratic circle on trust") stay out of the letter.
      const phase = q.scope.phase !== undefined ? getPhase(unit, q.scope.phase) : undefined;
      for (const a of phase?.keyActivities ?? []) if (answer.includes(a.title)) problems.push(`jargon "${a.title}"`);
      break;
    }
    case "timing": {
      // No time budget: each lesson in scope with its planned minutes and every activity as the data times it.
      if (!answer.includes("### Timing")) return [...problems, "no timing section"];
      for (const { lesson, url } of want.lessons) {
        const own = lesson.activities.reduce((s, a) => s + a.minutes, 0);
        if (!answer.includes(`](${url}) runs ${own} minutes`)) problems.push(`no planned minutes for ${url}`);
        for (const a of lesson.activities)
          if (!plain(answer).includes(`${a.title} (${a.minutes} min)`)) problems.push(`misses "${a.title}" in ${url}`);
      }
      break;
    }
    case "other": {
      if (/### (Pacing|Rubric|Standards in)/.test(answer)) problems.push("answers a task that was not asked");
      // A named lesson is summed up from its own driving question; a named phase lists every lesson of it.
      if (q.scope.lesson !== undefined) {
        const [only] = want.lessons;
        if (!only || !answer.includes(`](${only.url})`)) problems.push("does not link the lesson asked about");
        else if (!plain(answer).includes(only.lesson.drivingQuestion))
          problems.push("no driving question of the lesson");
      } else if (q.scope.phase !== undefined) {
        if (!answer.includes(`](/unit/${unit.number}/phase/${q.scope.phase})`))
          problems.push("does not link the phase");
        for (const { url } of want.lessons) if (!answer.includes(`](${url})`)) problems.push(`misses ${url}`);
      }
      break;
    }
  }
  return problems;
}
