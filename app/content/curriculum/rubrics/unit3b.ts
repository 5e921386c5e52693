import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.

export const unit3bRubrics: RubricInput[] = [
  {
    unit: 3,
    phase: 4,
    lesson: 21,
    product: "Prototype summary card",
    criteria: [
      {
        name: "Test evidence",
        levels: [
          "Both rounds reported with at least three trials each, correct means, percent reduction from each round's own control and the lowest and highest trial; the card says what the spread means for trust in the result.",
          "Both rounds reported with means, percent reduction and number of trials, calculated correctly.",
          "Results reported for one round only, or with a calculation error or no number of trials.",
          "Results missing, or stated without numbers ('it worked well').",
        ],
      },
      {
        name: "The change that mattered",
        levels: [
          "Names the one change, its effect in numbers, whether the effect is larger than the trial-to-trial spread, and the biology that explains it.",
          "Names the one change and its effect in numbers.",
          "Names a change but not its effect, or several changes made at once.",
          "No change described.",
        ],
      },
      {
        name: "Biodiversity estimate",
        levels: [
          "Richness before and after from the site grid, the species that gain most and one still missing a need, each with the food, water or shelter involved.",
          "Richness before and after from the site grid, and the species that gain most.",
          "A richness estimate without a before-and-after comparison, or species named without their needs.",
          "No biodiversity estimate.",
        ],
      },
      {
        name: "Field method",
        levels: [
          "A repeatable method (quadrats, timed pollinator watches, photo points) with place, frequency and who, compared with a before-building count.",
          "A repeatable method with place and frequency.",
          "A method named without place or frequency.",
          "No field method.",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 5,
    lesson: 26,
    product: "Optimization justification",
    criteria: [
      {
        name: "Fair retest",
        levels: [
          "One feature changed, a numeric prediction made first, and the retest or model run repeats the original conditions exactly; before-and-after data with means and ranges.",
          "One feature changed and retested under the original conditions, with before-and-after data.",
          "A retest with a condition changed or only one trial, or before-and-after data incomplete.",
          "No retest or model run, or several features changed at once.",
        ],
      },
      {
        name: "Cost and benefit",
        levels: [
          "Prices the change from the price list, calculates benefit per dollar correctly, and compares it with another option or the point of diminishing returns.",
          "Prices the change and calculates benefit per dollar correctly.",
          "Gives a cost or a benefit but not both, or an arithmetic error.",
          "No cost or benefit given.",
        ],
      },
      {
        name: "Trade-off and feedback",
        levels: [
          "Names what got worse (cost, weight, upkeep) and why it is acceptable, and shows exactly how the expert's feedback shaped the change.",
          "Names the trade-off accepted and how the expert's feedback shaped the change.",
          "Mentions the trade-off or the feedback, but not both, or only in general terms.",
          "No trade-off or feedback mentioned.",
        ],
      },
      {
        name: "Remaining limitation",
        levels: [
          "States a specific limitation of the evidence (tray soil versus the site's soil, one storm size) and what data would resolve it.",
          "States a specific limitation of the evidence.",
          "States a vague limitation ('more tests are needed').",
          "No limitation stated.",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 6,
    lesson: 28,
    product: "Maintenance and monitoring plan",
    criteria: [
      {
        name: "Maintenance tasks",
        levels: [
          "Every living part of the design has its care tasks, with frequency, season (including summer when school is out), who could do them and time or cost per year, matching the fact card and the site.",
          "The main care tasks are listed with frequency and who could do them.",
          "Some tasks are listed, but without frequency or a person, or with an important task missing (such as establishment watering).",
          "Tasks are missing or generic ('take care of it').",
        ],
      },
      {
        name: "Monitoring indicators",
        levels: [
          "Each tested criterion has a measurable indicator with a method and frequency that a volunteer could follow, including at least one for biodiversity.",
          "Indicators cover the main criteria with a method and frequency.",
          "Indicators are listed but are not measurable or lack a method.",
          "No indicators are given.",
        ],
      },
      {
        name: "Targets and actions",
        levels: [
          "Every indicator has a numeric target drawn from the team's criteria or evidence (such as drain-down within 24 to 48 hours) and a specific action if it is missed; a dated baseline is planned.",
          "Most indicators have a target and an action if it is missed.",
          "Targets or actions are vague or missing for several indicators.",
          "No targets or actions.",
        ],
      },
      {
        name: "Fit for the caretaker",
        levels: [
          "The plan is realistic for the named caretaker: hours per month, tools and skills fit their work, and it answers the grounds crew's questions from the rehearsal.",
          "The plan names a realistic caretaker and its workload.",
          "The caretaker is unnamed or the workload is unrealistic.",
          "The plan ignores who would do the work.",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 6,
    lesson: 30,
    product: "Engineer's reflection",
    criteria: [
      {
        name: "Growth in understanding",
        levels: [
          "Describes clearly how understanding of climate and living systems changed, comparing the Day 1 view with now, and uses the unit's science correctly (infiltration, energy flow, carbon storage, species' responses to change).",
          "Describes a change in understanding of climate and living systems with correct science.",
          "Describes learning in general terms ('I learned a lot about plants') or with a science error.",
          "No change in understanding described.",
        ],
      },
      {
        name: "Use of evidence",
        levels: [
          "Supports each point with specific evidence from named days: data, a graph, a test result or feedback.",
          "Supports the main points with evidence from unit work.",
          "Mentions unit work without specific evidence.",
          "No evidence from the unit.",
        ],
      },
      {
        name: "Learning from failure",
        levels: [
          "Analyzes a specific failed or surprising test, its likely cause and how it changed the design or the student's thinking.",
          "Describes a failed or surprising test and what it taught.",
          "Mentions a problem without saying what it taught.",
          "No failure or surprise discussed.",
        ],
      },
      {
        name: "Limits and monitoring",
        levels: [
          "Explains precisely what the tray tests could not show and how the monitoring plan will find out, and commits to a concrete monitoring role with a date and a person to report to.",
          "Explains a limit of the tests and names a monitoring role with a date.",
          "Names a limit or a role, but not both, or vaguely.",
          "Neither the tests' limits nor a role is discussed.",
        ],
      },
    ],
  },
];
