import { handout, lessonPlan, unitOverview } from "../builders.ts";
import { ngssAlignment } from "../ngss.ts";
import type { UnitInput } from "../schema.ts";
import { stateAlignment } from "../state-standards.ts";
import { phase1 } from "./phase-1.ts";
import { phase2 } from "./phase-2.ts";
import { phase3 } from "./phase-3.ts";
import { phase4 } from "./phase-4.ts";
import { phase5 } from "./phase-5.ts";

/* ------------------------------------------------------------------------------------------------
 * The unit
 * ---------------------------------------------------------------------------------------------- */

export const unit2 = {
  number: 2,
  title: "Community Immunity",
  description:
    "Community immunity and global health: students investigate the immune system, pathogens, vaccines, herd immunity and epidemiology, then create a public health campaign with a 60-second PSA for their own community.",
  color: "blue",
  card: {
    description:
      "Explore how the immune system defends the body, how diseases spread and how vaccines work, then create a public health campaign.",
    keyTopics: ["The immune system", "Pathogens and transmission", "Vaccines and public health"],
    color: "blue",
  },
  backLink: { to: "/courses", label: "Back to Courses" },
  drivingQuestion:
    "How can we use what we know about the immune system and the spread of disease to protect the health of our community and communities around the world?",
  realWorldChallenge:
    "Outbreaks of vaccine-preventable diseases such as measles are returning in places where vaccination has fallen, and misinformation spreads faster than many pathogens. Communities that already face barriers to health care are hit hardest. Students act as epidemiologists and health communicators: they investigate how disease spreads in their community, listen to what residents know and need, and design an accurate, culturally responsive public health campaign with a 60-second PSA that they present at a community exhibition.",
  coreConcepts: [
    {
      title: "Immune System Structure and Function",
      description:
        "Innate and adaptive immunity work as interacting systems of cells, tissues and proteins; antibodies bind specific antigens because of their shape.",
      codes: ["HS-LS1-2", "BIO1.LS1.9"],
    },
    {
      title: "Pathogens and the Characteristics of Life",
      description:
        "Bacteria, viruses, fungi and protists differ in structure and life cycle, which determines how they spread and how they can be prevented or treated.",
      codes: ["HS-LS1-1", "BIO1.LS1.8"],
    },
    {
      title: "Immune Memory and Vaccines",
      description:
        "Memory B and T cells make a second response faster and stronger; vaccines, including mRNA vaccines that instruct cells to make one protein, create memory without disease.",
      codes: ["HS-LS1-1", "HS-LS1-3", "BIO1.LS1.9", "BIO1.LS1.1"],
    },
    {
      title: "Disease in Populations and Herd Immunity",
      description:
        "R0, the herd immunity threshold (1 - 1/R0) and SIR models explain and predict how infections spread through populations and how vaccination protects those who cannot be vaccinated.",
      codes: ["HS-LS2-2", "HS-ETS1-4", "BIO1.LS2.9"],
    },
    {
      title: "Pathogen Evolution",
      description:
        "Natural selection explains antibiotic resistance and new viral variants, which is why antibiotics must be used carefully and flu vaccines are updated.",
      codes: ["HS-LS4-2", "HS-LS4-4", "BIO1.LS4.2"],
    },
    {
      title: "Public Health Solutions and Communication",
      description:
        "Designing a health campaign means defining a community problem with evidence, weighing criteria and constraints such as trust, access and culture, and communicating science clearly.",
      codes: ["HS-ETS1-1", "HS-ETS1-2", "HS-ETS1-3", "BIO1.ETS2.1"],
    },
  ],
  keyTopics: [
    "Immune system",
    "Pathogens",
    "Vaccines",
    "Herd immunity",
    "Epidemiology",
    "Public health communication",
    "Global health equity",
  ],
  projectIdeas: [
    {
      title: "60-Second Public Health PSA Campaign",
      description:
        "Script, film and edit a captioned 60-second PSA with a companion infographic that targets a misconception found in the class community survey.",
    },
    {
      title: "Community Health Profile",
      description:
        "Combine county surveillance data, vaccination coverage and original survey results into a profile of the community's infectious-disease risks and assets.",
    },
    {
      title: "Outbreak Simulation Exhibit",
      description:
        "Build an interactive exhibit (physical grid or computer SIR model) that lets visitors see how vaccination coverage changes the size of an outbreak.",
    },
    {
      title: "Multilingual Vaccine Facts Toolkit",
      description:
        "Work with families and community partners to produce accurate, culturally adapted vaccine and hygiene materials in the languages spoken in the community.",
    },
  ],
  lessons: [],
  learningOutcomes: [
    "Explain how innate and adaptive immunity work together to defend the body, using a model of a specific infection.",
    "Compare pathogen types and explain why antibiotics treat bacterial but not viral infections.",
    "Explain immune memory and how different vaccine types, including mRNA vaccines, produce it.",
    "Use R0, herd immunity thresholds and SIR models to explain and predict the spread of disease.",
    "Explain antibiotic resistance and viral variation as outcomes of natural selection.",
    "Analyze public health data and original survey data, recognizing their limitations.",
    "Design, produce and evaluate an accurate, culturally responsive public health campaign with a 60-second PSA.",
  ],
  competencies: [
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students build and apply core knowledge of immunology, microbiology, evolution and population biology to a real community problem.",
    },
    {
      title: "Masters of All Fundamental Literacies",
      description:
        "Students read and create graphs, rates and models and communicate science clearly in writing, speech and video, in more than one language where possible.",
    },
    {
      title: "Original Thinkers for an Uncertain World",
      description:
        "Students question data and claims, check sources and design new ways to reach their community with accurate health information.",
    },
    {
      title: "Generous Collaborators for Tough Problems",
      description:
        "Teams share production roles, give structured feedback and partner with families, health workers and community organizations.",
    },
    {
      title: "Learners for Life",
      description:
        "Students reflect on their growth across four checkpoints and connect the unit to public health and biomedical careers.",
    },
  ],
  standards: {
    ngss: ngssAlignment([
      "HS-LS1-1",
      "HS-LS1-2",
      "HS-LS1-3",
      "HS-LS2-2",
      "HS-LS4-2",
      "HS-LS4-3",
      "HS-LS4-4",
      "HS-ETS1-1",
      "HS-ETS1-2",
      "HS-ETS1-3",
      "HS-ETS1-4",
    ]),
    state: stateAlignment([
      "BIO1.LS1.1",
      "BIO1.LS1.2",
      "BIO1.LS1.8",
      "BIO1.LS1.9",
      "BIO1.LS2.9",
      "BIO1.LS4.2",
      "BIO1.ETS2.1",
    ]),
  },
  scheduleNote:
    "The unit runs 32 class days, the way the phase pages and every lesson and download are numbered: Phase 1 Days 1-6, Phase 2 Days 7-14, Phase 3 Days 15-22 (8 days), Phase 4 Days 23-28 (6 days) and Phase 5 Days 29-32 (4 days). Short on time? A 26-day version keeps Phases 1 and 2 and compresses the rest: Phase 3 to Days 15-20, Phase 4 to Days 21-24 and Phase 5 to Days 25-26 (each of those phases shows its 26-day range).",
  phases: [phase1, phase2, phase3, phase4, phase5],
  materials: [
    unitOverview({
      title: "Unit 2 Overview: Community Immunity",
      subtitle: "Driving question, phases, standards and assessment plan (Word)",
      path: "/materials/unit2/Unit_2_Community_Immunity_Overview.docx",
    }),
    lessonPlan({
      title: "Day 1 Lesson Plan: Outbreak! The Contagion Simulation",
      subtitle: "Entry event lesson plan (Word)",
      path: "/materials/unit2/Day_1_Outbreak_Contagion_Simulation_Lesson_Plan.docx",
      lesson: 1,
      phase: 1,
    }),
    handout({
      title: "Day 1 Handout: Outbreak Tracker",
      subtitle: "Entry event student handout (PDF)",
      path: "/materials/unit2/Day_1_Outbreak_Tracker_Handout.pdf",
      lesson: 1,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 9 Lesson Plan: Herd Immunity",
      subtitle: "Herd immunity simulation lesson plan (Word)",
      path: "/materials/unit2/Day_9_Herd_Immunity_Lesson_Plan.docx",
      lesson: 9,
      phase: 2,
    }),
    lessonPlan({
      title: "Day 16 Lesson Plan: Outbreak Investigation",
      subtitle: "Epidemic curve investigation lesson plan (Word)",
      path: "/materials/unit2/Day_16_Outbreak_Investigation_Lesson_Plan.docx",
      lesson: 16,
      phase: 3,
    }),
    handout({
      title: "Day 23 Handout: Campaign Strategy Planner",
      subtitle: "Public health campaign planning handout (PDF)",
      path: "/materials/unit2/Day_23_Campaign_Strategy_Planner_Handout.pdf",
      lesson: 23,
      phase: 4,
    }),
  ],
  textPlanFileName: "Unit2_Community_Immunity.txt",
} satisfies UnitInput;
