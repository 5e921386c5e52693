import { lessonPlan, unlistedHandout } from "../builders.ts";
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
      video: video("cc-scientific-method"),
      interactive: interactive("bi-wildcam-inquiry"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3"],
      notes: "Students practice judging variation on the WildCam data before analyzing their own trials.",
    },
    {
      when: "Day 23",
      question: "What happens when we scale our design up and test it against future conditions?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-population-dynamics"),
      textbook: textbook("os-47-3"),
      stateStandard: "BIO1.LS4.6",
      ngss: ["HS-LS4-6", "HS-ETS1-4"],
      notes:
        "Lesson plan day. The Click & Learn models how a population supported by the design responds as conditions change.",
    },
    {
      when: "Day 24",
      question: "How much energy and carbon flow through the ecosystem we designed?",
      video: video("cc-intro-to-ecology"),
      interactive: interactive("bi-building-ecological-pyramids"),
      textbook: textbook("os-46-2"),
      stateStandard: "BIO1.LS2.2",
      ngss: ["HS-LS2-4", "HS-LS2-5"],
      notes:
        "Use the 10 percent rule to estimate how much plant biomass the design needs to support each higher trophic level.",
    },
    {
      when: "Day 25",
      question:
        "What would someone who builds and cares for green infrastructure in our community change about our design, and why?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-47-4"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3", "HS-LS2-7"],
      notes:
        "Expert review day: the guest is the day's resource, so no single video or BioInteractive resource fits. The textbook section on preserving biodiversity, read on Day 16, frames the upkeep and habitat questions teams bring to the expert.",
    },
    {
      when: "Day 26",
      question:
        "Which final change gives our community the most benefit for its cost, and what evidence shows that it worked?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3", "HS-ETS1-4", "HS-LS2-7"],
      notes:
        "Work session: a retest counts only if it changes one feature under the Day 19 conditions, as in the video's controlled experiments. Teams rerunning the Day 23 spreadsheet model use their own model; no single BioInteractive resource fits.",
    },
  ],
  lessons: [
    {
      number: 22,
      label: "Day 22",
      title: "Data Analysis Clinic: Did Our Prototype Really Work?",
      description:
        "Teams practice judging variation on real trail-camera data, then summarize their own prototype trials with means, ranges and percent change, check for outliers, and write a claim with an honest confidence rating.",
      drivingQuestion: "How do we know whether our prototype really worked, and how sure can we be?",
      objectives: [
        "Calculate the mean and range of repeated trials for the prototype and the control.",
        "Identify possible outliers and decide, using the build and test log, whether each is an error or a real result.",
        "Calculate percent change from the means and report the spread of possible results.",
        "Write a claim about prototype performance against the design criteria with a confidence rating justified by the data.",
      ],
      keyUnderstandings: [
        "A mean summarizes repeated trials, but the range shows how much they vary; two designs with the same mean can deserve very different levels of trust.",
        "An unusual trial is set aside only for a recorded reason, such as a spilled pour; otherwise it is real information, like soil still wet from the trial before.",
        "When the ranges of the prototype and the control do not overlap, the difference is unlikely to come from trial-to-trial variation alone.",
      ],
      materials: [
        "Each team's Phase 4 data tables and build and test logs from Days 19-21",
        "Laptops or Chromebooks with a spreadsheet program, or calculators and graph paper",
        "A small WildCam Lab data set the teacher downloads for the Scientific Inquiry and Data Analysis Using WildCam Gorongosa activity",
        "Data clinic sheet: mean, range, percent change and outlier check",
        "Confidence scale posted in the room: high, medium and low, with the criteria for each",
      ],
      activities: [
        {
          title: "Hook: Same Mean, Different Story",
          minutes: 6,
          description:
            "Project two teams' runoff results from a 1-liter storm: Team A collected 290, 300 and 310 mL; Team B collected 50, 300 and 550 mL. Ask: 'Both means are 300 mL. Which design would you ask the city to pay for, and why?' Students vote, then name what the mean hides. Introduce the range as the simplest measure of spread.",
        },
        {
          title: "Practice on Real Data: WildCam Gorongosa",
          minutes: 10,
          description:
            "Pairs open the teacher's WildCam Lab extract from the Scientific Inquiry and Data Analysis Using WildCam Gorongosa activity (sightings of one species at several trail cameras in two vegetation types), calculate the mean and range for each vegetation type, and discuss: 'Would one camera have been enough? What could explain a camera with far more sightings than the rest?' The teacher links camera-to-camera variation to trial-to-trial variation in the teams' own tests. The Crash Course Biology #2, 'The Scientific Method', assigned the night before, reviews controls, variables and repeated trials.",
        },
        {
          title: "Data Clinic",
          minutes: 20,
          description:
            "Teams enter every trial for the control and the prototype into the clinic sheet and calculate the mean and range of each measure: runoff volume and surface temperature for rain garden, green roof and shade teams, growth and pH change for bioreactor teams, voltage for fuel cell teams. They flag any trial far from the others and check the log for a cause: a different pour height or a tray moved away from the lamp is an error to report and redo, while soil already wet from the previous trial is a real condition to keep and explain. They then calculate percent change from the means and from the best and worst trials. For example, control trials of 930, 950 and 960 mL and prototype trials of 280, 310 and 520 mL give means of 947 and 370 mL, a 61 percent reduction, while pairing the best and worst trials gives a spread of about 44 to 71 percent. The teacher circulates asking, 'What would you tell a city engineer who says your result was luck?'",
        },
        {
          title: "Claim and Confidence",
          minutes: 10,
          description:
            "Each team writes a claim ('Our prototype reduced runoff by about ___ percent compared with the pavement control'), its evidence (means, ranges and number of trials), the biology that explains it (water soaking into pores made by roots and soil organisms, transpiration, algal photosynthesis or microbial respiration) and a confidence rating: high if the ranges do not overlap across at least three trials, medium if they overlap a little or an outlier is unexplained, low if they overlap heavily. Two teams swap claims, and each plays the skeptic by asking one question the data cannot yet answer.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students write their team's percent change with its spread, their confidence rating, and one more trial or measurement that would raise their confidence before the Day 23 scale-up model.",
        },
      ],
      differentiation: {
        supported: [
          "Provide the clinic sheet with the mean, range and percent change steps worked through once using the numbers from the hook.",
          "Offer a short reading guide for OpenStax Biology 2e section 1.1 (The Science of Biology) on hypotheses, controls and repeated testing.",
          "Pair students so one calculates and the other checks each step.",
        ],
        extension: [
          "Calculate the standard deviation for each condition and compare the difference between the means with the size of the spread.",
          "Graph every trial as a dot beside its mean so an audience can see the variation, not only a bar.",
        ],
        multilingual: [
          "Post a bilingual word wall for mean, range, outlier, percent change and confidence, with a worked example beside each term.",
          "Provide frames: 'Our prototype changed ___ by about ___ percent. We are ___ confident because ___.'",
        ],
      },
      assessment: [
        "Formative: check each team's clinic sheet for correct means, ranges and percent change, and a written decision about every flagged trial.",
        "Team claim with evidence, biological reasoning and a justified confidence rating.",
        "Exit ticket reporting percent change with its spread and one step that would raise confidence.",
      ],
      links: [video("cc-scientific-method")],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-3", "HS-LS2-7"] },
      file: "/materials/unit3/phase5/Day_22_Data_Analysis_Clinic_Lesson_Plan.docx",
      handout: {
        title: "Data Clinic Sheet",
        intro:
          "A mean tells you the typical result; the range tells you how much to trust it. Practice on two teams' numbers and on real camera-trap data, then analyze every one of your own trials, decide what to do with any odd one, and write a claim with an honest confidence rating.",
        sections: [
          {
            heading: "Same mean, different story",
            reference: {
              caption: "Runoff collected from a 1-liter storm, three trials each",
              columns: ["Team", "Trial 1 (mL)", "Trial 2 (mL)", "Trial 3 (mL)"],
              rows: [
                ["Team A", "290", "300", "310"],
                ["Team B", "50", "300", "550"],
              ],
            },
            prompts: [
              {
                id: "u3-d22-q1",
                text: "Calculate the mean and the range for each team.",
                response: { kind: "table", columns: ["Team", "Mean (mL)", "Range (mL)"], rows: ["Team A", "Team B"] },
              },
              {
                id: "u3-d22-q2",
                text: "Which design would you ask the city to pay for, and why? What does the mean hide?",
                starter: "Team ___ had the same mean but a range of ___, so ___.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Practice on real data: WildCam Gorongosa",
            prompts: [
              {
                id: "u3-d22-q3",
                text: "From your WildCam extract, calculate the mean and range of sightings for each vegetation type.",
                response: {
                  kind: "table",
                  columns: ["Vegetation type", "Number of cameras", "Mean sightings", "Range"],
                  rows: 2,
                },
              },
              {
                id: "u3-d22-q4",
                text: "Would one camera have been enough? What could explain a camera with far more sightings than the rest?",
                starter: "One camera would not be enough because ___.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Our trials",
            prompts: [
              {
                id: "u3-d22-q5",
                text: "Enter every trial for your control and prototype from your Phase 4 data tables, then the mean and range of each.",
                response: {
                  kind: "table",
                  columns: ["Trial", "Control (units: ____)", "Prototype (units: ____)", "Notes from the log"],
                  rows: ["1", "2", "3", "4 (if run)", "Mean", "Range"],
                },
              },
              {
                id: "u3-d22-q6",
                text: "Outlier check: flag any trial far from the others. Is it an error to report and redo, or a real condition to keep and explain? Give the evidence from your log.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d22-q7",
                text: "Calculate the percent change from the means, then the spread: the smallest and largest percent change you get by pairing the best and worst trials.",
                starter: "Our prototype changed ___ by about ___ percent, with a spread of ___ to ___ percent.",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
          {
            heading: "Claim and confidence",
            prompts: [
              {
                id: "u3-d22-q8",
                text: "Write your claim, the evidence (means, ranges, number of trials), the biology that explains it, and a confidence rating (high, medium or low) with its reason.",
                starter: "We are ___ confident because the ranges ___.",
                response: { kind: "lines", count: 7 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "mean", meaning: "the sum of the trials divided by how many there are" },
          { term: "range", meaning: "the largest value minus the smallest; a simple measure of spread" },
          { term: "outlier", meaning: "a result far from the others, kept unless the log shows a reason to remove it" },
          { term: "percent change", meaning: "(new - old) / old x 100, or here (control - prototype) / control x 100" },
          { term: "confidence", meaning: "how sure the data let you be: high, medium or low" },
        ],
        sentenceStarters: [
          "Team ___ had the same mean but a range of ___, so ___.",
          "One camera would not be enough because ___.",
          "Our prototype changed ___ by about ___ percent, with a spread of ___ to ___ percent.",
          "We are ___ confident because the ranges ___.",
        ],
      },
    },
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
      handout: {
        title: "Scale-Up Model and Trade-Offs",
        intro:
          "Your tray is tiny; the real site is not. One inch of rain on 1,000 square feet of pavement makes about 623 gallons of runoff. Use the spreadsheet model template to scale your prototype's result to the real site, stress-test it, and choose one optimization the model supports.",
        sections: [
          {
            heading: "Hook: 623 gallons",
            prompts: [
              {
                id: "u3-d23-q1",
                text: "A 1-inch storm falls on a 20,000-square-foot school parking lot. About how many gallons run off? Show your work.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d23-q2",
                text: "A classroom 30 feet long, 25 feet wide and 10 feet high holds how many gallons (1 cubic foot = 7.48 gallons)? What fraction of the classroom would that runoff fill?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Our model and its scenarios",
            prompts: [
              {
                id: "u3-d23-q3",
                text: "Run your model for three scenarios and record the inputs and the gallons captured.",
                response: {
                  kind: "table",
                  columns: [
                    "Scenario",
                    "Storm depth (in)",
                    "Area planted (sq ft)",
                    "Percent reduction",
                    "Gallons captured",
                  ],
                  rows: ["Current climate", "Heavier storm", "Half budget"],
                },
              },
              {
                id: "u3-d23-q4",
                text: "List every assumption your model makes, and star the one you trust least.",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
          {
            heading: "Trade-off matrix and choice",
            prompts: [
              {
                id: "u3-d23-q5",
                text: "Score each option from 1 to 5 on each criterion, multiply by the weight and add.",
                response: {
                  kind: "table",
                  columns: [
                    "Option",
                    "Stormwater (x 0.4)",
                    "Cooling (x 0.3)",
                    "Cost (x 0.2)",
                    "Habitat (x 0.1)",
                    "Weighted score",
                  ],
                  rows: 3,
                },
              },
              {
                id: "u3-d23-q6",
                text: "Exit ticket: the optimization your team chose, the model result that supports it, and one assumption that could make the model wrong.",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "model", meaning: "a simplified version of a real system used to make predictions" },
          { term: "input", meaning: "a number you put into the model, such as site area or storm depth" },
          { term: "output", meaning: "what the model calculates, such as gallons captured" },
          { term: "assumption", meaning: "something the model treats as true without testing it" },
          { term: "optimization", meaning: "improving the most important criteria within the constraints" },
        ],
        sentenceStarters: [
          "The storm makes ___ gallons because ___ x 623 = ___.",
          "In the heavier storm our design ___, so we assume ___.",
          "We chose ___ because the model shows ___.",
        ],
      },
    },
    {
      number: 24,
      label: "Day 24",
      title: "Carbon and Energy Budget: Following Energy and Carbon Through Our Design",
      description:
        "Students build an energy pyramid for the food web their design supports, use the 10 percent rule to see how much plant growth each trophic level depends on, and estimate how much carbon dioxide the design's plants or algae take up each year and how much of that carbon stays stored.",
      drivingQuestion:
        "How much energy and carbon flow through the ecosystem we designed, and what does that mean for the wildlife and climate benefits we can honestly claim?",
      objectives: [
        "Construct a food web and an energy pyramid for the organisms the team's design supports.",
        "Apply the 10 percent rule to estimate the yearly production available at each trophic level.",
        "Estimate the carbon dioxide the design's plants or algae take up each year from their growth and the carbon content of dry biomass.",
        "Distinguish carbon that returns to the air within a year from carbon stored for decades in wood and soil.",
      ],
      keyUnderstandings: [
        "Only about 10 percent of the energy at one trophic level (real values range from about 5 to 20 percent) becomes new biomass at the next; the rest is used for life processes and lost as heat, so small habitats support few top consumers.",
        "Dry plant matter is about half carbon, and every kilogram of carbon fixed by photosynthesis removes about 3.67 kilograms of carbon dioxide from the air.",
        "Carbon in leaves, flowers and algae returns to the air as decomposers respire, while carbon in wood and soil organic matter can stay stored for decades, so yearly uptake is not the same as storage.",
      ],
      materials: [
        "HHMI BioInteractive Building Ecological Pyramids activity with its WildCam Lab data",
        "Planning-figures card: plant growth per square meter, carbon content of dry biomass, CO2 per kilogram of carbon, yearly uptake by a mature tree and by algae, and the yearly emissions of a typical car",
        "Each team's site area and spreadsheet model from Day 23",
        "Calculators, graph paper and colored pencils",
        "Optional: the free USDA Forest Service i-Tree MyTree tool for shade-tree teams",
      ],
      activities: [
        {
          title: "Hook: Could Our Design Feed a Robin?",
          minutes: 8,
          description:
            "Show a photo of a robin with a caterpillar in its beak. Ask students to trace the robin's energy back, step by step, to the sun, and to predict what fraction of the energy in the leaves ends up in the robin. Record predictions, then play the energy-flow segment of the Crash Course Ecology #7, 'Ecosystem Ecology: Links in the Chain' (3 to 4 minutes), and compare it with the predictions.",
        },
        {
          title: "Building Ecological Pyramids",
          minutes: 10,
          description:
            "Pairs use the WildCam data in the HHMI Building Ecological Pyramids activity for one vegetation type to sort the animals into herbivores and carnivores and sketch the biomass pyramid. The teacher asks: 'Why is the base so much wider than the top? What would happen to the lions if the grass in this habitat shrank by half?'",
        },
        {
          title: "Our Design's Energy Pyramid",
          minutes: 14,
          description:
            "Teams list the food web their design supports: producers (native plants, trees or algae), primary consumers (bees, caterpillars, aphids), secondary consumers (spiders, lady beetles, dragonflies) and a top consumer (a songbird), with decomposers such as earthworms and fungi drawn beside the pyramid. Using the planning figure of about 500 grams of new dry plant matter per square meter per year (real plantings range from about 200 to over 1,000), they multiply by their site area and apply the 10 percent rule at each step. A 20-square-meter rain garden grows about 10 kg of plant matter a year, enough for about 1 kg of herbivore growth, 100 g of predator growth and only about 10 g at the level above; one songbird eats far more than that in a season. The teacher asks: 'So where does the robin really find its food? What does that tell us about connecting green spaces?' Algae teams build the pyramid their algae could support (zooplankton, then small fish); fuel cell teams trace energy from plants to dead organic matter to the bacteria in their mud.",
        },
        {
          title: "Carbon Budget",
          minutes: 15,
          description:
            "Teams convert yearly plant growth to carbon (times 0.5) and then to carbon dioxide (times 3.67): the 20-square-meter garden takes up about 5 kg of carbon, or about 18 kg of CO2, each year. Shade-tree teams use about 22 kg (48 pounds) of CO2 a year as a planning figure for a mature tree, or i-Tree MyTree for their species; algae teams use about 1.8 kg of CO2 per kilogram of dry algae grown. Teams then split their total into carbon that returns to the air within a year (leaves, flowers and algae that die and decompose) and carbon stored longer (wood, roots and soil organic matter), and compare it with the roughly 4.6 metric tons of CO2 a typical passenger car emits in a year (US EPA). The teacher presses: 'Is carbon the strongest reason to build this, or is it stormwater, cooling or habitat? What should we honestly say at the showcase?' Teams add a carbon row to their Day 23 model.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students answer: 'About how much CO2 does our design take up each year, how much of it stays stored, and which benefit (carbon, stormwater, cooling or habitat) is strongest for our design, and why?'",
        },
      ],
      differentiation: {
        supported: [
          "Provide a pyramid template with the 10 percent steps set up as blanks and the 20-square-meter example worked through.",
          "Use the energy pyramid figure in OpenStax Biology 2e section 46.2 (Energy Flow through Ecosystems) as a visual model while students build their own.",
        ],
        extension: [
          "Calculate how many square meters of planting would take up as much CO2 in a year as one car emits (about 5,000, roughly the area of a football field) and explain why most of that carbon would still not be stored.",
          "Research why ecological efficiency is usually higher for cold-blooded consumers such as insects than for warm-blooded birds and mammals.",
        ],
        multilingual: [
          "Label each pyramid level with a picture of an organism and bilingual terms: producer, consumer, decomposer, trophic level, biomass.",
          "Provide frames: 'Only about ___ percent of the energy moves from ___ to ___ because ___.'",
        ],
      },
      assessment: [
        "Formative: check each team's pyramid for producers at the base, correct 10 percent steps and decomposers included.",
        "Carbon budget that converts growth to CO2, separates short-term from long-term storage and is added to the team's model.",
        "Exit ticket naming the design's yearly CO2 uptake and its strongest benefit with a reason.",
      ],
      links: [video("cc-ecology-ecosystem-ecology")],
      standards: { state: ["BIO1.LS2.2"], ngss: ["HS-LS2-4", "HS-LS2-5"] },
      file: "/materials/unit3/phase5/Day_24_Carbon_Energy_Budget_Lesson_Plan.docx",
      handout: {
        title: "Energy Pyramid and Carbon Budget",
        intro:
          "Green designs are sold as habitat and as carbon storage. Today you check both claims with numbers: how much food your design's plants make for the animals above them, and how much carbon dioxide they take up and keep. Use the planning-figures card.",
        sections: [
          {
            heading: "Our design's energy pyramid",
            prompts: [
              {
                id: "u3-d24-q1",
                text: "Draw the food web your design supports and its energy pyramid: producers at the base, then primary consumers, secondary consumers and a top consumer, with decomposers beside it.",
                response: { kind: "drawing", lines: 10 },
              },
              {
                id: "u3-d24-q2",
                text: "With 500 g of new dry plant matter per square meter per year and your site area, fill in the yearly new biomass at each level using the 10 percent rule.",
                response: {
                  kind: "table",
                  columns: ["Level", "Organisms in our design", "Yearly new biomass (kg)"],
                  rows: ["Producers", "Primary consumers", "Secondary consumers", "Top consumers"],
                },
              },
              {
                id: "u3-d24-q3",
                text: "A robin eats far more than your top level makes. Where does it really find its food, and what does that say about connecting green spaces?",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Carbon budget",
            prompts: [
              {
                id: "u3-d24-q4",
                text: "Convert your design's yearly plant growth to carbon (x 0.5) and then to carbon dioxide (x 3.67). Show your work.",
                response: { kind: "lines", count: 4 },
              },
              {
                id: "u3-d24-q5",
                text: "Split the total into carbon back in the air within a year and carbon stored longer. Which parts of your design keep carbon for decades?",
                response: {
                  kind: "table",
                  columns: ["Where the carbon goes", "Parts of our design", "Share (estimate)"],
                  rows: ["Back to the air within a year", "Stored for decades"],
                },
              },
              {
                id: "u3-d24-q6",
                text: "How many square meters of planting like yours would take up the 4.6 metric tons of CO2 a typical car emits in a year? Why would most of that carbon still not be stored?",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
          {
            heading: "What we can honestly claim",
            prompts: [
              {
                id: "u3-d24-q7",
                text: "Exit ticket: about how much CO2 does our design take up each year, how much of it stays stored, and which benefit (carbon, stormwater, cooling or habitat) is strongest, and why?",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
        ],
        wordBank: [
          {
            term: "trophic level",
            meaning: "a feeding step in a food chain: producer, primary consumer, secondary consumer",
          },
          {
            term: "10 percent rule",
            meaning: "about a tenth of the energy at one level becomes new biomass at the next",
          },
          { term: "biomass", meaning: "the mass of living or once-living material" },
          {
            term: "decomposer",
            meaning: "a fungus, bacterium or small animal that breaks down dead matter, releasing CO2",
          },
          { term: "carbon storage", meaning: "carbon kept out of the air for a long time, in wood or soil" },
        ],
        sentenceStarters: [
          "Only about ___ of the energy moves from ___ to ___ because ___.",
          "Our design takes up about ___ kg of CO2 a year, but only ___ stays stored because ___.",
          "Our strongest benefit is ___ because ___.",
        ],
      },
    },
    {
      number: 25,
      label: "Day 25",
      title: "Expert Design Review: Feedback from the People Who Build It",
      description:
        "A city arborist, stormwater engineer or community gardener reviews each team's design, shares how similar projects work in the community, and helps teams sort the feedback into the changes that matter most for their final optimization.",
      drivingQuestion:
        "What would someone who builds and cares for green infrastructure in our community change about our design, and why?",
      objectives: [
        "Present a design, its test data and its model results concisely to a community expert.",
        "Ask targeted questions about cost, upkeep, safety and site conditions that the team's own data cannot answer.",
        "Record expert and peer feedback together with the reasoning behind it.",
        "Prioritize feedback and choose candidate optimizations against the team's criteria and constraints.",
      ],
      keyUnderstandings: [
        "Real projects must meet constraints a tray test cannot show: a rain garden should drain within about 24 to 48 hours so mosquitoes cannot complete their life cycle, utility lines must be marked (call 811) before digging, and a tree's mature size must fit under power lines.",
        "Engineers treat feedback as data: each suggestion is weighed against the criteria and constraints, then adopted, adapted or declined with a reason.",
        "Local experts and neighbors know things about a place, such as where water pools, what survives and who will maintain it, that make a design work for the people who live there.",
      ],
      materials: [
        "One-page design brief per team: problem, design sketch, key data with ranges (Day 22), model results (Day 23) and carbon and energy budget (Day 24)",
        "Prototypes on display",
        "Feedback log with columns for the comment, who gave it, the reason behind it and the team's response (adopt, adapt or decline)",
        "Peer review cards: I notice, I wonder, What if",
        "Invitation and a one-page briefing sent to the expert a week ahead, with a video-call option",
      ],
      activities: [
        {
          title: "Design Brief Check",
          minutes: 8,
          description:
            "Teams finish their one-page design brief and agree on two questions only the expert can answer, such as 'How often would this need weeding or watering in its first two years?' or 'What would it cost per square foot to install on a site like ours?' The teacher checks that every brief shows data with ranges, not only a mean.",
        },
        {
          title: "Expert Talk: How It Works on Our Streets",
          minutes: 10,
          description:
            "The guest describes one local project, such as a street tree planting, a bioswale or a community garden: what failed, what it cost, who maintains it and how neighbors were involved. Students note every criterion or constraint they had not considered. If no guest can visit in person, hold a video call or play recorded answers to questions sent in advance; a school facilities manager or a county extension master gardener can also serve as reviewer.",
        },
        {
          title: "Design Review Rounds",
          minutes: 22,
          description:
            "The expert visits each team for 3 to 4 minutes: the team gives a 60-second pitch with its key graph, asks its two questions and records the answers in the feedback log. Teams waiting for the expert pair up for peer review with the I notice / I wonder / What if cards, reading each other's brief as a neighbor who lives next to the site would. The teacher visits the teams the expert has not yet reached, pressing on upkeep, cost and who benefits.",
        },
        {
          title: "Sort the Feedback",
          minutes: 8,
          description:
            "Teams sort every comment into must address (safety, site rules and constraints), should improve (criteria such as stormwater captured, cooling or habitat) and could consider. They choose up to two candidate optimizations for Day 26 and write what data would show whether each one worked.",
        },
        {
          title: "Exit Ticket and Thanks",
          minutes: 5,
          description:
            "Each student writes the one piece of feedback that most changed their thinking and why, and adds a sentence to the class thank-you card for the expert.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a pitch script card (problem, design, one number, one question) and let a student who prefers not to speak first present the graph while a teammate talks.",
          "Give teams a feedback log with the three categories printed and one example entry.",
        ],
        extension: [
          "Ask the expert about career pathways such as arborist certification, civil or environmental engineering and horticulture, and record one step into the field.",
          "Estimate installation and upkeep cost per 1,000 gallons of runoff captured per year from figures the expert provides.",
        ],
        multilingual: [
          "Invite a bilingual expert or family volunteer when possible, and let students ask questions in the language they are most comfortable in, with a teammate interpreting.",
          "Provide bilingual question stems: 'How would you change ___ so that ___?' and 'What problems have you seen with ___?'",
        ],
      },
      assessment: [
        "Formative: the design brief shows data with ranges, model results and two targeted questions.",
        "Feedback log with every comment sorted and given a reasoned response.",
        "Exit ticket explaining which feedback changed the student's thinking.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-3", "HS-LS2-7"] },
      file: "/materials/unit3/phase5/Day_25_Expert_Review_Lesson_Plan.docx",
      handout: {
        title: "Expert Review Feedback Log",
        intro:
          "Today someone who builds and cares for green infrastructure reviews your design. Prepare a short pitch and questions only an expert can answer, record every comment with the reason behind it, then sort the feedback and choose what to change.",
        sections: [
          {
            heading: "Before the review",
            prompts: [
              {
                id: "u3-d25-q1",
                text: "Our 60-second pitch: the problem, our design, one number with its range, and what we want to know.",
                response: { kind: "lines", count: 4 },
              },
              {
                id: "u3-d25-q2",
                text: "Two questions only the expert can answer (cost, upkeep, safety, site rules).",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
          {
            heading: "Feedback log",
            prompts: [
              {
                id: "u3-d25-q3",
                text: "Record every comment from the expert and from peers, the reason behind it, and your response: adopt, adapt or decline.",
                response: {
                  kind: "table",
                  columns: ["Comment", "Who gave it", "Reason behind it", "Our response and why"],
                  rows: 6,
                },
              },
            ],
          },
          {
            heading: "Sort and choose",
            prompts: [
              {
                id: "u3-d25-q4",
                text: "Sort the comments into three groups.",
                response: {
                  kind: "table",
                  columns: ["Must address (safety, rules)", "Should improve (criteria)", "Could consider"],
                  rows: 3,
                },
              },
              {
                id: "u3-d25-q5",
                text: "Choose up to two candidate optimizations for Day 26 and the data that would show whether each one worked.",
                response: { kind: "lines", count: 4 },
              },
              {
                id: "u3-d25-q6",
                text: "Exit ticket: the one piece of feedback that most changed your thinking, and why.",
                response: { kind: "lines", count: 3 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "feedback", meaning: "information from others about how well a design meets its goals" },
          {
            term: "adopt / adapt / decline",
            meaning: "use a suggestion as given / change it to fit / say no, with a reason",
          },
          { term: "upkeep", meaning: "the care a design needs over time: watering, weeding, clearing drains" },
          {
            term: "constraint",
            meaning: "a limit a design must stay within, such as cost, space, safety or site rules",
          },
        ],
        sentenceStarters: [
          "Our design ___ and cut runoff by ___ percent (range ___ to ___).",
          "The expert said ___ because ___, so we will ___.",
          "This feedback changed my thinking because ___.",
        ],
      },
    },
    {
      number: 26,
      label: "Day 26",
      title: "Final Optimization: Redesign, Retest and Justify",
      description:
        "In a work session, teams make the optimization they chose from the expert review, retest the prototype or rerun the model under the same conditions, weigh the cost of the change against its benefit, and write the justification that becomes the optimized-design part of their science story.",
      drivingQuestion:
        "Which final change gives our community the most benefit for its cost, and what evidence shows that it worked?",
      objectives: [
        "Make one evidence-based change to the prototype, site plan or model and predict its effect before testing.",
        "Retest under the same conditions as the original test, or rerun the Day 23 spreadsheet model scenarios, and compare before and after.",
        "Compare the cost of the change with the benefit it adds, such as gallons captured or degrees of cooling per dollar.",
        "Write a justification that names the trade-off accepted and how expert feedback shaped the change.",
      ],
      keyUnderstandings: [
        "A fair retest changes one feature and keeps everything else, such as water volume, pour height and lamp distance, the same as the original test.",
        "Optimization rarely improves every criterion at once: deeper soil on a green roof holds more water but costs more and may weigh more than the roof can carry.",
        "A change is worth recommending when its benefit justifies its cost, its upkeep and its effect on the people who will live with it.",
      ],
      materials: [
        "For the default class of 30 in 8 teams of about 4, set up in 15 minutes: per team about 1 L of potting soil or compost, half a flat of seedlings or cover crop, 1 rain simulator bottle, 1 graduated cylinder, 1 stopwatch and 1 price list (8 L and 4 flats for the class); 2 infrared thermometers and 2 heat lamps shared by the class",
        "Prototypes, with the build logs and data tables from Days 19-22 (Phase 4 and the Day 22 clinic)",
        "Building materials: potting soil, compost, gravel, seedlings or cover crop, trays, plastic bottles and aquarium tubing",
        "Rain simulator bottle, measuring cups or graduated cylinders, infrared thermometer, heat lamp and stopwatch",
        "Spreadsheet model from Day 23 and feedback log from Day 25",
        "Price list for materials from a local hardware store or nursery, prepared by the teacher",
        "Gloves, paper towels, a spill tray, and soap and water at the sink",
      ],
      activities: [
        {
          title: "Plan the Change",
          minutes: 8,
          description:
            "Teams choose their optimization from the feedback log and the Day 23 trade-off matrix and write a prediction: 'If we change ___, then ___ will improve by about ___, and ___ might get worse.' The teacher approves each plan, checking that only one feature changes and that a retest or model run will show its effect.",
        },
        {
          title: "Redesign and Retest Work Session",
          minutes: 24,
          description:
            "Teams changing a tray prototype rebuild it and run at least two trials under the Day 19 conditions: 1 liter poured from the same height, the same tray angle and the same lamp distance. Because algae and mud microbes respond over days, bioreactor and fuel cell teams set up the changed version beside the original (more light or added nutrients for algae, more organic matter in the mud for a fuel cell) and take daily readings through Day 28. Teams changing the site plan (plant species, tree placement or basin size) update the plan and rerun the current-climate, heavy-storm and half-budget scenarios in their model. The teacher confers with each team for 2 to 3 minutes: 'What did you predict? What happened? Is the change worth it?'",
        },
        {
          title: "Cost and Benefit",
          minutes: 8,
          description:
            "Teams price the change from the teacher's price list, calculate the benefit per dollar, for example the extra gallons captured per year for each dollar added, and decide whether the change is worth recommending to the community.",
        },
        {
          title: "Optimization Justification",
          minutes: 9,
          description:
            "Each team writes one paragraph: the change, before and after data with ranges, the trade-off accepted, the cost, how the expert's feedback shaped it, and one limitation that remains. This paragraph becomes the optimized-design beat of the Day 27 storyboard.",
        },
        {
          title: "Clean-Up and Exit Ticket",
          minutes: 5,
          description:
            "Teams drain trays, wipe tables, return tools and wash hands. Each student writes the change the team made and the strongest evidence that it helped, or the reason the team decided it was not worth it.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a before-and-after data table and a prediction frame, and let a team rerun one model scenario instead of three.",
          "Confer first with teams whose Day 22 confidence rating was low and help them plan one more clean trial.",
        ],
        extension: [
          "Test the optimized feature at a second amount (for example 5 cm and 10 cm of extra soil) and graph benefit against cost to find the point of diminishing returns.",
          "Estimate the change's effect on upkeep hours per year and add upkeep as a weighted criterion in the trade-off matrix.",
        ],
        multilingual: [
          "Post the retest procedure as the numbered photos from Day 19 with bilingual labels.",
          "Provide frames: 'We changed ___ because the expert said ___. After the change, ___ went from ___ to ___.'",
        ],
      },
      assessment: [
        "Formative: conference notes on each team's prediction, the fairness of its retest and its results.",
        "Before-and-after data or model outputs with a cost-benefit calculation.",
        "Optimization justification naming the trade-off, the role of expert feedback and a remaining limitation.",
        "Optimization justification scored with its rubric: fair retest, cost and benefit, trade-off and feedback, and remaining limitation.",
      ],
      standards: { state: ["BIO1.LS2.4", "BIO1.LS4.6"], ngss: ["HS-ETS1-3", "HS-ETS1-4", "HS-LS2-7"] },
      lab: true,
      safety: [
        "Wear closed-toe shoes, keep water, soil and trays away from laptops and outlets, and wipe up spills at once so no one slips.",
        "Heat lamps get hot enough to burn skin and scorch paper: clamp them securely, keep them clear of paper and plastic, and let them cool before moving them.",
        "Wear disposable nitrile gloves (not latex, for latex allergies) to handle potting soil, compost or pond mud, which can carry bacteria and fungi, and keep mixes slightly damp so no dust rises; keep hands away from the face, keep food and drink away from build stations, and wash hands with soap and water for at least 20 seconds afterward.",
        "Plug aquarium pumps and lamps into GFCI-protected outlets, keep cords off wet tables, and never touch a plugged-in device with wet hands.",
        "Cut bottles and trays with scissors, cutting away from the body; only the teacher uses a box cutter. Put used soil in the compost or trash and dispose of algae cultures as school procedures direct, never into a storm drain.",
      ],
      flexible:
        "Work session and buffer day: after the expert review, teams are at different points, so some rebuild and retest while others revise a site plan or rerun their model, and the day absorbs a late expert visit or a retest that has to be repeated.",
      file: "/materials/unit3/phase5/Day_26_Final_Optimization_Lesson_Plan.docx",
      handout: {
        title: "Optimization Record and Justification",
        intro:
          "Make the one change your evidence and the expert's feedback point to, test it under the same conditions as before, weigh what it costs against what it adds, and write the paragraph that becomes the optimized-design part of your science story.",
        sections: [
          {
            heading: "Plan the change",
            prompts: [
              {
                id: "u3-d26-q1",
                text: "Prediction: If we change ___, then ___ will improve by about ___, and ___ might get worse.",
                response: { kind: "lines", count: 3 },
              },
              {
                id: "u3-d26-q2",
                text: "What stays exactly the same as in the original test (volume, pour height, tilt, lamp distance, model inputs)?",
                response: { kind: "lines", count: 2 },
              },
            ],
          },
          {
            heading: "Before and after",
            prompts: [
              {
                id: "u3-d26-q3",
                text: "Record the original result and the result after the change (trials, or model runs for site-plan teams).",
                response: {
                  kind: "table",
                  columns: ["", "Before the change", "After the change"],
                  rows: ["Trial or scenario 1", "Trial or scenario 2", "Trial or scenario 3 (if run)", "Mean", "Range"],
                },
              },
            ],
          },
          {
            heading: "Cost and benefit",
            reference: {
              caption: "Worked example (illustrative prices: use your teacher's price list)",
              columns: ["Change", "Cost at full scale", "Extra benefit per year", "Benefit per dollar"],
              rows: [
                [
                  "Add 5 cm of compost to a 20 square-meter rain garden",
                  "$240",
                  "3,000 more gallons captured",
                  "3,000 / 240 = 12.5 gallons per dollar",
                ],
              ],
            },
            prompts: [
              {
                id: "u3-d26-q4",
                text: "Price your change from the price list and calculate the benefit per dollar. Is it worth recommending?",
                response: { kind: "lines", count: 4 },
              },
            ],
          },
          {
            heading: "Justification",
            prompts: [
              {
                id: "u3-d26-q5",
                text: "Write the justification paragraph: the change, before and after data with ranges, the trade-off accepted, the cost, how the expert's feedback shaped it, and one limitation that remains.",
                response: { kind: "lines", count: 8 },
              },
            ],
          },
        ],
        wordBank: [
          {
            term: "optimization",
            meaning: "a change that improves the most important criteria within the constraints",
          },
          { term: "trade-off", meaning: "what gets worse (cost, weight, upkeep) when something else gets better" },
          { term: "benefit per dollar", meaning: "the extra benefit divided by the extra cost" },
          { term: "limitation", meaning: "something the evidence cannot yet show" },
        ],
        sentenceStarters: [
          "If we change ___, then ___ will improve by about ___.",
          "After the change, ___ went from ___ to ___.",
          "The change costs ___ and adds ___, which is ___ per dollar.",
          "We changed ___ because the expert said ___; one limitation is ___.",
        ],
      },
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
  // The spec fixes one lesson-plan download per Unit 3 phase; the other days' plans are linked from their lesson cards.
  unlistedMaterials: [
    lessonPlan({
      title: "Day 22: Data Analysis Clinic",
      subtitle: "Phase 5 lesson plan - judging prototype results with means, ranges and outliers",
      path: "/materials/unit3/phase5/Day_22_Data_Analysis_Clinic_Lesson_Plan.docx",
      lesson: 22,
      phase: 5,
    }),
    lessonPlan({
      title: "Day 24: Carbon and Energy Budget",
      subtitle: "Phase 5 lesson plan - energy pyramids and carbon uptake in the designed ecosystem",
      path: "/materials/unit3/phase5/Day_24_Carbon_Energy_Budget_Lesson_Plan.docx",
      lesson: 24,
      phase: 5,
    }),
    lessonPlan({
      title: "Day 25: Expert Design Review",
      subtitle: "Phase 5 lesson plan - feedback from a community expert",
      path: "/materials/unit3/phase5/Day_25_Expert_Review_Lesson_Plan.docx",
      lesson: 25,
      phase: 5,
    }),
    lessonPlan({
      title: "Day 26: Final Optimization",
      subtitle: "Phase 5 lesson plan - redesign, retest and justify",
      path: "/materials/unit3/phase5/Day_26_Final_Optimization_Lesson_Plan.docx",
      lesson: 26,
      phase: 5,
    }),
    ...unlistedHandout(
      {
        stem: "/materials/unit3/phase5/Day_22_Data_Clinic_Handout",
        title: "Day 22 Handout: Data Clinic Sheet",
        subtitle: "Mean, range, outlier check, percent change with its spread, and a claim with confidence",
        lesson: 22,
        phase: 5,
      },
      { variants: true },
    ),
    ...unlistedHandout({
      stem: "/materials/unit3/phase5/Day_23_Scale_Up_Model_Handout",
      title: "Day 23 Handout: Scale-Up Model and Trade-Offs",
      subtitle: "623 gallons, three model scenarios, assumptions and a weighted trade-off matrix",
      lesson: 23,
      phase: 5,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase5/Day_24_Carbon_Energy_Budget_Handout",
      title: "Day 24 Handout: Energy Pyramid and Carbon Budget",
      subtitle: "The 10 percent rule on our site and CO2 taken up and stored each year",
      lesson: 24,
      phase: 5,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase5/Day_25_Expert_Review_Handout",
      title: "Day 25 Handout: Expert Review Feedback Log",
      subtitle: "Pitch, expert questions, a feedback log and sorted feedback",
      lesson: 25,
      phase: 5,
    }),
    ...unlistedHandout({
      stem: "/materials/unit3/phase5/Day_26_Final_Optimization_Handout",
      title: "Day 26 Handout: Optimization Record and Justification",
      subtitle: "Prediction, before-and-after data, benefit per dollar and the justification",
      lesson: 26,
      phase: 5,
    }),
  ],
};
