import type { ArtifactInput } from "./schema.ts";

// Unit 1: the file for each materials line of its lessons that names something printed for students.

const stay = "Stay: roll again next turn";

/**
 * The Journey of an Atom stations: for each roll of a die, where a carbon and a nitrogen atom go and by what process.
 * Rolls that keep an atom in place stand for the reservoirs that hold atoms longest (soil humus, nitrogen gas in air).
 */
export const stations: { name: string; beads: string; rolls: [string, string][] }[] = [
  {
    name: "Atmosphere",
    beads: "white",
    rolls: [
      [`As CO2 in the air. ${stay}`, `As N2 gas, 78 percent of the air; most living things cannot use you. ${stay}`],
      [stay, stay],
      [stay, stay],
      ["Photosynthesis: a leaf takes you in through its stomata -> Plant", stay],
      [
        "Photosynthesis: a leaf takes you in -> Plant",
        "Nitrogen fixation: Rhizobium in a bean's root nodule makes you into ammonia -> Plant",
      ],
      [
        "Photosynthesis: a leaf takes you in -> Plant",
        "Lightning turns you into nitrate that rain carries down -> Soil",
      ],
    ],
  },
  {
    name: "Plant",
    beads: "green",
    rolls: [
      [`Stored in wood, starch or cellulose. ${stay}`, `Built into proteins and DNA. ${stay}`],
      [stay, stay],
      ["Cellular respiration releases you as CO2 -> Atmosphere", "An animal eats the plant -> Animal"],
      ["An animal eats the plant -> Animal", "An animal eats the plant -> Animal"],
      ["A leaf falls -> Decomposer", "The plant dies -> Decomposer"],
      ["The plant dies -> Decomposer", "A leaf falls -> Decomposer"],
    ],
  },
  {
    name: "Animal",
    beads: "red",
    rolls: [
      [
        "Cellular respiration: you are breathed out as CO2 -> Atmosphere",
        "Excreted in urine as urea, which bacteria turn into ammonium -> Soil",
      ],
      ["Cellular respiration: breathed out as CO2 -> Atmosphere", "Excreted in waste -> Soil"],
      [`Built into muscle. ${stay}`, `Built into proteins. ${stay}`],
      ["Left in droppings -> Decomposer", "The animal dies -> Decomposer"],
      ["The animal dies -> Decomposer", "The animal dies -> Decomposer"],
      ["The animal dies -> Decomposer", "The animal dies -> Decomposer"],
    ],
  },
  {
    name: "Soil",
    beads: "brown",
    rolls: [
      [
        `Held in humus; soil can store carbon for decades. ${stay}`,
        `Nitrifying bacteria turn ammonium into nitrate. ${stay}`,
      ],
      [stay, "Roots absorb you as nitrate -> Plant"],
      [stay, "Roots absorb you as ammonium -> Plant"],
      [stay, "Denitrifying bacteria release you as N2 -> Atmosphere"],
      ["Soil microbes respire you as CO2 -> Atmosphere", "Rain washes extra fertilizer nitrate off the field -> River"],
      ["Erosion carries you away -> River", "Nitrate leaches down into groundwater that feeds a stream -> River"],
    ],
  },
  {
    name: "Decomposer",
    beads: "yellow",
    rolls: [
      ["Bacteria and fungi respire you as CO2 -> Atmosphere", "Released as ammonium (ammonification) -> Soil"],
      ["Respired as CO2 -> Atmosphere", "Released as ammonium -> Soil"],
      ["Respired as CO2 -> Atmosphere", "Released as ammonium -> Soil"],
      ["You become part of humus -> Soil", "Released as ammonium -> Soil"],
      ["You become part of humus -> Soil", "Released as ammonium -> Soil"],
      ["You become part of humus -> Soil", `Built into a fungus's body. ${stay}`],
    ],
  },
  {
    name: "River",
    beads: "blue",
    rolls: [
      [
        `Dissolved in the water or taken up by algae. ${stay}`,
        `Algae take you up; too much nitrate causes an algal bloom. ${stay}`,
      ],
      [stay, stay],
      [stay, stay],
      ["Released from the water as CO2 -> Atmosphere", "Bacteria in the river mud release you as N2 -> Atmosphere"],
      ["Released from the water as CO2 -> Atmosphere", "River water irrigates a field -> Soil"],
      ["Released from the water as CO2 -> Atmosphere", "River water irrigates a field -> Soil"],
    ],
  },
];

export const unit1Artifacts: ArtifactInput[] = [
  {
    unit: 1,
    lesson: 2,
    provides: "Printed soil food web organism cards",
    title: "Soil Food Web Organism Cards",
    intro:
      "Nine cards for building a soil food web. Each card says what the organism eats or takes in, what eats it and what it does for the soil. Lay the cards out, then draw arrows from the food to the organism that eats it: arrows follow the energy and matter.",
    prep: "One set per group of about 4: 8 sets for a class of 30, printed on card stock and cut apart; keep each set in an envelope for reuse.",
    parts: [
      {
        kind: "cards",
        heading: "Soil food web organisms",
        cards: [
          {
            title: "Plant roots",
            text: "Producers. Leaves make sugars by photosynthesis; roots leak some of them into the soil, feeding bacteria and fungi. Dead roots and fallen leaves become food for decomposers.",
          },
          {
            title: "Fallen leaf (dead organic matter)",
            text: "Not alive, but full of stored carbon and nitrogen. Eaten by bacteria, fungi, earthworms, springtails and mites, which break it down and release nutrients.",
          },
          {
            title: "Bacteria",
            text: "Decomposers too small to see: a teaspoon of healthy soil holds hundreds of millions. They break down dead matter and release carbon dioxide and mineral nitrogen. Eaten by nematodes and protozoa.",
          },
          {
            title: "Fungi",
            text: "Decomposers that spread as thin threads (hyphae) through the soil, breaking down tough leaves and wood. Some partner with roots and trade water and phosphorus for sugar. Eaten by springtails, mites and nematodes.",
          },
          {
            title: "Nematodes",
            text: "Tiny roundworms, about 1 mm long. Most eat bacteria or fungi and release the extra nitrogen as ammonium that roots can absorb. Eaten by mites and centipedes.",
          },
          {
            title: "Springtails",
            text: "Tiny insect-like animals (1-2 mm) that jump with a tail-like spring. They graze on fungi and decaying leaves, shredding them for decomposers. Eaten by predatory mites and centipedes.",
          },
          {
            title: "Mites",
            text: "Eight-legged relatives of spiders, often smaller than a pinhead. Some shred dead leaves and eat fungi; others are predators of springtails and nematodes. Eaten by centipedes.",
          },
          {
            title: "Earthworms",
            text: "Eat dead leaves and soil, mixing organic matter deep into the ground. Their tunnels let in air and water, and their castings are rich in nutrients. Eaten by birds, moles and centipedes (small worms).",
          },
          {
            title: "Centipedes",
            text: "Fast predators with one pair of legs per body segment. They hunt springtails, mites, insects and small earthworms. At the top of this soil food web; when they die, decomposers recycle them too.",
          },
        ],
      },
    ],
  },
  {
    unit: 1,
    lesson: 3,
    provides: "Journey of an Atom station cards for six reservoirs: atmosphere, plant, animal, soil, decomposer, river",
    title: "Journey of an Atom Station Cards",
    intro:
      "One card per station. At each station, roll the die, find your roll in your atom's column (carbon or nitrogen), take a bead of the station's color, log the process in your handout and go where the card sends you. 'Stay' means you remain at this station and roll again on your next turn.",
    prep: "One card per station, 6 stations: print each station's table on card stock (two copies of each if more than 6 students share a station). Put a die and a cup of beads of the station's color at each: white atmosphere, green plant, red animal, brown soil, yellow decomposer, blue river.",
    parts: stations.map(({ name, beads, rolls }) => ({
      kind: "table" as const,
      heading: `${name} station (${beads} beads)`,
      columns: ["Roll", "Carbon atom", "Nitrogen atom"],
      rows: rolls.map(([carbon, nitrogen], i) => [String(i + 1), carbon, nitrogen]),
    })),
  },
  {
    unit: 1,
    lesson: 6,
    provides: "Crop cards listing sun, spacing, water and nitrogen needs",
    title: "Crop Cards",
    intro:
      "Twelve crops that grow well in community gardens, including favorites from many families' cuisines. Each card gives the hours of direct sun the crop needs, how far apart to plant it, how much water it wants and how much nitrogen it takes from the soil. Use them to place crops on your site plan.",
    prep: "One set per group of about 4: 8 sets for a class of 30, on card stock, cut apart. Add cards for crops your neighbor survey named.",
    parts: [
      {
        kind: "cards",
        heading: "Crops",
        cards: [
          {
            title: "Tomato",
            text: "Sun: full, 6-8+ hours. Spacing: 45-60 cm, staked or caged. Water: deep and even, about 2.5 cm a week; uneven watering cracks fruit. Nitrogen: medium-high, but too much gives leaves instead of fruit.",
          },
          {
            title: "Peppers and chiles",
            text: "Sun: full, 6-8 hours, and warm soil. Spacing: 30-45 cm. Water: moderate and even. Nitrogen: medium.",
          },
          {
            title: "Collard greens",
            text: "Sun: 4-6 hours is enough (partial shade tolerated). Spacing: 45 cm. Water: steady. Nitrogen: high, a leaf crop that grows best after compost or beans.",
          },
          {
            title: "Lettuce",
            text: "Sun: 4-6 hours; likes cool weather and shade in summer, when it bolts (flowers and turns bitter). Spacing: 20-30 cm. Water: frequent and light, shallow roots. Nitrogen: medium.",
          },
          {
            title: "Bush beans",
            text: "Sun: full, 6-8 hours. Spacing: 10-15 cm. Water: moderate. Nitrogen: low: Rhizobium in their root nodules fixes nitrogen from the air, and their roots leave some for the next crop.",
          },
          {
            title: "Corn",
            text: "Sun: full, 8+ hours. Spacing: 20-30 cm, planted in a block of short rows so the wind pollinates it. Water: high, especially when tassels form. Nitrogen: high.",
          },
          {
            title: "Squash and zucchini",
            text: "Sun: full, 6-8 hours. Spacing: about 90 cm, vines spread wide. Water: deep, at the base, not on the leaves. Nitrogen: medium.",
          },
          {
            title: "Okra",
            text: "Sun: full, 6-8 hours; loves heat. Spacing: 30-45 cm. Water: moderate, drought-tolerant once established. Nitrogen: low-medium.",
          },
          {
            title: "Callaloo (amaranth greens)",
            text: "Sun: full, 6+ hours; thrives in heat. Spacing: 30 cm. Water: low-moderate, drought-tolerant. Nitrogen: medium. Leaves cooked as greens in Caribbean and West African dishes.",
          },
          {
            title: "Bok choy",
            text: "Sun: 4-6 hours, partial shade tolerated; prefers cool weather. Spacing: 15-25 cm. Water: steady. Nitrogen: medium-high.",
          },
          {
            title: "Cilantro",
            text: "Sun: 4-6 hours; bolts quickly in hot weather, so sow every few weeks. Spacing: 15 cm. Water: moderate. Nitrogen: low-medium.",
          },
          {
            title: "Sweet potato",
            text: "Sun: full, 6-8 hours, warm soil. Spacing: 30-45 cm, vines spread. Water: moderate, drought-tolerant. Nitrogen: low; too much gives vines instead of roots.",
          },
        ],
      },
    ],
  },
  // Lesson 6 starts from a week of sun readings and neighbors' wishes gathered beforehand (prep/lead-times.ts).
  {
    unit: 1,
    lesson: 6,
    provides: "Sun-hour tracking sheet completed for the site over the previous week",
    title: "Sun-Hour Tracking Sheet",
    intro:
      "Fruiting crops need at least 6 hours of direct sun a day, so the garden's beds go where the sun is. For one school week, check each spot at 9 am, 11 am, 1 pm and 3 pm and write S (direct sun on the ground), P (part shade, dappled) or X (shade). Each S stands for about 2 hours of sun, so a spot with S at all four checks gets about 8 hours.",
    prep: "Before the week starts, mark four spots on the site (A-D: for example the middle of the lot, beside the fence, near the building and by the water tap) and note them below. Print 1 copy on card stock for a clipboard kept by the door nearest the site, for the volunteer or teacher who makes the checks; copy the finished sheet for each group of about 4 (8 copies for a class of 30) before Lesson 6.",
    parts: [
      {
        kind: "space",
        heading: "Our spots",
        prompt: "Describe where each spot is and what is near it (a wall, a tree, a fence).",
        response: { kind: "table", columns: ["Spot", "Where it is and what is near it"], rows: ["A", "B", "C", "D"] },
      },
      {
        kind: "space",
        heading: "Sun checks",
        prompt: "At each check write S, P or X for each spot, and the weather (sunny, some clouds, overcast).",
        response: {
          kind: "table",
          columns: ["Day and time", "Spot A", "Spot B", "Spot C", "Spot D", "Weather"],
          rows: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].flatMap((day) =>
            ["9 am", "11 am", "1 pm", "3 pm"].map((time) => `${day} ${time}`),
          ),
          rowHeight: 20,
        },
      },
      {
        kind: "space",
        heading: "Sun hours",
        prompt:
          "For each spot, count the S checks on sunny days, divide by the number of sunny days and multiply by 2 for its mean hours of direct sun a day. An overcast day tells you nothing about shade: leave it out.",
        response: {
          kind: "table",
          columns: ["Spot", "S checks on sunny days", "Sunny days", "Mean sun hours a day", "Fruiting crops (6+ h)?"],
          rows: ["A", "B", "C", "D"],
        },
      },
    ],
  },
  {
    unit: 1,
    lesson: 6,
    provides:
      "Neighbor survey answers or a local community gardener's quotes on what people want to grow and why (the survey goes home 10 school days ahead)",
    title: "Neighbor Garden Survey",
    intro:
      "Our biology class is designing a community garden for the neighborhood. Your answers help us choose what to grow and how to make the garden work for the people who live here. Answer only what you want to, in any language. The Name line is for the student who brings the survey back: you need not give yours.",
    prep: "One per student (30 copies) to take home 10 school days before Lesson 6, in the families' languages, with the date to bring it back; each student may also ask a neighbor. Collect them a day ahead and pick 6-8 short quotes for the Lesson 6 hook, and the crops named most often for the crop cards.",
    parts: [
      {
        kind: "space",
        heading: "What would you grow?",
        prompt: "Name up to three vegetables, fruits or herbs you would like to grow or eat from the garden, and why.",
        response: {
          kind: "table",
          columns: ["Crop", "Why (a dish, a memory, price, health)"],
          rows: ["1", "2", "3"],
        },
      },
      {
        kind: "checklist",
        heading: "What would help you use the garden? (check any)",
        items: [
          "Beds at a height I can reach sitting or without bending",
          "Garden hours after work or on weekends",
          "Sharing the harvest with neighbors or a food pantry",
          "Classes on growing or cooking",
          "A shady place to sit",
        ],
      },
      {
        kind: "space",
        heading: "Your words",
        prompt:
          "What would a garden here mean to you or your family? We may read your words, without your name, in class.",
        response: { kind: "lines", count: 4 },
      },
    ],
  },
];
