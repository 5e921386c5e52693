import { z } from "zod";

/**
 * A link to an outside resource: what it is called, where it lives, and whether it is one specific page (a named
 * video, simulation or textbook section) or a provider's collection (a playlist, a catalogue, a chapter), which
 * pages label as such. Resource maps take them from the catalogue in outside-links.ts.
 */
export const linkSchema = z.object({
  title: z.string().min(1),
  url: z.url(),
  kind: z.enum(["specific", "collection"]),
  /** The book a textbook section belongs to, where a provider publishes more than one (OpenStax). */
  source: z.string().min(1).optional(),
});

/** State biology standard codes such as BIO1.LS2.1 and NGSS performance expectations such as HS-LS2-8. */
export const stateCodeSchema = z.string().regex(/^BIO1\.(LS|ETS|PS|ESS)\d(\.\d+)?$/, "state code like BIO1.LS2.1");
export const ngssCodeSchema = z.string().regex(/^HS-(LS|ETS|ESS|PS)\d-\d+$/, "NGSS code like HS-LS2-8");

export const activitySchema = z.object({
  title: z.string().min(1),
  minutes: z.number().int().positive(),
  description: z.string().min(20),
  /**
   * What a teacher short of time cuts first ("optional") and never ("core"). Unset, it follows from the
   * title (activityPriority): openers, gallery walks and closing reflections are optional, the rest core.
   */
  priority: z.enum(["core", "optional"]).optional(),
});

/**
 * The room a handout gives for an answer, shaped for the task: ruled lines (the default), a data table with
 * named columns (and N empty rows, or one row per label: a Punnett square is a table of the parents' alleles), storyboard frames with a caption line, a box to
 * draw in (its height in answer lines), or a graph grid with its axes named.
 */
export const responseSpaceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("lines"), count: z.number().int().min(1).max(20) }),
  z.object({
    kind: z.literal("table"),
    // A T-chart's first header names nothing: its rows are labelled instead.
    columns: z.array(z.string()).min(1).max(7),
    rows: z.union([z.number().int().min(1).max(20), z.array(z.string().min(1)).min(1).max(20)]),
    /** How tall each row to fill in is, in points (24 unless given): a Punnett square's boxes hold two alleles. */
    rowHeight: z.number().int().min(18).max(120).optional(),
  }),
  z.object({ kind: z.literal("frames"), count: z.number().int().min(2).max(12) }),
  z.object({ kind: z.literal("drawing"), lines: z.number().int().min(4).max(24) }),
  z.object({ kind: z.literal("graph"), x: z.string().min(1), y: z.string().min(1) }),
]);

/**
 * A handout prompt's id: written once into the content and never derived from where the prompt stands, so a
 * prompt inserted, moved or deleted leaves every other prompt's id (and the key that names it) as it was.
 * New ids follow the pattern of the others ("u2-d5-q3": unit 2, Day 5, the question written third), but a
 * prompt keeps its id when it moves; the number need not match its place.
 */
export const promptIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'prompt id of lower-case letters, digits and dashes, like "u2-d5-q3"');

/**
 * A handout question: its id, its text, the space it needs (ruled lines unless given) and, where one of the
 * handout's sentence starters is the frame for answering it, that starter word for word: the supported and modified
 * versions print the frame with its own question, and the modified version keeps every question that has one.
 */
export const promptSchema = z.object({
  id: promptIdSchema,
  text: z.string().min(1),
  response: responseSpaceSchema.optional(),
  starter: z.string().min(1).optional(),
});

/** Data a section gives students to work from (a conversion chart, a table of categories). */
export const referenceTableSchema = z.object({
  caption: z.string().min(1),
  columns: z.array(z.string()).min(1).max(7),
  rows: z.array(z.array(z.string())).min(1),
});

/** Student-facing tasks; the generator also derives supported and modified versions from it. */
export const handoutSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(20),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1),
        reference: referenceTableSchema.optional(),
        prompts: z.array(promptSchema).min(1),
      }),
    )
    .min(1),
  wordBank: z.array(z.object({ term: z.string(), meaning: z.string() })).default([]),
  sentenceStarters: z.array(z.string()).default([]),
});

/**
 * The teacher's key to one handout prompt, naming the prompt by its id: an exemplar answer (what a full-credit
 * response says), or, for an open-ended prompt or one that records students' own data, scoring notes (what to
 * look for, what a strong answer does). Keys live in answer-keys.ts, apart from the student-facing content.
 */
export const promptKeySchema = z.union([
  z.strictObject({ prompt: promptIdSchema, answer: z.string().min(10) }),
  z.strictObject({ prompt: promptIdSchema, notes: z.string().min(10) }),
]);

/**
 * The key to one lesson's handout, found by unit, phase (for a lesson of a phase) and lesson number: one key per
 * prompt of the handout, each naming its prompt's id. Their order is for the reader only: keys are matched by id.
 */
export const handoutKeySchema = z.strictObject({
  unit: z.number().int().positive(),
  phase: z.number().int().positive().optional(),
  lesson: z.number().int().nonnegative(),
  keys: z.array(promptKeySchema).min(1),
});

export type PromptKey = z.infer<typeof promptKeySchema>;
export type HandoutKey = z.infer<typeof handoutKeySchema>;
export type HandoutKeyInput = z.input<typeof handoutKeySchema>;

/** A lesson (or a day of a phase): everything a lesson plan needs. */
export const lessonSchema = z.object({
  /** Lesson number, or day number for phases counted in days; 0 for an entry event. */
  number: z.number().int().nonnegative(),
  label: z.string().optional(), // e.g. "Entry Event", "Day 7"; defaults to "Lesson {number}"
  title: z.string().min(1),
  description: z.string().min(20),
  drivingQuestion: z.string().min(10),
  objectives: z.array(z.string().min(10)).min(2),
  keyUnderstandings: z.array(z.string().min(10)).min(1),
  materials: z.array(z.string().min(1)).min(1),
  activities: z.array(activitySchema).min(2),
  differentiation: z.object({
    supported: z.array(z.string()).min(1),
    extension: z.array(z.string()).min(1),
    multilingual: z.array(z.string()).default([]),
  }),
  assessment: z.array(z.string().min(10)).min(1),
  standards: z.object({ state: z.array(stateCodeSchema), ngss: z.array(ngssCodeSchema) }),
  handout: handoutSchema.optional(),
  /**
   * Safety for lab work (what to wear, how to handle organisms, chemicals or tools, clean-up and disposal),
   * printed in the lesson plan; a lesson with hands-on lab work must have it.
   */
  safety: z.array(z.string().min(10)).default([]),
  /**
   * Whether the lesson is hands-on lab work: students handle living things, soil, seeds, food, chemicals, heat,
   * electricity, sharp or glass tools, microscopes, or take part as subjects in measurements on their own bodies.
   * Stated, not guessed from the wording, so the check that lab work has safety notes (in contentProblems) rests
   * on a decision someone made. `false` records that a lesson which sounds like lab work is not (it reads results a
   * kit or lab produced elsewhere); unset means no one has had to decide.
   */
  lab: z.boolean().optional(),
  /**
   * Why a day is intentionally flexible (a buffer, catch-up, work-session or assessment day): it still has its own
   * short plan, and the reason is printed in it.
   */
  flexible: z.string().min(20).optional(),
  /**
   * Work that runs over the school days around the lesson, outside its period: the measuring routine of an experiment
   * the lesson starts (Unit 1 Lesson 4) or waits for (Project Day 1), who does it, when and in how many minutes.
   * Printed in the lesson plan and the unit plan under "Between Lessons".
   */
  betweenLessons: z.array(z.string().min(20)).min(1).optional(),
  /** Path of this lesson's lesson-plan material, when it has one. */
  file: z.string().optional(),
  /**
   * Outside resources the lesson names beyond its day's resource-map row (a video it assigns, a data figure it
   * shows), each from the catalogue in outside-links.ts, printed with its address in the lesson plan.
   */
  links: z.array(linkSchema).default([]),
});

/**
 * Days of project work a unit's fixed shape leaves out (issue 29, point 7; decision 0036): full lesson plans taught
 * after the spec's lessons or days, shown on the unit page (and their phase's page) in a section of their own, with
 * files outside the spec's download lists. Their numbers follow the spec's lessons so no card, file or key shares one.
 */
export const projectWorkSchema = z.object({
  /** The section's heading, e.g. "Project work extension: Days 5-9". */
  title: z.string().min(1),
  /** Where the days fall in the unit's calendar. */
  placement: z.string().min(20),
  summary: z.string().min(20),
  lessons: z.array(lessonSchema).min(1),
  /** The number of the spec's lesson (or day) the days are taught right after; unset, after the last one. */
  follows: z.number().int().nonnegative().optional(),
  /**
   * School days between that lesson and the first project day when the days wait for something (Unit 1's analysis
   * waits for the plant experiment's Day 14); the class goes on with other work meanwhile. The preparation list's
   * calendar counts lead times back from the day a lesson is really taught (teachingOrder).
   */
  waitSchoolDays: z.number().int().nonnegative().default(0),
});

export const materialPathSchema = z
  .string()
  .regex(
    /^\/materials\/unit[1-9]\d*(\/phase[1-9]\d*)?\/[A-Za-z0-9_.-]+\.(docx|pdf)$/,
    "path under /materials/unit{n}/",
  );

/** What a downloadable file is generated from. */
export const materialSourceSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("lesson-plan"),
    lesson: z.number().int().nonnegative(),
    phase: z.number().int().optional(),
  }),
  z.object({
    type: z.literal("handout"),
    lesson: z.number().int().nonnegative(),
    phase: z.number().int().optional(),
    variant: z.enum(["standard", "supported", "modified"]).default("standard"),
  }),
  z.object({ type: z.literal("phase-overview"), phase: z.number().int() }),
  z.object({ type: z.literal("unit-overview") }),
]);

export const materialSchema = z
  .object({
    title: z.string().min(1),
    subtitle: z.string().min(1),
    path: materialPathSchema,
    kind: z.enum(["lesson-plan", "handout", "overview", "unit-plan"]),
    format: z.enum(["docx", "pdf"]),
    source: materialSourceSchema,
    /**
     * Who may download it: "educator" marks a key (an assessment's key, a rubric with exemplars): served only to
     * verified educators and staff, never in the public zips, the sitemap or a visitor's offline copy (issue 30).
     * Handouts' teacher keys are educator documents without being listed (teacherKeyPath).
     */
    audience: z.enum(["student", "educator"]).default("student"),
  })
  .refine((m) => m.path.endsWith(`.${m.format}`), { message: "path extension must match format" });

export const resourceMapRowSchema = z.object({
  /** "Day 3" or "Lesson 2". */
  when: z.string().min(1),
  question: z.string().min(10),
  video: linkSchema,
  interactive: linkSchema,
  textbook: linkSchema,
  stateStandard: stateCodeSchema,
  /** The day's own NGSS codes, or none where no performance expectation fits what students do that day. */
  ngss: z.array(ngssCodeSchema),
  notes: z.string().min(1),
});

export const titledTextSchema = z.object({ title: z.string().min(1), description: z.string().min(10) });

export const phaseSchema = z.object({
  number: z.number().int().positive(),
  title: z.string().min(1),
  /** As the page shows it, e.g. "Days 7-14" or "Lessons 1-5". */
  range: z.string().min(1),
  /** A shorter pacing of the same phase (Unit 2's 26-day version), shown under its range. */
  rangeNote: z.string().optional(),
  badges: z.array(z.string()).default([]),
  summary: z.string().min(20),
  overview: z.array(z.string().min(20)).min(1),
  objectives: z.array(z.string().min(10)).min(1),
  keyActivities: z.array(titledTextSchema.extend({ when: z.string().optional() })).min(1),
  checkpoint: titledTextSchema.extend({ when: z.string() }).optional(),
  /** Page sections beyond the common ones: assessment components, reflection components, competencies… */
  extraSections: z.array(z.object({ title: z.string().min(1), items: z.array(titledTextSchema).min(1) })).default([]),
  resourceMap: z.array(resourceMapRowSchema).default([]),
  lessons: z.array(lessonSchema).default([]),
  materials: z.array(materialSchema).default([]),
  /**
   * Files generated, zipped and cached like the download list's, but linked only from their lesson's card, not
   * listed among the phase's downloads: a day plan the fixed download list leaves out (Unit 2 Phase 5, day 29).
   */
  unlistedMaterials: z.array(materialSchema).default([]),
  /** Text-only entries of the download list (e.g. Unit 2 Phase 5, day 29). */
  textOnlyDays: z.array(titledTextSchema.extend({ when: z.string() })).default([]),
  /** Project work days taught after the phase's range (their files among unlistedMaterials). */
  projectWork: projectWorkSchema.optional(),
});

/** The colours a unit is drawn in: its page's tint and its course card's stripe. */
export const unitColors = ["green", "blue", "orange"] as const;

/**
 * How the course page (/pbl-course) presents a unit: a shorter pitch than its description, three or more key
 * topics and the card's colour. The card's title is the unit's; other languages translate the card in their
 * copy of the course page (app/content/public/<lang>/pbl-course.ts).
 */
export const unitCardSchema = z.object({
  description: z.string().min(20),
  keyTopics: z.array(z.string().min(1)).min(3),
  color: z.enum(unitColors),
});

/**
 * A unit. Its number is its place in the course and its address (/unit/{number}); how many units there are is
 * how many the curriculum lists (index.ts), numbered from 1 without gaps (contentProblems checks).
 */
export const unitSchema = z.object({
  number: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(20),
  color: z.enum(unitColors),
  card: unitCardSchema,
  backLink: z.object({ to: z.string().startsWith("/"), label: z.string().min(1) }),
  drivingQuestion: z.string().min(10),
  realWorldChallenge: z.string().min(40),
  coreConcepts: z.array(titledTextSchema.extend({ codes: z.array(z.string()).default([]) })).min(3),
  keyTopics: z.array(z.string().min(1)).min(3),
  projectIdeas: z.array(titledTextSchema).min(1),
  lessons: z.array(lessonSchema).default([]),
  learningOutcomes: z.array(z.string().min(10)).min(3),
  competencies: z.array(titledTextSchema).min(2),
  standards: z.object({
    ngss: z.array(z.object({ code: ngssCodeSchema, description: z.string().min(10) })).min(1),
    state: z.array(z.object({ code: stateCodeSchema, description: z.string().min(10) })).min(1),
  }),
  /** A note on the schedule shown on the unit page (e.g. Unit 2's two day counts). */
  scheduleNote: z.string().optional(),
  phases: z.array(phaseSchema).default([]),
  materials: z.array(materialSchema).default([]),
  /** As a phase's: files linked from their lesson's card only (a handout the spec's download list leaves out). */
  unlistedMaterials: z.array(materialSchema).default([]),
  /** Project work days beyond the unit's fixed lessons (their files among unlistedMaterials). */
  projectWork: projectWorkSchema.optional(),
  /** 'Download Unit Plan' builds this text file in the browser (units 2, 3, 4, 6). */
  textPlanFileName: z
    .string()
    .regex(/^[A-Za-z0-9_]+\.txt$/)
    .optional(),
  /** 'Download Complete Unit Plan' (unit 5): a Word file among the materials. */
  completePlanPath: materialPathSchema.optional(),
});

export type Link = z.infer<typeof linkSchema>;
export type ResponseSpace = z.infer<typeof responseSpaceSchema>;
export type Prompt = z.infer<typeof promptSchema>;

export const promptText = (prompt: Prompt): string => prompt.text;

/** A question's answer space; one that names none gets `lines` ruled lines. */
export const promptResponse = (prompt: Prompt, lines: number): ResponseSpace =>
  prompt.response ?? { kind: "lines", count: lines };
export type Activity = z.infer<typeof activitySchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type LessonInput = z.input<typeof lessonSchema>;
export type Material = z.infer<typeof materialSchema>;
export type ResourceMapRow = z.infer<typeof resourceMapRowSchema>;
export type Phase = z.infer<typeof phaseSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type UnitInput = z.input<typeof unitSchema>;
export type PhaseInput = z.input<typeof phaseSchema>;
export type ProjectWork = z.infer<typeof projectWorkSchema>;
export type ProjectWorkInput = z.input<typeof projectWorkSchema>;
