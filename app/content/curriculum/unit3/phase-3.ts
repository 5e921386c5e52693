import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase3: PhaseInput = {
  number: 3,
  title: "Genetic Engineering & Energy Systems",
  range: "Days 11-15",
  summary:
    "Students learn how genetic engineering and living energy systems work, from gene-edited crops to yeast biofuels and algae carbon capture, and weigh the benefits, risks and ethics of each.",
  overview: [
    "Phase 3 asks how biotechnology could be part of a climate solution. Students model how CRISPR-Cas9 edits a gene and connect DNA changes to protein function, then compare genetic engineering with traditional breeding using crops bred to survive drought and flooding.",
    "Students then investigate living energy systems: yeast fermentation as a model for biofuels, algae that capture carbon through photosynthesis, and microbes that generate electricity. A structured ethics seminar helps each team decide whether, and how, biotechnology belongs in its design.",
  ],
  objectives: [
    "Explain how CRISPR-Cas9 uses a guide RNA to cut a specific DNA sequence and how an edit can change a protein.",
    "Compare photosynthesis and fermentation as ways living systems capture or release energy for human use.",
    "Measure how sugar source affects the rate of yeast fermentation and relate it to biofuel production.",
    "Evaluate the benefits, risks and ethical questions of engineered organisms in climate solutions.",
  ],
  keyActivities: [
    {
      title: "CRISPR Paper Model",
      when: "Day 11",
      description:
        "Students use paper DNA strips and a guide RNA to find, cut and repair a target sequence, then predict how the edit changes the protein.",
    },
    {
      title: "Crops for a Changing Climate",
      when: "Day 12",
      description:
        "Teams compare case studies such as flood-tolerant Sub1 rice, developed by marker-assisted breeding, with gene-edited and transgenic crops, noting how each method changes DNA.",
    },
    {
      title: "Yeast Biofuel Lab",
      when: "Day 13",
      description:
        "Groups measure carbon dioxide production by yeast fermenting different sugars and connect the results to ethanol fuel made from crops and plant waste.",
    },
    {
      title: "Algae, Microbes and the Ethics Seminar",
      when: "Days 14-15",
      description:
        "Students observe algae growth in light and dark, see a mud microbial fuel cell demonstration, then hold a structured seminar on when engineered organisms should be used.",
    },
  ],
  resourceMap: [
    {
      when: "Day 11",
      question: "How can scientists edit a gene, and how does that change an organism?",
      video: video(
        "Crash Course: Genetic Engineering",
        "results?search_query=crash+course+biology+genetic+engineering",
      ),
      interactive: interactive(
        "CRISPR-Cas 9: Mechanism & Applications",
        "classroom-resources/crispr-cas-9-mechanism-applications",
      ),
      textbook: textbook("17.1 Biotechnology", "17-1-biotechnology"),
      stateStandard: "BIO1.LS1.1",
      ngss: ["HS-LS1-1", "HS-LS3-1"],
      notes: "Students complete the Click & Learn's mechanism section before building the paper model.",
    },
    {
      when: "Day 13",
      question: "Can living cells turn plant sugars into fuel?",
      video: video("Crash Course: ATP and Respiration", "results?search_query=crash+course+biology+atp+respiration"),
      interactive: interactive("Electron Transport Chain", "classroom-resources/electron-transport-chain"),
      textbook: textbook("7.5 Metabolism without Oxygen", "7-5-metabolism-without-oxygen"),
      stateStandard: "BIO1.LS1.6",
      ngss: ["HS-LS1-7", "HS-LS2-3"],
      notes:
        "Lesson plan day: balloon fermentation lab. Contrast the 2 ATP of fermentation with the much larger yield of aerobic respiration.",
    },
    {
      when: "Day 14",
      question: "How can algae and microbes capture carbon or generate clean energy?",
      video: video("Crash Course: Photosynthesis", "results?search_query=crash+course+biology+photosynthesis"),
      interactive: interactive("Photosynthesis", "classroom-resources/photosynthesis"),
      textbook: textbook("8.1 Overview of Photosynthesis", "8-1-overview-of-photosynthesis"),
      stateStandard: "BIO1.LS1.4",
      ngss: ["HS-LS1-5", "HS-LS2-5"],
      notes: "Set up algae bottles in light and dark on Day 11 so growth and pH change are visible by Day 14.",
    },
  ],
  lessons: [
    {
      number: 13,
      label: "Day 13",
      title: "Living Fuel: Yeast Fermentation and Engineered Microbes",
      description:
        "Students compare how fast yeast ferment table sugar, fruit juice and a plant-waste soak, then connect the results to ethanol biofuel and to yeast engineered to ferment the sugars in crop waste.",
      drivingQuestion:
        "Can living cells turn plant sugars into fuel, and could engineering those cells make biofuels a better climate solution?",
      objectives: [
        "Compare aerobic respiration and alcoholic fermentation by their inputs, products and energy yield.",
        "Measure how different sugar sources affect the rate of carbon dioxide production by yeast.",
        "Relate fermentation to how ethanol fuel is made from crops and plant waste.",
        "Evaluate how engineering yeast to ferment plant-waste sugars could change the climate benefit of biofuels.",
      ],
      keyUnderstandings: [
        "When oxygen is scarce, yeast use alcoholic fermentation, breaking glucose into ethanol and carbon dioxide and gaining only 2 ATP per glucose, far less than aerobic respiration provides.",
        "Ethanol fuel is made by fermenting plant sugars; its climate benefit depends on the crop, the land used and the energy needed to grow and process it.",
        "Ordinary baker's yeast cannot ferment xylose, a major sugar in corn stalks and other plant waste; scientists have added genes that let engineered strains use it, so waste can become fuel.",
      ],
      materials: [
        "Active dry yeast, 1 packet per group",
        "Table sugar, 100 percent fruit juice, and a plant-waste soak (water that soaked shredded corn husks or paper overnight)",
        "Warm water (about 40 degrees C) and a thermometer",
        "Three 500 mL plastic bottles and three balloons per group",
        "Measuring spoons and a funnel",
        "String and rulers to measure balloon circumference",
      ],
      activities: [
        {
          title: "Hook: Fuel from Corn?",
          minutes: 7,
          description:
            "Show a gas pump sticker reading 'contains up to 10% ethanol'. Students discuss where ethanol comes from and whether burning it is better for the climate than burning gasoline.",
        },
        {
          title: "Mini-Lesson: Two Ways to Break Down Glucose",
          minutes: 10,
          description:
            "Compare aerobic respiration and alcoholic fermentation side by side: inputs, products, where each happens and ATP yield. Students predict which sugar source will make the balloon grow fastest.",
        },
        {
          title: "Lab: Balloon Fermentation",
          minutes: 20,
          description:
            "Groups add equal amounts of yeast and warm water to three bottles, add a different sugar source to each, stretch a balloon over each mouth, and measure balloon circumference every 5 minutes.",
        },
        {
          title: "Analyze and Engineer",
          minutes: 13,
          description:
            "Groups graph circumference over time and explain why the plant-waste bottle barely inflated. Introduce engineered yeast that ferment xylose, and list one benefit and one risk of using engineered microbes at scale.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students write the products of alcoholic fermentation and explain whether turning crop waste into fuel could help their community's climate goals.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a side-by-side comparison chart of respiration and fermentation with some boxes filled in.",
          "Give a pre-labeled graph with time on the x-axis and circumference on the y-axis.",
        ],
        extension: [
          "Test how temperature affects fermentation rate and identify the optimum for yeast.",
          "Research the life-cycle carbon emissions of corn ethanol compared with cellulosic ethanol and summarize the trade-offs.",
        ],
        multilingual: [
          "Use a visual equation with pictures of sugar, yeast, bubbles and a fuel pump.",
          "Provide sentence frames: 'The ___ bottle made the most gas because ___.'",
        ],
      },
      assessment: [
        "Formative: check that groups keep yeast amount and water temperature the same across bottles.",
        "Graph with a written explanation of which sugar source fermented fastest and why.",
        "Exit ticket on fermentation products and the climate value of waste-based biofuel.",
      ],
      standards: { state: ["BIO1.LS1.6", "BIO1.LS1.1"], ngss: ["HS-LS1-7", "HS-LS2-3", "HS-LS1-1"] },
      file: "/materials/unit3/phase3/Day_13_Yeast_Biofuel_Lab_Lesson_Plan.docx",
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 13: Yeast Biofuel Lab",
      subtitle: "Phase 3 lesson plan - fermentation, biofuels and engineered microbes",
      path: "/materials/unit3/phase3/Day_13_Yeast_Biofuel_Lab_Lesson_Plan.docx",
      lesson: 13,
      phase: 3,
    }),
  ],
};
