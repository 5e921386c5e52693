import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase2: PhaseInput = {
  number: 2,
  title: "Organism Behavior & Population Dynamics",
  range: "Days 6-10",
  summary:
    "Students model population growth, explore keystone species, run a behavior lab with pill bugs, and analyze how warming shifts where species live and when they are active.",
  overview: [
    "Phase 2 zooms in from whole ecosystems to the populations and individual organisms inside them. Students model exponential and logistic growth, see how predators, competitors and resources regulate populations, and learn how a keystone species can ripple through a food web.",
    "Through a choice-chamber lab with pill bugs and real range-shift data, students gather evidence that behavior, including group behavior, helps organisms survive changing conditions, and that climate change is already reshuffling populations. Teams use this evidence to decide which organisms their solution must support.",
  ],
  objectives: [
    "Model exponential and logistic population growth and identify carrying capacity on a graph.",
    "Design and carry out a choice-chamber investigation of isopod behavior in response to moisture.",
    "Evaluate evidence that group behavior increases individuals' chances to survive and reproduce.",
    "Analyze data showing how warming changes the range or seasonal timing of species.",
  ],
  keyActivities: [
    {
      title: "Population Growth Modeling",
      when: "Day 6",
      description:
        "Students graph duckweed or yeast population counts over time, label exponential and logistic phases, and mark the carrying capacity.",
    },
    {
      title: "Keystone Species and Trophic Cascades",
      when: "Day 7",
      description:
        "Students watch a short film on sea stars and sea otters, then map a trophic cascade in a local ecosystem and predict what happens if one species disappears.",
    },
    {
      title: "Pill Bug Behavior Lab",
      when: "Day 8",
      description:
        "Groups test whether isopods prefer moist or dry conditions and whether they cluster, linking behavior to survival in drought.",
    },
    {
      title: "Species on the Move",
      when: "Days 9-10",
      description:
        "Teams analyze range-shift or bloom-date data for species in their state and decide which organisms their climate solution should help.",
    },
  ],
  resourceMap: [
    {
      when: "Day 6",
      question: "How do populations grow, and what stops them from growing forever?",
      video: video("Crash Course: Population Ecology", "results?search_query=crash+course+biology+population+ecology"),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook("45.4 Population Dynamics and Regulation", "45-4-population-dynamics-and-regulation"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-1", "HS-LS2-2"],
      notes: "Compare exponential and logistic models in the Click & Learn before students graph the class data set.",
    },
    {
      when: "Day 7",
      question: "How can one species change an entire ecosystem?",
      video: video("Crash Course: Community Ecology", "results?search_query=crash+course+biology+community+ecology"),
      interactive: interactive(
        "Some Animals Are More Equal than Others: Keystone Species and Trophic Cascades",
        "classroom-resources/some-animals-are-more-equal-others-keystone-species-and-trophic-cascades",
      ),
      textbook: textbook("45.6 Community Ecology", "45-6-community-ecology"),
      stateStandard: "BIO1.LS2.2",
      ngss: ["HS-LS2-4", "HS-LS2-6"],
      notes: "The film runs about 20 minutes, leaving time for the trophic cascade mapping task.",
    },
    {
      when: "Day 8",
      question: "How does behavior help small animals survive hotter, drier conditions?",
      video: video("Crash Course: Animal Behavior", "results?search_query=crash+course+biology+animal+behavior"),
      interactive: interactive(
        "Niche Partitioning and Species Coexistence",
        "classroom-resources/niche-partitioning-and-species-coexistence",
      ),
      textbook: textbook(
        "45.7 Behavioral Biology: Proximate and Ultimate Causes of Behavior",
        "45-7-behavioral-biology-proximate-and-ultimate-causes-of-behavior",
      ),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-8"],
      notes: "Lesson plan day: isopod choice-chamber lab. Return animals to their collection site afterward.",
    },
    {
      when: "Day 9",
      question: "How is climate change shifting where species live and when they are active?",
      video: video("Crash Course: Climate Change", "results?search_query=crash+course+biology+climate+change"),
      interactive: interactive(
        "The Making of the Fittest: Natural Selection and Adaptation",
        "classroom-resources/making-fittest-natural-selection-and-adaptation",
      ),
      textbook: textbook(
        "44.5 Climate and the Effects of Global Climate Change",
        "44-5-climate-and-the-effects-of-global-climate-change",
      ),
      stateStandard: "BIO1.LS4.5",
      ngss: ["HS-LS4-5"],
      notes: "Use published range-shift or first-bloom data for a bird, insect or plant found in your state.",
    },
  ],
  lessons: [
    {
      number: 8,
      label: "Day 8",
      title: "Pill Bug Choices: Behavior in a Changing Environment",
      description:
        "Groups run a choice-chamber investigation with isopods to test whether they seek moisture and cluster together, then predict how drought and heat could affect these decomposers and the soils a climate solution depends on.",
      drivingQuestion:
        "How do small animals use behavior to survive hotter, drier conditions, and what could that mean for the soil our solutions depend on?",
      objectives: [
        "Design a controlled choice-chamber test of isopod response to moisture.",
        "Collect and analyze count data over time to identify a behavioral preference.",
        "Explain how moisture-seeking and clustering behaviors reduce water loss and improve survival.",
        "Predict how drought or heat could affect isopod populations and the decomposition they perform.",
      ],
      keyUnderstandings: [
        "Isopods (pill bugs and sow bugs) are land-dwelling crustaceans that breathe through gill-like structures and lose water easily, so they move toward moist, dark places.",
        "Clustering reduces each individual's water loss, an example of group behavior that improves the chances of survival.",
        "Isopods help decompose leaf litter; if heat and drought reduce their numbers, decomposition and nutrient cycling slow down.",
      ],
      materials: [
        "Live isopods collected from under logs or bought from a bait or pet supply store, 10 per group",
        "Choice chambers: two petri dishes joined by a short tube, or a shoebox divided with cardboard, 1 per group",
        "Paper towels and a spray bottle of water",
        "Soft paintbrushes or plastic spoons for moving animals gently",
        "Timers",
        "Data tables and graph paper",
      ],
      activities: [
        {
          title: "Hook: Where Do Pill Bugs Hide?",
          minutes: 5,
          description:
            "Show a photo of isopods found under a log on a hot day. Students predict where the animals will go in the chamber and why, then share one reason behavior might matter for survival.",
        },
        {
          title: "Design the Test",
          minutes: 10,
          description:
            "Groups set one side of the chamber moist and one dry, decide what stays the same (light, temperature, number of animals), choose a counting interval, and write a hypothesis.",
        },
        {
          title: "Run the Choice Chamber",
          minutes: 20,
          description:
            "Groups place 10 isopods in the center, count the animals on each side every minute for 10 minutes, note whether they cluster, then swap the moist side to rule out a side preference and repeat.",
        },
        {
          title: "Analyze and Connect",
          minutes: 15,
          description:
            "Groups graph counts over time and pool class data. Discuss why clustering reduces water loss, how drought could shrink isopod populations, and what that would do to decomposition in a rain garden or tree bed.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students state the behavioral preference they observed, cite their data, and explain one way it helps isopods survive.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a pre-built data table and a partially labeled graph.",
          "Give a hypothesis frame: 'If isopods can choose moist or dry, then most will go to ___ because ___.'",
        ],
        extension: [
          "Run a chi-square test on pooled class data to decide whether the distribution differs from chance.",
          "Design a second test on light, temperature or leaf litter type and predict the results.",
        ],
        multilingual: [
          "Use a picture-based procedure card and a labeled diagram of the chamber.",
          "Let partners who share a home language plan together before writing the hypothesis in English.",
        ],
      },
      assessment: [
        "Formative: check each group's design for a control and a side-swap trial before animals are added.",
        "Graph and short claim-evidence-reasoning statement about the behavioral preference.",
        "Exit ticket linking behavior to survival under drought.",
      ],
      standards: { state: ["BIO1.LS2.1", "BIO1.LS4.5"], ngss: ["HS-LS2-8", "HS-LS4-5"] },
      file: "/materials/unit3/phase2/Day_8_Isopod_Behavior_Lab_Lesson_Plan.docx",
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 8: Pill Bug Behavior Lab",
      subtitle: "Phase 2 lesson plan - choice-chamber investigation of isopod behavior",
      path: "/materials/unit3/phase2/Day_8_Isopod_Behavior_Lab_Lesson_Plan.docx",
      lesson: 8,
      phase: 2,
    }),
  ],
};
