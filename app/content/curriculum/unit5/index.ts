import { unitOverview } from "../builders.ts";
import { ngssAlignment } from "../ngss.ts";
import type { UnitInput } from "../schema.ts";
import { stateAlignment } from "../state-standards.ts";
import { unitPlanPath } from "./files.ts";
import { phase1 } from "./phase-1.ts";
import { phase2 } from "./phase-2.ts";
import { phase3 } from "./phase-3.ts";
import { phase4 } from "./phase-4.ts";
import { phase5 } from "./phase-5.ts";

export const unit5 = {
  number: 5,
  title: "Health Equity: Biology and Community Resilience",
  description:
    "Students investigate why chronic diseases such as type 2 diabetes, asthma and hypertension affect some communities more than others, connecting cells, homeostasis and genetics to the social and environmental conditions that shape health, then design and share community-based solutions.",
  color: "orange",
  card: {
    description:
      "Connect cell biology and genetics to chronic disease, analyze health disparities in your area and propose solutions that build resilience.",
    keyTopics: ["Cells and homeostasis", "Genetics and risk factors", "Health disparities"],
    color: "blue",
  },
  backLink: { to: "/", label: "Back to Home" },
  drivingQuestion:
    "How can we use biology to understand why chronic diseases affect some communities more than others, and what can we do to build healthier, more resilient communities?",
  realWorldChallenge:
    "Type 2 diabetes, asthma and hypertension are among the most common chronic diseases in the United States, and their burden is not shared equally: rates are often highest in low-income neighborhoods and in Black, Latino and Native American communities. Students act as community health scientists. They explain the biology of these diseases from cell to body, untangle the genetic, environmental and social factors behind a local disparity, and design an evidence-based solution with community partners that can keep working after the unit ends.",
  coreConcepts: [
    {
      title: "Cells, Proteins and Specialization",
      description:
        "Proteins coded by genes, such as insulin and its receptor, carry out the work of specialized cells; differentiation produces beta cells, airway cells and artery walls that work together as organ systems.",
      codes: ["BIO1.LS1.1", "BIO1.LS1.3"],
    },
    {
      title: "Homeostasis and Feedback",
      description:
        "Feedback loops keep blood glucose, airway function and blood pressure within safe ranges; chronic disease develops when these loops are disrupted over time.",
      codes: ["BIO1.LS1.2"],
    },
    {
      title: "Genetics and Environment",
      description:
        "DNA and chromosomes carry inherited instructions, many genes each add a small amount of risk, and environmental exposures change how genes are expressed, so risk is shaped by genes and conditions together.",
      codes: ["BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.3", "BIO1.LS3.4"],
    },
    {
      title: "Environment and Change in Populations",
      description:
        "Changing environments shape which gene variants become common, as with the sickle cell allele and malaria, and help explain why ancestry, not race, is the meaningful biological idea.",
      codes: ["BIO1.LS4.5"],
    },
    {
      title: "Social Determinants of Health",
      description:
        "Economic stability, education, health care access, neighborhood and built environment, and social and community context shape exposure, stress and access to care, and act on the body through biology.",
    },
    {
      title: "Community Resilience",
      description:
        "Communities hold assets such as trusted institutions, networks and local knowledge; solutions built with them and owned by them last longer and reach more people.",
    },
  ],
  keyTopics: [
    "Type 2 diabetes",
    "Asthma",
    "Hypertension",
    "Cells and homeostasis",
    "Genetics and environment",
    "Social determinants of health",
    "Community resilience",
  ],
  projectIdeas: [
    {
      title: "Barbershop and Salon Blood Pressure Corners",
      description:
        "Partner with local barbershops or salons to host blood pressure information and referral corners, adapting a model proven to lower blood pressure.",
    },
    {
      title: "Asthma Trigger Home Checklist",
      description:
        "Design a bilingual checklist and short video that help families find and reduce common asthma triggers at home, with a list of local support services.",
    },
    {
      title: "Healthy Corner Store Makeover",
      description:
        "Work with a corner store owner to test shelf placement and signage that make affordable, healthier options easier to choose.",
    },
    {
      title: "Neighborhood Walking Map",
      description:
        "Map safe, shaded walking routes with community input and present lighting or crosswalk improvements to local officials.",
    },
    {
      title: "Youth Health Policy Brief",
      description:
        "Write a policy brief for a school board or city council that uses local data and biology to argue for a specific change, such as cleaner school bus fleets or water refill stations.",
    },
  ],
  learningOutcomes: [
    "Explain how type 2 diabetes, asthma and hypertension disrupt homeostasis from the cell to the whole body.",
    "Describe how genes code for proteins and how many genes and environmental exposures together shape the risk of chronic disease.",
    "Use evidence about natural selection and human variation to explain why race is a poor proxy for biology.",
    "Analyze local health data using rates and distinguish correlation from causation.",
    "Explain how social determinants of health act on the body through biological mechanisms.",
    "Design, test and present an evidence-based community health solution with stakeholder input.",
    "Reflect on personal growth and plan for sustained community impact.",
  ],
  competencies: [
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students apply core biology, from proteins to populations, to real health questions in their community.",
    },
    {
      title: "Original Thinkers for an Uncertain World",
      description: "Students question simple explanations of disease and design creative, evidence-based solutions.",
    },
    {
      title: "Generous Collaborators for Tough Problems",
      description:
        "Students work in teams and with community members, valuing the expertise of the people most affected.",
    },
    {
      title: "Learners for Life",
      description: "Students reflect on their growth and connect the unit to future pathways in health and science.",
    },
  ],
  standards: {
    ngss: ngssAlignment([
      "HS-LS1-1",
      "HS-LS1-2",
      "HS-LS1-3",
      "HS-LS1-4",
      "HS-LS3-1",
      "HS-LS3-2",
      "HS-LS3-3",
      "HS-LS4-2",
      "HS-LS4-3",
      "HS-LS4-4",
      "HS-ETS1-1",
      "HS-ETS1-2",
      "HS-ETS1-3",
    ]),
    state: stateAlignment([
      "BIO1.LS1.1",
      "BIO1.LS1.2",
      "BIO1.LS1.3",
      "BIO1.LS3.1",
      "BIO1.LS3.2",
      "BIO1.LS3.3",
      "BIO1.LS3.4",
      "BIO1.LS4.5",
    ]),
  },
  scheduleNote:
    "Phases 1 and 2 are counted in lessons (1-11) and Phases 3 to 5 in days (12-30); each lesson is one class day, so the unit runs 30 days. Checkpoints fall on Lesson 5, Day 11, Day 17 and Day 22.",
  phases: [phase1, phase2, phase3, phase4, phase5],
  materials: [
    unitOverview({
      title: "Unit 5 Complete Unit Plan",
      subtitle: "All five phases, 30 days: objectives, lessons, checkpoints, standards and assessments",
      path: unitPlanPath,
      kind: "unit-plan",
    }),
  ],
  completePlanPath: unitPlanPath,
} satisfies UnitInput;
