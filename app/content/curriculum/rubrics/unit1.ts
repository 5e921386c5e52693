import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit1Rubrics: RubricInput[] = [
  // The lab report Lesson 4 promises "two weeks later", written on project-work Project Day 1 (decision 0036).
  {
    unit: 1,
    lesson: 7,
    product: "Plant growth experiment lab report",
    criteria: [
      {
        name: "Data and calculations",
        levels: [
          "Every replicate is recorded with units for all five days, means and ranges are correct for each condition, and any missing or odd value is explained.",
          "The data table is complete with units, and the means and ranges are correct.",
          "The table has gaps or missing units, or one or two calculation errors.",
          "Data are missing or the calculations are mostly wrong.",
        ],
      },
      {
        name: "Graph",
        levels: [
          "Mean height is plotted against day at true spacing, one labeled line per condition, with units, key, title and the spread shown.",
          "A line graph of mean height against day with labeled axes, units and a key.",
          "A graph is drawn, but axes, units or the key are missing, or the days are spaced evenly.",
          "No graph, or a graph that does not show the data.",
        ],
      },
      {
        name: "Claim and evidence",
        levels: [
          "The claim answers the question exactly, and the evidence gives means, ranges and the size of the difference compared with the variation.",
          "The claim answers the question and is supported by Day 14 means with units.",
          "The claim is vague, or the evidence has no numbers.",
          "No claim, or a claim the data do not support.",
        ],
      },
      {
        name: "Reasoning",
        levels: [
          "Explains the result with photosynthesis, nutrient uptake and limiting factors, including why differences grow after the seed's stored food is used up.",
          "Explains the result with photosynthesis or nutrient uptake and a limiting factor.",
          "Names a science idea without linking it to the evidence.",
          "No scientific reasoning.",
        ],
      },
      {
        name: "Recommendation for the garden",
        levels: [
          "A specific recommendation that follows from the evidence, states its limits and proposes the next test.",
          "A specific recommendation that follows from the evidence.",
          "A recommendation that is general or only partly supported by the results.",
          "No recommendation, or one that contradicts the data.",
        ],
      },
    ],
  },
  {
    unit: 1,
    lesson: 1,
    product: "Floating leaf disk claim, evidence and reasoning",
    criteria: [
      {
        name: "Claim",
        levels: [
          "States that more light makes photosynthesis faster, and that with no light it nearly stops, as a claim that answers the lab's question about the rate.",
          "States that light makes photosynthesis faster, so disks in the light float sooner than disks in the dark.",
          "States that light matters, but not how it changes the rate, or the claim is only about the disks ('the disks float').",
          "No claim, or a claim the data contradict (for example that the dark cup floated first).",
        ],
      },
      {
        name: "Evidence",
        levels: [
          "Gives the half-float time for the light cup and the dark cup with units (for example 9 minutes against 'more than 15 minutes'), and the class median, and says whether the group's result matches the class.",
          "Gives the half-float times for both cups with units, from the group's own table.",
          "Describes the result without numbers or units, or gives the light cup only.",
          "No data, or numbers that are not in the group's table.",
        ],
      },
      {
        name: "Reasoning",
        levels: [
          "Explains that light is the energy that drives photosynthesis, that photosynthesis splits water and releases oxygen into the leaf's air spaces, and that more oxygen per minute makes the disks less dense sooner; names baking soda as the carbon dioxide source.",
          "Explains that photosynthesis makes oxygen, which fills the disks and makes them float, and that it needs light.",
          "Names photosynthesis but does not connect oxygen to floating, or says the disks float because of light itself.",
          "No reasoning, or reasoning that is wrong (for example that the disks take in oxygen or that carbon dioxide lifts them).",
        ],
      },
    ],
  },
];
