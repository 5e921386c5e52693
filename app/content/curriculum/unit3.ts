import { lessonPlan } from "./builders.ts";
import { ngssAlignment } from "./ngss.ts";
import { interactive, textbook, video } from "./resources.ts";
import type { UnitInput } from "./schema.ts";

export const unit3 = {
  number: 3,
  title: "Environmental Engineers: Biology and Climate Solutions",
  description:
    "Students work as environmental engineers: they study how a changing climate stresses a local ecosystem, investigate populations, behavior, biotechnology and bioenergy, then prototype, test, optimize and present a biology-based climate solution for their community.",
  color: "green",
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
    state: [
      {
        code: "BIO1.LS1.1",
        description:
          "Construct an explanation based on evidence that the essential functions of life are carried out mainly by proteins coded for by genes in DNA, as described by the central dogma (transcription and translation).",
      },
      {
        code: "BIO1.LS1.4",
        description:
          "Create or use a model to describe how photosynthesis converts light energy into the stored chemical energy of bonds made by converting carbon dioxide and water into sugar and other organic molecules.",
      },
      {
        code: "BIO1.LS1.6",
        description:
          "Create or use a model to describe how cellular respiration transforms the stored chemical energy of food, and compare aerobic respiration with other ways of metabolizing glucose.",
      },
      {
        code: "BIO1.LS2.1",
        description:
          "Use mathematical and/or computational representations to support explanations of factors that affect the carrying capacity of ecosystems at different scales.",
      },
      {
        code: "BIO1.LS2.2",
        description:
          "Create or use a mathematical model to describe the transfer of energy from one trophic level to another and the cycling of matter through ecosystems.",
      },
      {
        code: "BIO1.LS2.4",
        description:
          "Evaluate how changing conditions, including human activities, affect the stability of ecosystems, and design, evaluate and refine solutions that reduce those impacts on the environment and biodiversity.",
      },
      {
        code: "BIO1.LS4.5",
        description:
          "Evaluate evidence that changes in environmental conditions can increase the numbers of some species, lead to the emergence of new species over time, and cause the extinction of others.",
      },
      {
        code: "BIO1.LS4.6",
        description:
          "Create or revise a simulation to test a solution that reduces the adverse impacts of human activity on biodiversity.",
      },
    ],
  },
  phases: [
    {
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
          video: video(
            "Crash Course: Ecosystem Ecology",
            "results?search_query=crash+course+biology+ecosystem+ecology",
          ),
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
          video: video(
            "Crash Course: Population Ecology",
            "results?search_query=crash+course+biology+population+ecology",
          ),
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
          drivingQuestion:
            "How do paved and planted spaces on our campus differ in temperature, water and living things?",
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
    },
    {
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
          video: video(
            "Crash Course: Population Ecology",
            "results?search_query=crash+course+biology+population+ecology",
          ),
          interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
          textbook: textbook("45.4 Population Dynamics and Regulation", "45-4-population-dynamics-and-regulation"),
          stateStandard: "BIO1.LS2.1",
          ngss: ["HS-LS2-1", "HS-LS2-2"],
          notes:
            "Compare exponential and logistic models in the Click & Learn before students graph the class data set.",
        },
        {
          when: "Day 7",
          question: "How can one species change an entire ecosystem?",
          video: video(
            "Crash Course: Community Ecology",
            "results?search_query=crash+course+biology+community+ecology",
          ),
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
    },
    {
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
          video: video(
            "Crash Course: ATP and Respiration",
            "results?search_query=crash+course+biology+atp+respiration",
          ),
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
    },
    {
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
          notes:
            "Decision matrices must weight at least one community criterion, such as who benefits or upkeep needed.",
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
    },
    {
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
          video: video(
            "Crash Course: Ecosystem Ecology",
            "results?search_query=crash+course+biology+ecosystem+ecology",
          ),
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
    },
    {
      number: 6,
      title: "Communication & Reflection",
      range: "Days 27-30",
      summary:
        "Teams tell the science story of their solution to community stakeholders, respond to feedback, and reflect on their growth as scientists, engineers and community members.",
      overview: [
        "Phase 6 brings the work back to the community. Teams craft a clear science story covering the problem, the biology, the prototype evidence and the optimized design, and present it at a showcase for families, neighbors and local decision makers such as city sustainability staff or a watershed group.",
        "Students then reflect individually and as teams on what they learned, how their thinking changed, and what they will do next, from caring for a school rain garden to speaking at a public meeting.",
      ],
      objectives: [
        "Communicate a solution with a clear claim, data-based evidence and scientific reasoning for a non-specialist audience.",
        "Use graphs, models and site plans to make evidence easy to understand.",
        "Respond to stakeholder questions and feedback with evidence.",
        "Reflect on personal growth and plan a next action for the community.",
      ],
      keyActivities: [
        {
          title: "Science Story Workshop",
          when: "Day 27",
          description:
            "Teams storyboard their presentation, redesign their key graph for clarity, and rehearse answers to stakeholder questions.",
        },
        {
          title: "Rehearsal and Peer Critique",
          when: "Day 28",
          description: "Teams present to another team and revise using rubric-based feedback.",
        },
        {
          title: "Community Climate Solutions Showcase",
          when: "Day 29",
          description:
            "Teams present to families, neighbors and invited decision makers, collecting written feedback on each design.",
        },
        {
          title: "Reflection and Next Steps",
          when: "Day 30",
          description:
            "Students write a reflection on their growth and commit to one community action, such as maintaining a planting or attending a public meeting.",
        },
      ],
      resourceMap: [
        {
          when: "Day 27",
          question: "How do we explain our solution so that our community understands and trusts the evidence?",
          video: video(
            "Crash Course: Human Impacts on Ecosystems",
            "results?search_query=crash+course+biology+human+impact+environment",
          ),
          interactive: interactive(
            "The Guide: A Biologist in Gorongosa",
            "classroom-resources/guide-biologist-gorongosa",
          ),
          textbook: textbook("47.4 Preserving Biodiversity", "47-4-preserving-biodiversity"),
          stateStandard: "BIO1.LS2.4",
          ngss: ["HS-LS2-7", "HS-ETS1-3"],
          notes:
            "Lesson plan day. The film models how a scientist from the local community earns trust by connecting science to place.",
        },
        {
          when: "Day 29",
          question: "What does our community think of our solution, and how could it protect local biodiversity?",
          video: video("Crash Course: Biodiversity", "results?search_query=crash+course+biology+biodiversity"),
          interactive: interactive(
            "Surveying Gorongosa's Biodiversity",
            "classroom-resources/surveying-gorongosas-biodiversity",
          ),
          textbook: textbook(
            "47.2 The Importance of Biodiversity to Human Life",
            "47-2-the-importance-of-biodiversity-to-human-life",
          ),
          stateStandard: "BIO1.LS4.6",
          ngss: ["HS-LS4-6"],
          notes: "Collect visitor feedback cards that rate each design on impact, feasibility and community fit.",
        },
        {
          when: "Day 30",
          question: "How has environmental change shaped life in the past, and what role will we play next?",
          video: video("Crash Course: Extinction", "results?search_query=crash+course+biology+extinction"),
          interactive: interactive("EarthViewer", "classroom-resources/earthviewer"),
          textbook: textbook("47.1 The Biodiversity Crisis", "47-1-the-biodiversity-crisis"),
          stateStandard: "BIO1.LS4.5",
          ngss: ["HS-LS4-5"],
          notes:
            "Students compare past extinction events in EarthViewer with today's rate of change before writing reflections.",
        },
      ],
      lessons: [
        {
          number: 27,
          label: "Day 27",
          title: "Telling the Science Story: From Data to a Community Pitch",
          description:
            "Teams turn their research, test data and model results into a clear, persuasive science story, redesign one key graph for a public audience, and rehearse answers to tough stakeholder questions.",
          drivingQuestion:
            "How can we present our climate solution so that neighbors and decision makers understand the science and want to act?",
          objectives: [
            "Structure a presentation around a claim, evidence from prototype tests and models, and biological reasoning.",
            "Design one data visual that a non-scientist can read in under 10 seconds.",
            "Anticipate stakeholder questions about cost, upkeep and who benefits, and prepare evidence-based answers.",
            "Give and use specific feedback with a presentation rubric.",
          ],
          keyUnderstandings: [
            "Audiences trust evidence they can see and understand; one clear graph is more persuasive than a slide full of numbers.",
            "Connecting a solution to local people and places, including who is most affected by heat or flooding, makes the science matter.",
            "Discussing limitations and trade-offs honestly makes a proposal more credible, not less.",
          ],
          materials: [
            "Team data, graphs and site plans from Phases 4 and 5",
            "Chart paper or slide software",
            "Presentation rubric",
            "Stakeholder role cards: city engineer, neighbor, school principal, local business owner, youth climate group",
            "Timer",
          ],
          activities: [
            {
              title: "Hook: The Ten-Second Graph Test",
              minutes: 7,
              description:
                "Flash two versions of the same data for ten seconds each, one cluttered and one clear, and ask what each shows. Students list what made the clear version work.",
            },
            {
              title: "Story Arc Workshop",
              minutes: 15,
              description:
                "Teams storyboard five beats: the problem and who it affects, the biology behind it, the prototype evidence, the optimized design, and a specific ask of the audience.",
            },
            {
              title: "Visual Redesign",
              minutes: 13,
              description:
                "Each team rebuilds its most important graph with a plain-language title, labeled axes and one highlighted takeaway, then tests it on another team.",
            },
            {
              title: "Stakeholder Hot Seat",
              minutes: 15,
              description:
                "Students holding role cards ask each team tough questions about cost, upkeep, safety and who benefits; teams answer with evidence and note questions to research before the showcase.",
            },
            {
              title: "Exit Ticket",
              minutes: 5,
              description:
                "Students write the one sentence they most want the audience to remember and the evidence that backs it up.",
            },
          ],
          differentiation: {
            supported: [
              "Provide a five-box storyboard template with sentence frames for each beat.",
              "Let students rehearse first with a partner before the hot seat.",
            ],
            extension: [
              "Write a one-page policy brief for a city council member that summarizes the proposal and its evidence.",
              "Prepare a cost-benefit table comparing the design with a conventional gray-infrastructure option.",
            ],
            multilingual: [
              "Encourage bilingual slides or handouts so the showcase reaches families in their home languages.",
              "Allow students to present the part of the story they are most confident in, in the language of their choice, with a partner summarizing in English.",
            ],
          },
          assessment: [
            "Formative: review storyboards for a clear claim, evidence and reasoning before visuals are built.",
            "Peer feedback on the redesigned graph using the ten-second test.",
            "Presentation rubric scored at the Day 29 showcase: science accuracy, use of evidence, clarity, response to questions and community connection.",
          ],
          standards: { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-7", "HS-ETS1-3"] },
          file: "/materials/unit3/phase6/Day_27_Science_Story_Lesson_Plan.docx",
        },
      ],
      materials: [
        lessonPlan({
          title: "Day 27: Telling the Science Story",
          subtitle: "Phase 6 lesson plan - from data to a community pitch",
          path: "/materials/unit3/phase6/Day_27_Science_Story_Lesson_Plan.docx",
          lesson: 27,
          phase: 6,
        }),
      ],
    },
  ],
  textPlanFileName: "Unit3_Environmental_Engineers.txt",
} satisfies UnitInput;
