import { lessonLabel } from "#app/content/curriculum/index.ts";
import type { Lesson, Unit } from "#app/content/curriculum/schema.ts";
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

interface Notice {
  /** What in the lesson's text shows the unit does this. */
  found: RegExp;
  /**
   * Where it is looked for: what students do (titles, activity titles and safety notes, not the schoolyard soil a
   * materials list brings in), what they handle (activities and materials, not the bacteria a safety note warns of),
   * what they use (materials and safety notes), or lesson titles only (the event a unit builds to, not each rehearsal).
   */
  in: "doing" | "handling" | "using" | "titles";
  en: (lessons: string) => string;
  es: (lessons: string) => string;
}

const TEXTS: Record<Notice["in"], (lesson: Lesson) => string[]> = {
  doing: (l) => [l.title, ...l.activities.map((a) => a.title), ...l.safety],
  handling: (l) => [l.title, ...l.activities.flatMap((a) => [a.title, a.description]), ...l.materials],
  using: (l) => [...l.materials, ...l.safety],
  titles: (l) => [l.title],
};

// What families are asked to know about or agree to, where the lessons in scope contain it.
const NOTICES: Notice[] = [
  {
    // Work outside: a field survey or walk, not soil taken back "outdoors" after an indoor lab.
    found: /\bfield (survey|work|trip|study|method)|\bclimate walk\b|\bsite visit\b/i,
    in: "doing",
    en: (l) =>
      `Some lessons take students outdoors for field work (${l}): please send clothing and shoes for the weather. I will ask for your permission before any trip off school grounds.`,
    es: (l) =>
      `Algunas clases tienen trabajo de campo al aire libre (${l}): envíe ropa y calzado adecuados para el tiempo. Le pediré su permiso antes de cualquier salida fuera de la escuela.`,
  },
  {
    // Living specimens: animals, cultures, leaves, plants and seeds, the organisms in a soil sample.
    found:
      /\blive (organisms?|animals?|isopods|cultures?|plants?)\b|\bisopods?\b|\bpill bugs?\b|\bduckweed\b|\balgae\b|\byeast\b|\b(earth)?worms?\b|\bspinach\b|\b(legume|bean|pea|clover|radish)(es)? (plants?|roots)\b|\bplants? with roots\b|\bseeds? per\b|\bfast-growing seeds\b|\bseedlings?\b|\b(grass|cover crop) (grown|started) from seed\b|\b(tally|count|note|observe|examine) (the )?(roots, )?organisms\b|\bgroups' plants\b/i,
    in: "handling",
    en: (l) =>
      `Students will work with living things in class (${l}), following safety rules and washing their hands afterwards. Please let me know about any allergy.`,
    es: (l) =>
      `Sus hijos trabajarán con seres vivos en clase (${l}), siguiendo normas de seguridad y lavándose las manos al terminar. Avíseme si tienen alguna alergia.`,
  },
  {
    // Latex in use, not the nitrile gloves chosen "not latex".
    found: /\bballoons? (are|is|made of) latex\b|\blatex (balloons?|gloves)\b(?<!not latex \w+)/i,
    in: "using",
    en: (l) =>
      `A lab uses latex balloons (${l}). If your student has a latex allergy, please tell me: they will use a latex-free setup.`,
    es: (l) =>
      `En un laboratorio se usan globos de látex (${l}). Si su hijo o hija es alérgico al látex, avíseme: usará un montaje sin látex.`,
  },
  {
    found: /\bglue guns?\b|\bbatter(y|ies)\b|\bhand drill\b|\b(craft|utility) knife\b|\bbox cutter\b/i,
    in: "using",
    en: (l) =>
      `Some lessons build and test prototypes with hands-on tools such as low-temperature glue guns, scissors and battery-powered parts (${l}). Students have a safety briefing first, only the teacher uses blades, and I supervise every station. Please tell me if there is any reason your student should not use them.`,
    es: (l) =>
      `En algunas clases los estudiantes construyen y prueban prototipos con herramientas como pistolas de silicona de baja temperatura, tijeras y piezas con pilas (${l}). Primero reciben instrucciones de seguridad, solo el docente usa cuchillas y superviso cada estación. Avíseme si hay algún motivo por el que su hijo o hija no deba usarlas.`,
  },
  {
    // The event itself, not the day that gets ready for it ("Showcase-Ready", "Exhibition Preparation").
    found:
      /^(?!.*\b(preparation|rehearsal|ready)\b).*(\bshowcase\b|\bexhibition\b|\bcommunity (presentation|event|night)\b|\bto the community\b)/i,
    in: "titles",
    en: (l) =>
      `The unit ends with students presenting their work to the community (${l}). You are warmly invited; I will send the date, and I will ask for your permission before any photos of students are shared.`,
    es: (l) =>
      `La unidad termina con una presentación de los estudiantes a la comunidad (${l}). Están invitados; les enviaré la fecha, y les pediré permiso antes de compartir fotos de los estudiantes.`,
  },
];

/** The notices the lessons in scope call for, each naming the lessons (at most three) where it applies. */
function notices(scope: TaskScope, language: FamilyLanguage): string[] {
  return NOTICES.flatMap((notice) => {
    const where = scope.lessons.filter(({ lesson }) =>
      TEXTS[notice.in](lesson).some((text) => notice.found.test(text)),
    );
    if (!where.length) return [];
    const names = where.slice(0, 3).map(({ lesson }) => lessonLabel(lesson));
    const list = names.join(", ") + (where.length > 3 ? (language === "es" ? " y otras" : " and others") : "");
    return [md(notice[language](list))];
  });
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
  const safety = notices(scope, language);
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
      safety.length ? `Seguridad y permisos:\n${bullets(safety)}` : "",
      "Si tiene preguntas, no dude en comunicarse conmigo.\n\nAtentamente,\n\n[Nombre del docente]",
    ]
      .filter(Boolean)
      .join("\n\n");
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
    safety.length ? `Safety and permission:\n${bullets(safety)}` : "",
    "If you have questions, please contact me.\n\nWith thanks,\n\n[Teacher's name]",
  ]
    .filter(Boolean)
    .join("\n\n");
}
