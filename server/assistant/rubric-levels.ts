/**
 * What each level of a rubric criterion looks like, by the kind of skill the criterion assesses. A criterion's
 * kind is read from its title (a lesson plan's "data accuracy", a competency's name) or from the verb of a
 * standard's wording ("Use a model to…"); each kind describes its own four levels, so no two criteria of one
 * rubric share a description. The levels are the published rubrics' own (`rubricLevels`: Advanced, Proficient,
 * Developing, Beginning), so a composed rubric reads like the ones the teacher downloads.
 */
export type Levels = readonly [advanced: string, proficient: string, developing: string, beginning: string];

interface SkillKind {
  kind: string;
  /** Tried in this order against the criterion's title and, for a standard, its wording's first words. */
  pattern: RegExp;
  levels: Levels;
}

export const SKILL_KINDS: SkillKind[] = [
  {
    kind: "calculation",
    pattern: /\bdata accuracy\b|\bcalculat|\bmathematical\b|\bstatistic|\bcomputational\b/i,
    levels: [
      "Every calculation and figure is correct, with units and sources, and the work says how certain the numbers are (ranges, sample sizes).",
      "Calculations and figures are correct and shown step by step, with units and the source of each figure.",
      "Most calculations are set up correctly, but there are slips in arithmetic or units, or figures without a source.",
      "Calculations are missing or mostly incorrect, so the numbers cannot support the conclusions.",
    ],
  },
  {
    kind: "accuracy",
    pattern: /\baccura/i,
    levels: [
      "All the science is correct and precise, and the work corrects a common misconception along the way.",
      "The science is correct throughout, and the unit's vocabulary is used accurately.",
      "Mostly correct, with one or two errors or vague terms that change the meaning.",
      "Several scientific errors or misconceptions; key ideas are wrong or missing.",
    ],
  },
  {
    kind: "claim",
    pattern: /^claim$/i,
    levels: [
      "A precise, arguable claim that answers the question fully and states where it stops applying.",
      "A clear claim that answers the question asked.",
      "A claim that answers only part of the question, or is too vague to test.",
      "No claim, or one that does not answer the question.",
    ],
  },
  {
    kind: "evidence",
    pattern: /^evidence$|\bevaluate the evidence\b/i,
    levels: [
      "Several pieces of relevant data, each cited and explained, including data that complicates the claim.",
      "Enough relevant, accurate evidence from the investigation or sources to support the claim.",
      "Some evidence, but it is thin, partly irrelevant, or not clearly taken from the data.",
      "Little or no evidence, or evidence unrelated to the claim.",
    ],
  },
  {
    kind: "reasoning",
    pattern: /\breason|\bargument|\bevaluate the claims\b|\bdefend a claim\b/i,
    levels: [
      "Each claim is tied to evidence by clear scientific reasoning, and the work answers a counter-argument or an alternative explanation.",
      "Claims follow from the evidence, and the reasoning names the science that links them.",
      "Claims come with some evidence, but the link between them is unclear or left out.",
      "Claims are unsupported or contradict the evidence given.",
    ],
  },
  {
    kind: "equity",
    pattern: /\bequit|\bjustice\b|\baccess\b/i,
    levels: [
      "Recommendations remove specific barriers for the groups least served, draw on the community's own voices and respect the history that shapes trust.",
      "Recommendations consider who is affected and how access and trust differ between groups.",
      "Equity is mentioned, but it does not shape the recommendations.",
      "Does not consider who is left out or how access and trust differ.",
    ],
  },
  {
    kind: "advocacy",
    pattern: /\badvoca/i,
    levels: [
      "Calls for a specific, realistic action, names who can take it, and backs it with evidence the audience will find persuasive.",
      "Calls for a clear action supported by evidence.",
      "Names a problem, but the action asked for is vague or unsupported.",
      "Proposes no action, or one with no link to the evidence.",
    ],
  },
  {
    kind: "empathy",
    pattern: /\bempath/i,
    levels: [
      "Represents the experiences of different people affected, in their own words, and adapts the work to their needs.",
      "Considers how different people are affected and treats their views with respect.",
      "Mentions the people affected, but from one point of view only.",
      "Does not consider the people affected.",
    ],
  },
  {
    kind: "sequence",
    pattern: /\bsequenc|\border\b|\bsteps\b/i,
    levels: [
      "Every step is in the right order and the work explains what triggers each one and how long it takes.",
      "The steps are in the correct order and each is named correctly.",
      "Most steps are there, but some are out of order or missing.",
      "Steps are missing or out of order, so the process cannot be followed.",
    ],
  },
  {
    kind: "comparison",
    pattern: /\bcompar|\bcontrast/i,
    levels: [
      "Compares the cases point by point and explains with evidence why they differ.",
      "Shows clearly how the cases differ at the points that matter.",
      "Notes a difference, but the comparison is partial or unsupported.",
      "No comparison, or an incorrect one.",
    ],
  },
  {
    kind: "labels",
    pattern: /\blabel|\bdiagram/i,
    levels: [
      "Every part is labelled precisely, with a note on each part's role.",
      "All the key parts are labelled correctly.",
      "Some labels are missing or wrong.",
      "Few or no correct labels.",
    ],
  },
  {
    kind: "design",
    pattern: /^design\b|\brefine\b|\bsolution\b.*\bdesign|\bdesign a solution\b/i,
    levels: [
      "The solution meets every criterion and constraint, and the work tests it and refines it with evidence.",
      "The solution addresses the problem, and the work explains how it meets the main criteria.",
      "A solution is proposed but not checked against the criteria or constraints.",
      "No workable solution, or one unrelated to the problem.",
    ],
  },
  {
    kind: "evaluation",
    pattern: /^evaluat/i,
    levels: [
      "Weighs more than one solution against prioritized criteria and trade-offs (cost, safety, reliability, social impact) and justifies the choice.",
      "Judges a solution against the main criteria and constraints, with evidence.",
      "Judges a solution on one criterion only, or without evidence.",
      "Gives an opinion of a solution with no criteria or evidence.",
    ],
  },
  {
    kind: "model",
    pattern: /\bmodel\b|\bsimulation\b/i,
    levels: [
      "The model predicts what happens when a condition changes, and the work states the model's limits.",
      "The model shows the parts, how they relate and the process accurately, and students use it to explain.",
      "The model shows some parts and relationships, with gaps or errors in how they connect.",
      "The model is incomplete or inaccurate and is not used to explain anything.",
    ],
  },
  {
    kind: "explanation",
    pattern: /\bexplanation\b|\bexplain/i,
    levels: [
      "The explanation accounts for all the evidence, unexpected results included, and is revised when new evidence appears.",
      "A scientific explanation built from valid evidence and the relevant scientific ideas.",
      "An explanation that uses some evidence but leaves gaps or relies on everyday rather than scientific ideas.",
      "No explanation, or one not based on evidence.",
    ],
  },
  {
    kind: "investigation",
    pattern: /\binvestigat|\bexperiment|\blab\b/i,
    levels: [
      "A fair test with controlled variables and repeated trials, whose sources of error the work explains.",
      "An investigation with one clear variable, controls and data recorded as it runs.",
      "An investigation whose controls or data records are incomplete.",
      "An investigation that cannot answer its question (no clear variable or data).",
    ],
  },
  {
    kind: "questions",
    pattern: /^ask questions\b|\bquestioning\b/i,
    levels: [
      "Asks testable questions that clarify relationships in the data and proposes how to investigate them.",
      "Asks relevant questions that clarify the relationships in the data.",
      "Asks questions that are loosely related or not testable.",
      "Asks no questions, or unrelated ones.",
    ],
  },
  {
    kind: "analysis",
    pattern: /^analy[sz]e\b/i,
    levels: [
      "Breaks the challenge into specific sub-problems with criteria and constraints, quantified where possible, and names who each affects.",
      "Identifies the challenge's main parts and the criteria a solution must meet.",
      "Describes the challenge in general terms without criteria or constraints.",
      "Does not identify what the challenge is.",
    ],
  },
  {
    kind: "knowledge",
    pattern: /\bknowledge\b/i,
    levels: [
      "Connects core ideas from more than one part of the unit to explain a new case correctly.",
      "Uses the unit's core ideas correctly to explain the problem at hand.",
      "Recalls core ideas but applies them with errors.",
      "Core ideas are missing or mixed up.",
    ],
  },
  {
    kind: "literacies",
    pattern: /\bliterac/i,
    levels: [
      "Reads and builds graphs, rates and models fluently and explains them in writing and speech for audiences beyond the class.",
      "Reads and creates the graphs, rates or models the task needs and explains them clearly in writing.",
      "Uses graphs or models with some errors, or explains them only in part.",
      "Cannot yet read or create the graphs or models the task needs without help.",
    ],
  },
  {
    kind: "critical",
    pattern: /\boriginal thinkers?\b|\bcritical\b/i,
    levels: [
      "Questions sources and claims, checks them against data, and proposes an approach the class had not considered.",
      "Checks sources and claims against data before using them.",
      "Accepts some sources or claims without checking them.",
      "Uses sources and claims without checking them.",
    ],
  },
  {
    kind: "collaboration",
    pattern: /\bcollaborat|\bteam/i,
    levels: [
      "Shares the work fairly, builds on others' ideas and helps the team settle disagreements.",
      "Does their share of the work and listens to and uses others' ideas.",
      "Contributes unevenly, or works alongside rather than with the team.",
      "Contributes little to the team's work.",
    ],
  },
  {
    kind: "reflection",
    pattern: /\blearners? for life\b|\breflect|\brevis/i,
    levels: [
      "Seeks feedback, revises the work in depth and explains what changed and why.",
      "Uses feedback to revise the work.",
      "Makes surface changes after feedback.",
      "Does not revise in response to feedback.",
    ],
  },
  {
    kind: "clarity",
    pattern: /\bclarit|\bcommunicat|\bpresent|\borganiz/i,
    levels: [
      "Clear, concise and organized so the audience finds the key point at once; headings or visuals make it easy to follow.",
      "Clear and well organized for its audience, with accurate vocabulary and cited sources.",
      "Understandable in parts, but the organization or vocabulary get in the way.",
      "Hard to follow; the main point is missing or unclear.",
    ],
  },
];

/** The kind of skill a criterion assesses, or undefined when none of the table's kinds fits. */
export function skillKind(...texts: string[]): SkillKind | undefined {
  return SKILL_KINDS.find((k) => texts.some((text) => k.pattern.test(text)));
}

/** Levels for a criterion of no known kind, written around its own title and description, so they stay its own. */
export function genericLevels(title: string, description: string): Levels {
  const name = title.toLowerCase();
  return [
    `All of level 3, and the work carries ${name} to a new case beyond the class examples.`,
    `Meets it as described: ${description}`,
    `Shows ${name} in part, with gaps or errors.`,
    `Does not yet show ${name}; needs support to start.`,
  ];
}
