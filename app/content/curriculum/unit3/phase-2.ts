import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import { cleanUpSafety, soilSafety } from "../safety.ts";
import type { PhaseInput } from "../schema.ts";
import { unit3aHandoutFiles } from "./handout-files-a.ts";
import { unit3aHandouts } from "./handouts-a.ts";

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
      video: video("cc-ecology-population-ecology"),
      interactive: interactive("bi-population-dynamics"),
      textbook: textbook("os-45-4"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-1", "HS-LS2-2"],
      notes: "Compare exponential and logistic models in the Click & Learn before students graph the class data set.",
    },
    {
      when: "Day 7",
      question: "How can one species change an entire ecosystem?",
      video: video("cc-community-ecology"),
      interactive: interactive("bi-keystone-species-film"),
      textbook: textbook("os-45-6"),
      stateStandard: "BIO1.LS2.2",
      ngss: ["HS-LS2-4", "HS-LS2-6"],
      notes: "The film runs about 20 minutes, leaving time for the trophic cascade mapping task.",
    },
    {
      when: "Day 8",
      question: "How does behavior help small animals survive hotter, drier conditions?",
      video: video("cc-animal-behavior"),
      interactive: interactive("bi-wildcam-inquiry"),
      textbook: textbook("os-45-7"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-8"],
      notes: "Lesson plan day: isopod choice-chamber lab. Return animals to their collection site afterward.",
    },
    {
      when: "Day 9",
      question: "How is climate change shifting where species live and when they are active?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-rock-pocket-mouse-film"),
      textbook: textbook("os-44-5"),
      stateStandard: "BIO1.LS4.5",
      ngss: ["HS-LS4-5"],
      notes: "Use published range-shift or first-bloom data for a bird, insect or plant found in your state.",
    },
    {
      when: "Day 10",
      question:
        "Which species gain and which lose as our climate changes, and which organisms must our solution support?",
      video: video("cc-sixth-mass-extinction"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-44-5"),
      stateStandard: "BIO1.LS4.5",
      ngss: ["HS-LS4-5", "HS-ETS1-1"],
      notes:
        "The textbook section on the effects of global climate change backs the winners-and-losers argument; no single BioInteractive resource covers the day, so search the catalogue for climate change and species ranges.",
    },
  ],
  lessons: [
    {
      number: 6,
      label: "Day 6",
      title: "Population Growth Modeling: Counting Duckweed",
      description:
        "Students compare exponential and logistic models in the Population Dynamics Click & Learn, count duckweed fronds in a photo time series of class cultures, and graph the counts to label the exponential and logistic phases and mark each container's carrying capacity.",
      drivingQuestion: "How do populations grow, and what stops them from growing forever?",
      objectives: [
        "Count duckweed fronds in a photo time series with a consistent method, using sampling for crowded containers.",
        "Graph population size over time and label the exponential phase, the logistic slowdown and the carrying capacity.",
        "Compare exponential and logistic models and explain what limits growth in the logistic model.",
        "Explain how the size of a container sets carrying capacity and connect it to limits in real ecosystems.",
      ],
      keyUnderstandings: [
        "With plentiful resources a population grows exponentially: it increases by a constant percentage in each time step, so it doubles at regular intervals and its graph curves upward like a J.",
        "As resources such as water surface, light and nutrients run short, growth slows and levels off near the carrying capacity, giving the S-shaped logistic curve described by the equation dN/dt = rN(1-N/K).",
        "Duckweed reproduces mostly by budding new fronds, so it grows fast enough to model in class; real populations also rise and fall around K as births, deaths and weather vary.",
      ],
      materials: [
        "For the default class of 30 in 8 groups of about 4 (pairs at the devices), set up in 15 minutes: the 6 duckweed cultures (3 cups, 3 tubs) on a side table with 4 hand lenses; 1 printed photo series per group (8 sets: each group counts one container, two containers counted twice as a check) and 2 fine-tip markers per group (16); 1 device per pair (15) for the Click & Learn; 1 sheet of graph paper per student (30)",
        "Duckweed (Lemna minor) cultures started 2-3 weeks before Day 6: three 250 mL clear cups and three wide 1 L tubs, each begun with 5 fronds in dechlorinated water with a few grains of houseplant fertilizer, under a grow light or bright window",
        "Photo series of each container taken from directly above at the same height every school day, printed with a 1 cm grid or shared as image files, 1 set per group",
        "Fine-tip markers for dotting counted fronds, and hand lenses",
        "Computers or tablets with the Population Dynamics Click & Learn (HHMI BioInteractive)",
        "Graph paper or spreadsheet software",
      ],
      activities: [
        {
          title: "Warm-Up: The Doubling Puzzle",
          minutes: 5,
          description:
            "Pose the riddle: 'A duckweed mat doubles every day and covers a pond on day 30. On what day was the pond half covered?' (Day 29.) Students look at the live cultures with hand lenses to see small daughter fronds budding from the parent fronds.",
        },
        {
          title: "Exponential vs. Logistic in the Click & Learn",
          minutes: 12,
          description:
            "Pairs run the exponential model, then the logistic model with the same growth rate, and sketch both curves. They change K and predict the result before running it. Ask: 'What does the exponential model assume that a real pond or cup cannot provide?'",
        },
        {
          title: "Count the Duckweed",
          minutes: 15,
          description:
            "Each group counts fronds in the photos for one container, dotting each frond as it is counted; a frond counts once it sticks out past its parent's edge. For crowded photos, groups count four randomly chosen grid squares, average them and multiply by the number of squares of water surface, the same sampling idea ecologists use. Groups enter counts in the shared class table.",
        },
        {
          title: "Graph and Label",
          minutes: 15,
          description:
            "Students graph the cup and tub data on the same axes, label the exponential phase, the slowdown and the carrying capacity of each, and estimate the early doubling time. Discuss: 'Why do the tubs level off at a higher number? Did the duckweed in the tubs reproduce faster, or did it just have more room and light?'",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students sketch an exponential and a logistic curve, explain what set the carrying capacity for duckweed, and name one limiting factor that sets the carrying capacity for a population in our neighborhood.",
        },
      ],
      differentiation: {
        supported: [
          "Provide pre-scaled axes and a counting card showing what counts as one frond.",
          "Assign the early, less crowded photos to groups that need more time, and pair students as counter and recorder.",
        ],
        extension: [
          "Use a spreadsheet to calculate the growth rate r from the early counts and fit a logistic curve to the class data.",
          "Read textbook section 45.4 and explain why real populations fluctuate around K instead of staying exactly on it.",
        ],
        multilingual: [
          "Post a labeled diagram of a duckweed frond, bud and root with cognates (población, exponencial, capacidad de carga).",
          "Let students watch Crash Course Ecology #2, 'Population Ecology: The Texas Mosquito Mystery', with captions in their home language before or after class.",
        ],
      },
      assessment: [
        "Formative: check each group's counts for a consistent counting rule and correct sampling calculation.",
        "Graph with both containers plotted and the exponential phase and carrying capacity labeled.",
        "Exit ticket scored for correct curve shapes and a limiting factor that fits the organism named.",
      ],
      standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-1", "HS-LS2-2"] },
      lab: true,
      safety: [
        "No food or drink while handling cultures. Wash hands with soap after touching duckweed or culture water.",
        "Wipe up spills at once, and keep containers and wet hands away from grow-light cords and outlets.",
        "If duckweed was collected from a pond, treat the water as carrying microbes: wear gloves if you have cuts on your hands.",
        "Never release duckweed or culture water into drains, ponds or streams; at the end of the unit seal cultures in a bag for the trash or let them dry and compost them.",
      ],
      handout: unit3aHandouts[6],
      file: "/materials/unit3/phase2/Day_6_Population_Growth_Modeling_Lesson_Plan.docx",
    },
    {
      number: 7,
      label: "Day 7",
      title: "Keystone Species and Trophic Cascades",
      description:
        "Students watch the film Some Animals Are More Equal than Others about sea stars and sea otters, calculate how energy shrinks up a food chain, then map a trophic cascade in a local ecosystem and predict what happens when one species disappears.",
      drivingQuestion: "How can one species change an entire ecosystem?",
      objectives: [
        "Explain what makes a species a keystone species using evidence from sea star and sea otter studies.",
        "Trace a trophic cascade through at least three trophic levels.",
        "Calculate the energy available at each trophic level with the 10 percent rule and explain why most energy is lost as heat.",
        "Map a trophic cascade in a local ecosystem and predict the effects of losing one species.",
      ],
      keyUnderstandings: [
        "A keystone species has a much larger effect on its community than its numbers suggest: when ecologist Robert Paine removed Pisaster sea stars from a stretch of Washington shoreline, mussels took over and the number of species there fell from 15 to 8.",
        "In a trophic cascade, predators control herbivores, which control plants: sea otters eat sea urchins, which graze kelp, so where otters declined urchins multiplied and kelp forests became urchin barrens. Since 2013 a sea star wasting disease outbreak, worsened by a marine heat wave, has wiped out most sunflower sea stars, another urchin predator, contributing to the loss of most of northern California's kelp.",
        "Only about 10 percent of the energy at one trophic level is stored in the next; the rest is used for life processes and lost as heat, so top predators are few, and losing even a few can ripple through the food web.",
      ],
      materials: [
        "Projector and speakers for the film Some Animals Are More Equal than Others (HHMI BioInteractive, about 20 minutes), with captions on",
        "Three-column note organizer: species removed, what increased, what decreased",
        "Local species cards (10-12 photos of organisms from a nearby park, stream or vacant lot, such as an oak tree, caterpillars, chickadees, a red-tailed hawk, squirrels, earthworms, aphids, lady beetles, clover and bees)",
        "Chart paper, markers and calculators",
      ],
      activities: [
        {
          title: "Warm-Up: Pull One Thread",
          minutes: 5,
          description:
            "Show a simple food web from a local park. Students vote on which single species' loss would change the web the most and give one reason, then hold their answer to check after the film.",
        },
        {
          title: "Film: Some Animals Are More Equal than Others",
          minutes: 20,
          description:
            "Students fill the three-column organizer while watching. Pause after Paine's experiment to ask: 'What happened to the number of species when Pisaster was removed, and why?' Pause after the sea otter story and have students draw the arrows from otter to urchin to kelp and predict what happens to kelp if otters decline.",
        },
        {
          title: "Energy Check: The 10 Percent Rule",
          minutes: 8,
          description:
            "Give a kelp forest example: if kelp stores 10,000 kilocalories, about how much reaches urchins and then sea otters? (About 1,000 and 100.) Ask: 'Where did the rest of the energy go, and why does that make top predators rare and easy to lose?'",
        },
        {
          title: "Map a Local Cascade",
          minutes: 14,
          description:
            "Groups arrange the local species cards into a food web on chart paper with arrows pointing in the direction energy flows, circle a possible keystone species and mark a trophic cascade across three levels. Then they remove one species that heat, drought or flooding could harm and mark which populations would rise or fall. Point out that oaks and kelp also store carbon, so cascades matter for climate too.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students explain why the sea otter is called a keystone species and predict one effect in their local web if the species they removed disappeared.",
        },
      ],
      differentiation: {
        supported: [
          "Provide the organizer with the first row filled in and a word bank (producer, herbivore, predator, keystone).",
          "Give each group a partially built local food web to complete instead of a blank page.",
        ],
        extension: [
          "Read about keystone species in textbook section 45.6 and argue whether an oak tree, which feeds hundreds of caterpillar species, fits the definition.",
          "Research the return of wolves to Yellowstone and evaluate why scientists still debate how strong that trophic cascade is, compared with the sea otter example.",
        ],
        multilingual: [
          "Show the film with captions and pre-teach key words with pictures (sea star / estrella de mar, kelp, urchin / erizo de mar).",
          "Let students label the food web with arrows and pictures before adding sentences, and watch the Crash Course Community Ecology video with home-language captions at home.",
        ],
      },
      assessment: [
        "Formative: check organizers at the film pauses for a correct otter-urchin-kelp chain.",
        "Local food web checked for arrows in the direction of energy flow and a cascade traced across three levels.",
        "Exit ticket scored for an accurate keystone explanation and a reasoned prediction.",
      ],
      standards: { state: ["BIO1.LS2.2"], ngss: ["HS-LS2-4", "HS-LS2-6"] },
      handout: unit3aHandouts[7],
      file: "/materials/unit3/phase2/Day_7_Keystone_Species_Trophic_Cascades_Lesson_Plan.docx",
    },
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
        "For the default class of 30 in 8 groups of about 4, set up in 15 minutes (collect or buy the isopods up to a week ahead): 10 isopods per group (80, plus about 20 spares), 1 choice chamber per group (8), 2 paper towels per group (16: one damp, one dry), 1 soft brush per group (8) and 1 timer per group (8); 2 spray bottles of water shared by the class; 1 pair of nitrile gloves per student (30)",
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
      lab: true,
      safety: [
        "Isopods are handled gently with a soft brush or spoon, never squeezed, kept out of direct sun and heat, and the chamber is misted so they do not dry out; after the lab they go back under the log or leaf litter they came from (or stay in the class terrarium), never released somewhere new.",
        "Students wash hands with soap after handling the animals and the soil or leaf litter around them; anyone with an open cut wears gloves.",
        soilSafety.hands,
        cleanUpSafety.noFood,
      ],
      handout: unit3aHandouts[8],
      file: "/materials/unit3/phase2/Day_8_Isopod_Behavior_Lab_Lesson_Plan.docx",
    },
    {
      number: 9,
      label: "Day 9",
      title: "Species on the Move: Range Shifts and Seasonal Timing",
      description:
        "Students learn four ways populations respond to a changing climate, use the rock pocket mouse film to see why adaptation by natural selection takes many generations, then graph long-term range-shift or bloom-date data for species found in their state and calculate how fast each is changing.",
      drivingQuestion: "How is climate change shifting where species live and when they are active?",
      objectives: [
        "Describe four ways populations respond to a changing climate: shift their range, shift their timing, adapt over generations, or decline.",
        "Graph long-term range or timing data for a species found in our state and calculate its rate of change per decade.",
        "Evaluate whether the data support a claim that warming is changing the species, including the limits of the data.",
        "Explain how a timing mismatch between a plant and its pollinator could affect both populations.",
      ],
      keyUnderstandings: [
        "As temperatures rise, many species shift toward the poles or uphill, and many plants leaf out and bloom earlier in spring; species that cannot move or adjust fast enough decline where they live now.",
        "Natural selection can adapt a population when heritable variation already exists, as the rock pocket mouse shows, but it works over generations, so long-lived, slow-reproducing species often cannot keep pace with rapid warming.",
        "Timing matters: if flowers bloom earlier but their pollinators, or the insects that songbirds feed their chicks, do not shift by the same amount, the mismatch can lower the survival and reproduction of both.",
      ],
      materials: [
        "Teacher-prepared long-term data for 4-6 species found in our state, printed or in a spreadsheet, from published sources such as the Audubon Christmas Bird Count wintering-range data in the EPA Climate Change Indicators, first-leaf and first-bloom records from the USA National Phenology Network, or a long local record such as a botanical garden's bloom dates or the National Park Service's peak bloom dates for the Washington, D.C. cherry trees",
        "Projector and speakers for the film The Making of the Fittest: Natural Selection and Adaptation (HHMI BioInteractive, about 10 minutes)",
        "Four-box chart: move, shift timing, adapt, decline",
        "Graph paper, rulers and calculators, or spreadsheet software",
        "Day-of-year conversion chart (January 1 = day 1)",
      ],
      activities: [
        {
          title: "Warm-Up: What Blooms First?",
          minutes: 6,
          description:
            "Students describe the first sign of spring in their neighborhood (a tree on their street, a bird call, the first mosquitoes) and whether family members who have lived there a long time think it comes earlier than it used to. Record the answers as observations worth testing with data, and recall the Crash Course episode 'What is Climate Change?' from Day 1.",
        },
        {
          title: "Move, Shift, Adapt or Decline",
          minutes: 12,
          description:
            "Show the rock pocket mouse segment of The Making of the Fittest. Ask: 'What had to exist before natural selection could work? About how many generations did the change take? Could a sugar maple, which takes decades to reproduce, adapt this way to 50 years of warming?' Students fill the four-box chart with one example in each box.",
        },
        {
          title: "Data Analysis: Species in Our State",
          minutes: 22,
          description:
            "Teams of three or four each take one species' data set, plot year against wintering latitude or against day of the year, draw a best-fit line by eye or in a spreadsheet, and calculate the change per decade (the slope times 10). The teacher circulates to check day-of-year conversions and asks each team: 'How much do the points scatter? What could make this data less reliable, such as fewer observers in early years or one location only?' Teams write a claim with its limitations.",
        },
        {
          title: "Mismatch Talk",
          minutes: 7,
          description:
            "Give a hypothetical case: a wildflower now blooms 3 days earlier per decade while the native bee that pollinates it emerges 1 day earlier per decade. Teams calculate the gap after 30 years (6 days) and predict what happens to the flower's seed set and the bee's food supply, then connect the idea to a pollinator corridor that blooms across the whole season.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students name which response their species showed, give the rate of change from their graph with units, and state one limitation of the data.",
        },
      ],
      differentiation: {
        supported: [
          "Provide pre-scaled axes and data sets already converted to day of the year, with a step-by-step card for calculating the slope.",
          "Give sentence frames for the claim: 'Between ___ and ___, the ___ shifted ___ by about ___ per decade. One limitation is ___.'",
        ],
        extension: [
          "Use Audubon's online Birds and Climate Visualizer to look up which birds are projected to lose or gain climate range in our zip code, and compare one with the team's data.",
          "Read textbook section 44.5 and explain why range shifts can be blocked in cities and farmland, and what that means for habitat corridors.",
        ],
        multilingual: [
          "Use a visual four-box chart with icons for move, shift timing, adapt and decline, and cognates (migración, adaptación, declive).",
          "Show the film with captions, and let teams present their claim with the graph as the main support and a short spoken explanation.",
        ],
      },
      assessment: [
        "Formative: four-box chart checked for a correct example of each response, including adaptation requiring heritable variation.",
        "Team graph with a best-fit line, a rate of change per decade with units and a claim that names a limitation.",
        "Exit ticket linking the species' response to evidence from the graph.",
      ],
      links: [video("cc-what-is-climate-change")],
      standards: { state: ["BIO1.LS4.5"], ngss: ["HS-LS4-5"] },
      handout: unit3aHandouts[9],
      file: "/materials/unit3/phase2/Day_9_Species_on_the_Move_Lesson_Plan.docx",
    },
    {
      number: 10,
      label: "Day 10",
      title: "Winners, Losers and the Organisms Our Solution Will Help",
      description:
        "Students weigh evidence that a changing climate helps some species and harms others, write an evidence-based argument from the class range-shift and bloom-date graphs, and choose the focal organisms whose needs become design criteria for their team's climate solution.",
      drivingQuestion:
        "Which species gain and which lose as our climate changes, and which organisms must our solution support?",
      objectives: [
        "Evaluate evidence that changing conditions increase some populations while decreasing or eliminating others.",
        "Write a claim-evidence-reasoning argument using data from at least two species.",
        "Choose two or three focal organisms for the team's solution and describe their needs for temperature, water, food, shelter and timing.",
        "Turn the needs of a focal organism into a measurable design criterion added to the team's problem statement.",
      ],
      keyUnderstandings: [
        "A changing climate creates winners and losers: species with broad tolerances, short generations and easy dispersal, such as some ticks, mosquitoes and weedy plants, often spread, while species that need cold water, cool mountaintops or precise timing, such as brook trout, pikas and some pollinators, decline or vanish locally.",
        "Evidence for a climate response is stronger when data cover many years and places and match a known mechanism, such as a temperature the organism cannot tolerate.",
        "A solution only helps an ecosystem if it meets the needs of the organisms that keep it working, such as decomposers, native plants and pollinators, so those needs become design criteria.",
      ],
      materials: [
        "Winners and losers species cards: blacklegged tick, Asian tiger mosquito, poison ivy, kudzu, brook trout, American pika, sunflower sea star, sugar maple and pill bugs, each with a photo and one fact about its tolerances",
        "Team graphs and claims from Day 9, posted around the room",
        "Sticky notes in two colors",
        "Team problem statements from Day 5 and species lists from the Day 2 field survey",
        "Focal organism needs table (temperature, water, food, shelter, timing)",
      ],
      activities: [
        {
          title: "Warm-Up: Winners or Losers?",
          minutes: 8,
          description:
            "Pairs sort the species cards into 'likely increasing', 'likely decreasing' and 'not sure', giving one trait for each choice. The teacher then shares evidence for a few: blacklegged ticks have spread north, helped by warmer winters, poison ivy grew faster and made a more potent irritant in a field experiment with extra carbon dioxide, and brook trout lose habitat as streams warm.",
        },
        {
          title: "Data Gallery Walk",
          minutes: 10,
          description:
            "Students rotate among the Day 9 graphs, leaving one sticky-note color for the rate of change they read from the graph and the other for a question about the data. Teams read their notes and correct any graph or claim that peers could not follow.",
        },
        {
          title: "Claim, Evidence, Reasoning: Some Gain, Some Lose",
          minutes: 14,
          description:
            "Students individually write an argument for the claim that changing environmental conditions increase the numbers of some species and decrease others, using data from at least two species in the gallery and reasoning about tolerances, generation time or timing. The teacher reads one strong sample sentence aloud halfway through to model how to cite a rate with units.",
        },
        {
          title: "Choose Our Focal Organisms",
          minutes: 13,
          description:
            "Teams return to their Day 5 problem statement and choose two or three organisms their solution must support, drawn from the Day 2 survey, the Day 8 isopods or local pollinators and street trees. They complete the needs table and add one biological criterion, such as 'plants survive two weeks without watering' or 'something blooms from April through October for native bees'. The teacher signs off on each criterion for use in Phases 3 and 4.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students name one focal organism, one of its needs, and the criterion their team added because of it.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a claim-evidence-reasoning organizer with one species' evidence already filled in as a model.",
          "Give a short menu of focal organisms with their needs listed for teams to choose from.",
        ],
        extension: [
          "Explain how a species could be a winner in one part of its range and a loser in another, using a range-shift graph.",
          "Research whether a proposed tree or plant for the team's design is native to our region and how its hardiness zone may shift by 2050.",
        ],
        multilingual: [
          "Species cards include a picture and key words with cognates (tolerancia, temperatura, polinizador).",
          "Allow students to draft the argument in their home language and then revise the English version with a partner using sentence starters.",
        ],
      },
      assessment: [
        "Claim-evidence-reasoning argument scored for accurate data from two species and reasoning that links traits to the response.",
        "Team needs table and new biological criterion added to the problem statement.",
        "Exit ticket connecting a focal organism's need to a design criterion.",
      ],
      standards: { state: ["BIO1.LS4.5", "BIO1.LS2.4"], ngss: ["HS-LS4-5", "HS-ETS1-1"] },
      handout: unit3aHandouts[10],
      file: "/materials/unit3/phase2/Day_10_Winners_Losers_Focal_Organisms_Lesson_Plan.docx",
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
  // The spec fixes one lesson-plan download per Unit 3 phase; the other days' plans are linked from their lesson cards.
  unlistedMaterials: [
    lessonPlan({
      title: "Day 6: Population Growth Modeling",
      subtitle: "Phase 2 lesson plan - graphing duckweed growth to find carrying capacity",
      path: "/materials/unit3/phase2/Day_6_Population_Growth_Modeling_Lesson_Plan.docx",
      lesson: 6,
      phase: 2,
    }),
    lessonPlan({
      title: "Day 7: Keystone Species and Trophic Cascades",
      subtitle: "Phase 2 lesson plan - how one species can reshape an ecosystem",
      path: "/materials/unit3/phase2/Day_7_Keystone_Species_Trophic_Cascades_Lesson_Plan.docx",
      lesson: 7,
      phase: 2,
    }),
    lessonPlan({
      title: "Day 9: Species on the Move",
      subtitle: "Phase 2 lesson plan - analyzing range-shift and bloom-date data for species in our state",
      path: "/materials/unit3/phase2/Day_9_Species_on_the_Move_Lesson_Plan.docx",
      lesson: 9,
      phase: 2,
    }),
    lessonPlan({
      title: "Day 10: Winners, Losers and Focal Organisms",
      subtitle: "Phase 2 lesson plan - choosing the organisms a climate solution must support",
      path: "/materials/unit3/phase2/Day_10_Winners_Losers_Focal_Organisms_Lesson_Plan.docx",
      lesson: 10,
      phase: 2,
    }),
    ...unit3aHandoutFiles(2, [6, 7, 8, 9, 10], 8),
  ],
};
