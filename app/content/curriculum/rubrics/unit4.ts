import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit4Rubrics: RubricInput[] = [
  // The unit's summative product, pitched on project-work Day 9 (decision 0036).
  {
    unit: 4,
    phase: 1,
    lesson: 9,
    product: "Biomimetic prototype pitch",
    criteria: [
      {
        name: "Biology of the animal model",
        levels: [
          "The animal's receptor, signal pathway and response are explained correctly and precisely, and the pitch says exactly which step the prototype copies and which it does not.",
          "The animal's sensing and response are explained correctly and matched to the prototype's parts.",
          "The animal is named and its sense described, with an error or a vague link to the prototype.",
          "The animal model is missing, or its biology is wrong.",
        ],
      },
      {
        name: "Feedback mechanism",
        levels: [
          "The live demonstration shows sensor, set point, effector and a negative feedback loop that corrects itself, and the group explains each part in nervous-system terms.",
          "The demonstration shows the prototype sensing a stimulus and responding, and the group explains how feedback ends the response.",
          "The prototype responds, but the feedback part of the loop is missing or unexplained.",
          "The prototype does not respond to a stimulus, and no loop is described.",
        ],
      },
      {
        name: "Test evidence",
        levels: [
          "Means, ranges and the number of trials meeting each target are presented for every criterion, and the claims go no further than the data.",
          "Day 7 and Day 8 data with means are compared with the targets for each criterion.",
          "Some data are shown, but without targets, units or the number of trials.",
          "No test data, or claims the data do not support.",
        ],
      },
      {
        name: "Iteration",
        levels: [
          "One change, traced to a failed trial, is shown with before-and-after data, and the next iteration follows from a limit or a panel question.",
          "The group explains one change it made because of its test data and whether it helped.",
          "A change is described, but not linked to data or not retested.",
          "No change was made or described.",
        ],
      },
      {
        name: "Communication",
        levels: [
          "A clear 3-minute pitch in plain language that every member helps deliver, with a spec sheet a user could act on and confident, accurate answers to questions.",
          "A clear pitch within the time, a complete spec sheet and relevant answers to questions.",
          "The pitch runs long or is hard to follow, or the spec sheet is incomplete.",
          "The pitch is unclear or unfinished, with no spec sheet.",
        ],
      },
    ],
  },
];
