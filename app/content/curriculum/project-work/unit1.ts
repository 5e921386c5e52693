import { lessonPlan, unlistedHandout } from "../builders.ts";
import type { LessonInput } from "../schema.ts";
import type { ProjectWorkExtension } from "./schema.ts";

// Unit 1's project work (issue 29, point 7; decision 0036): the spec's six lessons launch a two-week plant experiment
// (Lesson 4) and a garden proposal (Lesson 6) but give neither an ending. Two project days follow Lesson 6, once the
// experiment's Day 14 measurements are in: an analysis day and the garden pitch. They are numbered 7 and 8 after the
// six lessons so cards, files and keys stay unique, and labelled as project days, not lessons.

const folder = "/materials/unit1";

/** Day 1/4/7/10/14 heights (cm) of a fictional class's radishes, the worked example of Project Day 1. */
export const radishHeights = {
  days: [1, 4, 7, 10, 14],
  plants: [
    { plant: "A1", condition: "Potting mix only", cm: [0, 1.1, 3.0, 4.4, 5.9] },
    { plant: "A2", condition: "Potting mix only", cm: [0, 0.9, 2.7, 4.1, 5.5] },
    { plant: "A3", condition: "Potting mix only", cm: [0, 1.3, 3.2, 4.6, 6.2] },
    { plant: "B1", condition: "Potting mix + compost", cm: [0, 1.2, 3.6, 5.9, 8.4] },
    { plant: "B2", condition: "Potting mix + compost", cm: [0, 1.4, 3.9, 6.3, 8.9] },
    { plant: "B3", condition: "Potting mix + compost", cm: [0, 1.0, 3.4, 5.6, 7.9] },
  ],
} as const;

const analysis: LessonInput = {
  number: 7,
  label: "Project Day 1",
  title: "Reading the Results: Analyzing the Two-Week Plant Experiment",
  description:
    "Two weeks after Lesson 4, groups take their last measurements, calculate means and ranges for each condition, graph growth over Days 1, 4, 7, 10 and 14, and write a claim-evidence-reasoning conclusion that becomes a recommendation for the community garden.",
  drivingQuestion: "What do our plants tell us about how to grow food in our community's garden?",
  objectives: [
    "Calculate the mean and range of plant height for each condition on each measuring day.",
    "Graph mean height against time for each condition and describe how the curves differ.",
    "Decide whether the difference between conditions is larger than the variation within a condition.",
    "Write a claim-evidence-reasoning conclusion that explains the result with photosynthesis and nutrient uptake and turns it into a garden recommendation.",
  ],
  keyUnderstandings: [
    "A difference between conditions means something only when it is larger than the spread among replicates of the same condition.",
    "Seedlings first grow on the food stored in the seed; once true leaves and roots form, light, water and soil nutrients such as nitrogen limit growth, so differences between soils usually widen in the second week.",
    "Compost adds organic matter that decomposers break down into mineral nutrients and that holds water, which is why it often increases growth; one small test supports a recommendation but does not prove it for every crop.",
  ],
  materials: [
    "For the default class of 30 in 8 groups of about 4, set up in 10 minutes: each group's 8 containers from Lesson 4 (64) and 1 ruler per group (8); for biomass 1 pair of blunt-tipped scissors per group (8), 1 tray per group (8) and 1 kitchen scale per group (8, or 2 shared by the class); 1 pair of nitrile gloves per student (30, plus spares) and 1 sheet of graph paper per student (30), or 1 shared device per group (8)",
    "Groups' plants and rulers, and their Day 1-14 data from Lesson 4",
    "Kitchen scale for final biomass (optional), 1 per group",
    "Graph paper or a spreadsheet on a shared device",
    "Project Day 1 analysis handout",
    "Lab report rubric",
  ],
  activities: [
    {
      title: "Final Measurements",
      minutes: 8,
      description:
        "Groups take their Day 14 measurements (if not taken already), note leaf color and any wilting, and photograph each container. Groups that planned biomass cut the shoots at soil level and weigh them by condition.",
    },
    {
      title: "Worked Example: Radishes and Compost",
      minutes: 10,
      description:
        "Pairs calculate Day 14 means and ranges for a fictional class's radishes (three in potting mix only, three with compost) and notice that the compost plants' lowest height (7.9 cm) is above the other plants' highest (6.2 cm), so the difference is larger than the variation.",
    },
    {
      title: "Analyze Our Data",
      minutes: 15,
      description:
        "Groups calculate means and ranges for each condition and day from their own table and plot mean height against day, one line per condition, with labeled axes and a key.",
    },
    {
      title: "Claim, Evidence, Reasoning",
      minutes: 12,
      description:
        "Each student writes a conclusion: a claim about the factor tested, evidence with numbers from the graph, and reasoning with photosynthesis, nutrient uptake and limiting factors. Groups agree on one recommendation for the garden.",
    },
    {
      title: "Recommendation Board",
      minutes: 5,
      description:
        "Groups post their recommendation and one limitation on a class board that teams will use in the garden pitch on Project Day 2.",
    },
  ],
  differentiation: {
    supported: [
      "A data table with the mean column's formula written out and a graph grid with axes drawn.",
      "Claim-evidence-reasoning frames with a word bank.",
    ],
    extension: [
      "Calculate each condition's growth rate in cm per day between Day 7 and Day 14 and explain why it is higher in the second week.",
      "Pool class data for the same factor and decide whether the larger sample changes the conclusion.",
    ],
    multilingual: [
      "Bilingual word bank: mean / media, range / rango, evidence / evidencia.",
      "Let groups discuss the graph in a home language before writing the conclusion in English.",
    ],
  },
  assessment: [
    "Worked example checked in class: Day 14 means of 5.9 cm (potting mix only) and 8.4 cm (with compost).",
    "Lab report scored with the lab report rubric: data and calculations, graph, claim and evidence, reasoning, and recommendation for the garden.",
    "Recommendation posted for the garden pitch.",
  ],
  standards: { state: ["BIO1.LS1.4", "BIO1.LS1.5", "BIO1.LS2.1"], ngss: ["HS-LS1-5", "HS-LS1-6", "HS-LS2-1"] },
  handout: {
    title: "Project Day 1: Plant Experiment Analysis",
    intro:
      "Two weeks ago your group planted a fair test. Today you find out what it shows. Practice on a fictional class's radish data, then analyze your own and turn it into a recommendation for our garden.",
    sections: [
      {
        heading: "Part 1: Worked Example",
        reference: {
          caption:
            "Radish heights (cm) from a fictional class: three plants in potting mix only (A), three with compost (B)",
          columns: ["Plant", "Day 1", "Day 4", "Day 7", "Day 10", "Day 14"],
          rows: radishHeights.plants.map((p) => [`${p.plant} (${p.condition})`, ...p.cm.map((h) => h.toFixed(1))]),
        },
        prompts: [
          {
            id: "u1-pw1-q1",
            text: "Calculate the Day 7 and Day 14 mean heights and the Day 14 range for each condition.",
            response: {
              kind: "table",
              columns: ["Condition", "Day 7 mean", "Day 14 mean", "Day 14 range"],
              rows: ["Potting mix only", "Potting mix + compost"],
            },
          },
          {
            id: "u1-pw1-q2",
            text: "Is the difference between the conditions larger than the variation within each condition? Explain with numbers.",
          },
          {
            id: "u1-pw1-q3",
            text: "The two conditions were nearly the same on Day 4 but far apart by Day 14. Use biology to explain why.",
          },
        ],
      },
      {
        heading: "Part 2: Our Experiment",
        prompts: [
          {
            id: "u1-pw1-q4",
            text: "Copy your group's means for each condition and day into the table.",
            response: {
              kind: "table",
              columns: ["Condition", "Day 1", "Day 4", "Day 7", "Day 10", "Day 14"],
              rows: 3,
            },
          },
          {
            id: "u1-pw1-q5",
            text: "Graph mean height against day, one line per condition, with labeled axes and a key.",
            response: { kind: "graph", x: "Day", y: "Mean height (cm)" },
          },
        ],
      },
      {
        heading: "Part 3: Conclusion and Recommendation",
        prompts: [
          {
            id: "u1-pw1-q6",
            text: "Write a claim, evidence (with numbers) and reasoning (photosynthesis, nutrients, limiting factors) about your factor.",
            response: { kind: "lines", count: 8 },
          },
          { id: "u1-pw1-q7", text: "Name one limitation of your experiment and how a second test could fix it." },
          { id: "u1-pw1-q8", text: "Write your group's recommendation for the community garden in one sentence." },
        ],
      },
    ],
    wordBank: [
      { term: "mean", meaning: "the sum of the values divided by how many there are" },
      { term: "range", meaning: "the largest value minus the smallest" },
      { term: "replicate", meaning: "a repeat of the same condition" },
      { term: "limiting factor", meaning: "the resource in shortest supply that limits growth" },
      { term: "claim", meaning: "a statement that answers the question" },
      { term: "reasoning", meaning: "the science that explains why the evidence supports the claim" },
    ],
    sentenceStarters: [
      "Plants with ___ grew to a mean of ___ cm, compared with ___ cm for ___.",
      "The difference is larger than the range within each group, so ___.",
      "This happened because ___ is needed for ___.",
      "We recommend that the garden ___ because ___.",
    ],
  },
  // Students handle their potted plants, soil and (optionally) cut shoots to weigh them.
  lab: true,
  safety: [
    "Students handle potting mix and plants in disposable nitrile gloves (not latex) and keep damp mix away from their faces; potting mix can carry Legionella bacteria.",
    "Shoots for biomass are cut with blunt-tipped scissors over a tray, never with a blade.",
    "Nothing at a lab table is food: radish leaves and roots grown in class are not eaten.",
    "Everyone washes hands with soap and water for at least 20 seconds before leaving, and plants and soil go to the compost or school garden.",
  ],
  // This day waits two weeks for its data: what happens on the school days before it, where a teacher plans.
  betweenLessons: [
    "Taught on Day 14 of the experiment: about 10 school days after Lesson 4 and 7 after Lesson 6, on the days between which the class goes on with other work.",
    "Until then, groups measure their plants in the first 5-10 minutes of class on Days 4, 7 and 10 (Day 1, during Lesson 5, is a 2-minute check: nothing has come up yet) and write the heights in their Lesson 4 data table; a waterer from each group waters with the measured volume every school day, and before a weekend.",
    "On Day 10, check that every group's table is complete. A group that missed a measuring day writes the height from the nearest school day and notes the real day; a group whose plants failed uses a partner group's data for its analysis and explains the failure as a limitation.",
  ],
  file: `${folder}/Project_Day_1_Plant_Experiment_Analysis_Lesson_Plan.docx`,
};

const pitch: LessonInput = {
  number: 8,
  label: "Project Day 2",
  title: "Pitching the Garden: Proposal to the Community",
  description:
    "Teams turn their Lesson 6 garden design and their plant-experiment recommendation into a 3-minute pitch and a one-page proposal, present them to a panel of decision-makers and neighbors, and hand over the proposal with a request the panel can act on.",
  drivingQuestion: "How do we convince the people who decide about land and money that our garden is worth growing?",
  objectives: [
    "Build a proposal that joins site data, plant-experiment evidence and community input into one argument.",
    "Deliver a 3-minute pitch with a clear request (land, funding, soil testing, volunteers) to a real audience.",
    "Answer questions about costs, safety (including lead in soil) and upkeep with evidence from the unit.",
    "Revise the proposal from panel feedback and name the first step after the pitch.",
  ],
  keyUnderstandings: [
    "Decision-makers weigh evidence, cost and community support together: a strong proposal makes one specific request and backs it with data from the site and from the class's own experiment.",
    "Science communication for a community audience puts the benefit first and the biology in plain words: compost feeds soil life that releases nutrients; beds need 6 or more hours of sun for fruiting crops.",
    "A garden lasts when its neighbors own it: who will water it over the summer, who chooses the crops and who shares the harvest are part of the design.",
  ],
  materials: [
    "Teams' Lesson 6 scaled site plans and criteria matrices",
    "Recommendations from the plant experiment analysis on Project Day 1",
    "Project Day 2 pitch planner handout",
    "Community garden proposal rubric from Lesson 6",
    "Invited panel, where possible: a school leader, a community garden or food bank partner, a family member or neighbor (invited 10 school days ahead, with the date, the 4-minute pitch format and what they will score)",
  ],
  activities: [
    {
      title: "Build the Proposal",
      minutes: 8,
      description:
        "Teams fill in the one-page proposal from work they already have, one member per row of the evidence table: the request, the site and why it works (sun hours, soil test, water, from the Lesson 6 site analysis), the plant-experiment recommendation from Project Day 1, the crops neighbors asked for, the cost and the plan for upkeep.",
    },
    {
      title: "Rehearse with a Partner Team",
      minutes: 8,
      description:
        "Paired teams take turns: each gives its 3-minute pitch against a timer while the partner team checks that the request is specific, every science claim is correct and the soil-safety plan is stated, then gets 1 minute of feedback.",
    },
    {
      title: "Garden Pitches",
      minutes: 32,
      description:
        "Eight teams, 4 minutes each: a 3-minute pitch (a student timekeeper holds up the last-30-seconds card) and 1 minute for one panel question. The panel scores each pitch with the Lesson 6 rubric as it listens and marks the request it could act on while the next team steps up; classmates note one strength and one question per team. More teams, or a panel that wants longer questions, take the pitches into a second period.",
    },
    {
      title: "Decision and Next Steps",
      minutes: 7,
      description:
        "The panel shares which requests it can take forward (a bed on the school grounds, a soil test, a visit to a partner garden). Teams revise one line of their proposal from the feedback and sign up for the first step; the proposals go to the panel.",
    },
  ],
  differentiation: {
    supported: [
      "A proposal template with one box per part and a model proposal for a different site.",
      "Roles in the pitch: opener, site scientist, experiment scientist, community voice, closer with the request.",
    ],
    extension: [
      "Add a budget with prices for lumber, clean soil and seeds, and the cost per pound of produce compared with a local store.",
      "Draft a letter to a city council member or the school board asking for the land or funding.",
    ],
    multilingual: [
      "Pitches may be given in the languages of the audience, with a bilingual proposal.",
      "Pitch frames: 'We ask for ___. Our evidence is ___. Our neighbors want ___.'",
    ],
  },
  assessment: [
    "Proposal and pitch scored with the Lesson 6 community garden proposal rubric (scientific reasoning, use of site data, community input, communication).",
    "One-page proposal with a specific request, site data, experiment evidence and an upkeep plan.",
    "Revision note from panel feedback and a named first step.",
  ],
  standards: { state: ["BIO1.LS2.4", "BIO1.LS2.1"], ngss: ["HS-LS2-7", "HS-ETS1-2"] },
  handout: {
    title: "Project Day 2: Garden Pitch Planner",
    intro:
      "Today your team asks real decision-makers to support your garden. Build a one-page proposal that joins your site data, your plant experiment and your neighbors' priorities, then pitch it in 3 minutes.",
    sections: [
      {
        heading: "Part 1: The One-Page Proposal",
        prompts: [
          {
            id: "u1-pw2-q1",
            text: "Our request: what exactly do we ask the panel for, and by when?",
          },
          {
            id: "u1-pw2-q2",
            text: "Fill in the evidence table for the proposal.",
            response: {
              kind: "table",
              columns: ["Part of the argument", "Our evidence (with numbers)", "Where it comes from"],
              rows: [
                "Sun and site",
                "Soil and safety",
                "Plant experiment result",
                "What neighbors want",
                "Cost and upkeep",
              ],
            },
          },
          {
            id: "u1-pw2-q3",
            text: "Explain in plain words, for a neighbor with no biology class, why your design will grow healthy food.",
          },
        ],
      },
      {
        heading: "Part 2: The 3-Minute Pitch",
        prompts: [
          {
            id: "u1-pw2-q4",
            text: "Plan who says what, and for how long.",
            response: {
              kind: "table",
              columns: ["Part", "Speaker", "Seconds", "Key sentence"],
              rows: ["Opening and need", "Site", "Experiment", "Community voice", "Request"],
            },
          },
          {
            id: "u1-pw2-q5",
            text: "Write your answer to the question the panel is most likely to ask (for example about lead in the soil or summer watering).",
          },
        ],
      },
      {
        heading: "Part 3: After the Pitch",
        prompts: [
          {
            id: "u1-pw2-q6",
            text: "What feedback did the panel give, and what one line of the proposal will you change?",
          },
          { id: "u1-pw2-q7", text: "What is the first step after today, who will do it and by when?" },
        ],
      },
    ],
    wordBank: [
      { term: "proposal", meaning: "a written plan that asks for support" },
      { term: "request", meaning: "the specific thing you ask the decision-maker to do" },
      { term: "raised bed", meaning: "a framed bed filled with clean soil above the ground" },
      { term: "stakeholder", meaning: "a person or group affected by a decision" },
    ],
    sentenceStarters: [
      "We ask you to ___ by ___.",
      "Our site gets ___ hours of sun, which ___.",
      "In our experiment, ___, so we will ___.",
      "Our neighbors told us ___.",
    ],
  },
  // Not lab work: teams present plans and data gathered on earlier days.
  lab: false,
  file: `${folder}/Project_Day_2_Garden_Pitch_Lesson_Plan.docx`,
};

export const unit1ProjectWork: ProjectWorkExtension = {
  unit: 1,
  work: {
    title: "Project work extension: Project Days 1-2",
    placement:
      "Taught after Lesson 6, once the plant experiment started in Lesson 4 has its Day 14 measurements (about 10 school days after Lesson 4; groups measure at the start of class on the days between): Project Day 1 analyzes the experiment, Project Day 2 pitches the garden.",
    summary:
      "Two project days give the unit's two products their endings: the two-week plant experiment is analyzed and written up as a recommendation, and the community garden proposal is pitched to people who can act on it. Each day has a lesson plan and a student handout with a teacher key, extra to the unit's download list.",
    lessons: [analysis, pitch],
    follows: 6,
    // Lesson 4 plants on school day 4 (Day 0); Day 14 of the experiment is school day 14, 7 school days after Lesson 6.
    waitSchoolDays: 7,
  },
  materials: [
    lessonPlan({
      title: "Project Day 1 Lesson Plan",
      subtitle: "Analyzing the two-week plant experiment",
      path: analysis.file!,
      lesson: 7,
    }),
    ...unlistedHandout({
      stem: `${folder}/Project_Day_1_Plant_Experiment_Analysis_Handout`,
      title: "Project Day 1 Handout: Plant Experiment Analysis",
      subtitle: "Worked example, data table, graph and conclusion",
      lesson: 7,
    }),
    lessonPlan({
      title: "Project Day 2 Lesson Plan",
      subtitle: "Pitching the community garden proposal",
      path: pitch.file!,
      lesson: 8,
    }),
    ...unlistedHandout({
      stem: `${folder}/Project_Day_2_Garden_Pitch_Handout`,
      title: "Project Day 2 Handout: Garden Pitch Planner",
      subtitle: "One-page proposal and pitch plan",
      lesson: 8,
    }),
  ],
};
