import { lessonPlan, unlistedHandout } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import { cleanUpSafety, soilSafety } from "../safety.ts";
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
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-serengeti-science-practices"),
      textbook: textbook("os-47-4"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-1", "HS-ETS1-2"],
      notes: "Decision matrices must weight at least one community criterion, such as who benefits or upkeep needed.",
    },
    {
      when: "Day 17",
      question: "How do we turn a sketch into a working model that we can test fairly?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-46-3"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-2", "HS-LS2-7"],
      notes:
        "Build day: no single video or BioInteractive resource fits. The textbook section's water cycle (infiltration, runoff, transpiration) is the background for explaining which living parts of a rain garden or green roof do the work.",
    },
    {
      when: "Day 18",
      question: "Is our prototype ready for a fair test, and how will we know whether it works?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-2"],
      notes:
        "Use the video's account of controlled experiments before teams name the independent, dependent and controlled variables of their Day 19 test plan; no single BioInteractive resource fits a build and shakedown day.",
    },
    {
      when: "Day 19",
      question: "Does our prototype reduce runoff or heat compared with a control?",
      video: video("cc-ecology-hydrologic-carbon-cycles"),
      interactive: interactive("bi-gorongosa-water-cycle"),
      textbook: textbook("os-46-3"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3", "HS-ESS3-4"],
      notes:
        "Lesson plan day: shared storm and heat test protocol, with adaptations for bioreactor and fuel cell teams.",
    },
    {
      when: "Day 20",
      question: "What does our test data tell us to change, and did the change make our design better?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-46-3"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3", "HS-LS2-7"],
      notes:
        "Change one variable and rerun the Day 19 protocol, as the video's controlled experiments do. The textbook's infiltration and runoff help teams name a biological cause for the criterion they missed; no single BioInteractive resource fits.",
    },
    {
      when: "Day 21",
      question: "How would our design change the number and kinds of species that can live on the site?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-measuring-biodiversity-gorongosa"),
      textbook: textbook("osap-38-2"),
      stateStandard: "BIO1.LS4.6",
      ngss: ["HS-LS4-6", "HS-LS2-7"],
      notes: "Teams list the native species their design could support and how they will estimate the change.",
    },
  ],
  lessons: [
    {
      number: 16,
      label: "Day 16",
      title: "From Many Ideas to One Design: Brainstorm and Decision Matrix",
      description:
        "Teams sharpen their problem statement with what Phases 2 and 3 taught them, sketch at least three different solutions, score them in a weighted decision matrix that includes a community criterion, and commit to one design with a control, a measurement and a materials list for the build.",
      drivingQuestion: "What criteria and constraints must our solution meet, and which design meets them best?",
      objectives: [
        "Refine the team's criteria and constraints using evidence from Phases 1-3.",
        "Generate at least three distinct solution ideas as labeled sketches.",
        "Select one design with a weighted decision matrix that includes at least one community criterion.",
        "Plan a scale prototype, its control and the measurement that will show whether it works.",
      ],
      keyUnderstandings: [
        "Criteria say what a solution must achieve, in measurable terms; constraints are limits such as budget, space, time and safety. A design that breaks a constraint is out, however well it scores.",
        "Weighting criteria makes a team's priorities visible: a decision matrix does not decide for the team, but it shows why one design wins and what the team is trading away.",
        "Restoration ecologists design for a whole community: which species the site will support, which neighbors it will serve, and who will care for it over time.",
      ],
      materials: [
        "Teams' Phase 1 problem statements, Phase 2 species lists and Day 15 biotech positions",
        "Chart paper, sticky notes and markers",
        "Decision matrix template (criteria and weights down the side, designs across the top)",
        "Design brief and materials request form",
        "Crash Course Ecology #12, 'Conservation and Restoration Ecology', cued to a short segment",
        "Photos of sample prototypes: rain-garden tray, green-roof model, shade-tree layout, algae bioreactor and mud fuel cell",
        "List of building materials the classroom has on hand",
      ],
      activities: [
        {
          title: "Warm-Up: Restoration Is Design",
          minutes: 6,
          description:
            "Play a short segment of Crash Course Ecology #12, 'Conservation and Restoration Ecology' and ask: 'What were the restorers trying to bring back, and how would they know it worked?' Students connect the answer to their own problem statement in one sentence. Assign OpenStax Biology 2e 47.4 Preserving Biodiversity as reading.",
        },
        {
          title: "Sharpen Criteria and Constraints",
          minutes: 8,
          description:
            "Teams reread their Phase 1 problem statement and update it: add the species from Phase 2 their design must support, add their Day 15 biotech position, and rewrite each criterion with a number, for example 'cut runoff by at least 30 percent compared with pavement'. The teacher checks that every team has at least one community criterion, such as who benefits or how much upkeep the design needs.",
        },
        {
          title: "Brainstorm: Three Different Designs",
          minutes: 12,
          description:
            "Four minutes of silent sketching, with every student drawing at least one idea, then a round-robin where teammates build on each sketch with 'yes, and'. The teacher pushes for range: 'If all three of your ideas are trays of grass, what would a completely different approach look like: trees, a bioreactor, a fuel cell, a pollinator corridor?' Each team keeps at least three labeled sketches.",
        },
        {
          title: "Weighted Decision Matrix",
          minutes: 15,
          description:
            "Teams first cross out any idea that breaks a constraint, then weight each criterion from 1 to 3, score each remaining design from 1 to 5 on each criterion, multiply and total. The teacher models one row on the board, then asks each team: 'Would you still pick the winner if you changed the weight on your community criterion? If not, is that weight right?'",
        },
        {
          title: "Commit and Plan the Build",
          minutes: 9,
          description:
            "Teams write a one-paragraph design brief: the chosen design, the prototype's scale, its control (such as a plastic-lined pavement tray or a bottle without algae), the quantity they will measure, and a materials list for Day 17. The teacher signs off each brief or hands it back with one question to answer before the build.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a decision matrix filled in for a sample design, with weights and one scored row.",
          "Offer a menu of the five prototype types with a photo, a simple materials list and the measurement each uses.",
        ],
        extension: [
          "Run a sensitivity check: change each weight by one point and report whether the winning design changes.",
          "Use HHMI BioInteractive's Investigating Science Practices in Serengeti to compare how ecologists test a prediction with how the team will test its prototype, and revise the test plan.",
        ],
        multilingual: [
          "Provide criteria cards with icons: water, heat, species, cost, upkeep, who benefits.",
          "Let students label sketches in any language first, then add key labels in English.",
          "Provide a sentence frame: 'We chose ___ because it scored highest on ___, even though ___.'",
        ],
      },
      assessment: [
        "Formative: check that each team's criteria are measurable and include a community criterion.",
        "Three labeled sketches and a completed weighted decision matrix.",
        "Signed design brief naming the prototype, its control, the measurement and the materials.",
      ],
      links: [video("cc-ecology-conservation-restoration")],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-1", "HS-ETS1-2", "HS-ETS1-3"] },
      file: "/materials/unit3/phase4/Day_16_Design_Decision_Matrix_Lesson_Plan.docx",
      handout: {
        title: "Design Decision Worksheet",
        intro:
          "Today your team turns a problem statement into one design you can build and test. Make every criterion measurable, sketch three really different ideas, and let a weighted decision matrix show why one design wins and what you give up to choose it.",
        sections: [
          {
            heading: "Sharpen criteria and constraints",
            prompts: [
              {
                id: "u3-d16-q1",
                text: "Rewrite each of your team's criteria with a number, and say how a tray test will measure it. Include at least one community criterion, such as who benefits or how much upkeep the design needs.",
                response: {
                  kind: "table",
                  columns: ["Criterion", "Target (with a number)", "How we will measure it"],
                  rows: 4,
                },
              },
              {
                id: "u3-d16-q2",
                text: "List your constraints (budget, space, time, safety). Which one would rule a design out however well it scored?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Three different designs",
            prompts: [
              {
                id: "u3-d16-q3",
                text: "Sketch three really different designs, one per frame. Label the living parts that do the work (roots, soil life, leaves, algae or bacteria).",
                response: { kind: "frames", count: 3 },
              },
              {
                id: "u3-d16-q4",
                text: "Cross out any design that breaks a constraint. Which one did you cross out, and which constraint did it break? If none, say why each one fits.",
                response: { kind: "lines", count: 2 },
              },
            ],
          },
          {
            heading: "Decide and commit",
            prompts: [
              {
                id: "u3-d16-q5",
                text: "Copy the weighted totals from your decision matrix. Which design won, and by how many points?",
                response: { kind: "table", columns: ["Design", "Weighted total", "Rank"], rows: 3 },
              },
              {
                id: "u3-d16-q6",
                text: "Sensitivity check: change the weight of your community criterion by 1 point and total again. Does the winner change? What does that tell you about your team's priorities?",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d16-q7",
                text: "Design brief: name the design, the prototype's scale, its control, the quantity you will measure (with units) and the materials you need on Day 17.",
                response: { kind: "lines", count: 6 },
              },
            ],
          },
        ],
        wordBank: [
          {
            term: "criterion",
            meaning: "what a design must achieve, written so it can be measured (plural: criteria)",
          },
          { term: "constraint", meaning: "a limit the design must stay within, such as budget, space, time or safety" },
          { term: "weight", meaning: "how much a criterion counts in the decision, from 1 (less) to 3 (most)" },
          {
            term: "decision matrix",
            meaning: "a table that scores each design on each criterion and totals the weighted scores",
          },
          { term: "control", meaning: "the setup without the design feature, used for comparison" },
          { term: "trade-off", meaning: "giving up some of one thing to get more of another" },
        ],
        sentenceStarters: [
          "Our design must ___ by at least ___ compared with ___.",
          "We crossed out ___ because it breaks the ___ constraint.",
          "We chose ___ because it scored highest on ___, even though ___.",
        ],
      },
    },
    {
      number: 17,
      label: "Day 17",
      title: "Prototype Build, Part 1: From Sketch to Scale Model",
      description:
        "After a tool and materials safety briefing, teams build their prototype and a matching control from recycled and low-cost materials, keeping a build log with dated photos, measurements and every change from the design brief.",
      drivingQuestion: "How do we turn a sketch into a working model that we can test fairly?",
      objectives: [
        "Use tools and materials safely to build a scale prototype from a design brief.",
        "Build a control that matches the prototype in size, slope and setup except for the feature being tested.",
        "Explain which living parts of the design, such as roots, soil organisms, algae or bacteria, are expected to do the work.",
        "Keep a build log with dated photos, measurements and reasons for any change to the plan.",
      ],
      keyUnderstandings: [
        "A fair test starts at the build: the prototype and its control share the same container size, slope, soil depth or water volume, so the only difference is the design feature.",
        "In a living prototype the organisms do the work: roots and soil life open pores that soak up water, leaves shade and transpire, algae photosynthesize and mud bacteria release electrons, so they need time, light and water to establish.",
        "A build log is engineering evidence: it lets the team, or anyone else, repeat the build and trace a surprising result back to a decision.",
      ],
      materials: [
        "For the default class of 30 in 8 teams of about 4, set up in 20 minutes: per team 2 trays or pans (a prototype and a control: 16), about 2 L of potting soil, 1 L of compost, 1 L of gravel and 1 L of sand (16 L, 8 L, 8 L and 8 L for the class), 1 flat of grass or cover crop (8); 2 low-temperature glue guns and 1 hand drill for the class; goggles and gloves for every student",
        "Aluminum roasting pans or plastic trays, 2 L bottles, recycled containers and cardboard",
        "Gravel, sand, potting soil, compost, and an old T-shirt or landscape fabric for filter layers",
        "Flats of grass or cover crop started from seed 1 to 2 weeks ahead, plus sedum or other small plants if available",
        "Bioreactor teams: algae culture kept from Phase 3, an aquarium air pump, airline tubing, an air stone and liquid plant fertilizer",
        "Fuel cell teams: mud or pond sediment, carbon felt or graphite electrodes, insulated copper wire and a multimeter, or a mud fuel cell kit",
        "Shade-tree teams: a cardboard street model, black paper for pavement, and sponge or paper canopies on dowels",
        "Scissors, rulers, measuring cups, duct tape, low-temperature glue guns, a cutting mat, and a hand drill or awl for teacher use",
        "Goggles, disposable gloves, dust masks, paper towels, a broom, and a tarp or newspaper for the floor",
        "Build log sheets and phones or a class tablet for photos",
      ],
      activities: [
        {
          title: "Safety and Tool Briefing",
          minutes: 8,
          description:
            "The teacher demonstrates each station: the glue gun on its stand on a heat-safe mat, cutting away from the body, where the teacher drills drain holes, wetting potting soil before pouring, and plugging pumps into the GFCI outlet away from water. Students sign a safety checklist, and each team assigns roles: lead builder, materials manager, build-log recorder and quality checker.",
        },
        {
          title: "Build Sprint 1",
          minutes: 27,
          description:
            "Teams build from their design brief. Rain-garden and green-roof teams have drain holes made, then layer gravel, fabric and moistened soil to a measured depth and plant seedlings; bioreactor teams assemble bottles, tubing and air stone and add algae culture and fertilizer; fuel cell teams bury the anode in mud, press out air pockets, set the cathode on the surface, connect the wires and take a first voltage reading, which will rise over several days as bacteria colonize the anode; shade-tree teams build their street to scale. Every team builds its control alongside the prototype. The teacher circulates asking, 'What measurement shows this layer is the depth your brief says?' and 'What is the only difference between your prototype and your control?'",
        },
        {
          title: "Mid-Build Check",
          minutes: 7,
          description:
            "Each quality checker holds up the team's prototype and control and names one criterion it is built to meet and one thing not yet working. The teacher notes teams that need materials or help before Day 18 and pairs teams that solved a problem another team is facing.",
        },
        {
          title: "Build Log and Clean-Up",
          minutes: 8,
          description:
            "Recorders add dated photos and measurements (layer depths, volumes, dimensions) and write any change from the design brief with its reason. Teams label their prototypes, water the plants, move living prototypes into the light, unplug glue guns and clean their stations; the materials manager returns unused supplies.",
        },
      ],
      differentiation: {
        supported: [
          "Provide step-by-step build cards with photos for each prototype type.",
          "Give a build log template with labeled photo boxes and measurement blanks.",
        ],
        extension: [
          "Build a second prototype that varies one feature, such as soil depth or plant type, to test alongside the main design on Day 19.",
          "Estimate the cost of building the design at full scale from a supplier price list.",
        ],
        multilingual: [
          "Label each station's tools and materials with pictures and home-language words.",
          "Pair students so one demonstrates a step while the other narrates it, then switch.",
          "Provide a build log frame: 'We changed ___ because ___.'",
        ],
      },
      assessment: [
        "Formative: watch for safe tool use and for controls that match prototypes except for the test feature.",
        "Build log with at least three dated photos and measurements.",
        "Mid-build check naming a criterion and a problem to solve.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-2", "HS-LS2-7"] },
      safety: [
        "Goggles on whenever anyone at the table is cutting, hot gluing, or pouring soil or gravel.",
        "Use low-temperature glue guns on their stands on a heat-safe mat; never touch the nozzle or fresh glue; run a minor burn under cool water and tell the teacher; unplug guns when not in use.",
        "Only the teacher uses the drill, awl or a utility knife; students cut with scissors, away from their bodies, on a cutting mat.",
        "Wet potting soil and compost before pouring, wear gloves and a dust mask, and avoid breathing the dust, which can carry bacteria and fungi; cover cuts, and wash hands with soap after handling soil, mud or algae.",
        "Plug air pumps into a GFCI outlet with a drip loop in the cord, keep plugs and cords up and away from water, and never touch a plug with wet hands.",
        "Wipe up water and soil spills at once so no one slips; return leftover soil and gravel to their bins, never down the sink, and put used gloves and scraps in the trash.",
      ],
      lab: true,
      file: "/materials/unit3/phase4/Day_17_Prototype_Build_1_Lesson_Plan.docx",
      handout: {
        title: "Build Log",
        intro:
          "A build log is engineering evidence: it lets your team, or anyone else, rebuild your prototype and trace a surprising test result back to a decision. Record measurements as you go, not from memory at the end.",
        sections: [
          {
            heading: "Prototype and control",
            prompts: [
              {
                id: "u3-d17-q1",
                text: "Sketch your prototype and its control side by side. Label each layer with its depth or volume, and circle the one difference between them.",
                response: { kind: "drawing", lines: 10 },
              },
              {
                id: "u3-d17-q2",
                text: "Which living parts of your design do the work, and what does each one do?",
                response: { kind: "table", columns: ["Living part", "What it does in our design"], rows: 3 },
              },
            ],
          },
          {
            heading: "Build record",
            prompts: [
              {
                id: "u3-d17-q3",
                text: "Record each build step with its measurement and the number of its photo.",
                response: {
                  kind: "table",
                  columns: ["Time", "Step", "Measurement (depth, volume, size)", "Photo #"],
                  rows: 6,
                },
              },
              {
                id: "u3-d17-q4",
                text: "Changes from the design brief: what did you change, and why?",
                response: { kind: "table", columns: ["Change", "Reason"], rows: 3 },
              },
            ],
          },
          {
            heading: "Mid-build check",
            prompts: [
              {
                id: "u3-d17-q5",
                text: "Name one criterion your prototype is built to meet and one thing that is not working yet.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d17-q6",
                text: "What must be finished on Day 18, and who on the team will do it?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "prototype", meaning: "a small working model of a design, built to be tested" },
          {
            term: "control",
            meaning: "a matching setup without the design feature, such as a plastic-lined pavement tray",
          },
          { term: "infiltration", meaning: "water soaking down into soil through its pores" },
          { term: "build log", meaning: "a dated record of each step, measurement, photo and change" },
        ],
        sentenceStarters: [
          "The only difference between our prototype and control is ___.",
          "We changed ___ because ___.",
          "Before Day 18 we still need to ___.",
        ],
      },
    },
    {
      number: 18,
      label: "Day 18",
      title: "Prototype Build, Part 2: Finish, Shake Down and Plan the Test",
      description:
        "Teams finish their prototypes and controls, run a quick shakedown to find leaks and weak points, take baseline readings, and write the test plan and data table they will use in the Day 19 testing lab.",
      drivingQuestion: "Is our prototype ready for a fair test, and how will we know whether it works?",
      objectives: [
        "Complete a prototype and a control that match the design brief and each other except for the test feature.",
        "Run a shakedown test to find and fix problems before collecting data.",
        "Identify the independent, dependent and controlled variables in the team's test.",
        "Build a data table for three trials of the prototype and the control.",
      ],
      keyUnderstandings: [
        "A shakedown run is not data: it finds leaks, clogged drains and unclear steps, so that the real trials measure the design and not a mistake in the build.",
        "A fair test changes one variable (the design), measures one or two outcomes such as runoff, temperature, pH or voltage, and keeps everything else the same.",
        "Living prototypes change from day to day, so baseline readings taken before testing let a team separate the design's effect from the plants', algae's or bacteria's own growth.",
      ],
      materials: [
        "For the default class of 30 in 8 teams of about 4, set up in 15 minutes: per team 1 measuring cup or graduated cylinder, 2 collection cups and 4 pH strips (8, 16 and 32 for the class); 2 multimeters and 2 infrared thermometers shared by the class; 1 mop and 1 wet-floor sign",
        "Team prototypes, controls and build logs from Day 17",
        "Building materials, tools and safety gear from Day 17",
        "Measuring cups or graduated cylinders, collection cups and a tub to catch spills",
        "pH test strips, a multimeter and an infrared thermometer for baseline readings",
        "Test plan and data table template",
        "Goggles, disposable gloves, paper towels, a mop and a wet-floor sign",
      ],
      activities: [
        {
          title: "Warm-Up: What Is Not Working Yet?",
          minutes: 5,
          description:
            "Each team's recorder reads one line from the build log and names one open problem. The teacher groups similar problems on the board (leaking trays, soil washing out, weak bubbling, a voltage near zero) and points teams with the same problem toward each other.",
        },
        {
          title: "Build Sprint 2",
          minutes: 22,
          description:
            "Teams finish building and add what testing needs: a drain spout with a collection cup, marked points for temperature readings, a sampling tube for the bioreactor, labeled leads for the fuel cell. The teacher uses this flexible block to conference with teams that are behind and approves a second variant for teams that are ahead.",
        },
        {
          title: "Shakedown Test",
          minutes: 12,
          description:
            "Teams run one quick practice over a tub: pour 250 mL onto each tray and watch where the water goes, run the pump and check every joint, or record baseline pH, temperature or voltage. They fix at least one problem they find and log it. The teacher asks, 'Shakedown numbers do not go in your results table. Why not?'",
        },
        {
          title: "Test Plan and Data Table",
          minutes: 10,
          description:
            "Teams write their Day 19 test plan (independent variable, dependent variable, at least three controlled variables, number of trials) and draw a data table with rows for three trials of the prototype and the control plus a mean row. The teacher signs each plan; teams without a signature finish it as homework.",
        },
        {
          title: "Clean-Up and Exit Check",
          minutes: 5,
          description:
            "Teams drain trays, water plants and return tools; bioreactors stay bubbling on the GFCI outlet under the grow light. Each student writes one variable the team must keep the same on Day 19 and how they will keep it the same.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a test plan template with variable boxes and the Day 19 storm test as a worked example.",
          "Give a pre-drawn data table that students adapt to their own measurement.",
        ],
        extension: [
          "Use the spread of shakedown readings to argue how many trials the team needs to show a real difference.",
          "Write a one-page build guide that another class could follow to rebuild the prototype.",
        ],
        multilingual: [
          "Post a visual glossary: independent variable, dependent variable, control, trial, baseline.",
          "Provide a frame: 'We will change ___, measure ___ and keep ___ the same.'",
        ],
      },
      assessment: [
        "Formative: check that each prototype and control match except for the test feature.",
        "Shakedown problem and fix recorded in the build log.",
        "Signed test plan and data table ready for Day 19.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-2"] },
      safety: [
        "Goggles while cutting, hot gluing, pouring soil or running water tests; glue guns stay on their stands and are unplugged when not in use.",
        "Run shakedown water tests over a tub; mop spills immediately and put out a wet-floor sign.",
        "Air pumps and grow lights plug into GFCI outlets with cords kept dry and off the floor; never handle a plug with wet hands.",
        "Wear gloves for soil, mud and algae, cover cuts, and wash hands with soap before leaving.",
        "Pour muddy runoff onto outdoor soil or a planted bed, not into a classroom sink, and bag soil scraps for the trash or compost.",
      ],
      flexible:
        "Second build session: teams arrive at different stages, so the build block flexes. Teams that finish early run extra shakedowns or build a second variant; teams that are behind use the block to finish, and complete the test plan as homework before Day 19.",
      lab: true,
      file: "/materials/unit3/phase4/Day_18_Prototype_Build_2_Lesson_Plan.docx",
      handout: {
        title: "Shakedown and Baseline Record",
        intro:
          "A shakedown run finds leaks, clogged drains and unclear steps before the real test, so that your Day 19 trials measure the design and not a mistake in the build. Baseline readings show where each living prototype starts.",
        sections: [
          {
            heading: "Shakedown (practice, not data)",
            prompts: [
              {
                id: "u3-d18-q1",
                text: "Record what your shakedown run showed and the fix you made.",
                response: { kind: "table", columns: ["Problem we found", "Likely cause", "Fix we made"], rows: 3 },
              },
              {
                id: "u3-d18-q2",
                text: "Why do shakedown numbers not go in your Day 19 results?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Baseline readings",
            prompts: [
              {
                id: "u3-d18-q3",
                text: "Record baseline readings for the prototype and the control. Write n/a for a reading your design does not use.",
                response: {
                  kind: "table",
                  columns: ["Reading", "Prototype", "Control"],
                  rows: ["Soil moisture or water level", "Surface temperature (C)", "pH", "Voltage (mV)"],
                },
              },
              {
                id: "u3-d18-q4",
                text: "Why does a living prototype need a baseline reading before testing?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Variables and prediction",
            prompts: [
              {
                id: "u3-d18-q5",
                text: "Name the variables of your Day 19 test (see the test plan template for your prototype type).",
                response: {
                  kind: "table",
                  columns: ["Variable", "In our test"],
                  rows: ["Independent", "Dependent (with units)", "Controlled 1", "Controlled 2", "Controlled 3"],
                },
              },
              {
                id: "u3-d18-q6",
                text: "Write a prediction with a number: If our prototype ___, then ___ will be about ___ percent lower (or higher) than the control's.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "shakedown", meaning: "a practice run to find and fix problems before collecting data" },
          { term: "baseline", meaning: "a reading taken before testing, to compare later readings with" },
          { term: "independent variable", meaning: "what the team changes on purpose (the design)" },
          { term: "dependent variable", meaning: "what the team measures (runoff, temperature, pH, voltage)" },
          { term: "controlled variable", meaning: "what the team keeps the same in every trial" },
        ],
        sentenceStarters: [
          "In the shakedown we found ___, so we ___.",
          "Our baseline matters because the plants, algae or bacteria ___.",
          "We will change ___, measure ___ and keep ___ the same.",
        ],
      },
    },
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
        "Use test data to judge the prototype against the design criteria, identify one design weakness and propose an improvement.",
      ],
      keyUnderstandings: [
        "Plant roots, soil organisms and organic matter create pores that let water soak in, so planted surfaces shed far less runoff than pavement.",
        "Plants cool surfaces through shade and by evaporating water from their leaves during transpiration.",
        "A prototype is only as convincing as its test: the same storm, the same heat, a control and repeated trials.",
      ],
      materials: [
        "For the default class of 30 in 8 teams of about 4, set up in 25 minutes: 3 trays per team (24: the team's prototype and control from Day 17 and a plastic-lined pavement control), 1 rain simulator bottle per team (8), 2 collection cups per team (16), 1 stopwatch per team (8) and 9 L of tap water per team (72 L: 1 L per tray in each of three trials, from buckets filled at the sink); 2 clamp heat lamps and 2 infrared thermometers shared by the class (or a sunny window); 1 pair of nitrile gloves per student (30)",
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
      lab: true,
      safety: [
        "The heat lamp is clamped to a stand, at least 30 cm from trays, paper and plastic, and plugged in away from the water: no cord crosses the rain-test area, and it is switched off and left to cool before anyone moves it.",
        "Runoff water and wet soil stay in the trays and collection cups; spills are wiped at once so no one slips, and the used soil goes into the school garden or compost, not the sink.",
        soilSafety.dust,
        soilSafety.hands,
        cleanUpSafety.washHands,
      ],
      file: "/materials/unit3/phase4/Day_19_Prototype_Testing_Lesson_Plan.docx",
      handout: {
        title: "Storm and Heat Test Data Sheet",
        intro:
          "Today you find out whether your green design beats the pavement. Every tray gets the same storm (1 liter from the same height and tilt) and the same heat (10 minutes at the same lamp distance), and you run three trials. Bioreactor and fuel cell teams: use the same tables for your own measure (pH, cloudiness or voltage) and write its units in the headings.",
        sections: [
          {
            heading: "Simulated storm: runoff from 1 liter",
            prompts: [
              {
                id: "u3-d19-q1",
                text: "Record the runoff collected (mL) from each tray in three trials, then calculate each mean.",
                starter: "The control's mean runoff was ___ mL and the prototype's was ___ mL.",
                response: {
                  kind: "table",
                  columns: ["Trial", "Pavement control (mL)", "Prototype (mL)", "Notes (spills, wet soil, tilt)"],
                  rows: ["Trial 1", "Trial 2", "Trial 3", "Mean"],
                },
              },
              {
                id: "u3-d19-q2",
                text: "Calculate the percent reduction in runoff: (control mean - prototype mean) / control mean x 100. Show your work.",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
          {
            heading: "Heat test: 10 minutes under the lamp",
            prompts: [
              {
                id: "u3-d19-q3",
                text: "Record the surface temperature (C) at the three marked points on each tray, then the mean.",
                response: {
                  kind: "table",
                  columns: ["Point", "Pavement control (C)", "Prototype (C)"],
                  rows: ["Point 1", "Point 2", "Point 3", "Mean"],
                },
              },
              {
                id: "u3-d19-q4",
                text: "How many degrees cooler was the prototype's mean surface temperature than the control's? Report the difference in degrees, not as a percent.",
                starter: "Under the lamp the prototype was ___ degrees cooler than the control.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Graph and analyze",
            prompts: [
              {
                id: "u3-d19-q5",
                text: "Graph every runoff trial as a dot above its tray (control, prototype) and mark each mean with a short line.",
                response: { kind: "graph", x: "Tray (pavement control, prototype)", y: "Runoff collected (mL)" },
              },
              {
                id: "u3-d19-q6",
                text: "Did your prototype meet your runoff or heat criterion? Compare your result with the target in your design brief, and say whether the trials of the two trays overlap.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d19-q7",
                text: "Explain your result with the biology: roots, soil organisms and pores, organic matter, shade or transpiration.",
                starter: "Our prototype shed less water because ___.",
                response: { kind: "lines", count: 4 },
              },
              {
                id: "u3-d19-q8",
                text: "Name one weakness your data reveal and one change to test on Day 20.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "runoff", meaning: "rain that flows off a surface instead of soaking in" },
          { term: "infiltration", meaning: "water soaking into soil through pores made by roots and soil organisms" },
          {
            term: "transpiration",
            meaning: "water evaporating from leaves, which cools the plant and the air around it",
          },
          { term: "trial", meaning: "one run of the test; repeating it shows how much results vary" },
          { term: "mean", meaning: "the sum of the trials divided by the number of trials" },
          {
            term: "percent reduction",
            meaning: "how much smaller the prototype's result is, as a percent of the control's",
          },
        ],
        sentenceStarters: [
          "The control's mean runoff was ___ mL and the prototype's was ___ mL.",
          "Under the lamp the prototype was ___ degrees cooler than the control.",
          "Our prototype shed less water because ___.",
        ],
      },
    },
    {
      number: 20,
      label: "Day 20",
      title: "Iterate and Retest: Change One Thing",
      description:
        "Teams use their Day 19 data to find their design's biggest weakness, change one feature, predict the result with a number, and retest with the same protocol to find out whether performance improved.",
      drivingQuestion: "What does our test data tell us to change, and did the change make our design better?",
      objectives: [
        "Identify the criterion the prototype met least well and a likely biological or physical cause.",
        "Change one design feature and write a testable prediction about its effect.",
        "Retest with the same protocol as Day 19 and compare the two rounds of results.",
        "Explain a failed or surprising result as information for the next iteration.",
      ],
      keyUnderstandings: [
        "Iteration means changing one thing at a time: a team that adds mulch and deepens the soil at once cannot tell which change made the difference.",
        "Conditions must match between rounds: soil still wet from Day 19 soaks up less new water, so teams record starting moisture and rerun the control to check that the retest is fair.",
        "A change that does not improve the design still teaches the team how the system works; engineers treat failed tests as data.",
      ],
      materials: [
        "For the default class of 30 in 8 teams of about 4, set up in 15 minutes: per team about 1 L of the soil, compost, mulch or gravel its change needs (8 L for the class) and its Day 19 test kit (1 rain simulator bottle, 1 graduated cylinder, 1 stopwatch); 2 infrared thermometers, 2 clamp heat lamps and 1 soil moisture meter shared by the class",
        "Prototypes, controls and build logs, with the data tables from Day 19",
        "Materials for changes: extra soil, compost, mulch, gravel and plants; extra light for bioreactors; chopped leaves or other organic matter for fuel cells",
        "Day 19 test equipment: rain simulator bottle, graduated cylinders, infrared thermometer, clamp heat lamp and stopwatch",
        "Soil moisture meter from Phase 1, pH test strips and a multimeter",
        "Iteration planning sheet: weakness, likely cause, one change, prediction",
        "Goggles, disposable gloves, paper towels and a mop",
      ],
      activities: [
        {
          title: "Warm-Up: Failures That Paid Off",
          minutes: 5,
          description:
            "The teacher tells how the Wright brothers' 1901 glider flew worse than their calculations predicted, so they built a small wind tunnel and tested some 200 wing shapes before building the glider that led to powered flight. Ask: 'What did each failure tell them? What did your Day 19 data tell you?'",
        },
        {
          title: "Data-to-Design Huddle",
          minutes: 10,
          description:
            "Teams lay out their Day 19 results and fill in the iteration sheet: Which criterion did we miss by the most? What in the biology or the build explains it: shallow soil, bare patches, water running along the tray edge, weak light, too little organic matter in the mud? They choose one feature to change and write an if-then prediction with a number. The teacher approves only plans that change one variable.",
        },
        {
          title: "Modify the Prototype",
          minutes: 15,
          description:
            "Teams make their change and log it with before-and-after photos and measurements. Teams whose trays are still soaked from Day 19 check moisture with the soil moisture meter; if a tray is much wetter than on Day 19, they let it drain and record the reading as a condition to report.",
        },
        {
          title: "Retest",
          minutes: 15,
          description:
            "Teams rerun the Day 19 protocol exactly: same water volume, pour height, tilt, lamp distance and timing; bioreactor and fuel cell teams take the same readings they took on Day 19. They test the modified prototype in three trials and the control once; if today's control differs from Day 19's, they compare the prototype with today's control.",
        },
        {
          title: "Compare and Exit Ticket",
          minutes: 5,
          description:
            "Teams calculate the new percent reduction and enter both rounds side by side. Each student writes whether the change improved performance, by how much, and what the team will change or confirm on Day 21.",
        },
      ],
      differentiation: {
        supported: [
          "Provide an iteration sheet with a menu of common weaknesses and matching changes to choose from.",
          "Give a side-by-side data table with the Day 19 values already filled in.",
        ],
        extension: [
          "Plan a two-round test that shows which of two possible changes matters more.",
          "Graph both rounds with the range of trials shown and judge whether the improvement is larger than the trial-to-trial spread.",
        ],
        multilingual: [
          "Provide a visual if-then frame: 'If we ___, then ___ will change by ___ because ___.'",
          "Use picture cards for the testing roles: pourer, timer, measurer and recorder.",
        ],
      },
      assessment: [
        "Formative: check that each iteration plan changes only one feature and includes a numeric prediction.",
        "Data table with both rounds and the percent reduction for each.",
        "Exit ticket judging, with numbers, whether the change improved the design.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-3", "HS-LS2-7"] },
      safety: [
        "Goggles during pouring tests and during any change that uses tools or hot glue.",
        "Clamp heat lamps firmly at the marked distance, away from paper and the rain simulator; the bulb and shade stay hot after switching off, so unplug them and let them cool before moving, and never splash water on a hot bulb.",
        "Never point the infrared thermometer's laser at anyone's eyes.",
        "Keep lamps, pumps and cords away from water, use GFCI outlets, and mop spills immediately.",
        "Wear gloves for soil, mud and algae and wash hands with soap; pour runoff onto outdoor soil and return leftover soil and gravel to their bins.",
      ],
      lab: true,
      file: "/materials/unit3/phase4/Day_20_Iterate_and_Retest_Lesson_Plan.docx",
      handout: {
        title: "Iteration Planning Sheet and Retest",
        intro:
          "Engineers treat every result, good or bad, as information. Use your Day 19 data to find your design's biggest weakness, change ONE feature, predict the result with a number, and retest with exactly the same protocol.",
        sections: [
          {
            heading: "From data to one change",
            prompts: [
              {
                id: "u3-d20-q1",
                text: "Which criterion did your prototype miss by the most? Give the Day 19 result and the target.",
                response: { kind: "lines", count: 2 },
              },
              {
                id: "u3-d20-q2",
                text: "What in the biology or the build most likely explains it (shallow soil, bare patches, water running along the edge, weak light, too little organic matter)?",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d20-q3",
                text: "The one feature you will change, and your prediction: If we ___, then ___ will change from ___ to about ___ because ___.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Retest under the same conditions",
            prompts: [
              {
                id: "u3-d20-q4",
                text: "Record the starting condition of each tray (soil moisture reading, water level or baseline) today and on Day 19.",
                response: {
                  kind: "table",
                  columns: ["Tray", "Day 19 start", "Day 20 start"],
                  rows: ["Control", "Prototype"],
                },
              },
              {
                id: "u3-d20-q5",
                text: "Record the retest: three trials of the changed prototype and one of the control.",
                response: {
                  kind: "table",
                  columns: ["Trial", "Control (units: ____)", "Changed prototype (units: ____)"],
                  rows: ["Trial 1", "Trial 2", "Trial 3", "Mean"],
                },
              },
            ],
          },
          {
            heading: "Compare the two rounds",
            prompts: [
              {
                id: "u3-d20-q6",
                text: "Fill in both rounds side by side.",
                response: {
                  kind: "table",
                  columns: [
                    "Round",
                    "Control mean",
                    "Prototype mean",
                    "Percent reduction",
                    "Range of prototype trials",
                  ],
                  rows: ["Day 19 (original)", "Day 20 (one change)"],
                },
              },
              {
                id: "u3-d20-q7",
                text: "Exit ticket: did the change improve performance, and by how much? Is the improvement bigger than the spread between trials? What will you change or confirm on Day 21?",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "iteration", meaning: "one cycle of test, change and retest" },
          { term: "prediction", meaning: "what you expect to happen, with a number, before you test" },
          { term: "range", meaning: "the highest trial minus the lowest; it shows how much trials vary" },
          { term: "fair test", meaning: "a test where only one thing changes and everything else stays the same" },
        ],
        sentenceStarters: [
          "Our biggest weakness was ___ because ___.",
          "Today the control started ___ than on Day 19, so ___.",
          "The change improved (or did not improve) our result by ___, which is bigger (or smaller) than ___.",
        ],
      },
    },
    {
      number: 21,
      label: "Day 21",
      title: "Final Retest and Biodiversity Check: Who Could Live Here?",
      description:
        "Teams finish their second round of testing, then use a grid simulation of their real site to estimate how their design would change the number and kinds of native species that could live there, and sum up their prototype's results for Phase 5.",
      drivingQuestion: "How would our design change the number and kinds of species that can live on the site?",
      objectives: [
        "Complete the retest and summarize the prototype's performance across both rounds.",
        "Calculate species richness for the site before and after the design using a grid simulation.",
        "Identify native species the design could support and the food, water and shelter each needs.",
        "Propose a field method to measure the real change in biodiversity after the design is built.",
      ],
      keyUnderstandings: [
        "Species richness is the number of different species in an area; comparing richness before and after a change is one simple way to measure its effect on biodiversity.",
        "Native plants usually support many more native insects than lawn or non-native ornamentals because local insects evolved to eat them, and those insects in turn feed birds and other animals.",
        "A simulation can estimate a design's effect on biodiversity before it is built, but only field counts after building can show whether the estimate was right.",
      ],
      materials: [
        "For the default class of 30 in 8 teams of about 4, set up in 10 minutes: per team its prototype and test kit from Day 20, 1 grid map, 1 set of about 40 habitat tiles and 1 species-resource table (8 of each); 1 device per pair for the Gorongosa activity (15)",
        "Prototypes, data tables and test equipment from Day 20",
        "A 10 x 10 grid map of each team's real site with pavement, lawn, trees and buildings marked",
        "Habitat tiles: native plants, trees, rain garden, pollinator patch, mulch, standing water",
        "Species-resource table of 15 to 20 local native species and the food, water and shelter each needs, built from the team's Phase 2 species list and a local extension office or native plant society guide",
        "Student devices for HHMI BioInteractive's Biodiversity Studies in Gorongosa",
        "Prototype summary card template",
      ],
      activities: [
        {
          title: "Warm-Up: Why Count Species?",
          minutes: 5,
          description:
            "Show a short segment of Crash Course Biology #10, 'Are We in the Middle of Earth's Sixth Mass Extinction', and ask: 'If our design works perfectly for runoff but nothing new can live there, did it succeed?' Students answer on a sticky note and post it by criterion. Assign OpenStax Biology for AP® Courses 38.2 as reading on why biodiversity matters to people.",
        },
        {
          title: "Retest Wrap-Up",
          minutes: 12,
          description:
            "Teams that still need trials finish them with the Day 19 protocol; teams that finished on Day 20 run one confirming trial or test a second change. Every team completes its two-round data table and calculates the mean percent reduction for each round. The teacher checks that each team has at least three trials per round before it moves on.",
        },
        {
          title: "Biodiversity Grid Simulation",
          minutes: 20,
          description:
            "Pairs spend about 5 minutes on the small sample data set in Biodiversity Studies in Gorongosa to practice calculating species richness. Teams then count how many species on their species-resource table find food, water and shelter on the site grid as it is now, place habitat tiles to show their design at full scale, and count again. The teacher asks, 'Which species gained the most? Which still cannot live here, and what is missing?'",
        },
        {
          title: "Prototype Summary Card",
          minutes: 8,
          description:
            "Teams complete a one-page card to carry into Phase 5: the design and its control, results from both rounds, the change that mattered, the estimated change in species richness, and how they would measure the real change in the field, such as quadrat counts, timed pollinator watches or photo records.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students name one native species their design could support and explain what the design gives it, using the words food, water or shelter.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a species-resource table with icons for food, water and shelter, and a pre-marked site grid.",
          "Give a summary card with a sentence starter in each box.",
        ],
        extension: [
          "Estimate how many of each species the site could hold and calculate the Shannon diversity index and evenness, as the Gorongosa activity does, explaining why diversity can change when richness does not.",
          "Find the nearest park or green space on a map and explain how the design could link to it as a habitat corridor.",
        ],
        multilingual: [
          "Provide species cards with photos and common names in English and students' home languages where available.",
          "Provide a frame: 'Our design gives ___ the ___ it needs, so it could ___.'",
        ],
      },
      assessment: [
        "Formative: check each team's richness counts before and after on its site grid.",
        "Two-round data table with the mean percent reduction for each round.",
        "Prototype summary card with the biodiversity estimate and a field method.",
        "Exit ticket naming a species and the resource the design provides.",
        "Prototype summary card scored with its rubric: test evidence, the change that mattered, biodiversity estimate and field method.",
      ],
      links: [video("cc-sixth-mass-extinction")],
      standards: { state: ["BIO1.LS4.6", "BIO1.LS2.4"], ngss: ["HS-LS4-6", "HS-LS2-7"] },
      safety: [
        "Teams retesting wear goggles, keep heat lamps clamped at the marked distance and away from water, and let bulbs cool before moving them.",
        "Keep cords and outlets dry and mop spills right away.",
        "Wear gloves for soil, mud and algae, and wash hands with soap before starting the grid simulation.",
        "Store prototypes labeled, watered and in the light, since they may return for the Phase 6 showcase; any being taken apart go back outdoors (mud to its site, plants and soil to compost), and algae go down the drain with plenty of water, never outdoors.",
      ],
      lab: true,
      file: "/materials/unit3/phase4/Day_21_Retest_and_Biodiversity_Lesson_Plan.docx",
      handout: {
        title: "Who Could Live Here? Biodiversity Check",
        intro:
          "A design that stops runoff but gives nothing a home has met only half its job. Finish your retest, then use your site grid, habitat tiles and species-resource table to estimate how your design would change the number of native species the site can support.",
        sections: [
          {
            heading: "Two rounds of testing",
            prompts: [
              {
                id: "u3-d21-q1",
                text: "Summarize both rounds of testing.",
                response: {
                  kind: "table",
                  columns: ["Round", "Trials", "Mean percent reduction", "Lowest and highest trial"],
                  rows: ["Round 1 (Day 19)", "Round 2 (Days 20-21)"],
                },
              },
            ],
          },
          {
            heading: "Grid simulation",
            prompts: [
              {
                id: "u3-d21-q2",
                text: "Practice: what is species richness, and how did you calculate it from the Gorongosa sample data?",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d21-q3",
                text: "Count the species on your species-resource table that find food, water and shelter on the site grid now, then with your design's habitat tiles in place.",
                response: {
                  kind: "table",
                  columns: ["", "Site now", "Site with our design"],
                  rows: [
                    "Species with food, water and shelter (richness)",
                    "Species gained",
                    "Species still missing a need",
                  ],
                },
              },
              {
                id: "u3-d21-q4",
                text: "Which species gained the most from your design? Which still cannot live on the site, and what is missing for it?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "From estimate to field check",
            prompts: [
              {
                id: "u3-d21-q5",
                text: "How would you measure the real change in biodiversity after the design is built? Name the method, where and how often.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d21-q6",
                text: "Exit ticket: name one native species your design could support and explain what the design gives it, using the words food, water or shelter.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "species richness", meaning: "the number of different species in an area" },
          { term: "native species", meaning: "a species that lived in the region before people brought others in" },
          { term: "habitat", meaning: "a place that gives an organism the food, water and shelter it needs" },
          { term: "quadrat", meaning: "a square frame placed on the ground to count the organisms inside it" },
        ],
        sentenceStarters: [
          "Across both rounds our prototype reduced ___ by ___ percent.",
          "With our design, richness goes from ___ to ___ because ___.",
          "We would check the real change by ___ every ___.",
        ],
      },
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
  // The spec fixes one lesson-plan download per Unit 3 phase; the other days' plans are linked from their lesson cards.
  unlistedMaterials: [
    lessonPlan({
      title: "Day 16: Design Brainstorm and Decision Matrix",
      subtitle: "Phase 4 lesson plan - many ideas, weighted criteria and one design",
      path: "/materials/unit3/phase4/Day_16_Design_Decision_Matrix_Lesson_Plan.docx",
      lesson: 16,
      phase: 4,
    }),
    lessonPlan({
      title: "Day 17: Prototype Build, Part 1",
      subtitle: "Phase 4 lesson plan - safe building, a matching control and a build log",
      path: "/materials/unit3/phase4/Day_17_Prototype_Build_1_Lesson_Plan.docx",
      lesson: 17,
      phase: 4,
    }),
    lessonPlan({
      title: "Day 18: Prototype Build, Part 2",
      subtitle: "Phase 4 lesson plan - finishing, shakedown test and test plan",
      path: "/materials/unit3/phase4/Day_18_Prototype_Build_2_Lesson_Plan.docx",
      lesson: 18,
      phase: 4,
    }),
    lessonPlan({
      title: "Day 20: Iterate and Retest",
      subtitle: "Phase 4 lesson plan - change one feature, predict and retest",
      path: "/materials/unit3/phase4/Day_20_Iterate_and_Retest_Lesson_Plan.docx",
      lesson: 20,
      phase: 4,
    }),
    lessonPlan({
      title: "Day 21: Retest and Biodiversity Check",
      subtitle: "Phase 4 lesson plan - final retest and a biodiversity grid simulation",
      path: "/materials/unit3/phase4/Day_21_Retest_and_Biodiversity_Lesson_Plan.docx",
      lesson: 21,
      phase: 4,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase4/Day_16_Design_Decision_Handout",
      title: "Day 16 Handout: Design Decision Worksheet",
      subtitle: "Criteria with numbers, three sketches, matrix totals and the design brief",
      lesson: 16,
      phase: 4,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase4/Day_17_Build_Log_Handout",
      title: "Day 17 Handout: Build Log",
      subtitle: "Prototype and control sketch, build steps with measurements and changes",
      lesson: 17,
      phase: 4,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase4/Day_18_Shakedown_Baseline_Handout",
      title: "Day 18 Handout: Shakedown and Baseline Record",
      subtitle: "Shakedown fixes, baseline readings, variables and a prediction",
      lesson: 18,
      phase: 4,
    }),
    ...unlistedHandout(
      {
        stem: "/materials/unit3/phase4/Day_19_Storm_Heat_Test_Handout",
        title: "Day 19 Handout: Storm and Heat Test Data Sheet",
        subtitle: "Runoff and temperature tables, percent reduction and a trial graph",
        lesson: 19,
        phase: 4,
      },
      { variants: true },
    ),
    ...unlistedHandout({
      stem: "/materials/unit3/phase4/Day_20_Iteration_Retest_Handout",
      title: "Day 20 Handout: Iteration Planning Sheet and Retest",
      subtitle: "One change, a numeric prediction and two rounds side by side",
      lesson: 20,
      phase: 4,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase4/Day_21_Biodiversity_Check_Handout",
      title: "Day 21 Handout: Who Could Live Here?",
      subtitle: "Two-round summary, species richness on the site grid and a field method",
      lesson: 21,
      phase: 4,
    }),
  ],
};
