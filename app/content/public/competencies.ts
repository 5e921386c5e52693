import type { Competency } from "./schemas.ts";

/** The five XQ Learner Outcomes, in our words; both courses and the /courses page list them. */
export const xqCompetencies: Competency[] = [
  {
    title: "Masters of All Fundamental Literacies",
    description: "Students read, write, calculate and argue like scientists, using data and evidence with confidence.",
  },
  {
    title: "Holders of Foundational Knowledge",
    description:
      "Deep understanding of core biology, connected to history, culture and the communities students live in.",
  },
  {
    title: "Original Thinkers for an Uncertain World",
    description: "Students frame open problems, generate many ideas and test them, learning from what does not work.",
  },
  {
    title: "Generous Collaborators for Tough Problems",
    description:
      "Teams draw on each member's strengths and on community experts to solve problems no one solves alone.",
  },
  {
    title: "Learners for Life",
    description:
      "Students reflect on their growth, set their own goals and leave curious about where science can take them.",
  },
];
