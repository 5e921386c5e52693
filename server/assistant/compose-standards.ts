import { phasePath, unitPath } from "#app/content/curriculum/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { standardWording } from "#app/content/curriculum/standards-check.ts";
import { bullets, link, md } from "./markdown.ts";
import { allLessons, firstSentence, lessonCodes, lessonName, lessonUrl } from "./offline-index.ts";
import type { TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

/**
 * The standards a lesson, phase or unit covers, computed from the data: the codes its lessons and
 * resource-map days cite (the whole unit adds its alignment table), each with its official wording and
 * the lessons and days where it is addressed. NGSS codes come first, then the state codes.
 */
export function scopeCodes(unit: Unit, scope: TaskScope): string[] {
  const codes = new Set<string>();
  if (scope.kind === "unit") for (const s of [...unit.standards.ngss, ...unit.standards.state]) codes.add(s.code);
  for (const { lesson } of scope.lessons) for (const code of lessonCodes(lesson)) codes.add(code);
  if (scope.kind !== "lesson") {
    const phases = scope.phase ? [scope.phase] : unit.phases;
    for (const row of phases.flatMap((p) => p.resourceMap))
      for (const code of [...row.ngss, row.stateStandard]) codes.add(code);
  }
  return [...codes].sort(
    (a, b) =>
      Number(a.startsWith("BIO1")) - Number(b.startsWith("BIO1")) || a.localeCompare(b, "en", { numeric: true }),
  );
}

/** The official wording: the unit's alignment table first, then the NGSS list shared by every unit. */
export function officialWording(unit: Unit, code: string): string | undefined {
  const described = [...unit.standards.ngss, ...unit.standards.state].find((s) => s.code === code);
  return described?.description ?? standardWording(code);
}

function whereAddressed(unit: Unit, scope: TaskScope, code: string): string[] {
  const lessons = scope.lessons
    .filter(({ lesson }) => lessonCodes(lesson).includes(code))
    .map(({ lesson, phase }) => link(lessonName(lesson, phase), lessonUrl(unit, lesson, phase)));
  // Resource-map days repeat the lessons of the same days; they are named only for a code no lesson cites.
  const phases = scope.kind === "lesson" || lessons.length ? [] : scope.phase ? [scope.phase] : unit.phases;
  const days = phases.flatMap((phase) =>
    phase.resourceMap
      .filter((row) => row.stateStandard === code || row.ngss.includes(code))
      .map(
        (row) =>
          `${link(`Phase ${phase.number}`, `${phasePath(unit.number, phase.number)}#resource-map`)} ${md(row.when)}`,
      ),
  );
  return [...lessons, ...days];
}

/** Where the unit teaches a code the teacher named: its lessons, resource-map days and core concepts. */
function codeSection(unit: Unit, code: string): string {
  const matches = (c: string) => c === code || (!/\.\d+$|-\d+$/.test(code) && c.startsWith(`${code}.`));
  const lessons = allLessons(unit).filter(({ lesson }) => lessonCodes(lesson).some(matches));
  const days = unit.phases.flatMap((phase) =>
    phase.resourceMap.filter((r) => [r.stateStandard, ...r.ngss].some(matches)).map((row) => ({ phase, row })),
  );
  const concepts = unit.coreConcepts.filter((c) => c.codes.some((raw) => matches(raw) || matches(`BIO1.${raw}`)));
  const described = [...unit.standards.ngss, ...unit.standards.state].find((s) => s.code === code);
  const parts: string[] = [];
  if (described) parts.push(`**${code}**: ${md(described.description)}`);
  if (lessons.length) {
    parts.push(
      `Lessons that address ${code} in this unit:\n${bullets(
        lessons.map(
          (l) =>
            `${link(lessonName(l.lesson, l.phase), lessonUrl(unit, l.lesson, l.phase))} — ${md(firstSentence(l.lesson.description))}`,
        ),
        12,
      )}`,
    );
  }
  if (days.length) {
    parts.push(
      `Resource-map days that cite ${code}:\n${bullets(
        days.map(
          ({ phase, row }) =>
            `${link(`Phase ${phase.number}: ${phase.title}`, `${phasePath(unit.number, phase.number)}#resource-map`)}, ${md(row.when)}: ${md(row.question)}`,
        ),
        8,
      )}`,
    );
  }
  if (concepts.length) {
    parts.push(
      `Core concepts tied to ${code}: ${concepts.map((c) => link(c.title, `${unitPath(unit.number)}#concepts`)).join(", ")}.`,
    );
  }
  if (!lessons.length && !days.length && !concepts.length && !described) {
    const known = [...new Set([...unit.standards.ngss, ...unit.standards.state].map((s) => s.code))];
    parts.push(
      `${code} is not addressed in Unit ${unit.number}. The standards this unit lists are ${known.join(", ")} (see ${link("Standards Alignment", `${unitPath(unit.number)}#standards`)}); the ${link("curriculum standards index", "/curriculum/standards")} shows where every code is taught.`,
    );
  } else if (!lessons.length && !days.length) {
    parts.push(`No single lesson lists ${code} as its own standard; it runs through the unit as a whole.`);
  }
  return `### ${code}\n${parts.join("\n\n")}`;
}

/** The codes the teacher named, each where it is taught; without a code, every standard the scope covers. */
export function composeStandards(unit: Unit, scope: TaskScope, request: Pick<GuideRequest, "codes">): string {
  if (request.codes.length) return request.codes.map((code) => codeSection(unit, code)).join("\n\n");
  const codes = scopeCodes(unit, scope);
  const title = `### Standards in ${link(scope.name, scope.url)}`;
  if (!codes.length) return `${title}\nThe curriculum data does not tag ${md(scope.name)} with any standard codes.`;
  const rows = codes.map((code) => {
    const wording = officialWording(unit, code);
    const where = whereAddressed(unit, scope, code);
    return `**${code}**${wording ? `: ${md(wording)}` : ""}\n  Addressed in: ${where.length ? where.slice(0, 8).join(", ") + (where.length > 8 ? ` and ${where.length - 8} more` : "") : `the unit's standards alignment (no lesson is tagged with ${code})`}`;
  });
  const ngss = codes.filter((c) => c.startsWith("HS-")).length;
  return `${title}\n${ngss} NGSS performance expectation${ngss === 1 ? "" : "s"} and ${codes.length - ngss} state standard${codes.length - ngss === 1 ? "" : "s"}:\n${bullets(rows)}`;
}
