import type { Unit } from "#app/content/curriculum/schema.ts";
import { FAMILY_TOPICS, type FamilyLanguage } from "./family-topics.ts";
import { bullets, link, md } from "./markdown.ts";
import { firstSentence } from "./offline-index.ts";
import type { TaskScope } from "./task-scope.ts";
import type { GuideRequest } from "./tasks.ts";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the letter says the unit or phase is about, in family words; the unit's own text where the table has none. */
function familyWords(unit: Unit, scope: TaskScope, language: FamilyLanguage) {
  const table = FAMILY_TOPICS[unit.number];
  const phase = scope.kind === "unit" ? undefined : scope.phase;
  const said = (phase && table?.phases[phase.number]?.[language]) || table?.unit[language];
  if (said) return said;
  // A unit added to the curriculum before this table: its own key topics, lower-cased, are the plainest words it has.
  const topics = unit.keyTopics.map((t) => t.toLowerCase());
  return { about: topics.slice(0, 2).join(" and "), topics };
}

/**
 * A plain-language letter home about the unit or phase the teacher is on: what this part is about, the unit's
 * question, what students will learn and do and how families can help, in English or in Spanish. It is written
 * to "Dear families" and names no student, so no personal data is needed.
 */
export function composeLetter(unit: Unit, scope: TaskScope, request?: Pick<GuideRequest, "language">): string {
  const language = request?.language ?? "en";
  const phase = scope.kind === "unit" ? undefined : scope.phase;
  const { about, topics } = familyWords(unit, scope, language);
  const doing = bullets(topics.map((t) => md(capitalised(t))));
  if (language === "es") {
    const es = FAMILY_TOPICS[unit.number]?.es;
    const title = es?.title ?? unit.title;
    return [
      `### Carta a las familias: ${link(phase ? `Fase ${phase.number} de «${title}»` : `Unidad ${unit.number}: ${title}`, scope.url)}`,
      "Estimadas familias:",
      `En la clase de biología ${phase ? `empezamos una nueva parte de nuestra unidad «${md(title)}»` : `empezamos una nueva unidad, «${md(title)}»`}. Trata de ${md(about)}.`,
      `La gran pregunta que intentaremos responder juntos es: *${md(es?.question ?? unit.drivingQuestion)}*`,
      `Lo que su hijo o hija aprenderá y hará:\n${doing}`,
      `Cómo puede ayudar en casa:\n${bullets([
        `Pregunte a su hijo o hija qué aprendió esta semana sobre ${md(about)}.`,
        "Conversen sobre la gran pregunta de la unidad y lo que significa para nuestra comunidad.",
        "Si lo desea, comparta alguna experiencia o trabajo relacionado con el tema; siempre es opcional.",
      ])}`,
      "Si tiene preguntas, no dude en comunicarse conmigo.\n\nAtentamente,\n\n[Nombre del docente]",
    ].join("\n\n");
  }
  return [
    `### Letter to families: ${link(scope.kind === "unit" ? `Unit ${unit.number}: ${unit.title}` : scope.name, scope.url)}`,
    "Dear families,",
    `In biology class we are starting ${phase ? `a new part of our unit "${md(unit.title)}"` : `a new unit, "${md(unit.title)}"`}. It is about ${md(about)}.`,
    `The big question we will try to answer together is: *${md(unit.drivingQuestion)}*`,
    phase ? "" : `Why it matters: ${md(firstSentence(unit.realWorldChallenge, 400))}`,
    `What your student will learn and do:\n${doing}`,
    `How you can help at home:\n${bullets([
      `Ask your student what they learned this week about ${md(about)}.`,
      "Talk together about the big question and what it means for our community.",
      "Share any experience or job connected to the topic, if you would like to; it is always a choice.",
    ])}`,
    "If you have questions, please contact me.\n\nWith thanks,\n\n[Teacher's name]",
  ]
    .filter(Boolean)
    .join("\n\n");
}
