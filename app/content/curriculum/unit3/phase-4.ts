import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase4: PhaseInput = {
  number: 4,
  title: "Prototype Development & Testing",
  range: "Days 16-21",
  summary:
    "Teams turn their problem statement into a design, build a low-cost prototype, and run controlled tests that measure how well it meets their criteria.",
  overview: [
    "In Phase 4 teams move from research to making. They brainstorm many solutions, choose one with a weighted decision matrix, and build a scale prototype from low-cost materials: a planted rain-garden tray, a green-roof model, a shade-tree layout, an algae bioreactor or a mud microbial fuel cell.",
    "Each team tests its prototype against a control in repeated trials, records quantitative data such as runoff volume, surface temperature or algae growth, and treats every failure as information for the next iteration.",
  ],
  objectives: [
    "Generate several solution ideas and select one using a weighted decision matrix.",
    "Build a scale prototype that addresses the team's problem statement.",
    "Test the prototype against a control in at least three trials and record quantitative data.",
    "Identify design weaknesses from test data and propose specific improvements.",
  ],
  keyActivities: [
    {
      title: "Design Brainstorm and Decision Matrix",
      when: "Day 16",
      description:
        "Teams sketch at least three solutions, score them against their criteria and constraints, and commit to one design.",
    },
    {
      title: "Prototype Build",
      when: "Days 17-18",
      description:
        "Teams build their prototypes from recycled and low-cost materials, keeping a build log with photos and measurements.",
    },
    {
      title: "Prototype Testing Lab",
      when: "Day 19",
      description:
        "Teams run a simulated storm and heat test, comparing their prototype with a pavement control over three trials.",
    },
    {
      title: "Iterate and Retest",
      when: "Days 20-21",
      description: "Teams change one feature based on their data, retest, and record whether performance improved.",
    },
  ],
  resourceMap: [
    {
      when: "Day 16",
      question: "What criteria and constraints must our solution meet, and which design meets them best?",
      video: video(
        "Crash Course: Conservation and Restoration Ecology",
        "results?search_query=crash+course+biology+conservation+restoration+ecology",
      ),
      interactive: interactive(
        "Investigating Science Practices in Serengeti: Nature's Living Laboratory",
        "classroom-resources/investigating-science-practices-serengeti-natures-living-laboratory",
      ),
      textbook: textbook("47.4 Preserving Biodiversity", "47-4-preserving-biodiversity"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-1", "HS-ETS1-2"],
      notes: "Decision matrices must weight at least one community criterion, such as who benefits or upkeep needed.",
    },
    {
      when: "Day 19",
      question: "Does our prototype reduce runoff or heat compared with a control?",
      video: video(
        "Crash Course: The Hydrologic and Carbon Cycles",
        "results?search_query=crash+course+biology+hydrologic+carbon+cycles",
      ),
      interactive: interactive("Gorongosa's Water Cycle", "classroom-resources/gorongosas-water-cycle"),
      textbook: textbook("46.3 Biogeochemical Cycles", "46-3-biogeochemical-cycles"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3", "HS-ESS3-4"],
      notes:
        "Lesson plan day: shared storm and heat test protocol, with adaptations for bioreactor and fuel cell teams.",
    },
    {
      when: "Day 21",
      question: "How would our design change the number and kinds of species that can live on the site?",
      video: video("Crash Course: Biodiversity", "results?search_query=crash+course+biology+biodiversity"),
      interactive: interactive(
        "Measuring Biodiversity in Gorongosa",
        "classroom-resources/biodiversity-studies-gorongosa",
      ),
      textbook: textbook(
        "47.2 The Importance of Biodiversity to Human Life",
        "47-2-the-importance-of-biodiversity-to-human-life",
      ),
      stateStandard: "BIO1.LS4.6",
      ngss: ["HS-LS4-6", "HS-LS2-7"],
      notes: "Teams list the native species their design could support and how they will estimate the change.",
    },
  ],
  lessons: [
    {
      number: 19,
      label: "Day 19",
      title: "Prototype Testing Lab: Does Our Green Design Beat the Pavement?",
      description:
        "Teams run a shared simulated storm and heat test, comparing planted prototypes with a pavement control over repeated trials, and calculate how much runoff and heat their design prevents.",
      drivingQuestion:
        "Does our prototype actually reduce runoff or heat compared with what is there now, and how do we know?",
      objectives: [
        "Run a controlled test comparing a prototype with a control under the same simulated conditions.",
        "Measure runoff volume and surface temperature accurately across repeated trials.",
        "Calculate the percent reduction in runoff or temperature that the prototype achieves.",
        "Use test data to identify one design weakness and propose an improvement.",
      ],
      keyUnderstandings: [
        "Plant roots, soil organisms and organic matter create pores that let water soak in, so planted surfaces shed far less runoff than pavement.",
        "Plants cool surfaces through shade and by evaporating water from their leaves during transpiration.",
        "A prototype is only as convincing as its test: the same storm, the same heat, a control and repeated trials.",
      ],
      materials: [
        "Aluminum roasting pans or plastic trays with a drain hole at one end, 3 per team",
        "Potting soil, compost, gravel, and grass or cover crop grown from seed one to two weeks ahead",
        "A plastic-lined tray as the pavement control",
        "Rain simulator: a plastic bottle with holes punched in the cap",
        "Measuring cups or graduated cylinders to collect runoff",
        "Infrared thermometer and a heat lamp or sunny window",
        "Stopwatch",
      ],
      activities: [
        {
          title: "Test Plan Check",
          minutes: 8,
          description:
            "Teams review their protocol with the teacher: same water volume and pour height for every tray, same distance from the heat lamp, a control, and three trials. Bioreactor and fuel cell teams confirm their own measures and control.",
        },
        {
          title: "Simulated Storm Test",
          minutes: 20,
          description:
            "Teams pour 1 liter of water through the rain simulator onto each tray from the same height, tilt the trays at the same angle, and measure the runoff collected at the drain hole in three trials.",
        },
        {
          title: "Heat Test",
          minutes: 12,
          description:
            "Trays sit under the heat lamp for 10 minutes; teams record surface temperatures at three marked points on each tray and note any differences between wet and dry areas.",
        },
        {
          title: "Calculate and Reflect",
          minutes: 10,
          description:
            "Teams calculate percent reduction as (control minus prototype) divided by control, times 100, for runoff and temperature, then name one weakness the data reveal and one change to test next.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students report their team's percent reduction in runoff and explain the biology behind it in two sentences.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a data table with the percent reduction formula built in as a worked example.",
          "Assign roles: pourer, timer, measurer and recorder, rotating each trial.",
        ],
        extension: [
          "Calculate the mean and standard deviation for each tray and judge whether the difference is larger than trial-to-trial variation.",
          "Measure infiltration rate by timing how long 250 mL takes to soak in and compare it with local rainfall intensity.",
        ],
        multilingual: [
          "Post the test procedure as numbered photos.",
          "Provide a bilingual glossary for runoff, infiltration, transpiration and control.",
        ],
      },
      assessment: [
        "Formative: observe that each team keeps water volume, pour height and lamp distance constant.",
        "Completed data table with percent reduction calculations for runoff and temperature.",
        "Exit ticket connecting the result to roots, soil pores or transpiration.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-3", "HS-LS2-7", "HS-ESS3-4"] },
      file: "/materials/unit3/phase4/Day_19_Prototype_Testing_Lesson_Plan.docx",
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 19: Prototype Testing Lab",
      subtitle: "Phase 4 lesson plan - simulated storm and heat tests",
      path: "/materials/unit3/phase4/Day_19_Prototype_Testing_Lesson_Plan.docx",
      lesson: 19,
      phase: 4,
    }),
  ],
};
