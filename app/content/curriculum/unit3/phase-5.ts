import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase5: PhaseInput = {
  number: 5,
  title: "System Analysis & Optimization",
  range: "Days 22-26",
  summary:
    "Teams analyze their test data, model their solution at full scale, and optimize the design by weighing trade-offs among performance, cost, biodiversity and community needs.",
  overview: [
    "Phase 5 treats each prototype as one part of a larger system. Students use a spreadsheet model to scale their results from a tray to a real site, estimating stormwater captured, cooling, carbon stored and habitat created.",
    "Teams run what-if scenarios such as a heavier storm, a hotter summer or a smaller budget, trace energy and carbon through their designed ecosystem, and optimize the design with a weighted trade-off analysis and feedback from a community expert.",
  ],
  objectives: [
    "Analyze prototype data with means, ranges and percent change to judge performance.",
    "Use a computational model to scale prototype results to a full-size site.",
    "Test scenarios in the model and evaluate trade-offs among competing criteria.",
    "Trace energy flow and carbon storage through the designed ecosystem.",
  ],
  keyActivities: [
    {
      title: "Data Analysis Clinic",
      when: "Day 22",
      description:
        "Teams summarize their trials with means and ranges, check for outliers, and decide how confident they are in each result.",
    },
    {
      title: "Scale Up and Stress Test",
      when: "Day 23",
      description:
        "Teams build a spreadsheet model of their full-size design and run current-climate, heavy-storm and low-budget scenarios.",
    },
    {
      title: "Carbon and Energy Budget",
      when: "Day 24",
      description:
        "Students build an energy pyramid for the food web their design supports and estimate the carbon its plants store each year.",
    },
    {
      title: "Expert Feedback and Redesign",
      when: "Days 25-26",
      description:
        "A city arborist, stormwater engineer or community gardener reviews designs; teams make and justify a final optimization.",
    },
  ],
  resourceMap: [
    {
      when: "Day 22",
      question: "How do we know whether our prototype really worked?",
      video: video(
        "Crash Course: Experimental Design",
        "results?search_query=crash+course+biology+experimental+design",
      ),
      interactive: interactive(
        "Scientific Inquiry and Data Analysis Using WildCam Gorongosa",
        "classroom-resources/scientific-inquiry-and-data-analysis-using-wildcam-gorongosa",
      ),
      textbook: textbook("1.1 The Science of Biology", "1-1-the-science-of-biology"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3"],
      notes: "Students practice judging variation on the WildCam data before analyzing their own trials.",
    },
    {
      when: "Day 23",
      question: "What happens when we scale our design up and test it against future conditions?",
      video: video(
        "Crash Course: Human Impacts on Ecosystems",
        "results?search_query=crash+course+biology+human+impact+environment",
      ),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook("47.3 Threats to Biodiversity", "47-3-threats-to-biodiversity"),
      stateStandard: "BIO1.LS4.6",
      ngss: ["HS-LS4-6", "HS-ETS1-4"],
      notes:
        "Lesson plan day. The Click & Learn models how a population supported by the design responds as conditions change.",
    },
    {
      when: "Day 24",
      question: "How much energy and carbon flow through the ecosystem we designed?",
      video: video("Crash Course: Ecosystem Ecology", "results?search_query=crash+course+biology+ecosystem+ecology"),
      interactive: interactive("Building Ecological Pyramids", "classroom-resources/building-ecological-pyramids"),
      textbook: textbook("46.2 Energy Flow through Ecosystems", "46-2-energy-flow-through-ecosystems"),
      stateStandard: "BIO1.LS2.2",
      ngss: ["HS-LS2-4", "HS-LS2-5"],
      notes:
        "Use the 10 percent rule to estimate how much plant biomass the design needs to support each higher trophic level.",
    },
  ],
  lessons: [
    {
      number: 23,
      label: "Day 23",
      title: "Scale Up and Stress Test: Modeling Our Solution",
      description:
        "Teams build a spreadsheet model that scales their prototype results to the real site, run future-climate and budget scenarios, and use a trade-off matrix to choose one evidence-based optimization.",
      drivingQuestion:
        "If we built our design at full size, how would it perform now and under the hotter, stormier conditions our community expects?",
      objectives: [
        "Build a spreadsheet model that scales prototype results to the area of the real site.",
        "Run at least three scenarios (current climate, heavier storm, smaller budget) and record the outputs.",
        "Evaluate trade-offs among stormwater captured, cooling, cost and habitat with a weighted matrix.",
        "Justify one optimization to the design using evidence from the model.",
      ],
      keyUnderstandings: [
        "One inch of rain falling on 1,000 square feet of pavement produces about 623 gallons of runoff, so small percent reductions add up at full scale.",
        "Every model rests on assumptions, such as runoff scaling evenly with area, that must be stated and checked against real data.",
        "Optimizing means improving the most important criteria within the constraints, which almost always involves trade-offs.",
      ],
      materials: [
        "Laptops or Chromebooks with a spreadsheet program",
        "Spreadsheet model template with input, formula and output sections",
        "Each team's prototype data from Phase 4",
        "Site measurements (area of the roof, lot or yard being redesigned)",
        "Local rainfall data from the National Weather Service",
        "Weighted trade-off matrix sheet",
      ],
      activities: [
        {
          title: "Hook: 623 Gallons",
          minutes: 7,
          description:
            "Students calculate the runoff from a 1-inch storm on the school parking lot and compare it with the volume of a classroom, then discuss where that water goes today.",
        },
        {
          title: "Build the Model",
          minutes: 15,
          description:
            "Teams enter site area, rainfall depth and their prototype's percent reduction, write formulas for gallons captured and cooling, and list every assumption the model makes.",
        },
        {
          title: "Stress-Test Scenarios",
          minutes: 15,
          description:
            "Teams run a current-climate storm, a heavier storm based on local projections, and a half-budget version of the design, recording how each output changes.",
        },
        {
          title: "Trade-Off Matrix",
          minutes: 13,
          description:
            "Teams weight their criteria (for example stormwater 40 percent, cooling 30 percent, cost 20 percent, habitat 10 percent), score design options, and choose one optimization backed by model evidence.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students state the optimization their team chose, the model result that supports it, and one assumption that could make the model wrong.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a model template with formulas already entered so students focus on inputs and interpretation.",
          "Work one scenario together as a class before teams run their own.",
        ],
        extension: [
          "Add a sensitivity analysis that changes each input by 10 percent and ranks which one matters most.",
          "Add a carbon module that estimates yearly carbon stored by the design's plants.",
        ],
        multilingual: [
          "Label spreadsheet inputs and outputs with icons and bilingual headings.",
          "Provide frames: 'When the storm was heavier, our design ___, so we will ___.'",
        ],
      },
      assessment: [
        "Formative: check each team's model for correct unit conversions and a written list of assumptions.",
        "Scenario table with outputs for all three scenarios.",
        "Exit ticket justifying an optimization with model evidence and naming a limitation.",
      ],
      standards: { state: ["BIO1.LS4.6", "BIO1.LS2.4"], ngss: ["HS-ETS1-4", "HS-LS4-6", "HS-ETS1-3"] },
      file: "/materials/unit3/phase5/Day_23_Scale_Up_Model_Lesson_Plan.docx",
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 23: Scale Up and Stress Test",
      subtitle: "Phase 5 lesson plan - modeling and optimizing the solution",
      path: "/materials/unit3/phase5/Day_23_Scale_Up_Model_Lesson_Plan.docx",
      lesson: 23,
      phase: 5,
    }),
  ],
};
