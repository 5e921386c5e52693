import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit5bRubrics: RubricInput[] = [
  {
    unit: 5,
    phase: 4,
    lesson: 22,
    product: "Checkpoint 4: Solution pitch review",
    criteria: [
      {
        name: "Scientific accuracy",
        levels: [
          "Every biological claim is correct and explained from cell or organ system to health outcome, with words defined for the audience.",
          "The biology behind the problem and the solution is correct and clearly explained.",
          "The biology is partly correct or vague (for example, 'sugar clogs the body').",
          "The biology is missing or wrong.",
        ],
      },
      {
        name: "Use of evidence",
        levels: [
          "Rates from credible named sources and evidence from similar programs support each claim; limits of the evidence are stated.",
          "Cited data and at least one program's results support the solution.",
          "Some data, but uncited, raw counts or not linked to the claims.",
          "No evidence, or evidence that does not fit the claim.",
        ],
      },
      {
        name: "Feasibility",
        levels: [
          "Costs, people, time and partners are named and realistic, and the team answers questions about obstacles with a plan.",
          "The solution fits the team's constraints and names the partners it needs.",
          "Some constraints are ignored or the plan depends on resources no one has.",
          "The solution could not be carried out as described.",
        ],
      },
      {
        name: "Community voice",
        levels: [
          "Interview findings and community assets visibly shaped the design, and the pitch quotes or credits community members with permission.",
          "The pitch uses interview findings and names community strengths.",
          "Community input is mentioned but did not change the design.",
          "No community input; the community appears only as a problem.",
        ],
      },
      {
        name: "Delivery",
        levels: [
          "Clear, confident, within three minutes, every member speaks, and visuals carry the story.",
          "Clear and within time; most members take part; visuals support the talk.",
          "Hard to follow in places, over time or read from slides.",
          "Unprepared or incomplete pitch.",
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 28,
    product: "Collaboration rubric (peer and self-evaluation)",
    criteria: [
      {
        name: "Contribution",
        levels: [
          "Did a full share of the work and took on hard tasks without being asked; the team's product shows it.",
          "Did a fair share of the agreed work.",
          "Did some work but less than agreed, or only the easy parts.",
          "Contributed little or nothing.",
        ],
      },
      {
        name: "Communication",
        levels: [
          "Shared ideas clearly, listened and built on others' ideas, and helped the team settle disagreements.",
          "Shared ideas and listened to teammates.",
          "Shared ideas rarely or talked over others.",
          "Did not communicate with the team.",
        ],
      },
      {
        name: "Reliability",
        levels: [
          "Met every deadline on the revision plan and warned the team early when help was needed.",
          "Met most deadlines and kept the team informed.",
          "Missed several deadlines or needed frequent reminders.",
          "Missed most deadlines without telling the team.",
        ],
      },
      {
        name: "Respect",
        levels: [
          "Treated teammates and community members with respect, and made sure quieter members were heard.",
          "Treated teammates and community members with respect.",
          "Was sometimes dismissive of others' ideas.",
          "Was often disrespectful to teammates or community members.",
        ],
      },
    ],
  },
];
