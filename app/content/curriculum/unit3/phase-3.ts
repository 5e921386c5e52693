import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import { cleanUpSafety } from "../safety.ts";
import type { PhaseInput } from "../schema.ts";
import { unit3aHandoutFiles } from "./handout-files-a.ts";
import { unit3aHandouts } from "./handouts-a.ts";

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
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-crispr-cas9"),
      textbook: textbook("os-17-1"),
      stateStandard: "BIO1.LS1.1",
      ngss: ["HS-LS1-1", "HS-LS3-1"],
      notes: "Students complete the Click & Learn's mechanism section before building the paper model.",
    },
    {
      when: "Day 12",
      question:
        "Which ways of changing a crop's DNA could help farmers cope with floods and drought, and who should decide?",
      video: video("cc-engineering-genetic-engineering"),
      interactive: interactive("bi-crispr-cas9"),
      textbook: textbook("os-17-1"),
      stateStandard: "BIO1.LS1.1",
      ngss: ["HS-LS3-1", "HS-LS1-1", "HS-ETS1-3"],
      notes:
        "The video runs from selective breeding to CRISPR, the same three methods as the case study jigsaw. Students who need background read the section's agriculture part; the Click & Learn reviews the targeted cut behind the edited corn.",
    },
    {
      when: "Day 13",
      question: "Can living cells turn plant sugars into fuel?",
      video: video("cc-atp-and-respiration"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-7-5"),
      stateStandard: "BIO1.LS1.6",
      ngss: ["HS-LS1-7", "HS-LS2-3"],
      notes:
        "Lesson plan day: balloon fermentation lab. Contrast the 2 ATP of fermentation with the much larger yield of aerobic respiration.",
    },
    {
      when: "Day 14",
      question: "How can algae and microbes capture carbon or generate clean energy?",
      video: video("cc-photosynthesis"),
      interactive: interactive("bi-photosynthesis"),
      textbook: textbook("os-8-1"),
      stateStandard: "BIO1.LS1.4",
      ngss: ["HS-LS1-5", "HS-LS2-5"],
      notes: "Set up algae bottles in light and dark on Day 11 so growth and pH change are visible by Day 14.",
    },
    {
      when: "Day 15",
      question: "When, if ever, should engineered organisms be part of a climate solution for our community?",
      video: video("cc-engineering-genetic-engineering"),
      interactive: interactive("bi-crispr-cas9"),
      textbook: textbook("os-17-1"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-ETS1-3", "HS-LS2-7"],
      notes:
        "Seminar day. Students who missed Day 11 use the Click & Learn's applications section during seminar prep; the textbook section's part on biotechnology in agriculture is background for the gene-edited corn scenario.",
    },
  ],
  lessons: [
    {
      number: 11,
      label: "Day 11",
      title: "Cut, Repair, Rewrite: Modeling CRISPR Gene Editing",
      description:
        "Students learn how CRISPR-Cas9 finds and cuts one DNA sequence, model the cut and the cell's repair with paper DNA strips, and trace how each edit changes the protein the gene codes for. Groups also set up the light and dark algae bottles they will measure on Day 14.",
      drivingQuestion: "How can scientists edit a gene, and how does that change an organism?",
      objectives: [
        "Explain how a guide RNA directs the Cas9 enzyme to cut one specific DNA sequence next to a PAM site.",
        "Model how a cell repairs a cut by end joining or by copying a template, and how each repair changes the DNA.",
        "Use a codon chart to predict how an edit changes the mRNA, the amino acid sequence and the protein.",
        "Set up a controlled algae experiment in light and dark to measure on Day 14.",
      ],
      keyUnderstandings: [
        "Cas9 is an enzyme that cuts both strands of DNA. A guide RNA about 20 bases long steers it to the place where the DNA matches the guide, and Cas9 cuts only if a short PAM sequence (NGG for the most widely used Cas9) sits right beside that match.",
        "Cells repair the cut themselves: end joining often adds or deletes a few bases, which can shift the reading frame and knock the gene out, while supplying a DNA template lets the cell copy in a chosen change.",
        "A gene's DNA is transcribed into mRNA and translated codon by codon into protein, so changing even one base can change an amino acid, the protein's shape and the trait.",
      ],
      materials: [
        "For the default class of 30 in 15 pairs for the paper model and 8 groups of about 4 for the algae bottles, set up in 25 minutes: 2 DNA strips per pair (30), and per pair 1 printed guide RNA and donor strip, 1 codon chart, 1 pair of scissors, 1 roll of tape and 1 device (15 of each); 2 bottles per group (16), 800 mL of algae culture per group (6.4 L), 2 drops of fertilizer per bottle (32 drops) and 2 pH strips per group (16, plus spares), with foil, tape and a marker; 1 pair of goggles per student (30) and 1 pair of gloves per student (30)",
        "Paper DNA strips of a made-up plant gene (about 40 base pairs, both strands printed, with a start codon, a 20-base target and an NGG PAM), 2 per pair",
        "Guide RNA cards, donor template strips, scissors, tape and colored pencils",
        "mRNA codon chart",
        "Student devices for HHMI BioInteractive's Click & Learn 'CRISPR-Cas 9: Mechanism & Applications'",
        "Per group for the algae setup: two clear 500 mL plastic bottles, about 800 mL of algae culture (Chlorella from a biological supplier, or green water from a classroom aquarium), liquid plant fertilizer, narrow-range pH test strips (about 6.0 to 9.0), aluminum foil, masking tape and a marker",
        "Goggles, disposable gloves and paper towels",
        "Teacher prep for Phase 4: sow flats of fast-growing grass or cover crop (such as annual ryegrass or oats) this week, so plants are 1 to 2 weeks old for the Day 17 build and the Day 19 test",
      ],
      activities: [
        {
          title: "Warm-Up: A Crop That Needs a New Trait",
          minutes: 5,
          description:
            "Show a photo of corn wilting in a drought and ask: 'If we knew which gene helps a plant hold on to water, what would we have to change first: the DNA, the protein or the trait?' Pairs sketch the path DNA to mRNA to protein to trait on a sticky note; the teacher posts two or three and previews the day. Assign Crash Course Engineering #38, 'Changing the Blueprints of Life - Genetic Engineering', for homework as background on how scientists changed DNA before CRISPR.",
        },
        {
          title: "Click & Learn: How CRISPR Finds Its Target",
          minutes: 12,
          description:
            "Pairs work through the mechanism section of HHMI BioInteractive's CRISPR-Cas 9: Mechanism & Applications and answer three questions posted on the board: What does the guide RNA do? What does Cas9 do? What must sit next to the target for Cas9 to cut? The teacher then draws the Cas9 and guide RNA complex on the board, labels the PAM, and asks, 'Why is it useful that Cas9 needs both a match and a PAM?' (It narrows the places where it can cut.) OpenStax Biology 2e 17.1 Biotechnology is the reference reading.",
        },
        {
          title: "CRISPR Paper Model",
          minutes: 20,
          description:
            "Pairs slide the guide RNA card along their DNA strip until its bases pair with one strand and the NGG PAM sits right after the target, then cut both strands with scissors three bases before the PAM. Half the pairs repair by end joining: they snip out two bases and tape the ends together. The other half tape in the donor template strip, which changes one codon. Each pair writes the mRNA for the edited stretch, translates it with the codon chart, and compares the new amino acid sequence with the original. The teacher circulates asking, 'Did your edit change one amino acid, or every amino acid after the cut? Why?' Pairs then trade results with a pair that used the other repair.",
        },
        {
          title: "Set Up Algae Bottles for Day 14",
          minutes: 8,
          description:
            "The teacher models the setup once: goggles and gloves on, swirl the culture, pour 400 mL into each of two labeled bottles, add 2 drops of fertilizer to each, dip a pH strip and record the starting pH and color, and cap loosely. One bottle goes in a sunny window or under a grow light; the other is wrapped in foil and set beside it so both stay at the same temperature. Each student writes a prediction: which bottle will be greener and have a higher pH on Day 14, and why?",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students draw their DNA before and after the edit and explain in two sentences why deleting two bases changed the protein more than swapping one codon.",
        },
      ],
      differentiation: {
        supported: [
          "Provide DNA strips with the PAM and target highlighted, and a step card: match, check the PAM, cut, repair, translate.",
          "Give a codon table with the first three codons of the original gene already translated.",
        ],
        extension: [
          "Search the DNA strip for a second, nearly matching sequence and explain what an off-target cut is and why scientists check for them.",
          "Use the applications section of the Click & Learn to compare editing a crop gene with editing a patient's blood stem cells to treat sickle cell disease.",
        ],
        multilingual: [
          "Provide a visual glossary with icons for guide RNA, Cas9, PAM, cut, repair and codon.",
          "Provide sentence frames: 'The guide RNA matches ___, so Cas9 cuts ___.' 'After the edit, the amino acid ___ changed to ___.'",
        ],
      },
      assessment: [
        "Formative: listen for pairs explaining why Cas9 cut at their site and nowhere else on the strip.",
        "Paper model with the original and edited mRNA and amino acid sequences.",
        "Exit ticket comparing a frameshift with a one-codon change.",
        "Algae setup record with starting pH and a prediction.",
      ],
      links: [video("cc-engineering-genetic-engineering")],
      standards: { state: ["BIO1.LS1.1"], ngss: ["HS-LS1-1", "HS-LS3-1"] },
      safety: [
        "Wear goggles while pouring algae culture and using pH strips; keep bottles below face level when pouring.",
        "Use algae from a biological supplier or a classroom aquarium, never from storm drains or ditches; students with cuts or scrapes on their hands wear gloves.",
        "Never taste or sniff cultures; wipe spills with paper towels, wipe the bench with disinfectant, and wash hands with soap after handling algae.",
        "Label each bottle with the group, date, 'light' or 'dark' and 'not for drinking', and set it where it cannot be knocked off the sill.",
        "Carry scissors closed and pointed down; use them only for cutting the paper model.",
      ],
      lab: true,
      handout: unit3aHandouts[11],
      file: "/materials/unit3/phase3/Day_11_CRISPR_Paper_Model_Lesson_Plan.docx",
    },
    {
      number: 12,
      label: "Day 12",
      title: "Crops for a Changing Climate: Breeding, Transgenes and Gene Editing",
      description:
        "Teams compare three crops made to survive floods or drought - Sub1 rice from marker-assisted breeding, HB4 wheat carrying a sunflower gene, and corn edited with CRISPR - by how each method changed the DNA, how long it took, what risks it raises and who can use the seed.",
      drivingQuestion:
        "Which ways of changing a crop's DNA could help farmers cope with floods and drought, and who should decide?",
      objectives: [
        "Distinguish breeding, marker-assisted breeding, transgenic engineering and gene editing by how each changes an organism's DNA.",
        "Explain how a change in one gene changes a protein and gives a crop a climate-tolerance trait.",
        "Compare case studies using evidence about the trade-offs among benefits, risks, time to develop and access for farmers.",
        "Recommend a crop strategy for a community scenario and justify it with evidence.",
      ],
      keyUnderstandings: [
        "Breeding moves gene versions between plants that can cross, then selects offspring over many generations; marker-assisted breeding uses DNA tests to find offspring carrying the wanted version sooner, as breeders did to move the SUB1A gene into popular rice varieties.",
        "Transgenic crops carry a gene from another species, such as the sunflower HaHB4 gene in HB4 wheat; gene-edited crops carry a targeted change in their own DNA, such as corn edited at its own ARGOS8 gene.",
        "Every method works through proteins: SUB1A codes for a protein that holds back growth underwater, so the rice saves its sugar reserves until the flood recedes. Which method fits a community also depends on cost, rules and who controls the seed.",
      ],
      materials: [
        "Three one-page case study cards: Sub1 rice in South Asia, HB4 wheat in Argentina, and CRISPR-edited ARGOS8 corn in the United States",
        "Method comparison chart (cases down the side; climate problem, gene and protein, how the DNA changed, evidence it works, risks, who can get the seed across the top)",
        "Photos of a flooded rice field and of drought-stressed wheat or corn",
        "Community scenario cards: a rice-farming district hit by monsoon floods, a small family farm in a drought-prone county, and a large export grain farm",
        "OpenStax Biology 2e 17.1 Biotechnology, section on biotechnology in agriculture",
      ],
      activities: [
        {
          title: "Warm-Up: Two Weeks Underwater",
          minutes: 6,
          description:
            "Show the flooded rice field and ask students to predict how long rice can survive completely underwater. Reveal that most varieties die after about a week, while Sub1 varieties can survive about two weeks. Ask, 'What could be different in the DNA of the plant that survives?' and collect two or three ideas.",
        },
        {
          title: "Mini-Lesson: Three Ways to Change a Crop's DNA",
          minutes: 10,
          description:
            "The teacher builds a three-column chart on the board - breeding (including marker-assisted selection), transgenic engineering and gene editing - and links gene editing back to yesterday's paper model. For each method students note where the new DNA comes from, how precisely it lands and roughly how long it takes: a conventionally bred variety often takes 7 to 12 years, while DNA markers let breeders move SUB1A into popular varieties in a few years once the gene was known. Students needing background read the agriculture section of OpenStax 17.1.",
        },
        {
          title: "Case Study Jigsaw",
          minutes: 20,
          description:
            "Expert groups each read one case card and complete their row of the comparison chart: the climate problem, the gene and what its protein does, how the DNA was changed, evidence the crop works, concerns raised, and who can get the seed (Sub1 rice was developed by a public research institute and shared with farmers; HB4 wheat and ARGOS8 corn come from companies). After 10 minutes students return to home teams and each expert teaches their case in 2 minutes while teammates fill in the other rows. The teacher's prompt: 'Point to exactly what changed in the DNA, then tell us what the protein does differently.'",
        },
        {
          title: "Recommend a Crop Strategy",
          minutes: 12,
          description:
            "Each home team draws a community scenario card and decides which approach, or mix of approaches, it would recommend, naming one benefit, one risk and one question the farmers themselves should get to answer, such as seed cost, whether they can save seed, or labeling. Teams post their recommendations; the teacher highlights two teams that chose differently for the same scenario and asks what evidence or values split them.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students explain how the DNA of Sub1 rice and of CRISPR-edited corn was changed, and which approach they would trust more for their own community's food, with one reason.",
        },
      ],
      differentiation: {
        supported: [
          "Provide case cards at two reading levels with key terms in bold and a simple diagram of the DNA change.",
          "Give a comparison chart with the Sub1 rice row filled in as a model.",
        ],
        extension: [
          "Research how the United States, the European Union and one other country regulate gene-edited crops compared with transgenic crops, and explain why scientists and policymakers disagree.",
          "Investigate why holding back growth helps SUB1A rice survive a flood, connecting it to how the plant uses its stored sugar for respiration underwater.",
        ],
        multilingual: [
          "Provide case cards with photos and a glossary in students' home languages for gene, protein, trait, breeding, transgenic and gene editing.",
          "Provide sentence frames: 'This crop's DNA was changed by ___, which made the protein ___.' 'We recommend ___ because ___, but farmers should decide ___.'",
        ],
      },
      assessment: [
        "Formative: check that each expert can name the gene, the protein's job and how the DNA changed in their case.",
        "Comparison chart completed for all three crops.",
        "Team recommendation with one benefit, one risk and one question for the community.",
        "Exit ticket distinguishing breeding from gene editing.",
      ],
      standards: { state: ["BIO1.LS1.1"], ngss: ["HS-LS3-1", "HS-LS1-1", "HS-ETS1-3"] },
      lab: false,
      handout: unit3aHandouts[12],
      file: "/materials/unit3/phase3/Day_12_Crops_for_a_Changing_Climate_Lesson_Plan.docx",
    },
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
        "For the default class of 30 in groups of 4 (8 groups: six of 4 and two of 3), set up in 30 minutes after making the plant-waste soak the day before: each group sets up three bottles, 24 in all: 3 bottles per group (24), 3 balloons per group (24, plus spares), 1 yeast packet per group (8) and 100 mL per group of each of warm water, fruit juice and plant-waste soak (800 mL of each); the amounts per bottle are below",
        "Active dry yeast: one 7 g packet per group, 3/4 teaspoon (about 2 g) per bottle; 8 packets (or a 113 g jar) for the class",
        "Table sugar: 1 tablespoon (about 12 g) per group, for its sugar bottle; about 100 g for the class",
        "100 percent fruit juice: 100 mL per group, for its juice bottle (about 10 g of sugar, close to the sugar bottle's); 1 L for the class",
        "Plant-waste soak (shredded corn husks or paper soaked overnight in water, then strained): 100 mL per group; make 1 L the day before",
        "Warm water at about 40 degrees C from the hot tap: 100 mL per group for the sugar bottle, plus a tub of warm water per group to stand the juice and soak bottles in for 5 minutes before the yeast goes in; a thermometer per group",
        "Three 500 mL plastic bottles and three balloons per group (24 of each, plus spares), each bottle holding only 100 mL of mixture so the rest is head space",
        "Measuring spoons, a 100 mL graduated cylinder or measuring cup and a funnel per group",
        "String and rulers to measure balloon circumference, and a ruler and tape per bottle for the vented setup",
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
      lab: true,
      safety: [
        "Warm water stays under 45 degrees C (check with the thermometer): hot tap water is enough, and no kettle or hot plate is needed at students' tables.",
        "Balloons are latex: check for latex allergies first; groups with a latex-allergic student use the vented setup below, and students never inflate or pop a balloon near their face.",
        "A balloon stretched over the mouth seals the bottle, so the gas stays in: the only thing that keeps pressure low is the balloon itself, which stretches at low pressure. So a bottle with a balloon never also gets a cap, each holds only 100 mL of mixture with 3/4 teaspoon of yeast, no bottle is shaken, and a balloon is taken off (pointing the bottle away from faces) once it passes 30 cm around or at the end of the lab.",
        "Vented setup (for latex allergy, or if balloons run out): no balloon and no cap; the bottle stays open (a square of foil rested loosely on the mouth keeps dust out) and students measure the height of the foam against a ruler taped to the bottle every 5 minutes instead of balloon circumference.",
        "At the end the mixtures are poured down the sink with plenty of water and the bottles rinsed for recycling.",
        cleanUpSafety.noFood,
        cleanUpSafety.washHands,
      ],
      handout: unit3aHandouts[13],
      file: "/materials/unit3/phase3/Day_13_Yeast_Biofuel_Lab_Lesson_Plan.docx",
    },
    {
      number: 14,
      label: "Day 14",
      title: "Green Machines: Algae Carbon Capture and Mud Fuel Cells",
      description:
        "Students measure the algae bottles set up on Day 11 for evidence that algae take up carbon dioxide in the light, then watch a mud microbial fuel cell turn bacterial metabolism into a measurable voltage, and judge how much each living system could really help at a realistic scale.",
      drivingQuestion: "How can algae and microbes capture carbon or generate clean energy?",
      objectives: [
        "Use a model of photosynthesis to explain how algae turn light energy, carbon dioxide and water into sugar and other organic molecules.",
        "Collect and interpret evidence that algae remove dissolved carbon dioxide in the light but not in the dark.",
        "Explain how bacteria in a microbial fuel cell release electrons as they break down organic matter.",
        "Evaluate how much carbon algae could capture and how much power microbes could produce at a realistic scale.",
      ],
      keyUnderstandings: [
        "In the light, algae photosynthesize, building sugar from carbon dioxide and water and releasing oxygen. Dissolved carbon dioxide makes water slightly acidic, so the pH rises as algae remove it; in the dark algae only respire and release carbon dioxide.",
        "Some mud bacteria, such as Geobacter, pass the electrons they strip from organic matter to an electrode, so a mud microbial fuel cell produces a small current: one cell gives less than a volt and only a tiny amount of power.",
        "Living systems capture carbon only as long as it stays stored: carbon in algae returns to the air if the algae are burned as fuel or decompose, so scale and what happens to the biomass decide the climate benefit.",
      ],
      materials: [
        "For the default class of 30 in 8 groups of about 4, set up in 15 minutes: each group's 2 algae bottles from Day 11 (16), 2 pH strips per bottle (about 40 with spares) and 1 line card per group; 1 mud fuel cell and 1 multimeter for a class demonstration, or 1 per group where kits allow; goggles and gloves for every student",
        "The light and dark algae bottles set up on Day 11, with each group's starting pH record",
        "Narrow-range pH test strips (about 6.0 to 9.0) with a color chart",
        "A white card printed with black lines of different thicknesses, to judge how cloudy each bottle is",
        "Student devices for HHMI BioInteractive's Click & Learn 'Photosynthesis'",
        "A mud microbial fuel cell set up 1 to 2 weeks ahead: a commercial kit, or a container of pond or garden mud with a carbon felt anode buried in it, a carbon felt cathode on the surface and insulated wire",
        "Digital multimeter; an LED and the kit's energy-storing circuit board, if it has one",
        "Goggles, disposable gloves and paper towels",
      ],
      activities: [
        {
          title: "Warm-Up: Can Pond Scum Clean the Air?",
          minutes: 5,
          description:
            "Show a photo of an algae bioreactor, such as glass panels of green water on a building wall, and ask: 'Where does the carbon in this green stuff come from, and where could it go next?' Students jot an answer they will revisit at the end of class.",
        },
        {
          title: "Mini-Lesson: Photosynthesis as a Carbon Pump",
          minutes: 10,
          description:
            "Pairs use HHMI BioInteractive's Photosynthesis Click & Learn to trace where light, water and carbon dioxide enter and where sugar and oxygen leave. The teacher writes the overall equation (6 CO2 + 6 H2O + light energy -> C6H12O6 + 6 O2) and explains that carbon dioxide dissolved in water forms carbonic acid, so a rising pH is evidence that algae are removing it. Assign the Crash Course Biology #28, 'Photosynthesis: The Original Solar Power', and OpenStax Biology 2e 8.1 as review.",
        },
        {
          title: "Algae Data Check",
          minutes: 15,
          description:
            "Groups put on goggles and gloves, gently swirl each bottle, judge cloudiness by the thinnest line they can still see through it on the line card, dip a pH strip in each, and compare with their Day 11 values. Each group posts its light and dark pH change on a class chart. The teacher asks, 'What is the same across most groups? Which result does not fit, and what could explain it?' (a bottle near a heater, too little light, a crashed culture).",
        },
        {
          title: "Demonstration: Electricity from Mud",
          minutes: 12,
          description:
            "The teacher connects the multimeter to the fuel cell, reads the voltage aloud and sketches the cell: bacteria in the oxygen-poor mud break down organic matter and pass electrons to the buried anode; the electrons flow through the wire to the cathode at the surface, where they combine with oxygen. Students record the reading, estimate how many cells wired in series would reach the roughly 2 volts a red LED needs, and discuss why even then the current is too small to light it steadily (kits store the energy and flash the LED now and then).",
        },
        {
          title: "Claim, Evidence, Scale",
          minutes: 8,
          description:
            "Students write a claim answering the driving question, backed by their algae data and the fuel cell reading, then one sentence on scale: could this help our community, and what would have to be true? Each project team notes whether either living system might belong in its Phase 4 design.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a data table with the Day 11 values already copied in and a pH color chart taped beside it.",
          "Give a labeled diagram of the fuel cell to annotate during the demonstration.",
        ],
        extension: [
          "Calculate how many times lower the hydrogen ion concentration became in the light bottle, using the fact that each pH unit is a tenfold change.",
          "Design a follow-up test of one variable, such as light intensity or fertilizer amount, for an algae bioreactor prototype in Phase 4.",
        ],
        multilingual: [
          "Post a word wall with photos: photosynthesis, carbon dioxide, pH, bacteria, electron, voltage.",
          "Provide sentence frames: 'The light bottle's pH went from ___ to ___, which shows ___.' 'The fuel cell made ___ volts because bacteria ___.'",
        ],
      },
      assessment: [
        "Formative: check that each group compares both bottles with its Day 11 starting values.",
        "Class chart of light and dark pH changes.",
        "Claim, evidence and scale paragraph using the algae data and the fuel cell reading.",
      ],
      links: [video("cc-photosynthesis")],
      standards: { state: ["BIO1.LS1.4", "BIO1.LS2.2"], ngss: ["HS-LS1-5", "HS-LS2-5"] },
      safety: [
        "Wear goggles and disposable gloves while opening and sampling algae bottles; open caps slowly, pointed away from faces.",
        "Only the teacher handles the mud fuel cell. Mud holds live bacteria, so students do not touch it; anyone who does washes with soap right away.",
        "The multimeter and fuel cell are low voltage and safe to watch; keep the meter and its leads away from open water and wipe drips at once.",
        "Never taste or sniff cultures; wipe spills, disinfect benches, and wash hands with soap before leaving.",
        "Keep healthy algae bottles for Phase 4 bioreactor teams. Pour the rest down the drain with plenty of running water, never outdoors or into storm drains; put used pH strips, gloves and paper towels in the trash.",
      ],
      lab: true,
      handout: unit3aHandouts[14],
      file: "/materials/unit3/phase3/Day_14_Algae_and_Microbial_Fuel_Cells_Lesson_Plan.docx",
    },
    {
      number: 15,
      label: "Day 15",
      title: "Should We Engineer Life for the Climate? An Ethics Seminar",
      description:
        "Students weigh the benefits, risks and fairness of engineered and living energy systems - gene-edited crops, engineered yeast and soil microbes, algae bioreactors - in a structured fishbowl seminar, then each team writes the biotech position that will guide its own climate design.",
      drivingQuestion: "When, if ever, should engineered organisms be part of a climate solution for our community?",
      objectives: [
        "Distinguish contained uses of engineered organisms, such as yeast in a sealed fuel plant, from uses released into the environment, such as crops or soil microbes.",
        "Support a position on an engineered-organism scenario with evidence from Days 11-14.",
        "Analyze the trade-offs: who benefits, who bears the risks and who decides when a biotechnology is used.",
        "Write a team biotech position statement that will guide the team's Phase 4 design.",
      ],
      keyUnderstandings: [
        "Risk depends on containment: an organism kept in a sealed tank is easier to control than one planted in fields or spread in soil, where genes can sometimes pass to wild relatives and effects are harder to reverse.",
        "Ethical decisions weigh evidence of benefit and harm alongside fairness: who pays, who owns the seed or strain, and whether the communities affected had a real voice.",
        "Choosing not to use a technology also has consequences, so strong arguments compare options, including nature-based solutions that need no engineered organisms.",
      ],
      materials: [
        "Four scenario cards: CRISPR-edited drought-tolerant corn on local farms; engineered yeast fermenting crop waste into ethanol in a closed plant; soil bacteria gene-edited to release more nitrogen to corn roots so farmers use less fertilizer; an algae bioreactor on the school roof using unmodified algae",
        "Stakeholder lens cards: farmer, nearby resident, scientist, company investor, environmental justice organizer, a young person in 2050",
        "Fishbowl tracking sheet and a posted set of seminar norms",
        "Students' notes and data from Days 11-14",
        "Four corner signs: Strongly agree, Agree, Disagree, Strongly disagree",
      ],
      activities: [
        {
          title: "Warm-Up: Four Corners",
          minutes: 6,
          description:
            "The teacher reads the statement 'Engineered organisms should be used to fight climate change' and students move to the corner that matches their view. One volunteer per corner gives a reason. The teacher records the tally and tells students they will return to the statement at the end.",
        },
        {
          title: "Seminar Prep: Scenarios and Lenses",
          minutes: 12,
          description:
            "Each team gets one scenario card and one stakeholder lens card. Using evidence from the paper model, the crop cases, the yeast lab and the algae data, teams list the strongest benefit and the strongest risk, decide whether the organism is contained or released, and write one open question for the seminar. Students who missed Day 11 use the applications section of the CRISPR-Cas 9 Click & Learn.",
        },
        {
          title: "Fishbowl Seminar",
          minutes: 20,
          description:
            "Six to eight students sit in an inner circle with one empty chair that any outer-circle student may take for a single comment. The teacher opens with 'Which of these four scenarios would you accept in our community, and on what conditions?' and follows up with 'Who benefits and who carries the risk?' and 'What happens if we do nothing?' Outer-circle students track claims backed by evidence and questions that move the talk forward. At 10 minutes the circles swap. The teacher speaks only to redirect to evidence or to invite a quieter voice.",
        },
        {
          title: "Team Biotech Position",
          minutes: 8,
          description:
            "Each project team writes a three-sentence position for its own design: whether it will use an engineered organism or a living energy system, the evidence behind that choice, and the conditions or safeguards it would require. The teacher collects the positions and returns them on Day 16 for the design brainstorm.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students return to the four-corner statement: Did their view change? They name one piece of evidence or one stakeholder's perspective from the seminar that moved or confirmed their thinking.",
        },
      ],
      differentiation: {
        supported: [
          "Provide scenario cards with a short summary, a labeled diagram and two evidence quotes already selected.",
          "Print discussion stems on the tracking sheet and let students contribute in writing from the outer circle before speaking in the inner circle.",
        ],
        extension: [
          "Research a real decision, such as a country's rules for gene-edited crops, and bring it to the seminar as evidence.",
          "Apply two ethical approaches to the same scenario, weighing outcomes and respecting rights, and explain where they lead to different answers.",
        ],
        multilingual: [
          "Allow seminar prep in home-language groups before the discussion in English.",
          "Provide sentence stems: 'I agree with ___ because ___.' 'Who would be harmed if ___?' 'The evidence from Day ___ shows ___.'",
        ],
      },
      assessment: [
        "Formative: outer-circle tracking sheets record claims with evidence and questions that moved the discussion.",
        "Seminar rubric: uses evidence, builds on others' ideas, considers another stakeholder's view.",
        "Team biotech position with evidence and safeguards.",
        "Exit ticket reflection on how the student's view changed or held.",
      ],
      standards: { state: ["BIO1.LS2.4", "BIO1.LS1.1"], ngss: ["HS-ETS1-3", "HS-LS2-7"] },
      lab: false,
      handout: unit3aHandouts[15],
      file: "/materials/unit3/phase3/Day_15_Biotech_Ethics_Seminar_Lesson_Plan.docx",
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
  // The spec fixes one lesson-plan download per Unit 3 phase; the other days' plans are linked from their lesson cards.
  unlistedMaterials: [
    lessonPlan({
      title: "Day 11: CRISPR Paper Model",
      subtitle: "Phase 3 lesson plan - guide RNA, Cas9 and how an edit changes a protein",
      path: "/materials/unit3/phase3/Day_11_CRISPR_Paper_Model_Lesson_Plan.docx",
      lesson: 11,
      phase: 3,
    }),
    lessonPlan({
      title: "Day 12: Crops for a Changing Climate",
      subtitle: "Phase 3 lesson plan - flood- and drought-tolerant crops and how each was made",
      path: "/materials/unit3/phase3/Day_12_Crops_for_a_Changing_Climate_Lesson_Plan.docx",
      lesson: 12,
      phase: 3,
    }),
    lessonPlan({
      title: "Day 14: Algae and Microbial Fuel Cells",
      subtitle: "Phase 3 lesson plan - photosynthesis, carbon capture and electricity from mud",
      path: "/materials/unit3/phase3/Day_14_Algae_and_Microbial_Fuel_Cells_Lesson_Plan.docx",
      lesson: 14,
      phase: 3,
    }),
    lessonPlan({
      title: "Day 15: Biotech Ethics Seminar",
      subtitle: "Phase 3 lesson plan - a structured seminar and each team's biotech position",
      path: "/materials/unit3/phase3/Day_15_Biotech_Ethics_Seminar_Lesson_Plan.docx",
      lesson: 15,
      phase: 3,
    }),
    ...unit3aHandoutFiles(3, [11, 12, 13, 14, 15], 13),
  ],
};
