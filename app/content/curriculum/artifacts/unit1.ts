import type { ArtifactInput } from "./schema.ts";

// Unit 1: the file for each materials line of its lessons that names something printed for students.

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
      "One card per station. At each station, roll the die, find your atom (carbon or nitrogen) and your roll, take a bead of the station's color, log the process in your handout and go where the card sends you. 'Stay' means roll again on your next turn here.",
    prep: "One card per station, 6 stations, printed on card stock (two copies of each if groups are larger than 6). Put a die and a cup of beads of the station's color at each: white atmosphere, green plant, red animal, brown soil, yellow decomposer, blue river.",
    parts: [
      {
        kind: "cards",
        heading: "Reservoir stations",
        cards: [
          {
            title: "Atmosphere (white beads)",
            text: "Carbon (as CO2): 1-3 stay in the air. 4-6 photosynthesis: a leaf takes you in -> Plant. Nitrogen (as N2 gas, 78 percent of the air): 1-4 stay, most living things cannot use you. 5 nitrogen fixation by Rhizobium in a bean's root nodule -> Plant. 6 lightning turns you into nitrate that rain carries down -> Soil.",
          },
          {
            title: "Plant (green beads)",
            text: "Carbon (in glucose, starch, cellulose): 1-2 stay in wood or roots. 3 cellular respiration releases you as CO2 -> Atmosphere. 4 an animal eats the plant -> Animal. 5-6 a leaf falls or the plant dies -> Decomposer. Nitrogen (in proteins and DNA): 1-2 stay. 3-4 eaten -> Animal. 5-6 the plant dies -> Decomposer.",
          },
          {
            title: "Animal (red beads)",
            text: "Carbon: 1-2 cellular respiration, you are breathed out as CO2 -> Atmosphere. 3 stay in muscle. 4-6 the animal dies or leaves waste -> Decomposer. Nitrogen: 1-2 excreted in urine as urea, which bacteria turn to ammonium -> Soil. 3 stay in proteins. 4-6 the animal dies -> Decomposer.",
          },
          {
            title: "Soil (brown beads)",
            text: "Carbon (in humus): 1-4 stay, soil can store carbon for decades. 5 soil microbes respire you as CO2 -> Atmosphere. 6 erosion carries you away -> River. Nitrogen: 1 nitrifying bacteria turn ammonium into nitrate, stay. 2-3 roots absorb you -> Plant. 4 denitrifying bacteria release you as N2 -> Atmosphere. 5-6 rain washes extra fertilizer nitrate off the field -> River.",
          },
          {
            title: "Decomposer (yellow beads)",
            text: "Carbon: 1-3 bacteria and fungi respire you as CO2 -> Atmosphere. 4-6 you become part of humus -> Soil. Nitrogen: 1-5 decomposers release you as ammonium (ammonification) -> Soil. 6 stay in a fungus's body.",
          },
          {
            title: "River (blue beads)",
            text: "Carbon (dissolved CO2, algae): 1-3 stay. 4-6 released from the water as CO2 -> Atmosphere. Nitrogen (as nitrate): 1-3 algae take you up; too much nitrate causes an algal bloom, stay. 4 bacteria in the mud release you as N2 -> Atmosphere. 5-6 river water irrigates a field -> Soil.",
          },
        ],
      },
    ],
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
];
