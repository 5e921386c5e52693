import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

const finalPresentation: RubricInput["criteria"] = [
  {
    name: "Biological explanation",
    levels: [
      "Explains accurately how the condition works in the body (cells, organs, feedback) and connects it to genes and environment, in words the audience follows.",
      "Explains the body process accurately and names genetic and environmental factors, with minor gaps in the connections.",
      "Names the condition and some body parts involved, but the mechanism is incomplete or contains an error.",
      "Little or no biology, or the explanation is mostly inaccurate.",
    ],
  },
  {
    name: "Evidence of disparity",
    levels: [
      "Uses rates from cited, dated sources to show which groups are affected more, and explains the difference by conditions such as access, environment and stress.",
      "Shows a disparity with cited data and gives a reasonable explanation by conditions.",
      "Shows data with missing sources or raw counts, or explains the difference vaguely.",
      "No data, or the difference is explained by race or individual blame.",
    ],
  },
  {
    name: "Solution and community fit",
    levels: [
      "The solution follows from the problem statement, meets its criteria with evidence from programs and prototype feedback, and shows what the community members interviewed said.",
      "The solution fits the problem and criteria and uses some evidence and community input.",
      "The solution is described but its link to criteria, evidence or community input is weak.",
      "The solution is unclear or unrelated to the problem.",
    ],
  },
  {
    name: "Communication",
    levels: [
      "Clear data visuals, every member speaks, within the time limit, and answers audience questions accurately.",
      "Clear visuals and delivery within the time limit; answers most questions.",
      "Visuals or delivery are hard to follow, or the team runs well over time.",
      "Presentation is incomplete or cannot be followed.",
    ],
  },
];

export const unit5bRubrics: RubricInput[] = [
  {
    unit: 5,
    phase: 4,
    lesson: 22,
    product: "Checkpoint 4: Solution pitch",
    criteria: [
      {
        name: "Problem definition",
        levels: [
          "The problem statement names who is affected, their need and the insight behind it, with at least three measurable criteria and three constraints drawn from interviews and data.",
          "A clear problem statement with three criteria and three constraints; most are measurable.",
          "The problem statement is general, or criteria and constraints are too few or not measurable.",
          "No clear problem statement.",
        ],
      },
      {
        name: "Evidence base",
        levels: [
          "The decision matrix scores are justified with evidence from the program cards and interviews, and the pitch explains why the chosen idea should work.",
          "The pitch cites evidence for the chosen idea and most matrix scores are justified.",
          "Evidence is mentioned but not linked to the choice.",
          "No evidence for the choice.",
        ],
      },
      {
        name: "Science accuracy",
        levels: [
          "Every health fact is accurate and sourced, risk is described as risk, and the accuracy checklist comments have all been answered.",
          "Facts are accurate with one minor slip; most checklist comments answered.",
          "One or more errors in the biology or data, or checklist comments ignored.",
          "Several errors, or medical advice to individuals.",
        ],
      },
      {
        name: "Feasibility",
        levels: [
          "The prototype was tested with users, changes are linked to feedback, and the plan fits the team's time, money and partner.",
          "The prototype was tested and revised; the plan is mostly realistic.",
          "The prototype is untested or the plan ignores a major constraint.",
          "No prototype or the plan cannot be carried out.",
        ],
      },
    ],
  },
  { unit: 5, phase: 4, lesson: 24, product: "Final presentation (Session 1)", criteria: finalPresentation },
  { unit: 5, phase: 4, lesson: 25, product: "Final presentation (Session 2)", criteria: finalPresentation },
  {
    unit: 5,
    phase: 5,
    lesson: 28,
    product: "Collaboration rubric (peer evaluation and self-assessment)",
    criteria: [
      {
        name: "Contribution",
        levels: [
          "Did a fair share of the work and added ideas or skills that shaped the intervention; examples named.",
          "Did a fair share of the agreed work.",
          "Did some of the work, often only when reminded.",
          "Did little of the team's work.",
        ],
      },
      {
        name: "Reliability",
        levels: [
          "Met every deadline on the revision and impact plans and told the team early about any problem.",
          "Met most deadlines.",
          "Missed several deadlines or came unprepared.",
          "Rarely met deadlines; others had to redo the work.",
        ],
      },
      {
        name: "Communication",
        levels: [
          "Listened, shared ideas respectfully, and communicated with partners or interviewees professionally.",
          "Shared ideas and listened to teammates.",
          "Shared or listened only sometimes.",
          "Rarely communicated with the team.",
        ],
      },
      {
        name: "Support of others",
        levels: [
          "Helped teammates learn or finish work and made sure every voice, including multilingual teammates, was heard.",
          "Helped teammates when asked.",
          "Helped occasionally.",
          "Did not support teammates.",
        ],
      },
    ],
  },
];
