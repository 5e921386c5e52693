import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import { cleanUpSafety, soilSafety } from "../safety.ts";
import type { PhaseInput } from "../schema.ts";
import { unit3aHandoutFiles } from "./handout-files-a.ts";
import { unit3aHandouts } from "./handouts-a.ts";

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
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-earthviewer"),
      textbook: textbook("os-44-5"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-LS2-7", "HS-ETS1-1"],
      notes:
        "Entry event. Pair the walk with EarthViewer's carbon dioxide and temperature layers so students link local observations to the long-term global record.",
    },
    {
      when: "Day 2",
      question: "How do paved and planted spaces on our campus differ in temperature, water and living things?",
      video: video("cc-intro-to-ecology"),
      interactive: interactive("bi-measuring-biodiversity-gorongosa"),
      textbook: textbook("os-46-1"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-1", "HS-LS2-2"],
      notes:
        "Lesson plan day. Students calculate species richness for each site the same way the Gorongosa activity does with trail camera data.",
    },
    {
      when: "Day 3",
      question: "Where does rain go when it falls on our campus, and what does that mean for the living things here?",
      video: video("cc-ecology-hydrologic-carbon-cycles"),
      interactive: interactive("bi-gorongosa-water-cycle"),
      textbook: textbook("os-46-3"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-LS2-6"],
      notes:
        "Use the water cycle's infiltration and runoff steps to predict which site soaks up the 2.5 cm pour fastest before groups test it.",
    },
    {
      when: "Day 4",
      question: "What limits how many organisms an ecosystem can support?",
      video: video("cc-ecology-population-ecology"),
      interactive: interactive("bi-population-dynamics"),
      textbook: textbook("os-45-3"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-1"],
      notes:
        "Use the logistic model in the Click & Learn to find carrying capacity before students graph a real data set.",
    },
    {
      when: "Day 5",
      question: "Which climate problem will our team solve, and how will we know our solution works?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-serengeti-science-practices"),
      textbook: textbook("os-47-3"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-1", "HS-LS2-7"],
      notes:
        "Teams leave with a signed problem statement listing at least two measurable criteria and three constraints.",
    },
  ],
  lessons: [
    {
      number: 1,
      label: "Day 1",
      title: "Entry Event: Climate Walk",
      description:
        "Teams tour the school grounds with a photo checklist, documenting signs of heat, flooding, erosion and habitat loss, sort what they find into biotic and abiotic factors, and link their local evidence to the long-term global record of carbon dioxide and temperature in EarthViewer.",
      drivingQuestion: "What signs of climate stress can we see in our own neighborhood?",
      objectives: [
        "Observe and photograph signs of heat, flooding, erosion and habitat loss on the school grounds using a checklist.",
        "Classify observations as biotic or abiotic factors and describe one way they affect each other.",
        "Connect local observations to the global record of atmospheric carbon dioxide and temperature in EarthViewer.",
        "Write need-to-know questions that launch the unit's driving question and final challenge.",
      ],
      keyUnderstandings: [
        "Climate is the long-term pattern of weather in a place, so climate change shows up as trends such as more extreme heat days, heavier downpours and earlier springs rather than as one hot day.",
        "Carbon dioxide and global temperature have risen and fallen together through Earth's history; burning fossil fuels has raised carbon dioxide from about 280 parts per million before industrialization to more than 420 today, higher than at any time in at least 800,000 years.",
        "The built environment shapes how climate change is felt: pavement and dark roofs absorb heat and send rain straight to storm drains, while trees and soil cool and absorb it, so impacts differ from block to block.",
      ],
      materials: [
        "Climate walk photo checklist (heat, water and flooding, erosion, habitat loss, signs of life), 1 per team",
        "Campus map with the walk route and boundaries marked, 1 per team",
        "Phone or tablet cameras (school devices for students without one)",
        "Clipboards and pencils",
        "Infrared thermometer for a teacher demonstration",
        "Projector with EarthViewer (HHMI BioInteractive) loaded",
        "Chart paper, markers and sticky notes for the need-to-know board",
      ],
      activities: [
        {
          title: "Hook: The Hottest Spot on Our Block",
          minutes: 7,
          description:
            "Show a local photo or news headline about a summer heat wave or a flooded street. Students quick-write where they feel hottest on their way to school and where water pools after a storm. Introduce the driving question and the final challenge: teams of environmental engineers will design, test and present a biology-based climate solution to community stakeholders.",
        },
        {
          title: "Climate Walk",
          minutes: 20,
          description:
            "Teams of three or four (navigator, photographer, recorder, checker) follow the marked route and photograph at least one example for each checklist category, noting each location on the map. Stop the class at a sunny paved spot and a shaded planted spot, take an infrared reading at each, and ask: 'What is different here? Which living things do you see in one place but not the other?'",
        },
        {
          title: "Share the Surprise",
          minutes: 8,
          description:
            "Back inside, each team posts the photo that surprised it most with a caption naming one biotic and one abiotic factor in it. The teacher groups the photos on the class map and asks where heat and water problems overlap.",
        },
        {
          title: "From Our Block to the Planet: EarthViewer",
          minutes: 10,
          description:
            "Project EarthViewer with the carbon dioxide and temperature data shown. Students predict, then watch, how the two lines move as the timeline runs toward the present. Ask: 'How could a change in the whole atmosphere show up on our walk?' Assign the Crash Course Climate & Energy episode 'What is Climate Change?' and textbook section 44.5 as homework, with time in class or the library for students without internet at home.",
        },
        {
          title: "Need-to-Know Board and Exit Ticket",
          minutes: 7,
          description:
            "Students post need-to-know questions under four headings (Ecosystems, Organisms, Technology, Community). On the exit ticket they describe one sign of climate stress they documented, label it biotic or abiotic, and name who or what it affects.",
        },
      ],
      differentiation: {
        supported: [
          "Give a photo checklist with a picture example for each category and a sentence frame for captions: 'This shows ___, an abiotic/biotic factor that affects ___.'",
          "Plan a route every student can travel, including students who use wheelchairs, with seated observation points.",
        ],
        extension: [
          "Use a grid over the campus map to estimate the percentage of paved, roofed and planted area.",
          "Read textbook section 44.5 and explain the difference between weather and climate using one of the team's photos.",
        ],
        multilingual: [
          "Print the checklist with icons and bilingual labels (heat / calor, flood / inundación, erosion / erosión).",
          "Let students write captions and need-to-know questions in their home language first, then build the English version with a partner.",
        ],
      },
      assessment: [
        "Formative: team photo log shows at least one mapped example per checklist category.",
        "Photo caption correctly names one biotic and one abiotic factor.",
        "Exit ticket and need-to-know questions show a connection between a local observation and climate.",
      ],
      links: [video("cc-what-is-climate-change")],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-7", "HS-ETS1-1"] },
      lab: false,
      safety: [
        "Check the weather first: do not walk in lightning or when the heat index is dangerous; use photos or a street-view tour instead.",
        "Closed-toe shoes; bring water and use shade on hot days; students with allergy medicines such as epinephrine auto-injectors carry them on the walk.",
        "Stay with your team inside the marked boundaries and within sight of the teacher; stay out of parking lots and driveways with moving cars.",
        "Photograph, do not touch: storm drains, standing water, broken glass, sharp litter, animal waste, nests and stinging insects; report hazards to the teacher.",
        "Do not pick plants or handle animals; wash hands when you return to the classroom.",
      ],
      handout: unit3aHandouts[1],
      file: "/materials/unit3/phase1/Day_1_Climate_Walk_Lesson_Plan.docx",
    },
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
        "For the default class of 30 in 8 groups of about 4, set up in 15 minutes after checking the site the day before: 1 infrared thermometer per group (8), 1 soil moisture meter or trowel per group (8), 1 clipboard per group (8) with 2 data sheets (16), and per group 1 string quadrat (5 m of string and 4 stakes: 40 m and 32 stakes for the class) and 1 phone camera; 1 pair of nitrile gloves per student (30, plus spares); 2 field guides or the ID app on group phones; a water bottle for every student on a hot day",
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
      lab: true,
      safety: [
        "Field work stays inside the school grounds or a site the teacher checked the day before: no roadsides, no water deeper than ankles, no fenced or posted ground; groups of three to four stay within sight of the teacher and agree on a call-back signal.",
        "Check allergies (bees, plants, grass) before going out, bring any student's epinephrine auto-injector or inhaler, and have students wear closed-toe shoes; on a hot day schedule the survey in the morning, carry water and rest in shade.",
        "Infrared thermometers point only at surfaces, never at eyes (some have a laser sight), and no one digs where utilities may run or handles glass, needles or animal waste; they flag it for the teacher.",
        soilSafety.hands,
        cleanUpSafety.washHands,
      ],
      handout: unit3aHandouts[2],
      file: "/materials/unit3/phase1/Day_2_Ecosystem_Field_Survey_Lesson_Plan.docx",
    },
    {
      number: 3,
      label: "Day 3",
      title: "Ecosystem Field Survey, Part 2: Where Does the Rain Go?",
      description:
        "Teams finish the field survey with an infiltration test at planted, bare and paved sites, combine the results with Day 2's temperature, moisture and species data into a class baseline, and argue from evidence how paving changes the ecosystem.",
      drivingQuestion:
        "Where does rain go when it falls on our campus, and what does that mean for the living things here?",
      objectives: [
        "Measure how quickly water soaks into the ground at planted, bare and paved sites using a standard infiltration test.",
        "Combine infiltration results with the Day 2 data in a class baseline table and graph.",
        "Use evidence to explain how paving changes the abiotic conditions that organisms depend on.",
        "Identify a baseline measurement that could become a success criterion for a climate solution.",
      ],
      keyUnderstandings: [
        "Infiltration is water soaking into soil. Roots, organic matter and burrowing animals such as earthworms and ants open pores in soil, so planted ground absorbs rain faster than compacted or paved ground, where water runs off carrying heat, oil, litter and sediment to storm drains and streams.",
        "Paving changes several abiotic factors at once (hotter surfaces, less water stored in soil, more runoff), and fewer species can live there: changed conditions produce a different ecosystem.",
        "Baseline data, measured before a solution is built, is what later results are compared with; without it an engineer cannot show that a design worked.",
      ],
      materials: [
        "For the default class of 30 in 8 groups of about 4, set up in 20 minutes (cut and tape the rings ahead): 1 infiltration ring per group (8), 1 graduated cylinder or measuring cup per group (8), 1 stopwatch per group (8), 1 ruler per group (8) and 1 L of tap water per group (8 L: two 440 mL pours each); 2 boards and 2 rubber mallets shared by the class; 1 box of nitrile gloves for students who want them",
        "Infiltration rings: large metal cans about 15 cm across with both ends removed and the cut edges covered with duct tape, or 15 cm lengths of PVC pipe, with a line marked 5 cm from one end, 1 per group",
        "Short wooden board and rubber mallet for setting the ring",
        "Graduated cylinder or measuring cup and a 1 L bottle of tap water per group",
        "Stopwatches or phone timers and rulers",
        "Disposable gloves for students who want them",
        "Day 2 class data table, projected or shared as a spreadsheet",
        "Graph paper or spreadsheet software",
      ],
      activities: [
        {
          title: "Warm-Up: Where Did the Last Storm Go?",
          minutes: 5,
          description:
            "Show a Day 1 photo of a puddle or a flooded drain. Students predict the order in which water will soak into a planted bed, a bare path and pavement, and say why. Review the Day 2 class means for temperature and species richness.",
        },
        {
          title: "Infiltration Test",
          minutes: 22,
          description:
            "Assign at least two groups to each site type so every result is replicated. Groups tap the ring in to the 5 cm line, calculate the water equal to 2.5 cm of rain (ring area x 2.5 cm, about 440 mL for a 15 cm ring), pour it gently and time how long until no water stands on the surface, stopping at 10 minutes. If the water soaks in within 5 minutes they repeat with a second pour on the wet soil. On pavement they pour the same volume and record where the water flows. Groups also note roots, organisms and soil texture inside the ring.",
        },
        {
          title: "Build the Class Baseline",
          minutes: 13,
          description:
            "Groups add infiltration times to the Day 2 table, then graph mean surface temperature and mean infiltration time by site type. Ask: 'Which site would flood first in a downpour? Is it also the hottest? Which site has the most species?'",
        },
        {
          title: "Claim, Evidence, Reasoning: How Paving Changes an Ecosystem",
          minutes: 10,
          description:
            "Students write a short argument answering 'How does paving change the ecosystem on our campus?' using at least two measurements from the class baseline and reasoning about how those abiotic changes affect plants, soil animals or people. Partners check each other's evidence for numbers and units.",
        },
        {
          title: "Exit Ticket: A Criterion Candidate",
          minutes: 5,
          description:
            "Students choose one baseline measurement that a climate solution could improve and write a target, for example 'absorb 2.5 cm of rain in under 10 minutes' or 'lower surface temperature by 5 degrees C'.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a step-by-step picture card for the infiltration test and a data table with the site types already filled in.",
          "Give the ring volume already calculated and a claim-evidence-reasoning frame with blanks for two numbers.",
        ],
        extension: [
          "Convert infiltration times to rates in centimeters per hour and estimate how much runoff a 100 square meter parking lot sends to the drain in a 2.5 cm storm.",
          "Compare the campus sites with the species richness method used in the Biodiversity Studies in Gorongosa activity and read textbook section 46.1.",
        ],
        multilingual: [
          "Post a visual word wall for infiltration, runoff, pavement and baseline, with cognates (infiltración, pavimento).",
          "Let groups give the claim orally to the teacher in any language before writing it in English with sentence starters.",
        ],
      },
      assessment: [
        "Formative: data sheets show ring area, water volume and timed results for each trial.",
        "Class baseline graph checked for correct means, labeled axes and units.",
        "Claim-evidence-reasoning argument scored for two measurements and reasoning that links an abiotic change to living things.",
      ],
      standards: { state: ["BIO1.LS2.1", "BIO1.LS2.4"], ngss: ["HS-LS2-2", "HS-LS2-6"] },
      lab: true,
      safety: [
        "Wear closed-toe shoes. Check each test spot for glass, sharp litter, ant mounds and animal waste before kneeling.",
        "Tape the cut edges of metal cans before class. Tap the ring in with the board and mallet, keeping hands away from the striking surface.",
        "Ask the grounds staff which areas were recently treated with pesticide or fertilizer and do not test there; wear gloves if you have cuts on your hands.",
        "Test only in areas the teacher has closed to traffic, never in a driveway or near moving cars, and stay out of storm drains.",
        "Use only tap water. Remove the rings, press the soil back into place and wash hands with soap after touching soil.",
      ],
      handout: unit3aHandouts[3],
      file: "/materials/unit3/phase1/Day_3_Stormwater_Infiltration_Survey_Lesson_Plan.docx",
    },
    {
      number: 4,
      label: "Day 4",
      title: "Carrying Capacity Data Lab: What Limits a Population?",
      description:
        "Students explore the logistic model in the Population Dynamics Click & Learn, graph two real population data sets (a laboratory yeast culture and the reindeer of St. Matthew Island) to find carrying capacity, and predict which limiting factors a hotter, drier summer would change for an organism in our schoolyard.",
      drivingQuestion: "What limits how many organisms an ecosystem can support?",
      objectives: [
        "Graph a real population data set and identify its exponential phase and carrying capacity.",
        "Distinguish density-dependent from density-independent limiting factors with examples.",
        "Use the logistic model to explain how changing the carrying capacity changes a population's growth.",
        "Predict how a hotter, drier summer would change the limiting factors and carrying capacity for a local organism.",
      ],
      keyUnderstandings: [
        "A population grows fastest while resources are plentiful, then slows as limiting factors such as food, water, space, disease and predators take hold; the largest population an environment can support over time is its carrying capacity (K).",
        "Density-dependent factors such as food shortage, competition and disease hit harder as a population grows; density-independent factors such as drought, heat waves, floods and harsh winters strike whatever the population's size, and climate change makes several of them more frequent.",
        "Carrying capacity is not fixed: a population that overshoots it can damage its own resources and crash, and when climate changes the resources, K changes too.",
      ],
      materials: [
        "Computers or tablets with the Population Dynamics Click & Learn (HHMI BioInteractive), 1 per pair",
        "Data set A, Carlson's 1913 yeast culture (amount of yeast each hour from 0 to 18 hours): 9.6, 18.3, 29.0, 47.2, 71.1, 119.1, 174.6, 257.3, 350.7, 441.0, 513.3, 559.7, 594.8, 629.4, 640.8, 651.1, 655.9, 659.6, 661.8",
        "Data set B, reindeer on St. Matthew Island, Alaska (Klein, 1968): 29 in 1944, about 1,350 in 1957, about 6,000 in 1963 and 42 in 1966",
        "Graph paper, rulers and colored pencils",
        "Class baseline table from Days 2 and 3",
      ],
      activities: [
        {
          title: "Warm-Up: What Stops Growth?",
          minutes: 5,
          description:
            "Ask: 'If the isopods under one log doubled every generation, how many would there be in ten generations? Why doesn't the schoolyard fill up with them?' Students list everything that could stop the growth, and the teacher sorts the list into two unlabeled columns (density-dependent and density-independent) to name later.",
        },
        {
          title: "Logistic Model in the Click & Learn",
          minutes: 10,
          description:
            "Pairs open the logistic growth model in the Population Dynamics Click & Learn, run it with a set growth rate, then lower the carrying capacity and predict the new curve before running it. The teacher defines exponential growth, logistic growth and carrying capacity using the pairs' screens.",
        },
        {
          title: "Graph the Yeast Data",
          minutes: 16,
          description:
            "Students graph data set A, shade the exponential phase, draw a dashed line at the carrying capacity (about 660 units) and calculate the hourly increase early (hours 4-5) and late (hours 16-17). Ask: 'Why does growth slow when there is more yeast?' Lead students to food (sugar) running out and alcohol and waste building up as density-dependent limits.",
        },
        {
          title: "Reindeer Case and Climate Lens",
          minutes: 16,
          description:
            "Students plot data set B and compare it with the yeast curve. Tell the story: reindeer released on an island with no predators ate down the slow-growing lichen they relied on in winter, and the severe, snowy winter of 1963-64 then killed almost all of them. Groups sort the causes into density-dependent and density-independent. Then each group picks an organism from the Day 2 survey, lists the limiting factors a hotter, drier summer would change, and sketches its predicted new carrying capacity on a graph.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students define carrying capacity in their own words and predict, with one reason, whether a hotter, drier summer would raise or lower K for one organism in our schoolyard.",
        },
      ],
      differentiation: {
        supported: [
          "Provide pre-scaled axes for both graphs and a two-column organizer for density-dependent and density-independent factors.",
          "Assign Crash Course Ecology #2, 'Population Ecology: The Texas Mosquito Mystery', with a three-question viewing guide to review before the data lab.",
        ],
        extension: [
          "Fit the logistic equation dN/dt = rN(1-N/K) to the yeast data in a spreadsheet and estimate r.",
          "Read textbook section 45.3 and explain why the reindeer overshot their carrying capacity instead of leveling off like the yeast.",
        ],
        multilingual: [
          "Give a bilingual glossary with pictures for limiting factor, carrying capacity and density (capacidad de carga, densidad).",
          "Pair students so one reads the data values aloud while the other plots, then switch roles.",
        ],
      },
      assessment: [
        "Formative: circulate during the Click & Learn to check each pair's prediction of the curve with a lower K.",
        "Yeast graph checked for a labeled exponential phase, a carrying capacity line and correct early and late growth calculations.",
        "Exit ticket scored for an accurate definition of carrying capacity and a reasoned climate prediction.",
      ],
      links: [video("cc-ecology-population-ecology")],
      standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-1"] },
      lab: false,
      handout: unit3aHandouts[4],
      file: "/materials/unit3/phase1/Day_4_Carrying_Capacity_Data_Lab_Lesson_Plan.docx",
    },
    {
      number: 5,
      label: "Day 5",
      title: "Problem Statement Workshop: Defining Our Climate Challenge",
      description:
        "Teams use their climate walk photos and baseline data to choose one local climate problem, name who and what it affects, and write a signed problem statement with at least two measurable criteria and three realistic constraints that will guide the rest of the unit.",
      drivingQuestion: "Which climate problem will our team solve, and how will we know our solution works?",
      objectives: [
        "Choose one local climate problem using evidence from the climate walk and the baseline data.",
        "Identify the people, organisms and ecosystem functions the problem affects.",
        "Write at least two measurable criteria and three realistic constraints for a solution.",
        "Give and use peer feedback to revise a problem statement.",
      ],
      keyUnderstandings: [
        "Engineers define a problem before designing a solution: a good problem statement names where the problem is, who and what it affects, how large it is (with data) and what a solution must achieve.",
        "Criteria are measurable requirements for success; constraints are limits every solution must work within, such as budget, space, time, materials, safety and community needs, and they often force trade-offs.",
        "Habitat loss, extreme heat and changed water flow are major threats to biodiversity, so a well-chosen climate solution can help both people and the other species that share the neighborhood.",
      ],
      materials: [
        "Team photo logs from Day 1 and the class baseline table and graphs from Days 2-4",
        "Two sample problem statements, one vague and one specific, projected",
        "Problem statement template: problem, location, who and what is affected, evidence, criteria, constraints, team signatures",
        "Peer review checklist (specific, evidence-based, measurable, realistic)",
        "Chart paper, markers and sticky dots for voting",
      ],
      activities: [
        {
          title: "Warm-Up: Strong or Weak?",
          minutes: 7,
          description:
            "Project two sample statements: 'We want to stop climate change' and 'The bus-stop side of our parking lot, almost entirely paved, was over 15 degrees C hotter than the shaded lawn on Day 2, and students wait there every afternoon.' Ask which one an engineer could design for and why. Connect to the Serengeti science practices activity: scientists turn broad observations into specific, testable questions.",
        },
        {
          title: "Choose Our Problem",
          minutes: 12,
          description:
            "Teams list three candidate problems from their photos and data, then score each from 1 to 3 on strength of evidence, impact on people and other organisms, and whether a school-scale prototype could test it. Teams vote with dots and write who feels the problem most (for example, students at the bus stop, older neighbors without air conditioning, trees along the sidewalk, pollinators in a community garden). The teacher asks each team: 'Which living things does this problem affect besides people?'",
        },
        {
          title: "Criteria and Constraints Workshop",
          minutes: 18,
          description:
            "The teacher models turning goals into criteria: 'cooler' becomes 'lower surface temperature by at least 5 degrees C compared with a pavement control in a scale test', and 'less flooding' becomes 'absorb a simulated 2.5 cm storm with no standing water after 10 minutes'. Teams write at least two criteria, rank them, and list at least three constraints: budget (for example, 50 dollars of class supplies), space, time to build, safety, and plants that are native or at least not invasive.",
        },
        {
          title: "Peer Review and Sign-Off",
          minutes: 10,
          description:
            "Pairs of teams swap drafts and use the checklist to mark anything vague, unmeasurable or unrealistic, then revise. The teacher conferences briefly with each team, and every member signs the final problem statement, which is posted on the class project wall.",
        },
        {
          title: "Exit Reflection",
          minutes: 5,
          description:
            "Students write which criterion will be hardest to meet and why, and one thing they learned about our local ecosystem this week. For homework, students watch Crash Course Ecology #12, 'Conservation and Restoration Ecology' (at home, or in the library for students without internet) and note one restoration idea their team could borrow.",
        },
      ],
      differentiation: {
        supported: [
          "Provide the template with sentence frames: 'Our problem is ___ at ___. It affects ___. Our data show ___. A solution must ___.'",
          "Give a menu of sample criteria and constraints for teams to adapt.",
        ],
        extension: [
          "Read textbook section 47.3 and add a criterion that addresses a threat to biodiversity, such as habitat loss.",
          "Draft three interview questions for a neighbor, custodian or city worker who experiences the problem.",
        ],
        multilingual: [
          "Use a color-coded template (problem, criteria, constraints) with icons and example phrases.",
          "Allow teams to discuss in any shared language and assign a team reader to check the English version aloud.",
        ],
      },
      assessment: [
        "Signed problem statement with evidence from team data, at least two measurable criteria and at least three constraints.",
        "Peer review checklist completed and at least one revision made in response.",
        "Exit reflection explaining which criterion will be hardest to meet.",
      ],
      links: [video("cc-ecology-conservation-restoration")],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-ETS1-1", "HS-LS2-7"] },
      handout: unit3aHandouts[5],
      file: "/materials/unit3/phase1/Day_5_Problem_Statement_Workshop_Lesson_Plan.docx",
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
  // The spec fixes one lesson-plan download per Unit 3 phase; the other days' plans are linked from their lesson cards.
  unlistedMaterials: [
    lessonPlan({
      title: "Day 1: Climate Walk",
      subtitle: "Phase 1 lesson plan - entry event documenting climate stress on campus",
      path: "/materials/unit3/phase1/Day_1_Climate_Walk_Lesson_Plan.docx",
      lesson: 1,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 3: Stormwater Infiltration Survey",
      subtitle: "Phase 1 lesson plan - measuring where rain goes and building the class baseline",
      path: "/materials/unit3/phase1/Day_3_Stormwater_Infiltration_Survey_Lesson_Plan.docx",
      lesson: 3,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 4: Carrying Capacity Data Lab",
      subtitle: "Phase 1 lesson plan - graphing real populations to find what limits them",
      path: "/materials/unit3/phase1/Day_4_Carrying_Capacity_Data_Lab_Lesson_Plan.docx",
      lesson: 4,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 5: Problem Statement Workshop",
      subtitle: "Phase 1 lesson plan - choosing a climate problem and writing criteria and constraints",
      path: "/materials/unit3/phase1/Day_5_Problem_Statement_Workshop_Lesson_Plan.docx",
      lesson: 5,
      phase: 1,
    }),
    ...unit3aHandoutFiles(1, [1, 2, 3, 4, 5], 4),
  ],
};
