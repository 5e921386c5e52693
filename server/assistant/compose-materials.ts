import { lessonLabel } from "#app/content/curriculum/index.ts";
import { classShape } from "#app/content/curriculum/lab-prep.ts";
import type { Material, Unit } from "#app/content/curriculum/schema.ts";
import { bullets, link, md } from "./markdown.ts";
import { downloads, lessonFiles, lessonName, lessonUrl } from "./offline-index.ts";
import { requestedStudents, scaledAmount } from "./scale-materials.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

/** A materials line as the answer prints it: as the lesson words it, then the amount for the teacher's class. */
function line(text: string, students: number | undefined): string {
  const amount = students === undefined ? undefined : scaledAmount(text, students);
  return amount ? `${md(text)} **→ ${amount}**` : md(text);
}

/** What the answer says about the class it was worked out for, or how to get amounts for one. */
function classNote(students: number | undefined): string {
  if (students === undefined)
    return 'Amounts are for the lessons\' default class of 30 in 8 groups of about 4, per group or per class where they say so; tell me how many students you have ("materials for 24 students") and I will work them out.';
  const { groups, pairs } = classShape(students);
  return `Worked out for ${students} students: ${groups} groups of about 4 and ${pairs} pairs. After the arrow, each amount a line gives is worked out from what it is counted per (groups, pairs, students, another item, or the class of 30); one marked "per class, fixed" is the same for any class. Check lines without an arrow against your class.`;
}

/**
 * A lesson's own list as it words it, its lab safety notes, and its files; a lesson of a phase adds the phase's
 * other downloads. Each list stands as its own paragraph: a line straight after a bullet would continue the item.
 */
function lessonMaterials(unit: Unit, scope: TaskScope, students: number | undefined): string {
  const shown = new Set<string>();
  const parts = scope.lessons.map((ref: ScopedLesson) => {
    const files = lessonFiles(unit, ref);
    for (const f of files) shown.add(f.path);
    const { safety } = ref.lesson;
    return [
      `**${link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase))}**\n${bullets(ref.lesson.materials.map((m) => line(m, students)))}`,
      safety.length ? `Safety, from the lesson plan:\n${bullets(safety.map(md))}` : "",
      files.length ? `Downloads: ${downloads(files)}.` : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  });
  const phase = scope.kind === "lesson" ? scope.phase : undefined;
  const more = phase?.materials.filter((m) => !shown.has(m.path)) ?? [];
  if (more.length) parts.push(`More Phase ${phase!.number} downloads: ${downloads(more)}.`);
  if (!parts.length) parts.push("Tell me which lesson you are preparing and I will list its materials and downloads.");
  else parts.push(classNote(students));
  return `### Materials\n${parts.join("\n\n")}`;
}

/**
 * A lesson's materials (or those of the lessons the question points to) as its page lists them; for a phase
 * or the unit, one shopping and preparation list: each material once (as the lessons word it,
 * quantities included), with the days that use it, then the files to print. A material listed by one
 * lesson only says which; one the whole scope uses says so.
 */
export function composeMaterials(unit: Unit, scope: TaskScope, request?: GuideRequest): string {
  const students = request ? requestedStudents(request.question) : undefined;
  if (scope.kind === "lesson" || scope.kind === "closest") return lessonMaterials(unit, scope, students);
  const uses = new Map<string, { text: string; lessons: string[] }>();
  for (const { lesson } of scope.lessons) {
    for (const material of lesson.materials) {
      const key = material.toLowerCase().replace(/\s+/g, " ").trim();
      const entry = uses.get(key) ?? { text: material, lessons: [] };
      if (!entry.lessons.includes(lessonLabel(lesson))) entry.lessons.push(lessonLabel(lesson));
      uses.set(key, entry);
    }
  }
  const many = scope.lessons.length > 1;
  const items = [...uses.values()]
    .sort((a, b) => b.lessons.length - a.lessons.length)
    .map(({ text, lessons }) =>
      !many
        ? line(text, students)
        : `${line(text, students)} (${lessons.length === scope.lessons.length ? "every day" : lessons.join(", ")})`,
    );
  const files: Material[] = [];
  for (const ref of scope.lessons) files.push(...lessonFiles(unit, ref));
  // The phase's or unit's overview goes with the lessons' own files.
  const listed = scope.phase ? scope.phase.materials : [...unit.materials, ...unit.phases.flatMap((p) => p.materials)];
  const overviews = listed.filter((m) => m.kind === "overview" || m.kind === "unit-plan");
  const printable = [...new Map([...overviews, ...files].map((m) => [m.path, m])).values()];
  return [
    `### Materials and preparation: ${link(scope.name, scope.url)}`,
    `${uses.size} materials across ${scope.lessons.length} lesson${many ? "s" : ""}, most used first:\n${bullets(items, 60)}`,
    printable.length
      ? `Files to print or share (${printable.length}): ${downloads(printable)}.`
      : `${md(scope.name)} has no generated files; its lesson details are on the ${link("page", scope.url)}.`,
    classNote(students),
  ].join("\n\n");
}
