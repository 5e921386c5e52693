import type { RubricInput } from "./schema.ts";
import { unit1Rubrics } from "./unit1.ts";
import { unit2aRubrics } from "./unit2a.ts";
import { unit2bRubrics } from "./unit2b.ts";
import { unit3aRubrics } from "./unit3a.ts";
import { unit3bRubrics } from "./unit3b.ts";
import { unit4Rubrics } from "./unit4.ts";
import { unit5aRubrics } from "./unit5a.ts";
import { unit5bRubrics } from "./unit5b.ts";
import { unit6Rubrics } from "./unit6.ts";

// Described rubrics for each unit's checkpoint or summative product, one criterion per criterion its lesson plan
// names, each with four levels (Advanced, Proficient, Developing, Beginning).

export const rubricContent: RubricInput[] = [
  {
    unit: 1,
    lesson: 6,
    product: "Community garden proposal and pitch",
    criteria: [
      {
        name: "Scientific reasoning",
        levels: [
          "Every major design choice is justified with photosynthesis, soil ecology or nutrient cycling, and the team explains a trade-off between two choices.",
          "Each major design choice (bed placement, crops, compost, soil plan) has a correct scientific reason from the unit.",
          "Some choices have a scientific reason, but others are unexplained or the biology is partly wrong.",
          "Choices are listed without scientific reasons, or the reasons are incorrect.",
        ],
      },
      {
        name: "Use of site data",
        levels: [
          "Sun hours, soil test, water access and safety data shape the layout, and the team says what it would measure next.",
          "The plan uses the site's sun hours, soil test and water access, and deals with any lead or compaction found.",
          "Some site data is mentioned but does not clearly shape the layout, or a safety finding is missed.",
          "The design ignores the site data or could be for any site.",
        ],
      },
      {
        name: "Community input",
        levels: [
          "Neighbors' priorities and culturally important crops drive the design, and the team shows how the community would keep the garden going.",
          "The design includes crops and features neighbors asked for, with accessible beds and paths.",
          "Community wishes are mentioned but only loosely reflected in the design.",
          "The design does not mention what the community wants.",
        ],
      },
      {
        name: "Communication",
        levels: [
          "The pitch is clear, persuasive and accurate for a city council audience, with a specific ask backed by evidence.",
          "The pitch is clear and organized, uses a scaled plan and one piece of evidence, and ends with an ask.",
          "The pitch is understandable but disorganized, or the plan is hard to read.",
          "The pitch is unclear or incomplete, and the plan is missing.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 6,
    product: "Checkpoint 1: Immune response model",
    criteria: [
      {
        name: "Accuracy",
        levels: [
          "All biology is correct, and the model explains why each step happens (for example, why antibodies fit one antigen).",
          "The roles of barriers, phagocytes, B cells, T cells, antibodies and memory cells are correct.",
          "Most roles are correct, with one or two errors (for example, antibodies shown killing infected cells).",
          "Several roles are wrong or missing.",
        ],
      },
      {
        name: "Sequence",
        levels: [
          "The steps are in order with a sense of timing (minutes to hours for innate, days for a first adaptive response).",
          "The steps run in the correct order: entry, barriers, inflammation, antigen presentation, B and T cell activation, antibodies, memory.",
          "Most steps are in order, but innate and adaptive steps are mixed up in places.",
          "The steps are out of order or disconnected.",
        ],
      },
      {
        name: "Vaccinated comparison",
        levels: [
          "The two panels show why the vaccinated response is faster and larger (memory cells), and what that means for symptoms and spread.",
          "The vaccinated panel correctly shows a faster, stronger response because memory cells already exist.",
          "A vaccinated panel is present, but the difference is only stated, not explained.",
          "No comparison, or the vaccinated panel shows the vaccine fighting the pathogen directly.",
        ],
      },
      {
        name: "Labels",
        levels: [
          "Every part is labeled with the correct term, and a key or captions make the model readable on its own.",
          "Cells, molecules and steps are labeled with correct terms.",
          "Some labels are missing or use the wrong term.",
          "Few or no labels, or most are wrong.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 14,
    product: "Checkpoint 2: Herd immunity policy brief",
    criteria: [
      {
        name: "Data accuracy",
        levels: [
          "Coverage, threshold and case data are correct, cited and compared as rates, and the gap between coverage and threshold is calculated.",
          "The brief uses correct vaccination coverage and herd immunity threshold figures from a named source.",
          "Some figures are wrong, uncited or compared as raw counts.",
          "Data is missing or wrong.",
        ],
      },
      {
        name: "Reasoning",
        levels: [
          "The recommendation follows step by step from the data and the biology of herd immunity (R0, threshold, who cannot be vaccinated), and weighs an alternative.",
          "The recommendation is explained with the biology of herd immunity and the data.",
          "The recommendation is stated, but the link to the data or the biology is weak.",
          "The recommendation does not follow from the data, or there is none.",
        ],
      },
      {
        name: "Equity",
        levels: [
          "The brief names the barriers of specific groups (clinics, transport, time off work, cost, language, trust) and designs the recommendation around them.",
          "The brief addresses access and trust for the people least likely to be reached.",
          "Equity is mentioned but does not shape the recommendation.",
          "Equity and access are not considered.",
        ],
      },
      {
        name: "Clarity",
        levels: [
          "One page a decision maker can act on: a clear ask, a readable graph or table, plain language throughout.",
          "The brief is organized and fits one page, with a clear recommendation.",
          "The brief is hard to follow in places or runs long.",
          "The brief is unclear or incomplete.",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 6,
    lesson: 29,
    product: "Community Climate Solutions Showcase presentation",
    criteria: [
      {
        name: "Science accuracy",
        levels: [
          "All biology is correct and precise (infiltration, transpiration, native species and the food web), including the limits of what the test showed.",
          "The biology behind the problem and the design is correct.",
          "The biology is mostly correct, with an error or vague claim (for example, 'plants make cold air').",
          "The biology is missing or incorrect.",
        ],
      },
      {
        name: "Use of evidence",
        levels: [
          "Prototype data with means and ranges, model results and field counts support every claim, and the team says how sure it is.",
          "Prototype test data (with ranges) supports the main claim.",
          "Some data is shown, but it does not clearly support the claim or ranges are missing.",
          "No data, or claims go beyond the data.",
        ],
      },
      {
        name: "Clarity",
        levels: [
          "A visitor can follow the talk in plain words, and the key graph is readable in ten seconds.",
          "The talk follows the story arc and the key graph has a plain title and labeled axes.",
          "The talk is understandable but jumps around, or the graph is hard to read.",
          "The talk is hard to follow, with no usable visual.",
        ],
      },
      {
        name: "Response to questions",
        levels: [
          "Answers are accurate and backed by evidence, and the team names what it could not answer and how it would find out.",
          "Answers to questions about cost, upkeep and who benefits use evidence.",
          "Answers are partly relevant or rely on opinion.",
          "Questions go unanswered or are answered inaccurately.",
        ],
      },
      {
        name: "Community connection",
        levels: [
          "The design is tied to named people and places most affected, the species it supports, and a specific ask of the audience.",
          "The team explains who in the neighborhood benefits and which native species the design supports.",
          "The community is mentioned in general terms only.",
          "The talk makes no connection to the community.",
        ],
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 4,
    product: "Phase 1 checkpoint: Biomimetic design brief",
    criteria: [
      {
        name: "Biology accuracy",
        levels: [
          "The animal's sensing, signalling and response are described correctly and precisely, with receptors, neurons and effectors named.",
          "The animal system and the human systems it is compared with are described correctly.",
          "The biology is partly correct, with an error or a vague step.",
          "The biology is missing or incorrect.",
        ],
      },
      {
        name: "A clear feedback mechanism",
        levels: [
          "The brief maps stimulus, sensor, control center, effector and response, names the set point and explains how the loop corrects itself.",
          "The brief shows a negative feedback loop with sensor, control center and effector that reverses a change.",
          "A loop is drawn, but a part is missing or it is not clear how the change is reversed.",
          "No feedback loop, or a loop that amplifies a change when it should correct it.",
        ],
      },
      {
        name: "Criteria and constraints",
        levels: [
          "Measurable criteria and realistic constraints (cost, safety, who benefits) are ranked and tied to the community need.",
          "The brief states at least two measurable criteria and two constraints for the community need.",
          "Criteria or constraints are listed but vague or not measurable.",
          "The brief gives no criteria or constraints.",
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 5,
    product: "Checkpoint 1: Illustrated explanation",
    criteria: [
      {
        name: "Scientific accuracy",
        levels: [
          "All science is correct and precise, including how the disease's mechanism differs from a healthy body's.",
          "The explanation of how the disease disrupts homeostasis is correct.",
          "Mostly correct, with one or two errors (for example, type 2 diabetes as 'no insulin at all').",
          "Major errors in the science, or the science is missing.",
        ],
      },
      {
        name: "Feedback loop",
        levels: [
          "The loop shows sensor, control center, effector and set point, and exactly where the disease breaks it.",
          "A correct feedback loop with its parts labeled and the disrupted step shown.",
          "A loop is shown, but a part is missing or mislabeled.",
          "No feedback loop is shown.",
        ],
      },
      {
        name: "Levels of organization",
        levels: [
          "Cell, tissue, organ and body levels are linked so a reader sees how a cell-level change becomes a symptom.",
          "The explanation covers the cell, organ and whole-body levels.",
          "Two levels are covered, or the levels are not connected.",
          "Only one level of organization is covered.",
        ],
      },
      {
        name: "Clarity",
        levels: [
          "A family member could follow it easily; visuals and words work together, and one everyday action is explained.",
          "The explanation and visuals are clear and organized, with one everyday action that helps.",
          "Parts are confusing, or visuals and text do not match.",
          "Hard to follow for someone outside the class.",
        ],
      },
      {
        name: "Respectful language",
        levels: [
          "The language is plain and respectful throughout, and explains that causes include conditions people do not choose.",
          "The language is respectful and avoids blaming people for their illness.",
          "Mostly respectful, with a phrase that blames or labels people.",
          "The language blames or stigmatizes people with the disease.",
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 11,
    product: "Checkpoint 2: Risk factor analysis",
    criteria: [
      {
        name: "Accurate classification",
        levels: [
          "Every risk factor in the case profile is classified correctly as genetic, biological, environmental or social, with factors that belong to two categories explained.",
          "Every risk factor is classified correctly.",
          "Most factors are classified correctly, with two or three errors.",
          "Many factors are missing or misclassified.",
        ],
      },
      {
        name: "Use of evidence from Lessons 6-10",
        levels: [
          "Evidence from several lessons (polygenic risk, family history, epigenetics, ancestry) supports each claim, accurately and specifically.",
          "The analysis uses accurate evidence from at least two of Lessons 6-10.",
          "Evidence is general, from one lesson, or partly inaccurate.",
          "No evidence from the lessons.",
        ],
      },
      {
        name: "Reasoning about changeability",
        levels: [
          "The analysis explains which factors a family or community could change, how, and why changing conditions can lower risk without changing genes.",
          "The analysis correctly judges which factors a family or community could change.",
          "Changeability is judged for some factors or without reasons.",
          "Changeability is not addressed, or genes are treated as destiny.",
        ],
      },
      {
        name: "Clarity",
        levels: [
          "The claim-evidence-reasoning analysis is concise, well organized and easy for a family to follow.",
          "Claim, evidence and reasoning are clear and in order.",
          "The parts are present but hard to follow.",
          "The analysis is unclear or incomplete.",
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 17,
    product: "Checkpoint 3: Disparity analysis",
    criteria: [
      {
        name: "Accurate data",
        levels: [
          "Rates (age-adjusted where needed) from a credible named source are compared correctly, with the limits of the data stated.",
          "The analysis uses correct rates from a credible source to show the disparity.",
          "Data is uncited, compares raw counts, or has errors.",
          "No data, or the data is wrong.",
        ],
      },
      {
        name: "Biological mechanism",
        levels: [
          "The mechanism is explained from cell to body and linked to how the conditions in the community act on it (for example, stress hormones and blood pressure).",
          "The biological mechanism of the disease is explained correctly.",
          "The mechanism is vague or partly wrong.",
          "No biological mechanism.",
        ],
      },
      {
        name: "Social determinants",
        levels: [
          "At least two social determinants are traced to root causes and to the biology they act through.",
          "At least two social determinants are named and connected to the disparity.",
          "One determinant, or determinants listed without connection.",
          "Social determinants are missing.",
        ],
      },
      {
        name: "Assets",
        levels: [
          "A community asset is described with how a solution could build on it.",
          "The analysis names at least one real community asset.",
          "An asset is mentioned vaguely.",
          "No community asset is named.",
        ],
      },
      {
        name: "Focused question",
        levels: [
          "A specific, researchable question for the design phase that follows from the analysis and names who it serves.",
          "A focused question for the design phase that follows from the analysis.",
          "A question that is broad or only loosely connected to the analysis.",
          "No question for the design phase.",
        ],
      },
      {
        name: "Respectful language",
        levels: [
          "Respectful, person-first language throughout, and the analysis names conditions rather than people as the cause.",
          "The language is respectful and avoids blaming the people affected.",
          "Mostly respectful, with a phrase that blames or labels people.",
          "The language blames or stigmatizes the community.",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 8,
    product: "Advocacy project and showcase",
    criteria: [
      {
        name: "Science accuracy",
        levels: [
          "All cancer biology is correct and precise (cell cycle, mutations, risk, screening or treatment), with sources the team can name.",
          "The cancer biology the project uses is correct.",
          "Mostly correct, with an error or overstatement (for example, 'a BRCA1 mutation means you will get cancer').",
          "Major errors in the biology, or the science is missing.",
        ],
      },
      {
        name: "Clarity for the audience",
        levels: [
          "Plain language, visuals and translations fit the audience exactly; a visitor could explain the message to someone else.",
          "The message is clear for its audience, with jargon explained.",
          "Parts rely on jargon or are hard to follow.",
          "The audience could not follow the message.",
        ],
      },
      {
        name: "Use of evidence",
        levels: [
          "Data from the unit (rates, screening ages, risk figures) support every claim, with absolute and relative risk used correctly.",
          "Claims are supported by evidence from the unit.",
          "Some evidence is given, but it is not clearly tied to the claims.",
          "Claims are made with no evidence behind them.",
        ],
      },
      {
        name: "Respect and care",
        levels: [
          "The project centers people's experiences with dignity and privacy, avoids blame, and addresses barriers to care.",
          "The project is respectful of patients, families and communities and avoids blame.",
          "Mostly respectful, with a phrase that blames or frightens.",
          "The project is disrespectful, blaming or frightening.",
        ],
      },
      {
        name: "Feasibility of the action",
        levels: [
          "The next step is specific, realistic and has partners, resources and a way to tell whether it worked.",
          "The action is specific and realistic for the audience.",
          "The action is vague or unlikely to happen.",
          "No action is proposed.",
        ],
      },
    ],
  },
  ...unit1Rubrics,
  ...unit2aRubrics,
  ...unit2bRubrics,
  ...unit3aRubrics,
  ...unit3bRubrics,
  ...unit4Rubrics,
  ...unit5aRubrics,
  ...unit5bRubrics,
  ...unit6Rubrics,
];
