import { xqCompetencies } from "./competencies.ts";
import type { PblContent } from "./schemas.ts";

export const pblContent: PblContent = {
  meta: {
    title: "Innovating through Biology for Real-World Impact",
    description:
      "A project-based high school biology course: {unitCount:word} NGSS-aligned units where students tackle food justice, immunity, climate and health.",
  },
  hero: {
    badge: "High School Biology • Project-Based Learning",
    title: "Innovating through Biology for Real-World Impact",
    lead: "{unitCount:Word} units, {unitCount:word} real challenges. Students learn the core ideas of high school biology by using them: to feed their neighbourhoods, protect their families' health and design solutions for a changing planet.",
    actions: [
      { label: "Explore Units", href: "#units" },
      { label: "Why GeneHive?", href: "/why-genehive" },
      { label: "Educational Tools", href: "/tools" },
    ],
  },
  intro: {
    heading: {
      id: "problem-solver",
      title: "Become a Real-World Problem Solver",
      intro:
        "Each unit opens with a driving question from students' own communities and ends with a solution they present to a real audience. Along the way they master the biology they need to get there.",
    },
    items: [
      {
        icon: "earth",
        title: "Real-World Impact",
        description:
          "Projects address real needs, such as food access, disease prevention and climate resilience, and are shared with families and local leaders.",
      },
      {
        icon: "lightbulb",
        title: "Innovation-Driven",
        description:
          "Students prototype, test and refine their ideas the way scientists and engineers do, learning from every iteration.",
      },
      {
        icon: "users",
        title: "Collaborative",
        description:
          "Teams share roles, give each other feedback and work with community partners and mentors throughout each unit.",
      },
      {
        icon: "badge-check",
        title: "NGSS Aligned",
        description:
          "Every unit maps to Next Generation Science Standards performance expectations and science and engineering practices.",
      },
    ],
  },
  units: {
    heading: {
      id: "units",
      title: "Course Units",
      intro: "Each unit stands on its own, so you can teach the full sequence or choose the units that fit your year.",
    },
    unitLabel: "Unit",
    keyTopicsLabel: "Key topics",
    openLabel: "View unit",
  },
  biomimicry: {
    title: "Optional: Biomimicry Project",
    description:
      "Want to stretch further? Any unit can end with a biomimicry challenge: students study how an organism solves a problem, such as a termite mound staying cool, and borrow that strategy for their own design.",
    link: { label: "See the Biomimetic Biology course", href: "/biomimetic-course" },
  },
  standards: {
    heading: {
      id: "standards",
      title: "Competencies and Standards",
      intro: "The course develops the whole learner while covering the biology your students are expected to know.",
    },
    xqTitle: "XQ Competencies",
    xq: xqCompetencies,
    ngssTitle: "NGSS Standards",
    ngss: [
      {
        code: "HS-LS1-1",
        description:
          "Explain how the structure of DNA determines the structure of proteins that carry out life's work.",
      },
      {
        code: "HS-LS1-3",
        description: "Investigate how feedback mechanisms maintain homeostasis in living systems.",
      },
      {
        code: "HS-LS1-4",
        description: "Model how cell division and differentiation build and maintain complex organisms.",
      },
      {
        code: "HS-LS1-5",
        description: "Model how photosynthesis transforms light energy into stored chemical energy.",
      },
      {
        code: "HS-LS2-7",
        description: "Design, evaluate and refine a solution that reduces human impacts on the environment.",
      },
      {
        code: "HS-LS3-2",
        description:
          "Defend a claim that inheritable variations come from new combinations, replication errors or mutations.",
      },
      {
        code: "HS-ETS1-2",
        description: "Design a solution to a complex real-world problem by breaking it into manageable parts.",
      },
      {
        code: "HS-ETS1-3",
        description: "Evaluate a solution against prioritised criteria and trade-offs, including social impacts.",
      },
    ],
  },
  cta: {
    title: "Ready to Make an Impact?",
    description:
      "Pick a unit, download the lesson plans and handouts, and bring a real community challenge into your classroom this term.",
    actions: [{ label: "Get Started Today", href: "#units" }],
  },
};
