import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase1: PhaseInput = {
  number: 1,
  title: "Ecosystem Foundations & Problem Identification",
  range: "Days 1-5",
  summary:
    "Students meet the challenge on a climate walk, survey a local ecosystem, measure how heat and stormwater stress it, and write a problem statement with criteria and constraints.",
  overview: [
    "Phase 1 launches the unit with a climate walk around the school, where students notice hot pavement, shaded lawns, flooded drains and struggling plants. They learn how biotic and abiotic factors shape an ecosystem and how limiting factors set its carrying capacity.",
    "By the end of the phase each team has chosen one local climate problem, gathered baseline data on it, and written a problem statement with measurable criteria and realistic constraints that guides the rest of the unit.",
  ],
  objectives: [
    "Identify biotic and abiotic factors in a local ecosystem and describe how they interact.",
    "Collect baseline data on surface temperature, soil moisture and species richness at two contrasting sites.",
    "Use population data to explain how limiting factors determine carrying capacity.",
    "Write a problem statement with measurable criteria and constraints for a climate solution.",
  ],
  keyActivities: [
    {
      title: "Entry Event: Climate Walk",
      when: "Day 1",
      description:
        "Teams tour the school grounds with a photo checklist, documenting signs of heat, flooding, erosion and habitat loss, then share the observation that surprised them most.",
    },
    {
      title: "Ecosystem Field Survey",
      when: "Days 2-3",
      description:
        "Teams compare a paved site with a planted site, measuring surface temperature, soil moisture and species richness, and pool results into a class data set.",
    },
    {
      title: "Carrying Capacity Data Lab",
      when: "Day 4",
      description:
        "Students graph real population data, identify the carrying capacity, and explain which limiting factors a hotter, drier summer would change.",
    },
    {
      title: "Problem Statement Workshop",
      when: "Day 5",
      description:
        "Teams choose one climate problem, name who it affects, and write criteria (what success looks like, with numbers) and constraints (budget, space, time, safety).",
    },
  ],
  resourceMap: [
    {
      when: "Day 1",
      question: "What signs of climate stress can we see in our own neighborhood?",
      video: video("Crash Course: Climate Change", "results?search_query=crash+course+biology+climate+change"),
      interactive: interactive("EarthViewer", "classroom-resources/earthviewer"),
      textbook: textbook(
        "44.5 Climate and the Effects of Global Climate Change",
        "44-5-climate-and-the-effects-of-global-climate-change",
      ),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-LS2-7", "HS-ETS1-1"],
      notes:
        "Entry event. Pair the walk with EarthViewer's carbon dioxide and temperature layers so students link local observations to the long-term global record.",
    },
    {
      when: "Day 2",
      question: "How do paved and planted spaces on our campus differ in temperature, water and living things?",
      video: video("Crash Course: Ecosystem Ecology", "results?search_query=crash+course+biology+ecosystem+ecology"),
      interactive: interactive(
        "Measuring Biodiversity in Gorongosa",
        "classroom-resources/biodiversity-studies-gorongosa",
      ),
      textbook: textbook("46.1 Ecology of Ecosystems", "46-1-ecology-of-ecosystems"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-1", "HS-LS2-2"],
      notes:
        "Lesson plan day. Students calculate species richness for each site the same way the Gorongosa activity does with trail camera data.",
    },
    {
      when: "Day 4",
      question: "What limits how many organisms an ecosystem can support?",
      video: video("Crash Course: Population Ecology", "results?search_query=crash+course+biology+population+ecology"),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook(
        "45.3 Environmental Limits to Population Growth",
        "45-3-environmental-limits-to-population-growth",
      ),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-1"],
      notes:
        "Use the logistic model in the Click & Learn to find carrying capacity before students graph a real data set.",
    },
    {
      when: "Day 5",
      question: "Which climate problem will our team solve, and how will we know our solution works?",
      video: video(
        "Crash Course: Conservation and Restoration Ecology",
        "results?search_query=crash+course+biology+conservation+restoration+ecology",
      ),
      interactive: interactive(
        "Investigating Science Practices in Serengeti: Nature's Living Laboratory",
        "classroom-resources/investigating-science-practices-serengeti-natures-living-laboratory",
      ),
      textbook: textbook("47.3 Threats to Biodiversity", "47-3-threats-to-biodiversity"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-1", "HS-LS2-7"],
      notes:
        "Teams leave with a signed problem statement listing at least two measurable criteria and three constraints.",
    },
  ],
  lessons: [
    {
      number: 2,
      label: "Day 2",
      title: "Ecosystem Field Survey: Mapping Heat, Water and Life",
      description:
        "Teams survey a paved site and a planted site on campus, measuring surface temperature, soil moisture and species richness, and use the data to explain how living and nonliving factors interact.",
      drivingQuestion: "How do paved and planted spaces on our campus differ in temperature, water and living things?",
      objectives: [
        "Identify biotic and abiotic factors at two contrasting schoolyard sites.",
        "Measure surface temperature, soil moisture and species richness with consistent methods.",
        "Compare the two sites with data and explain the differences using ecosystem interactions.",
        "Propose one climate-related question worth investigating further.",
      ],
      keyUnderstandings: [
        "Ecosystems are made of biotic and abiotic factors that constantly affect each other: plants shade and cool surfaces, and soil stores water that supports plants and animals.",
        "Dark pavement absorbs sunlight and releases heat, while vegetation cools its surroundings through shade and transpiration, which is why heavily paved areas become urban heat islands.",
        "Species richness, the number of different species in an area, is a simple measure of biodiversity that can be compared between sites.",
      ],
      materials: [
        "Infrared thermometer, 1 per group",
        "Soil moisture meter, or a trowel for the squeeze test",
        "1-meter-square quadrats made from string and four tent stakes or pencils",
        "Clipboards and data sheets",
        "Phone cameras for photo documentation",
        "Field guide or a free plant and insect identification app",
      ],
      activities: [
        {
          title: "Safety and Methods Briefing",
          minutes: 8,
          description:
            "Review site boundaries and how to take consistent readings: aim the infrared thermometer straight down from the same height, take three readings per spot, and place quadrats by tossing a marker rather than choosing the most interesting patch.",
        },
        {
          title: "Two-Site Field Survey",
          minutes: 25,
          description:
            "Groups survey a paved or bare site and a planted or shaded site. At each they record three surface temperatures, soil moisture, the number of plant and animal species in a quadrat, and photos of evidence of heat or water stress.",
        },
        {
          title: "Data Pooling and Comparison",
          minutes: 12,
          description:
            "Back inside, groups enter results in a shared class table, calculate the mean temperature and species richness for each site, and discuss which differences are large enough to matter.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students explain the temperature difference between the sites using one abiotic and one biotic factor, and write one question their team could investigate.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a data sheet with a labeled diagram of the quadrat and picture checklists of common schoolyard species.",
          "Assign clear field roles: thermometer reader, quadrat counter, recorder and photographer.",
        ],
        extension: [
          "Calculate the Simpson's diversity index for each site and compare it with species richness.",
          "Repeat temperature readings at three times of day and graph how the difference between sites changes.",
        ],
        multilingual: [
          "Label equipment and data-sheet columns with icons and cognates (temperature / temperatura).",
          "Allow students to record observations by photo and voice note before writing.",
        ],
      },
      assessment: [
        "Formative: check each group's data sheet for three readings per spot and a completed quadrat count.",
        "Exit ticket explaining the temperature difference with one biotic and one abiotic factor.",
        "Class data table reviewed for correct means, used later as the baseline for the team problem statement.",
      ],
      standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-1", "HS-LS2-2"] },
      file: "/materials/unit3/phase1/Day_2_Ecosystem_Field_Survey_Lesson_Plan.docx",
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 2: Ecosystem Field Survey",
      subtitle: "Phase 1 lesson plan - mapping heat, water and life on campus",
      path: "/materials/unit3/phase1/Day_2_Ecosystem_Field_Survey_Lesson_Plan.docx",
      lesson: 2,
      phase: 1,
    }),
  ],
};
