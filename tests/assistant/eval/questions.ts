/**
 * Teacher questions the offline guide is measured on: several phrasings per task, some with typos, some
 * asked from a phase page (`phase`). `scope` is what the answer must be about: the whole unit, a phase or a
 * lesson/day of it; `period`/`days` what a pacing answer must respect. `timing` asks how long a lesson or
 * phase runs, with no time budget to fit.
 */
export type EvalTask =
  | "pacing"
  | "rubric"
  | "standards"
  | "differentiation"
  | "materials"
  | "checks"
  | "family-letter"
  | "timing"
  | "other";

export interface EvalQuestion {
  unit: number;
  /** The phase page the question is asked on. */
  phase?: number;
  question: string;
  task: EvalTask;
  scope: { phase?: number; lesson?: number };
  period?: number;
  days?: number;
  /** The language a family letter must be written in (English when absent). */
  language?: "es";
}

export const questions: EvalQuestion[] = [
  // Pacing
  { unit: 2, question: "Adapt this for 45-minute periods", task: "pacing", scope: {}, period: 45 },
  { unit: 6, question: "Adapt this for 45-minute periods", task: "pacing", scope: {}, period: 45 },
  { unit: 2, phase: 2, question: "Adapt this for 45-minute periods", task: "pacing", scope: { phase: 2 }, period: 45 },
  {
    unit: 2,
    phase: 4,
    question: "can u make this fit 50 min periods",
    task: "pacing",
    scope: { phase: 4 },
    period: 50,
  },
  {
    unit: 1,
    question: "We have a block schedule of 90 minutes, how should I pace the unit?",
    task: "pacing",
    scope: {},
    period: 90,
  },
  { unit: 3, question: "pacing for 40 minute clases please", task: "pacing", scope: {}, period: 40 },
  {
    unit: 4,
    phase: 1,
    question: "Our periods are 55 minutes. Re-time this phase.",
    task: "pacing",
    scope: { phase: 1 },
    period: 55,
  },
  { unit: 5, question: "Fit phase 2 into 45 minute periods", task: "pacing", scope: { phase: 2 }, period: 45 },
  { unit: 6, question: "we only have 2 weeks for this unit", task: "pacing", scope: {}, days: 10 },
  { unit: 1, question: "I only have 12 days, what schedule works?", task: "pacing", scope: {}, days: 12 },
  {
    unit: 2,
    question: "Can lesson 3... sorry, day 3 fit into a 30-minute period?",
    task: "pacing",
    scope: { phase: 1, lesson: 3 },
    period: 30,
  },
  { unit: 6, question: "Schedule lesson 6 for 30 min periods", task: "pacing", scope: { lesson: 6 }, period: 30 },
  {
    unit: 5,
    phase: 3,
    question: "shedule this phase in 60 minute blocks",
    task: "pacing",
    scope: { phase: 3 },
    period: 60,
  },
  {
    unit: 2,
    question: "Phase 3 in 45-minute periods and 10 days?",
    task: "pacing",
    scope: { phase: 3 },
    period: 45,
    days: 10,
  },
  // Rubric
  { unit: 2, question: "Make a rubric for the final project", task: "rubric", scope: {} },
  { unit: 6, question: "Make a rubric for the final project", task: "rubric", scope: {} },
  { unit: 2, phase: 2, question: "Make a rubric for the final project", task: "rubric", scope: { phase: 2 } },
  { unit: 2, phase: 3, question: "rubric for this checkpoint", task: "rubric", scope: { phase: 3 } },
  { unit: 1, question: "I need a grading rubirc for the project", task: "rubric", scope: {} },
  { unit: 3, question: "Can you write a scoring guide for the unit project?", task: "rubric", scope: {} },
  { unit: 4, phase: 1, question: "Create a rubric for the design brief", task: "rubric", scope: { phase: 1 } },
  { unit: 5, question: "rubric for the phase 4 checkpoint", task: "rubric", scope: { phase: 4 } },
  { unit: 5, phase: 5, question: "How would I grade this? I need a rubric", task: "rubric", scope: { phase: 5 } },
  { unit: 6, question: "Draft a rubric for lesson 8's showcase", task: "rubric", scope: { lesson: 8 } },
  { unit: 3, phase: 2, question: "make me a rubrik for this phase", task: "rubric", scope: { phase: 2 } },
  // Standards
  { unit: 2, question: "What NGSS standards does phase 2 cover?", task: "standards", scope: { phase: 2 } },
  { unit: 6, question: "What NGSS standards does phase 2 cover?", task: "standards", scope: {} },
  { unit: 2, phase: 2, question: "What NGSS standards does phase 2 cover?", task: "standards", scope: { phase: 2 } },
  { unit: 2, phase: 5, question: "which standards are in this phase", task: "standards", scope: { phase: 5 } },
  { unit: 1, question: "list the standards for this unit", task: "standards", scope: {} },
  { unit: 3, question: "what standrads does the unit align to?", task: "standards", scope: {} },
  { unit: 3, phase: 4, question: "NGSS alignment for this phase?", task: "standards", scope: { phase: 4 } },
  { unit: 4, question: "Which state standards does phase 1 address?", task: "standards", scope: { phase: 1 } },
  { unit: 5, phase: 1, question: "What standards do we hit here?", task: "standards", scope: { phase: 1 } },
  { unit: 5, question: "standards covered in phase 3", task: "standards", scope: { phase: 3 } },
  { unit: 6, question: "What standards does lesson 4 address?", task: "standards", scope: { lesson: 4 } },
  { unit: 2, question: "NGSS codes for day 12", task: "standards", scope: { phase: 2, lesson: 12 } },
  { unit: 4, phase: 1, question: "what are the standards", task: "standards", scope: { phase: 1 } },
  // Differentiation
  {
    unit: 1,
    question: "How can I differentiate lesson 2 for English learners?",
    task: "differentiation",
    scope: { lesson: 2 },
  },
  {
    unit: 2,
    phase: 1,
    question: "supports for struggling readers in this phase",
    task: "differentiation",
    scope: { phase: 1 },
  },
  { unit: 3, question: "extensions for advanced students", task: "differentiation", scope: {} },
  { unit: 4, question: "How do I diferentiate phase 1?", task: "differentiation", scope: { phase: 1 } },
  {
    unit: 5,
    phase: 2,
    question: "accommodations for students with IEPs",
    task: "differentiation",
    scope: { phase: 2 },
  },
  {
    unit: 6,
    question: "scaffolds for multilingual learners in lesson 3",
    task: "differentiation",
    scope: { lesson: 3 },
  },
  { unit: 2, question: "How can I support ELLs on day 8?", task: "differentiation", scope: { phase: 2, lesson: 8 } },
  { unit: 6, question: "differentiation ideas for the whole unit", task: "differentiation", scope: {} },
  // Materials
  { unit: 1, question: "What materials do I need for lesson 1?", task: "materials", scope: { lesson: 1 } },
  { unit: 2, phase: 3, question: "what do I need to print for this phase", task: "materials", scope: { phase: 3 } },
  { unit: 3, question: "supplies list for the unit", task: "materials", scope: {} },
  { unit: 4, phase: 1, question: "equipment for this phase?", task: "materials", scope: { phase: 1 } },
  { unit: 5, question: "materails for phase 2", task: "materials", scope: { phase: 2 } },
  { unit: 6, question: "What do I need to buy for lesson 6?", task: "materials", scope: { lesson: 6 } },
  { unit: 2, question: "handouts for day 10", task: "materials", scope: { phase: 2, lesson: 10 } },
  { unit: 6, question: "prep list for the whole unit", task: "materials", scope: {} },
  // Family letter
  // Checks for understanding
  { unit: 6, question: "Write an exit ticket for lesson 3", task: "checks", scope: { lesson: 3 } },
  { unit: 2, question: "quiz on phase 1 with answer key", task: "checks", scope: { phase: 1 } },
  { unit: 2, phase: 3, question: "Give me an exit slip for day 17", task: "checks", scope: { phase: 3, lesson: 17 } },
  { unit: 5, phase: 4, question: "some checks for understanding for this phase?", task: "checks", scope: { phase: 4 } },
  { unit: 1, question: "make a short quizz for the unit", task: "checks", scope: {} },
  { unit: 5, question: "formative assessment questions for phase 3", task: "checks", scope: { phase: 3 } },
  { unit: 3, question: "exit ticket for day 2 please", task: "checks", scope: { phase: 1, lesson: 2 } },
  // A quiz on one lesson (a teacher's QA walk): vocabulary, the lesson's data and handout, an objective.
  {
    unit: 3,
    phase: 1,
    question: "write a short quiz with answers for Day 4",
    task: "checks",
    scope: { phase: 1, lesson: 4 },
  },
  { unit: 5, question: "write a short quiz with answers for lesson 7", task: "checks", scope: { phase: 2, lesson: 7 } },
  { unit: 1, question: "quiz on lesson 3 with an answer key", task: "checks", scope: { lesson: 3 } },
  // Pacing short of days: optional activities first, then whole lessons or phases
  { unit: 2, question: "we only have 3 weeks", task: "pacing", scope: {}, days: 15 },
  { unit: 5, phase: 2, question: "I have 4 days for this phase", task: "pacing", scope: { phase: 2 }, days: 4 },
  { unit: 1, question: "Draft a letter home to families about this unit", task: "family-letter", scope: {} },
  {
    unit: 2,
    phase: 3,
    question: "write a note for parents about this phase",
    task: "family-letter",
    scope: { phase: 3 },
  },
  {
    unit: 5,
    question: "Can you write a newsletter for famlies about phase 2?",
    task: "family-letter",
    scope: { phase: 2 },
  },
  { unit: 6, question: "email to guardians explaining the unit", task: "family-letter", scope: {} },
  {
    unit: 2,
    phase: 2,
    question: "carta a las familias en español",
    task: "family-letter",
    scope: { phase: 2 },
    language: "es",
  },
  { unit: 3, question: "family letter in Spanish", task: "family-letter", scope: {}, language: "es" },
  {
    unit: 5,
    phase: 3,
    question: "Escribe una nota para los padres sobre esta fase",
    task: "family-letter",
    scope: { phase: 3 },
    language: "es",
  },
  // Anything else
  { unit: 1, question: "What is the driving question?", task: "other", scope: {} },
  { unit: 2, phase: 1, question: "What happens on day 2?", task: "other", scope: {} },
  { unit: 3, question: "tell me about the project ideas", task: "other", scope: {} },
  { unit: 4, question: "What is biomimicry?", task: "other", scope: {} },
  { unit: 5, question: "summarise phase 1", task: "other", scope: {} },
  { unit: 6, question: "What is lesson 5 about?", task: "other", scope: {} },
  { unit: 6, question: "What does phase 3 look like?", task: "other", scope: {} },
  // Added for issue 28, item 1, before the offline guide's two engines became one: questions that the old
  // intent path (detectIntent + targetLessons) answered, so the merge could not change their answers unseen.
  {
    unit: 2,
    question: "What extension activities fit day 5?",
    task: "differentiation",
    scope: { phase: 1, lesson: 5 },
  },
  {
    unit: 6,
    question: "How do I modify lesson 2 for students with IEPs?",
    task: "differentiation",
    scope: { lesson: 2 },
  },
  { unit: 3, phase: 2, question: "How can I scaffold day 8?", task: "differentiation", scope: { phase: 2, lesson: 8 } },
  { unit: 1, question: "scaffolding for struggling readers", task: "differentiation", scope: {} },
  { unit: 5, question: "ideas for gifted students", task: "differentiation", scope: {} },
  { unit: 6, question: "support for ELLs in the entry event", task: "differentiation", scope: { lesson: 0 } },
  { unit: 6, question: "how to diferentiate lesson 4", task: "differentiation", scope: { lesson: 4 } },
  { unit: 6, question: "differentiate lesson 40", task: "differentiation", scope: {} },
  { unit: 6, question: "What handouts go with lesson 2?", task: "materials", scope: { lesson: 2 } },
  { unit: 1, question: "what do we need for lesson 4", task: "materials", scope: { lesson: 4 } },
  { unit: 2, phase: 4, question: "materials for day 25", task: "materials", scope: { phase: 4, lesson: 25 } },
  { unit: 5, question: "equipment for day 8 in phase 2", task: "materials", scope: { phase: 2, lesson: 8 } },
  { unit: 1, question: "What supplies does the photosynthesis lab need?", task: "materials", scope: { lesson: 1 } },
  { unit: 6, question: "How long is lesson 5?", task: "timing", scope: { lesson: 5 } },
  { unit: 2, question: "How long does day 3 take?", task: "timing", scope: { phase: 1, lesson: 3 } },
  { unit: 1, question: "What is the timing of lesson 2?", task: "timing", scope: { lesson: 2 } },
  { unit: 5, phase: 3, question: "how long is day 14", task: "timing", scope: { phase: 3, lesson: 14 } },
  { unit: 2, question: "timing for phase 2", task: "timing", scope: { phase: 2 } },
  { unit: 2, question: "Tell me about day 14", task: "other", scope: { phase: 2, lesson: 14 } },
  { unit: 3, question: "What is phase 2 about?", task: "other", scope: { phase: 2 } },
  { unit: 6, question: "explain the entry event", task: "other", scope: { lesson: 0 } },
  // A teacher's QA walk on /unit/1, /unit/4 and /unit/6: the project-work days (decision 0036) are days of their unit,
  // asked for by their labels, and a final product's rubric is the published one.
  {
    unit: 1,
    question: "Pacing for 45-minute periods including the project days",
    task: "pacing",
    scope: {},
    period: 45,
  },
  { unit: 4, question: "Adapt the unit for 50-minute periods", task: "pacing", scope: { phase: 1 }, period: 50 },
  { unit: 6, question: "we have 3 weeks for the unit", task: "pacing", scope: {}, days: 15 },
  { unit: 4, question: "exit ticket for Day 7", task: "checks", scope: { phase: 1, lesson: 7 } },
  { unit: 6, question: "an exit ticket for project day 2", task: "checks", scope: { lesson: 10 } },
  { unit: 1, question: "write a short quiz with answers for Project Day 1", task: "checks", scope: { lesson: 7 } },
  { unit: 1, question: "Materials for 28 students for Project Day 1", task: "materials", scope: { lesson: 7 } },
  { unit: 1, question: "Materials for 28 students", task: "materials", scope: {} },
  { unit: 4, question: "what do I need for day 6?", task: "materials", scope: { phase: 1, lesson: 6 } },
  { unit: 1, question: "Rubric for the unit's final product", task: "rubric", scope: {} },
  { unit: 4, question: "Rubric for the unit's final product", task: "rubric", scope: { phase: 1 } },
  { unit: 6, question: "a rubric for project day 2", task: "rubric", scope: { lesson: 10 } },
  { unit: 4, question: "Write a letter home to families about this unit", task: "family-letter", scope: { phase: 1 } },
  { unit: 6, question: "How long is project day 3?", task: "timing", scope: { lesson: 11 } },
];
