import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit2aRubrics: RubricInput[] = [
  {
    unit: 2,
    phase: 3,
    lesson: 22,
    product: "Checkpoint 3: Community health profile",
    criteria: [
      {
        name: "Public data",
        levels: [
          "Two or more public data sets are read correctly, cited with source and year, compared with a benchmark (state, national or herd immunity threshold) and their limits are named.",
          "At least one public data set is read correctly and cited with its source and year, with a specific number.",
          "Public data are used but a number is misread, uncited or given without context.",
          "Public data are missing or wrong.",
        ],
      },
      {
        name: "Survey data",
        levels: [
          "Survey results are shown as accurate percentages with the sample size in a well-chosen, captioned graph, and the sample's limits (who answered, who did not) are discussed.",
          "Survey results are shown as accurate percentages with the sample size in a labeled graph.",
          "Survey results are shown as counts only, with errors in percentages, or without the sample size.",
          "Survey results are missing or cannot be read.",
        ],
      },
      {
        name: "Evidence-based focus",
        levels: [
          "The campaign focus and audience follow clearly from both public and survey findings, and the team explains why other possible focuses were less supported.",
          "The campaign focus and audience are justified with at least one public and one survey finding.",
          "A focus is named but linked to evidence only loosely or to one kind of data.",
          "No focus is chosen, or it is unrelated to the evidence.",
        ],
      },
      {
        name: "Responding to questions",
        levels: [
          "Answers peers' questions with specific evidence, admits what the data cannot show, and notes useful suggestions for the campaign.",
          "Answers peers' questions accurately with evidence from the profile.",
          "Answers some questions, with little evidence or partly inaccurate science.",
          "Does not answer questions or answers inaccurately.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 2,
    product: "Are viruses alive? Claim, evidence and reasoning paragraph",
    criteria: [
      {
        name: "Claim",
        levels: [
          "Makes a precise claim (for example, viruses are not alive by the characteristics of life, though they sit at its edge) and says which characteristic decides it.",
          "Makes a clear claim that viruses are or are not alive.",
          "Makes a claim that hedges without choosing ('they are kind of alive') or that changes within the paragraph.",
          "No claim, or a claim that does not answer the question.",
        ],
      },
      {
        name: "Evidence",
        levels: [
          "Uses three or more rows of the comparison table (not a cell, no ribosomes, cannot reproduce alone, has genetic material) for a virus against a bacterium and a human cell, and notes one fact that points the other way.",
          "Uses at least two specific rows of the comparison table or the station notes, such as 'no ribosomes' and 'cannot reproduce outside a host cell'.",
          "Uses one piece of evidence, or general statements ('viruses are different') without the table.",
          "No evidence, or evidence that is wrong (for example that viruses are bacteria or have a nucleus).",
        ],
      },
      {
        name: "Reasoning",
        levels: [
          "Connects each piece of evidence to a named characteristic of life (made of cells, using energy, reproducing, responding, evolving), explains why the missing ones matter more, and answers the opposite view (viruses have genes and evolve).",
          "Connects the evidence to the characteristics of life and explains why it supports the claim.",
          "Lists characteristics of life without linking them to the evidence, or repeats the evidence as the reasoning.",
          "No reasoning, or reasoning that contradicts the claim.",
        ],
      },
    ],
  },
];
