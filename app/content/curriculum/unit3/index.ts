import { ngssAlignment } from "../ngss.ts";
import type { UnitInput } from "../schema.ts";
import { stateAlignment } from "../state-standards.ts";
import { phase1 } from "./phase-1.ts";
import { phase2 } from "./phase-2.ts";
import { phase3 } from "./phase-3.ts";
import { phase4 } from "./phase-4.ts";
import { phase5 } from "./phase-5.ts";
import { phase6 } from "./phase-6.ts";

export const unit3 = {
  number: 3,
  title: "Environmental Engineers: Biology and Climate Solutions",
  description:
    "Students work as environmental engineers: they study how a changing climate stresses a local ecosystem, investigate populations, behavior, biotechnology and bioenergy, then prototype, test, optimize and present a biology-based climate solution for their community.",
  color: "green",
  card: {
    description:
      "Study ecosystems, populations and biotechnology to build and test a prototype that helps your community adapt to a changing climate.",
    keyTopics: ["Ecosystem dynamics", "Population ecology", "Genetic engineering and energy"],
    color: "green",
  },
  backLink: { to: "/", label: "Back to Home" },
  drivingQuestion:
    "How can we use biology and engineering to design solutions that help our community and its ecosystems withstand a changing climate?",
  realWorldChallenge:
    "Climate change is already felt block by block. Paved, treeless streets can be several degrees hotter than nearby parks on a summer afternoon, heavier downpours overwhelm storm drains and flood basements, and warmer springs throw pollinators and the plants they visit out of sync. These impacts fall hardest on neighborhoods with the least tree canopy and green space, often the same places shaped by past disinvestment. Your challenge: work as a team of environmental engineers to identify one climate problem in your community, use biology to understand how it affects living systems, and build, test and optimize a prototype solution, such as a rain garden, green roof, shade-tree plan, algae bioreactor or pollinator corridor, that you will present to community stakeholders.",
  coreConcepts: [
    {
      title: "Ecosystem Dynamics and Carrying Capacity",
      description:
        "Biotic and abiotic factors such as temperature, water and food set how many organisms an ecosystem can support, and a shifting climate moves those limits.",
      codes: ["BIO1.LS2.1", "HS-LS2-1", "HS-LS2-2"],
    },
    {
      title: "Energy Flow and the Carbon Cycle",
      description:
        "Energy passes through trophic levels with most of it lost as heat at each step, while carbon cycles through photosynthesis, respiration, decomposition and combustion. Burning fossil fuels adds carbon to the air faster than ecosystems remove it.",
      codes: ["BIO1.LS2.2", "HS-LS2-4", "HS-LS2-5"],
    },
    {
      title: "Human Impacts and Ecosystem Solutions",
      description:
        "Stable ecosystems absorb small disturbances, but paving, flooding and warming can push them into a new state. Well-designed, nature-based solutions reduce human impacts and restore ecosystem functions such as cooling and water filtration.",
      codes: ["BIO1.LS2.4", "HS-LS2-6", "HS-LS2-7"],
    },
    {
      title: "Environmental Change and Species Response",
      description:
        "Changing conditions let some populations grow, force others to shift their range, behavior or timing, and can drive local extinctions. Behavior, including group behavior, shapes which organisms cope.",
      codes: ["BIO1.LS4.5", "HS-LS4-5", "HS-LS2-8"],
    },
    {
      title: "Simulating Solutions for Biodiversity",
      description:
        "Models and simulations let engineers test how a proposed solution would affect habitat and biodiversity before building it, and compare trade-offs among competing designs.",
      codes: ["BIO1.LS4.6", "HS-LS4-6", "HS-ETS1-4"],
    },
    {
      title: "Biotechnology and Bioenergy",
      description:
        "Gene-editing tools such as CRISPR change the DNA that codes for proteins, and living systems such as algae, yeast and microbes can capture carbon or convert energy. Each use brings benefits, risks and ethical questions to weigh.",
      codes: ["HS-LS1-1", "HS-LS1-7"],
    },
  ],
  keyTopics: [
    "Ecosystem dynamics and carrying capacity",
    "Energy flow and the carbon cycle",
    "Population dynamics and animal behavior",
    "Genetic engineering and CRISPR",
    "Bioenergy and carbon capture",
    "Engineering design and prototyping",
    "Climate adaptation and biodiversity",
  ],
  projectIdeas: [
    {
      title: "Rain Garden or Bioswale",
      description:
        "Design a planted basin that catches stormwater from a roof or parking lot, filters pollutants through soil and roots, and supports native plants and pollinators.",
    },
    {
      title: "Cool Blocks Tree Canopy Plan",
      description:
        "Map surface temperatures with an infrared thermometer, find the hottest spots near school, and propose tree species and placements with estimates of shade, cooling and carbon stored.",
    },
    {
      title: "Algae Carbon Capture Bioreactor",
      description:
        "Build a low-cost photobioreactor from bottles and an aquarium pump, then measure algae growth and the pH change as algae take up carbon dioxide.",
    },
    {
      title: "Mud Microbial Fuel Cell",
      description:
        "Build a fuel cell from local sediment in which bacteria release electrons as they break down organic matter, and test which conditions produce the most voltage.",
    },
    {
      title: "Pollinator Corridor",
      description:
        "Plan a chain of native flower patches that links green spaces and blooms across the season, supporting bees and butterflies whose timing is shifting with warmer springs.",
    },
  ],
  learningOutcomes: [
    "Analyze local environmental data to define a climate-related problem with clear criteria and constraints.",
    "Use mathematical models to explain how limiting factors, energy flow and the carbon cycle affect populations and ecosystems.",
    "Evaluate evidence that environmental change alters populations, behavior and biodiversity.",
    "Explain how genetic engineering and bioenergy technologies work and weigh their benefits, risks and ethics.",
    "Design, build, test and optimize a biology-based prototype using data from repeated trials and a scaled model.",
    "Communicate a solution and its evidence to community stakeholders and reflect on growth as a scientist and engineer.",
  ],
  competencies: [
    {
      title: "Original Thinkers for an Uncertain World",
      description:
        "Teams invent, prototype and iterate on climate solutions for a future no one can fully predict, treating failed tests as information.",
    },
    {
      title: "Generous Collaborators for Tough Problems",
      description:
        "Students share engineering roles, give structured peer critique, and design with the neighbors most affected by heat and flooding.",
    },
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students apply ecology, behavior, genetics and cellular energy to explain why their solution should work.",
    },
    {
      title: "Masters of All Fundamental Literacies",
      description:
        "Students collect and model data, build clear graphs, and argue from evidence in writing and in a public presentation.",
    },
    {
      title: "Learners for Life",
      description:
        "Students reflect on how their thinking changed and plan a next action they can keep taking in their community.",
    },
  ],
  standards: {
    ngss: ngssAlignment([
      "HS-LS1-1",
      "HS-LS1-5",
      "HS-LS1-7",
      "HS-LS2-1",
      "HS-LS2-2",
      "HS-LS2-3",
      "HS-LS2-4",
      "HS-LS2-5",
      "HS-LS2-6",
      "HS-LS2-7",
      "HS-LS2-8",
      "HS-LS3-1",
      "HS-LS4-5",
      "HS-LS4-6",
      "HS-ETS1-1",
      "HS-ETS1-2",
      "HS-ETS1-3",
      "HS-ETS1-4",
      "HS-ESS3-4",
    ]),
    state: stateAlignment([
      "BIO1.LS1.1",
      "BIO1.LS1.4",
      "BIO1.LS1.6",
      "BIO1.LS2.1",
      "BIO1.LS2.2",
      "BIO1.LS2.4",
      "BIO1.LS4.5",
      "BIO1.LS4.6",
    ]),
  },
  phases: [phase1, phase2, phase3, phase4, phase5, phase6],
  textPlanFileName: "Unit3_Environmental_Engineers.txt",
} satisfies UnitInput;
