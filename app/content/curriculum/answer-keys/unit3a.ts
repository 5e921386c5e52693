import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit3aKeys: HandoutKeyInput[] = [
  {
    unit: 3,
    phase: 1,
    lesson: 1,
    keys: [
      {
        prompt: "u3-d1-q1",
        notes:
          "One row per category with a map spot. Check the factor columns: biotic = living (tree, grass, ants, moss, people); abiotic = nonliving (sunlight, pavement temperature, standing water, bare soil, wind). 'Signs of life' still needs an abiotic factor, such as the shade or moisture the organism depends on.",
      },
      {
        prompt: "u3-d1-q2",
        notes:
          "Values come from the class demonstration. On a sunny day asphalt often reads 15-25 degrees C hotter than shaded grass; the difference row must be the paved reading minus the planted reading, with units.",
      },
      {
        prompt: "u3-d1-q3",
        answer:
          "This shows a storm drain with a pile of sediment and litter beside a bare slope, an abiotic factor (runoff) that affects the grass on the slope, which is being washed away, and the stream the drain empties into.",
      },
      {
        prompt: "u3-d1-q4",
        answer:
          "The oak by the bus stop shades the sidewalk, so the pavement under it stays cooler (abiotic changed by biotic). The hot, compacted ground around its trunk dries out quickly, so the tree has less water and its leaves wilt on hot afternoons (biotic changed by abiotic).",
      },
      {
        prompt: "u3-d1-q5",
        answer:
          "Through Earth's history carbon dioxide and temperature rose and fell together; toward the present carbon dioxide climbs steeply (from about 280 ppm before industry to over 420 ppm today) and temperature rises with it. Weather is the conditions on one day, so one hot day proves nothing; climate is the pattern over decades, so climate change shows as a trend such as more extreme heat days or heavier downpours.",
      },
      {
        prompt: "u3-d1-q6",
        notes:
          "One genuine question per heading, ideally tied to something seen on the walk (e.g. Ecosystems: 'Why do fewer insects live on the paved side?'; Organisms: 'Which trees survive heat best?'; Technology: 'Can a green roof cool a building?'; Community: 'Who waits longest in the hottest spot?'). Questions answerable with yes/no only get revised.",
      },
      {
        prompt: "u3-d1-q7",
        answer:
          "Water pooled across the path behind the gym after last night's rain. Standing water is an abiotic factor; it affects students who walk through it and the lawn beside it, whose soil is waterlogged and bare.",
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 2,
    keys: [
      {
        prompt: "u3-d2-q1",
        notes:
          "Three readings per site and a correct mean (sum / 3, one decimal). The paved or bare site is expected to be warmer; if readings at one spot differ by more than 2-3 degrees C, ask whether the thermometer was held at the same height and angle.",
      },
      {
        prompt: "u3-d2-q2",
        notes:
          "Moisture recorded the same way at both sites; species richness = plant species + animal species (different kinds, not individuals). Paved sites often score 0-2, planted sites 4 or more.",
      },
      {
        prompt: "u3-d2-q3",
        notes:
          "Accept descriptions instead of names. Stress signs: wilting or browned leaves, cracked dry soil, bare patches, puddles or silt lines. Look for at least one entry per site.",
      },
      {
        prompt: "u3-d2-q4",
        notes:
          "Copied correctly from the class table; the difference row is paved minus planted for temperature and planted minus paved for richness (or says which is larger).",
      },
      {
        prompt: "u3-d2-q5",
        answer:
          "Yes: our three pavement readings were within 1.5 degrees C of each other, but the two sites differed by about 14 degrees C. A difference many times larger than the spread of repeated readings is unlikely to come from measurement error, so it is probably real.",
      },
      {
        prompt: "u3-d2-q6",
        answer:
          "The paved site was about 14 degrees C hotter. Dark asphalt (abiotic) absorbs sunlight and holds heat, while at the planted site the trees and grass (biotic) shade the ground and cool it by transpiration. Question: how much cooler is the ground under one tree compared with a shade sail?",
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 3,
    keys: [
      {
        prompt: "u3-d3-q1",
        answer:
          "Example for a 10 cm ring: radius 5 cm; area = 3.14 x 5 x 5 = 78.5 square cm; volume = 78.5 x 2.5 = about 196 mL, so about 200 mL. A 15 cm ring needs about 440 mL.",
      },
      {
        prompt: "u3-d3-q2",
        answer:
          "Planted bed first, then the bare path, then pavement (which barely absorbs any): roots, organic matter and burrowing animals open pores in planted soil, the path is compacted by feet, and pavement seals the ground.",
      },
      {
        prompt: "u3-d3-q3",
        notes:
          "Every pour has its volume and a time or '>10 min'. Expect planted soil in a few minutes (a second pour on wet soil takes longer), bare compacted ground several minutes to over 10, and pavement: water runs off toward a low point or drain. Roots, worms and crumbly texture noted in the planted ring.",
      },
      {
        prompt: "u3-d3-q4",
        notes:
          "Bars for each site type, axes labeled with units, two clearly keyed measures (or two small graphs). Means must match the class table.",
      },
      {
        prompt: "u3-d3-q5",
        answer:
          "The paved site floods first: no water soaked in and our mean time was over 10 minutes. It was also the hottest (mean about 14 degrees C above the planted site). The planted site had the most species and absorbed water fastest.",
      },
      {
        prompt: "u3-d3-q6",
        answer:
          "Claim: paving turns a cool, wet, species-rich ecosystem into a hot, dry one with few living things. Evidence: the paved site averaged 47 degrees C against 33 degrees C under plants, and water stood on it for over 10 minutes while the planted bed absorbed 440 mL in 3 minutes; the planted quadrats held 6 species and the paved 1. Reasoning: pavement absorbs heat and stops rain from soaking in, so the soil beneath gets no water, roots and soil animals cannot live there, and runoff carries heat and litter to drains instead of recharging the soil. (Full credit: two measurements with units and a link from an abiotic change to living things.)",
      },
      {
        prompt: "u3-d3-q7",
        answer: "Lower the surface temperature at the bus stop by at least 5 degrees C compared with bare pavement.",
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 4,
    keys: [
      {
        prompt: "u3-d4-q1",
        notes:
          "Axes 0-18 hours and 0-700, all 19 points. Exponential phase shaded from hour 0 to about hour 7-8 (the curve bends most steeply up); dashed carrying-capacity line at about 660.",
      },
      {
        prompt: "u3-d4-q2",
        answer:
          "Hours 4-5: 119.1 - 71.1 = 48.0 units. Hours 16-17: 659.6 - 655.9 = 3.7 units. Growth late is about 13 times slower.",
      },
      {
        prompt: "u3-d4-q3",
        answer:
          "K is about 660 units (the culture levels off at 655.9-661.8 over hours 16-18). With more yeast there is less sugar per cell and more alcohol and waste, so food running out and waste building up limit growth; both are density-dependent.",
      },
      {
        prompt: "u3-d4-q4",
        answer:
          "The reindeer rose far above the level the island could support and then crashed instead of leveling off like the yeast. Fall from 1963 to 1966: (6,000 - 42) / 6,000 x 100 = 99.3 %.",
      },
      {
        prompt: "u3-d4-q5",
        answer:
          "Density-dependent: lichen eaten down (more reindeer ate more of it), crowding (less food per animal). Density-independent: the severe snowy winter of 1963-64 (it would strike any herd). 'No predators' is the missing limit that let the herd overshoot; accept it in either column if the student explains that predators usually act as a density-dependent limit.",
      },
      {
        prompt: "u3-d4-q6",
        notes:
          "A named organism from the Day 2 survey, two limits a hotter, drier summer changes (water, food plants, shelter temperature, disease or pests), and a sketch with the new K line below the old one (or above, with a reason, for heat-tolerant species such as some weeds).",
      },
      {
        prompt: "u3-d4-q7",
        answer:
          "Carrying capacity is the largest population an environment can keep supporting over time. A hotter, drier summer would lower K for the earthworms in our lawn, because dry soil leaves them less moist habitat and less plant material to eat.",
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 5,
    keys: [
      {
        prompt: "u3-d5-q1",
        answer:
          "The bus-stop statement: it names a place and who is affected, and gives a measured number (over 15 degrees C hotter than the shaded lawn). 'Stop climate change' has no location, no data and nothing a school team could test.",
      },
      {
        prompt: "u3-d5-q2",
        notes:
          "Three real candidates from the team's photos and data, each scored 1-3 on the three questions, with totals added correctly.",
      },
      {
        prompt: "u3-d5-q3",
        answer:
          "The bus-stop side of the north parking lot. Students waiting after school feel it most; the two young trees planted there and the pollinators that used the old flower bed are also affected.",
      },
      {
        prompt: "u3-d5-q4",
        answer:
          "1. Lower surface temperature by at least 5 degrees C compared with a pavement control in a scale test (baseline: paved site 47 degrees C). 2. Absorb a simulated 2.5 cm storm with no standing water after 10 minutes (baseline: over 10 minutes on pavement). 3. Plants survive two weeks without watering.",
      },
      {
        prompt: "u3-d5-q5",
        answer:
          "Budget: 50 dollars of class supplies. Space: the prototype fits on one lab table (about 60 x 120 cm). Time: built in two class periods. Safety: no glass, no standing water more than 2 days (mosquitoes). Plants: native or at least not invasive.",
      },
      {
        prompt: "u3-d5-q6",
        notes:
          "Names a concrete suggestion from the checklist (e.g. 'cooler' had no number) and the revision made in response.",
      },
      {
        prompt: "u3-d5-q7",
        notes:
          "Names a specific criterion and a reason tied to a constraint or the biology (e.g. cooling by 5 degrees C is hard because plants take weeks to grow a canopy). The second part names something learned about the local ecosystem, not a general statement.",
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 6,
    keys: [
      {
        prompt: "u3-d6-q1",
        answer:
          "Day 29. The mat doubles every day, so the day before it covered the whole pond it covered half; most of the growth happens in the last few days.",
      },
      {
        prompt: "u3-d6-q2",
        answer:
          "Exponential: a J-curve that keeps getting steeper. Logistic: the same start, then an S-curve that levels off at K. The exponential model assumes unlimited space, light and nutrients, which a cup or pond cannot provide.",
      },
      {
        prompt: "u3-d6-q3",
        notes:
          "A consistent counting rule, and for sampled photos four square counts, their mean and the multiplication by the number of water-surface squares (as in the worked example: 7.5 x 60 = 450).",
      },
      {
        prompt: "u3-d6-q4",
        notes:
          "Both containers on one set of axes with a key; exponential phase labeled where the counts rise faster and faster; the cup levels off lower than the tub, each K marked with a dashed line.",
      },
      {
        prompt: "u3-d6-q5",
        notes:
          "Read from the class counts; healthy duckweed under good light often doubles in about 2-4 days. Both early doublings should take about the same time, which is what exponential growth means.",
      },
      {
        prompt: "u3-d6-q6",
        answer:
          "The tubs have more water surface, so more fronds fit before they cover it and shade each other. Early on both containers doubled at about the same rate, so the tub duckweed did not reproduce faster; it had more room and light, which raised K.",
      },
      {
        prompt: "u3-d6-q7",
        answer:
          "Space on the water surface (and the light and nutrients that come with it) set K for duckweed. In our neighborhood, the number of nesting cavities in old trees limits the number of chickadees.",
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 7,
    keys: [
      {
        prompt: "u3-d7-q1",
        answer:
          "The number of species fell from 15 to 8. Without Pisaster eating them, mussels crowded out the barnacles, algae and other animals competing for space on the rocks.",
      },
      {
        prompt: "u3-d7-q2",
        answer:
          "Sea otter -> sea urchin -> kelp (arrows may instead follow energy: kelp -> urchin -> otter). If otters decline, urchins multiply and graze the kelp down to an urchin barren.",
      },
      {
        prompt: "u3-d7-q3",
        answer:
          "Producer, kelp: 10,000 kcal. Herbivore, urchins: 10,000 x 0.10 = 1,000 kcal. Predator, sea otters: 1,000 x 0.10 = 100 kcal.",
      },
      {
        prompt: "u3-d7-q4",
        answer:
          "About 90 % at each level is used for life processes (moving, keeping warm, growing, repairing) and lost as heat, or is never eaten. So little energy reaches the top that only a few predators can be supported, and losing a few of them removes the control they had over the herbivores.",
      },
      {
        prompt: "u3-d7-q5",
        notes:
          "Arrows point from food to eater (oak -> caterpillars -> chickadees -> hawk; clover -> bees; aphids -> lady beetles; leaves -> earthworms). A circled keystone (oak or hawk are common, justified choices) and a cascade across three levels marked.",
      },
      {
        prompt: "u3-d7-q6",
        answer:
          "Remove lady beetles (a heat wave): aphids increase, so the plants they suck sap from decrease. Remove the oak (drought): caterpillars decrease, then chickadees that feed caterpillars to their chicks decrease, and the hawk has less prey.",
      },
      {
        prompt: "u3-d7-q7",
        answer:
          "Sea otters are few, yet by eating urchins they keep kelp forests standing, so they shape the whole community far more than their numbers suggest. In our web, losing the oak would leave caterpillars without food, so chickadees raising chicks would decline.",
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 8,
    keys: [
      {
        prompt: "u3-d8-q1",
        answer:
          "If one side of the chamber is moist and the other dry, then most isopods will gather on the moist side, because they lose water easily through their gill-like breathing structures and body surface.",
      },
      {
        prompt: "u3-d8-q2",
        answer:
          "Independent: moist or dry side. Dependent: number of isopods on each side. Kept the same: light (both sides shaded equally), temperature, number of animals (10), time between counts, paper towel type.",
      },
      {
        prompt: "u3-d8-q3",
        notes:
          "Ten rows filled, each row adding up to 10 with the middle column. Typically the moist side gains animals over the first few minutes (often 7-9 of 10 by minute 10), with clusters ticked on the moist side.",
      },
      {
        prompt: "u3-d8-q4",
        notes:
          "Same as trial 1 with the sides swapped. If the animals again end up mostly on the moist side, the preference is for moisture, not for one end of the chamber.",
      },
      {
        prompt: "u3-d8-q5",
        notes:
          "Two lines with a key, axes 0-10 minutes and 0-10 isopods; the lines should mostly rise and stay above 5.",
      },
      {
        prompt: "u3-d8-q6",
        notes:
          "Recomputed from the class table: sum of moist-side counts at minute 10 / (number of groups x 10) x 100. Pooling helps because any one group's 10 animals can behave oddly; many groups average out chance.",
      },
      {
        prompt: "u3-d8-q7",
        answer:
          "Claim: isopods prefer moisture. Evidence: at minute 10, 8 of 10 were on the moist side in trial 1 and 9 of 10 after we swapped sides in trial 2; most were touching in clusters. Reasoning: because they followed the moisture when it moved, it was the moisture, not the side, they chose. Isopods lose water easily, so moving to damp places and clustering (which lowers the surface each animal exposes to dry air) keeps them from drying out.",
      },
      {
        prompt: "u3-d8-q8",
        answer:
          "A drought would dry out leaf litter and soil, so fewer isopods would survive and reproduce. With fewer decomposers, dead leaves in a rain garden would break down more slowly, returning fewer nutrients to the soil for the plants.",
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 9,
    keys: [
      {
        prompt: "u3-d9-q1",
        answer:
          "Move: a bird's wintering range shifting north (needs a route and suitable habitat to move into). Shift timing: trees leafing out earlier in spring (needs a cue such as temperature). Adapt: rock pocket mice with dark fur on dark lava (needs heritable variation and many generations). Decline: pikas disappearing from low, warm sites (happens when the species cannot move, shift or adapt fast enough).",
      },
      {
        prompt: "u3-d9-q2",
        answer:
          "Heritable variation in fur color (the dark-fur mutation) had to exist already; then over many generations dark mice survived better on dark rock. A sugar maple reproduces only after decades, so 50 years is just one or two generations: too few for selection to change the population much.",
      },
      {
        prompt: "u3-d9-q3",
        notes:
          "Names the species, the measure with units (degrees N latitude, or day of year) and the first and last year of the data.",
      },
      {
        prompt: "u3-d9-q4",
        notes:
          "Year on the x-axis, the measure on the y-axis with units and an even scale; a straight best-fit line with about as many points above as below it.",
      },
      {
        prompt: "u3-d9-q5",
        notes:
          "Two points read off the line, slope = change in value / change in years with units (degrees per year or days per year), times 10 for per decade. Example: day 110 in 1970 and day 98 in 2020 gives -12 / 50 = -0.24 days per year = about 2.4 days earlier per decade.",
      },
      {
        prompt: "u3-d9-q6",
        answer:
          "Between 1970 and 2020, the first bloom of our lilacs shifted earlier by about 2.4 days per decade. One limitation is that early years have fewer observers and one location only, so a few odd years can tilt the line.",
      },
      {
        prompt: "u3-d9-q7",
        answer:
          "30 years = 3 decades. The flower shifts 3 x 3 = 9 days earlier and the bee 3 x 1 = 3 days earlier, so the gap is 9 - 3 = 6 days. Flowers that open before the bees emerge are visited less, so fewer seeds form; bees emerging after the peak bloom find less nectar and pollen, so fewer survive and reproduce.",
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 10,
    keys: [
      {
        prompt: "u3-d10-q1",
        answer:
          "Likely increasing: blacklegged tick (warmer winters let more survive, range spreading north), Asian tiger mosquito (spreads north as winters warm), poison ivy (grows faster and more potent with extra carbon dioxide), kudzu (frost limits it; milder winters let it spread). Likely decreasing: brook trout (needs cold water), American pika (dies after a few hours of heat it cannot escape), sunflower sea star (wasting disease worsened by a marine heat wave). Not sure: sugar maple (may lose the south of its range but persist further north), pill bugs (widespread and tolerant, but dry out in drought).",
      },
      {
        prompt: "u3-d10-q2",
        notes:
          "Rates copied with units (days per decade, km or degrees latitude per decade) and a question about the data, such as number of years or observers.",
      },
      {
        prompt: "u3-d10-q3",
        answer:
          "Claim: warming increases some species and decreases others. Evidence: the first bloom of our lilacs moved about 2.4 days earlier per decade, and the Audubon data show the purple finch's wintering range moving about 400 miles (640 km) north in about 40 years, roughly 160 km per decade; meanwhile pikas have vanished from several low, warm sites where they once lived. Reasoning: species with broad tolerances, short generations and easy dispersal (ticks, weeds, many birds) can move or adjust as conditions change, while species that need cold, like pikas, cannot survive the heat and have nowhere higher to go, so their numbers fall. (Score: data from two species with units, reasoning that names a trait.)",
      },
      {
        prompt: "u3-d10-q4",
        notes:
          "Two or three organisms from the Day 2 survey, the isopods or local pollinators and trees, with each need specific (e.g. native bees: nectar and pollen April to October, bare soil to nest in, water within 500 m).",
      },
      {
        prompt: "u3-d10-q5",
        answer: "Something in our planting blooms every month from April through October for native bees.",
      },
      {
        prompt: "u3-d10-q6",
        answer:
          "Isopods need moist, shaded ground, so we added the criterion: mulch under the plants stays damp for at least three days after watering.",
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 11,
    keys: [
      {
        prompt: "u3-d11-q1",
        answer:
          "Guide RNA: its about 20 bases pair with the target DNA and lead Cas9 there. Cas9: the enzyme that cuts both strands of the DNA. PAM: a short NGG sequence that must sit right beside the target, or Cas9 will not cut.",
      },
      {
        prompt: "u3-d11-q2",
        answer:
          "Needing both a 20-base match and a PAM narrows the places Cas9 can cut, so it edits the gene we want and is much less likely to cut somewhere else in the genome.",
      },
      {
        prompt: "u3-d11-q3",
        answer:
          "AUG Met, GCU Ala, UCA Ser, AAG Lys, UGG Trp, CUG Leu, GAA Glu, CAU His, CGU Arg, GGA Gly, GUU Val, GAU Asp, UAA Stop: Met-Ala-Ser-Lys-Trp-Leu-Glu-His-Arg-Gly-Val-Asp (12 amino acids).",
      },
      {
        prompt: "u3-d11-q4",
        answer:
          "Target: TCAAAGTGGCTGGAACATCG (bases 7-26); PAM: TGG (bases 27-29). Cas9 cuts three bases before the PAM, between base 23 and base 24: ...GGAACA | TCGTGG...",
      },
      {
        prompt: "u3-d11-q5",
        answer:
          "End joining (bases 24-25, TC, deleted): AUG GCU UCA AAG UGG CUG GAA CAG UGG AGU UGA = Met-Ala-Ser-Lys-Trp-Leu-Glu-Gln-Trp-Ser-Stop. Donor template (codon 8 CAT changed to TAT): AUG GCU UCA AAG UGG CUG GAA UAU CGU GGA GUU GAU UAA = Met-Ala-Ser-Lys-Trp-Leu-Glu-Tyr-Arg-Gly-Val-Asp-Stop.",
      },
      {
        prompt: "u3-d11-q6",
        answer:
          "The donor template changed one amino acid (His to Tyr) and left the rest of the protein the same. Deleting two bases shifted the reading frame, so every codon after the cut was read differently (Gln-Trp-Ser) and a stop codon came early: a shorter protein that probably does not work, knocking the gene out.",
      },
      {
        prompt: "u3-d11-q7",
        notes:
          "Both starting pH values recorded (often 7-8 with fertilizer) and colors. A strong prediction: the light bottle will be greener and its pH higher, because algae photosynthesize in light, using carbon dioxide (which makes water acidic) and growing; in the dark they only respire.",
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 12,
    keys: [
      {
        prompt: "u3-d12-q1",
        answer:
          "Breeding: from a plant of the same or a related species that can cross; the whole genome mixes, and DNA markers let breeders pick offspring with the wanted version; often 7-12 years, a few years with markers once the gene is known. Transgenic: a gene from another species; inserted into the genome (where it lands is less controlled in older methods); many years with testing and approval. Gene editing: a targeted change to the plant's own DNA at one chosen site; a few years to make, plus testing.",
      },
      {
        prompt: "u3-d12-q2",
        answer:
          "Sub1 rice: floods that submerge rice; SUB1A, a protein that holds back growth underwater so the plant saves its sugar; moved from a flood-tolerant Indian variety into popular varieties by marker-assisted breeding; survives about two weeks underwater instead of about one, with higher yields after floods; few new risks (same species), slower than a gene insert; a public institute shared the seed with farmers. HB4 wheat: drought; HaHB4 from sunflower, a protein that switches on drought-response genes; transgene inserted; company trials report higher yields in dry years; gene from another species, stacked herbicide tolerance, export acceptance; sold by a company. ARGOS8 corn: drought; ARGOS8, a protein that makes the plant less sensitive to the stress hormone ethylene; CRISPR put a stronger promoter in front of the corn's own gene so it makes more protein; field trials gave about 5 more bushels per acre under drought and no loss with good water; off-target edits, patents; company seed.",
      },
      {
        prompt: "u3-d12-q3",
        answer:
          "In Sub1 rice, breeders brought in the SUB1A gene version. Its protein slows the plant's growth while it is underwater, so the plant does not burn its stored sugar growing tall; when the flood drains it still has the energy to recover, which gives the trait of surviving about two weeks submerged.",
      },
      {
        prompt: "u3-d12-q4",
        notes:
          "Matches the approach to the scenario (e.g. Sub1 rice for the monsoon district: same species, bred by a public institute, seed farmers can save) with one benefit and one risk grounded in the case cards.",
      },
      {
        prompt: "u3-d12-q5",
        notes:
          "A question farmers, not scientists or companies, should answer (Can we save and replant the seed? What will it cost each year? Will buyers accept it?) and why it affects their lives or income.",
      },
      {
        prompt: "u3-d12-q6",
        answer:
          "Sub1 rice: breeders crossed a flood-tolerant variety with popular ones and used DNA markers to keep offspring carrying SUB1A, so the change came from rice itself. ARGOS8 corn: CRISPR cut the corn's DNA at a chosen spot and a new promoter was copied in front of its own ARGOS8 gene. Either choice is acceptable with a reason, e.g. 'Sub1 rice, because it has been grown by millions of farmers and the seed can be saved.'",
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 13,
    keys: [
      {
        prompt: "u3-d13-q1",
        answer:
          "Needs oxygen: respiration yes; fermentation no. Inputs: glucose and oxygen; glucose only. Products: carbon dioxide, water and ATP; ethanol, carbon dioxide and ATP. ATP per glucose: about 30-32 (older books say 36-38); 2. Where: cytoplasm (glycolysis) and mitochondria; cytoplasm only.",
      },
      {
        prompt: "u3-d13-q2",
        answer:
          "Table sugar, because it is 12 g of sucrose that yeast split into glucose and fructose and ferment quickly; juice has slightly less sugar (about 10 g) and is acidic. (Any reasoned prediction earns credit.)",
      },
      {
        prompt: "u3-d13-q3",
        notes:
          "Seven rows per bottle in cm, the same method for all three bottles. Expect the sugar and juice balloons to grow steadily after a lag of 5-10 minutes (often 15-25 cm around by 30 minutes), the plant-waste balloon barely to change; in the vented setup, foam height rises in the same order. A balloon removed past 30 cm is noted.",
      },
      {
        prompt: "u3-d13-q4",
        notes: "Three lines with a key, time 0-30 minutes on the x-axis, cm on the y-axis, title naming the setup.",
      },
      {
        prompt: "u3-d13-q5",
        notes:
          "Recompute from the student's own table: (30-minute value - 0-minute value) / 30 for each bottle, in cm per minute. Example: sugar (21 - 8) / 30 = 0.43 cm per minute; juice (19 - 8) / 30 = 0.37; soak (9 - 8) / 30 = 0.03. The fastest is the bottle with the largest rate.",
      },
      {
        prompt: "u3-d13-q6",
        answer:
          "Most of the sugar in plant waste is locked in cellulose and hemicellulose, long chains baker's yeast cannot break down, and one of the sugars they release, xylose, ordinary yeast cannot ferment. With almost no free sugar, the yeast made very little carbon dioxide.",
      },
      {
        prompt: "u3-d13-q7",
        answer:
          "Benefit: fuel from corn stalks and other waste instead of from food crops, using land that is already farmed. Risk: an engineered strain escaping or passing genes on; or fuel plants that are costly to build and still release carbon dioxide when the ethanol burns.",
      },
      {
        prompt: "u3-d13-q8",
        answer:
          "Ethanol and carbon dioxide (and a little ATP for the yeast). Waste-based fuel could help if it replaces gasoline and the waste is not needed to protect soil, because the carbon dioxide released when ethanol burns was taken from the air by the plants; it helps less if growing and processing use a lot of fossil energy.",
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 14,
    keys: [
      {
        prompt: "u3-d14-q1",
        notes:
          "Day 11 values copied; pH change = Day 14 - Day 11. Typically the light bottle rises about 0.5-2 pH units, is greener and cloudier (a thicker line is the thinnest visible), while the dark bottle changes little or drops slightly.",
      },
      {
        prompt: "u3-d14-q2",
        notes:
          "A count from the class chart (most groups), and an outlier with a plausible cause: a bottle near a heater, too little light, a crashed culture, a cap sealed tight.",
      },
      {
        prompt: "u3-d14-q3",
        answer:
          "6 CO2 + 6 H2O + light energy -> C6H12O6 + 6 O2. Carbon dioxide dissolved in water forms carbonic acid, which lowers pH. In the light, algae take carbon dioxide out of the water to build sugar, so there is less carbonic acid and the pH rises. In the dark they only respire and add carbon dioxide, so the pH stays the same or falls.",
      },
      {
        prompt: "u3-d14-q4",
        answer:
          "Example: the cell read 0.5 V, so 2 V / 0.5 V = 4 cells in series. (Recompute with the class reading; round up to a whole cell.)",
      },
      {
        prompt: "u3-d14-q5",
        answer:
          "Bacteria such as Geobacter strip electrons from organic matter in the oxygen-poor mud -> the electrons pass to the buried anode -> they flow through the wire (and meter) -> to the cathode at the surface -> where they join oxygen (and hydrogen ions) to form water.",
      },
      {
        prompt: "u3-d14-q6",
        answer:
          "Algae capture carbon and microbes can make electricity. Our light bottle's pH rose from 7.5 to 8.5 while the dark bottle stayed at 7.5, showing algae removed carbon dioxide only with light. The mud cell made about 0.5 V, showing bacteria release electrons as they break down organic matter.",
      },
      {
        prompt: "u3-d14-q7",
        answer:
          "Only at a much larger scale and only if the carbon stays stored: algae that decompose or are burned as fuel return their carbon to the air, so the benefit depends on using the biomass for something long-lasting or replacing fossil fuel. The fuel cell's power is tiny, enough for a sensor, not for a building, so it could help only as a low-power demonstration.",
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 15,
    keys: [
      {
        prompt: "u3-d15-q1",
        notes: "Names the corner and a reason; any position is acceptable.",
      },
      {
        prompt: "u3-d15-q2",
        notes:
          "Benefit and risk each cite a day's evidence (e.g. Day 12: ARGOS8 corn gave about 5 more bushels per acre under drought; Day 13: plant waste barely fermented without engineered yeast). Contained: the yeast plant and the rooftop bioreactor; released: the corn and the soil bacteria. The stakeholder line speaks from the lens card's interests.",
      },
      {
        prompt: "u3-d15-q3",
        notes:
          "An open question (not yes/no) that invites evidence or values, e.g. 'Who should pay if engineered soil bacteria spread to a neighbor's field?'",
      },
      {
        prompt: "u3-d15-q4",
        notes:
          "At least four entries, with evidence named where it was used and at least one comment recorded as building on another speaker.",
      },
      {
        prompt: "u3-d15-q5",
        answer:
          "Our rain garden will use only unmodified native plants and the soil microbes already there. On Day 14 living systems captured carbon only as long as the biomass stayed stored, and a garden keeps its carbon in roots and soil without the risks of releasing an engineered organism (Day 15). We would consider engineered organisms only if they were contained, tested for local effects and approved with the neighbors' consent.",
      },
      {
        prompt: "u3-d15-q6",
        notes:
          "States whether the view changed and names a specific piece of evidence or a stakeholder's perspective heard in the seminar.",
      },
    ],
  },
];
