import { formatNumber, formatPercent } from "#shared/i18n/intl.ts";
import { figures as f } from "./figures.ts";
import type { ImpactContent } from "./schemas.ts";

const n = (value: number) => formatNumber("en", value);
const pct = (share: number) => formatPercent("en", share);

export const impactContent: ImpactContent = {
  meta: {
    title: "Our Impact",
    description:
      "GeneHive's 2024-2025 results and 2025-2026 targets: students reached, teachers trained, partners, lab hours and what comes next.",
  },
  hero: {
    badge: "Impact report",
    title: "Our Impact",
    lead: "Every number here is a student who ran their first experiment, a teacher who tried something new, or a neighbourhood that saw its young people as scientists.",
  },
  mission: {
    heading: { id: "mission", title: "Our Mission" },
    paragraphs: [
      "GeneHive is an innovation lab that brings hands-on biology and biotech learning to underserved communities. We believe every young person deserves the chance to do real science, and that communities are stronger when their young people can use it to solve local problems.",
      "We partner with schools, teachers, families and local organisations to make that happen, in classrooms, after school and in community biotech hubs.",
    ],
  },
  metrics: {
    heading: {
      id: "metrics",
      title: "By the Numbers",
      intro: "What we achieved in our first full year, and where we are headed next.",
    },
    caption: "GeneHive results for 2024-2025 and targets for 2025-2026",
    columns: { metric: "Metric", outcome: "2024-2025 Outcome", target: "2025-2026 Target" },
    rows: [
      {
        metric: "Students reached",
        outcome: `${n(f.studentsReached)} students across ${n(f.schools)} schools`,
        target: `${n(f.studentsTarget)}+`,
      },
      { metric: "Teachers trained", outcome: n(f.teachersTrained), target: `${n(f.teachersTarget)}+` },
      { metric: "Community partners", outcome: n(f.partners), target: `${n(f.partnersTarget)}+` },
      { metric: "Hands-on lab hours", outcome: `${n(f.labHours)}+`, target: `${n(f.labHoursTarget)}+` },
      { metric: "Community events", outcome: n(f.events), target: `${n(f.eventsTarget)}+` },
      {
        metric: "Career interest",
        outcome: `${pct(f.careerInterest)} report increased career interest`,
        target: `Sustain at least ${pct(f.careerInterest)}`,
      },
    ],
  },
  audiences: {
    heading: { id: "who-we-reach", title: "Who We Reach" },
    students: {
      title: "Student Impact",
      stats: [
        { value: pct(f.labConfidence), label: "more confident in lab investigations" },
        { value: pct(f.communityConnection), label: "connected science to community issues" },
        { value: pct(f.engagementIncrease), label: "average increase in student engagement" },
      ],
      points: [
        "Students presented projects on food access, disease prevention and climate resilience to families and local leaders.",
      ],
    },
    educators: {
      icon: "presentation",
      title: "Educator Impact",
      points: [
        "Teachers gained ready-to-use, standards-aligned units and the confidence to lead project-based labs",
        "Professional learning sessions built a network of colleagues who share ideas and materials",
        "Teachers reported spending less time planning from scratch and more time coaching students",
      ],
    },
    community: {
      icon: "hand-heart",
      title: "Community Impact",
      points: [
        "Families joined showcases and lab nights to see students' science in action",
        "Local partners hosted field work, mentored teams and gave feedback on student solutions",
        "Student projects brought fresh ideas to real neighbourhood challenges",
      ],
    },
  },
  theory: {
    heading: {
      id: "theory-of-change",
      title: "Our Theory of Change",
      intro: "Four commitments that lead from a single lab day to lasting change.",
    },
    items: [
      {
        icon: "flask",
        title: "Access",
        description:
          "When students in underserved communities get real lab experiences, science becomes something they do, not something done by others.",
      },
      {
        icon: "sparkles",
        title: "Empowerment",
        description:
          "Solving problems that matter to them builds students' confidence, skills and belief that they belong in STEM.",
      },
      {
        icon: "handshake",
        title: "Collaboration",
        description:
          "Schools, families and local partners working together create support that lasts beyond a single classroom.",
      },
      {
        icon: "lightbulb",
        title: "Equity & Innovation",
        description:
          "A more diverse generation of scientists brings new questions and better solutions for everyone's health and environment.",
      },
    ],
  },
  next: {
    heading: { id: "whats-next", title: "What's Next" },
    items: [
      {
        icon: "network",
        title: "A Network of Schools",
        description: `A network of ${n(f.networkSchools)} schools planned for 2025-2026, sharing units, training and student showcases.`,
      },
      {
        icon: "hexagon",
        title: "Community Biotech Hubs",
        description: "Opening neighbourhood lab spaces where students and families can experiment after school.",
      },
      {
        icon: "presentation",
        title: "Deeper Teacher Support",
        description: "More training cohorts and coaching so every teacher feels ready to lead project-based biology.",
      },
    ],
  },
  join: {
    heading: { id: "join", title: "Join the Hive" },
    description:
      "Whether you teach, learn, fund or partner, there is a place for you in GeneHive. Explore our courses, join the conversation or help us reach more students.",
    actions: [
      { label: "Explore Courses", href: "/courses" },
      { label: "Join Community", href: "/community" },
    ],
    support: { label: "Support Us", subject: "Supporting GeneHive" },
    contactTitle: "Get in touch",
    emailLabel: "Email",
    websiteLabel: "Website",
  },
};
