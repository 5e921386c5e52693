import { xqCompetencies } from "./competencies.ts";
import { externalLinks } from "./links.ts";
import type { BiomimeticContent, Module } from "./schemas.ts";

const modules: Module[] = [
  {
    title: "Introduction to Biomimicry and Innovation",
    lessons: [
      { title: "Nature as Model, Measure and Mentor", type: "lesson" },
      { title: "From Burrs to Bullet Trains: Biomimicry Case Studies", type: "lesson" },
      { title: "Nature Walk Design Journal", type: "project" },
    ],
  },
  {
    title: "The Adjacent Possible",
    lessons: [
      { title: "How Life Explores the Next Possible Step", type: "lesson" },
      { title: "Evolution and the Building Blocks of Innovation", type: "lesson" },
      { title: "Mapping Our Adjacent Possible", type: "project" },
    ],
  },
  {
    title: "Liquid Networks",
    lessons: [
      { title: "Neurons, Networks and Connected Ideas", type: "lesson" },
      { title: "Mycelium, Ant Colonies and Collective Intelligence", type: "lesson" },
      { title: "Idea Network Design Sprint", type: "project" },
    ],
  },
  {
    title: "Serendipity and Error",
    lessons: [
      { title: "Happy Accidents in the History of Biology", type: "lesson" },
      { title: "Mutation as Creative Error", type: "lesson" },
      { title: "Operation Outbreak VR Simulation", type: "project" },
    ],
  },
  {
    title: "Exaptation",
    lessons: [
      { title: "Feathers, Flight and Repurposed Traits", type: "lesson" },
      { title: "From Bacterial Immunity to CRISPR", type: "lesson" },
      { title: "CRISPR Environmental Solution Proposal", type: "project" },
    ],
  },
  {
    title: "The Slow Hunch",
    lessons: [
      { title: "Keeping a Scientist's Commonplace Book", type: "lesson" },
      { title: "How Long-Term Research Pays Off", type: "lesson" },
      { title: "Hunch Journal and Research Pitch", type: "project" },
    ],
  },
  {
    title: "Platforms for Innovation",
    lessons: [
      { title: "Coral Reefs and Other Living Platforms", type: "lesson" },
      { title: "Genomes, Cells and Open Science as Platforms", type: "lesson" },
      { title: "Design a Community Science Platform", type: "project" },
    ],
  },
  {
    title: "Innovative Ecosystems",
    lessons: [
      { title: "Keystone Species and Innovation Hubs", type: "lesson" },
      { title: "Cities as Living Systems", type: "lesson" },
      { title: "Biomimetic City Design", type: "project" },
    ],
  },
  {
    title: "The 10/10 Rule",
    lessons: [
      { title: "From Discovery to Everyday Use", type: "lesson" },
      { title: "Timelines of Biotech Breakthroughs", type: "lesson" },
      { title: "Innovation Timeline Investigation", type: "project" },
    ],
  },
  {
    title: "Capstone Design and Reflection",
    lessons: [
      { title: "Defining Your Design Challenge", type: "lesson" },
      { title: "Prototyping, Testing and Peer Critique", type: "lesson" },
      { title: "Biomimicry Innovation Challenge Capstone", type: "project" },
    ],
  },
  {
    title: "Future Frontiers in Biomimicry",
    lessons: [
      { title: "Synthetic Biology and Living Materials", type: "lesson" },
      { title: "The Ethics of Designing With Life", type: "lesson" },
      { title: "Future Frontiers Showcase", type: "project" },
    ],
  },
];

export const biomimeticContent: BiomimeticContent = {
  meta: {
    title: "Biomimetic Biology: Innovation and Design Through Nature",
    description:
      "A high school course in biomimicry and design thinking: VR outbreak simulations, CRISPR engineering and biomimetic city design.",
  },
  hero: {
    badge: "High School Biology • Design Thinking & Biomimicry",
    title: "Biomimetic Biology: Innovation and Design Through Nature",
    lead: "Life has been solving problems for nearly four billion years. In this course, students learn how nature innovates, and how people do, then use both to design solutions for their communities and the planet.",
    explore: { label: "Explore Course Units", href: "#modules" },
    fullCourse: { label: "Access Full Course", href: externalLinks.biomimeticCourse },
    approach: { label: "Our Approach", href: "/why-genehive" },
  },
  overview: {
    heading: {
      id: "overview",
      title: "Course Overview",
      intro:
        "A course that treats students as designers: curious about nature, rigorous about evidence, bold with ideas.",
    },
    items: [
      {
        icon: "leaf",
        title: "Nature as Mentor",
        description:
          "Students study how organisms manage water, energy and structure, and translate those strategies into human designs.",
      },
      {
        icon: "lightbulb",
        title: "The Science of Innovation",
        description:
          "Patterns from the history of ideas, such as the adjacent possible and the slow hunch, help students understand how breakthroughs really happen.",
      },
      {
        icon: "glasses",
        title: "Immersive Simulations",
        description:
          "A virtual-reality outbreak puts students inside an epidemic, where they track spread and test public health responses.",
      },
      {
        icon: "dna",
        title: "Genetic Engineering",
        description:
          "Students learn how CRISPR works, weigh its ethics and propose gene-editing solutions to environmental problems.",
      },
      {
        icon: "building",
        title: "Biomimetic Cities",
        description:
          "Teams redesign a neighbourhood using ecosystems as blueprints for energy, water, waste and green space.",
      },
      {
        icon: "network",
        title: "Systems Innovation",
        description:
          "Students map how living and human systems connect, and find the leverage points where a small change makes a big difference.",
      },
    ],
  },
  themes: {
    heading: {
      id: "themes",
      title: "Guiding Themes",
      intro: "Four ideas about where good ideas come from run through every module.",
    },
    items: [
      {
        icon: "compass",
        title: "The Adjacent Possible",
        description:
          "Innovation happens one step beyond what already exists. Students explore the next possibilities their current knowledge opens up.",
      },
      {
        icon: "network",
        title: "Liquid Networks",
        description:
          "Ideas grow when they connect. Like neurons or fungal networks, collaborative classrooms let hunches meet and combine.",
      },
      {
        icon: "shuffle",
        title: "Error and Serendipity",
        description:
          "Mistakes and happy accidents drive discovery, in evolution and in the lab. Students learn to notice and use the unexpected.",
      },
      {
        icon: "hourglass",
        title: "The Slow Hunch",
        description:
          "Big ideas take time. Students keep design journals that let early hunches mature across the whole course.",
      },
    ],
  },
  modules: {
    heading: {
      id: "modules",
      title: "Course Modules",
      intro: "Eleven modules, each with two lessons and a hands-on project. Here are the first three.",
    },
    items: modules,
    shown: 3,
    moduleLabel: "Module",
    lessonLabel: "Lesson",
    projectLabel: "Project",
    more: {
      title: "8 More Modules Available",
      description:
        "Continue with Serendipity and Error, Exaptation, The Slow Hunch and more, through to the capstone and Future Frontiers in Biomimicry.",
      link: { label: "See all modules", href: externalLinks.biomimeticCurriculum },
    },
  },
  projects: {
    heading: {
      id: "projects",
      title: "Signature Projects",
      intro: "Ambitious, memorable projects that students present to real audiences.",
    },
    items: [
      {
        icon: "lightbulb",
        title: "Biomimicry Innovation Challenges",
        description:
          "Teams pick a local problem, find an organism that has already solved something similar and build a prototype inspired by it.",
      },
      {
        icon: "activity",
        title: "Operation Outbreak",
        description:
          "An immersive outbreak simulation where students become epidemiologists, tracing cases and deciding how to protect their community.",
      },
      {
        icon: "scissors",
        title: "CRISPR Environmental Solutions",
        description:
          "Students research gene-editing approaches to problems like crop resilience or plastic pollution and weigh their risks and benefits.",
      },
      {
        icon: "building",
        title: "Biomimetic City Design",
        description:
          "Teams design a city district that works like an ecosystem, with buildings that cool like termite mounds and streets that filter water like wetlands.",
      },
    ],
  },
  outcomes: {
    heading: {
      id: "outcomes",
      title: "Competencies and Learning Outcomes",
      intro: "Students grow as thinkers and collaborators while connecting their designs to global goals.",
    },
    xqTitle: "XQ Competencies",
    xq: xqCompetencies,
    sdgTitle: "UN Sustainable Development Goals",
    sdgLabel: "SDG",
    sdgs: [
      {
        number: 3,
        title: "Good Health and Well-being",
        connection: "Outbreak response and disease prevention",
      },
      {
        number: 9,
        title: "Industry, Innovation and Infrastructure",
        connection: "Nature-inspired design and prototyping",
      },
      {
        number: 11,
        title: "Sustainable Cities and Communities",
        connection: "Biomimetic city and neighbourhood design",
      },
      { number: 13, title: "Climate Action", connection: "Carbon capture, cooling and resilient design" },
      { number: 14, title: "Life Below Water", connection: "Lessons from reefs and ocean ecosystems" },
      { number: 15, title: "Life on Land", connection: "Biodiversity, soils and forest ecosystems" },
    ],
  },
  technology: {
    heading: {
      id: "technology",
      title: "Technology Integration",
      intro: "Modern tools, used with purpose, so students experience how today's scientists and designers work.",
    },
    items: [
      {
        icon: "glasses",
        title: "VR Headsets",
        description: "Step inside an outbreak simulation or explore ecosystems that are hard to visit in person.",
      },
      {
        icon: "scissors",
        title: "CRISPR Tools",
        description: "Classroom-safe gene-editing kits and online design tools show how CRISPR targets DNA.",
      },
      {
        icon: "chart",
        title: "Data Visualization",
        description: "Students graph field and simulation data to find patterns and back their design decisions.",
      },
      {
        icon: "pen-tool",
        title: "Design Software",
        description: "Sketching and 3D modelling tools turn ideas into prototypes that can be shared and improved.",
      },
    ],
  },
  closing: {
    title: "Design the Future With Nature",
    description:
      "Connect with teachers using the course, share your students' designs and find resources for your classroom.",
    actions: [
      { label: "Join Our Community", href: "/community" },
      { label: "Explore Resources", href: "/tools" },
    ],
  },
};
