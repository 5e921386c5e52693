import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit3bKeys: HandoutKeyInput[] = [
  {
    unit: 3,
    phase: 4,
    lesson: 16,
    keys: [
      {
        prompt: "u3-d16-q1",
        notes:
          "Each criterion has a number and a tray-test measurement, e.g. 'cut runoff by at least 30 percent compared with the pavement tray (mL collected from 1 L)', 'surface at least 5 C cooler after 10 minutes under the lamp (infrared thermometer)', 'food, water and shelter for at least 3 more native species (site-grid count)'. At least one row is a community criterion such as 'upkeep under 1 hour a month for the custodial crew' or 'shade at the bus stop where students wait'. Push back on 'works well' or 'looks nice'.",
      },
      {
        prompt: "u3-d16-q2",
        notes:
          "Constraints are limits, not goals: a budget (e.g. $20 of materials for the prototype), the space of one tray or the real site, days until testing, safety rules (no standing water near outlets). A strong answer names the deal-breaker, e.g. a green roof is out if the roof cannot carry wet soil, however well it scores.",
      },
      {
        prompt: "u3-d16-q3",
        notes:
          "Three designs that differ in approach, not three trays of grass: e.g. a rain garden, shade trees along the walkway, and a pollinator strip or bioreactor. Each frame labels the living parts and what they do (roots open soil pores, leaves shade and transpire, algae photosynthesize).",
      },
      {
        prompt: "u3-d16-q4",
        notes:
          "Names the design crossed out and the constraint it breaks (cost, space, safety, time to grow), or explains why each design fits every constraint. Credit a team that recognizes a constraint it cannot yet check (e.g. roof load) and notes who could check it.",
      },
      {
        prompt: "u3-d16-q5",
        notes:
          "Totals must equal the sum of weight x score for each design in the team's matrix (spot-check one column). In the template's worked example the rain garden totals 42, shade trees 39 and the green roof 32, so the rain garden wins by 3 points.",
      },
      {
        prompt: "u3-d16-q6",
        answer:
          "In the worked example, dropping the community (upkeep) weight from 3 to 1 leaves the rain garden ahead (36 to shade trees' 31), so the choice is robust to that weight; but dropping the runoff weight from 3 to 1 makes shade trees win (35 to 32). A winner that flips on one weight shows the decision rests on that priority, so the team must be sure the weight reflects what the site really needs.",
      },
      {
        prompt: "u3-d16-q7",
        notes:
          "A signed brief names: the design (e.g. rain-garden tray), the scale (e.g. one 30 x 20 cm tray for 1 square meter of site), a matching control (plastic-lined pavement tray of the same size and tilt), the measured quantity with units (runoff in mL from 1 L; surface temperature in C) and a materials list with amounts.",
      },
    ],
  },
  {
    unit: 3,
    phase: 4,
    lesson: 17,
    keys: [
      {
        prompt: "u3-d17-q1",
        notes:
          "Sketch shows both builds with matching container size, tilt and volumes, each layer labeled with a measured depth (e.g. 3 cm gravel, fabric, 6 cm moist soil, grass), and the single difference circled. A control that differs in more than one way (different tray size, no drain hole) is a teaching point before Day 19.",
      },
      {
        prompt: "u3-d17-q2",
        answer:
          "Rain garden or green roof: roots and soil organisms (earthworms, fungi, bacteria) open and hold pores so water soaks in; leaves shade the soil and transpire, cooling the surface. Bioreactor: algae photosynthesize, taking up CO2 and growing. Fuel cell: bacteria in the mud break down organic matter and pass electrons to the anode, making a small current.",
      },
      {
        prompt: "u3-d17-q3",
        notes:
          "At least three dated or timed steps with a measurement each (layer depths in cm, volumes in mL, dimensions) and a photo number, so another team could rebuild the prototype.",
      },
      {
        prompt: "u3-d17-q4",
        notes:
          "Every change from the brief has a reason (e.g. 'used 5 cm of soil, not 8 cm: tray too shallow'). 'No changes' is acceptable only if true; ask how the control was kept matching.",
      },
      {
        prompt: "u3-d17-q5",
        notes:
          "Names a measurable criterion from the brief and a specific open problem (leak at the drain, soil washing out, weak bubbling, near-zero voltage), not 'nothing'.",
      },
      {
        prompt: "u3-d17-q6",
        notes:
          "A concrete task list with a name beside each task (e.g. 'seal the drain spout - Ana; mark 3 temperature points - Luis').",
      },
    ],
  },
  {
    unit: 3,
    phase: 4,
    lesson: 18,
    keys: [
      {
        prompt: "u3-d18-q1",
        notes:
          "At least one real problem with a cause and a fix, e.g. 'water ran along the tray edge - soil pulled away from the wall - pressed soil against the wall and added a fabric lip'; 'pump bubbling weakly - kinked tubing - shortened tubing'.",
      },
      {
        prompt: "u3-d18-q2",
        answer:
          "The shakedown is practice: it is run before the build is fixed and before the protocol is set, so its numbers measure leaks and mistakes rather than the design. Results must come from trials run the same way every time on the finished prototype and control.",
      },
      {
        prompt: "u3-d18-q3",
        notes:
          "Readings recorded for both trays with units; n/a where a reading does not apply. Soil-tray teams: moisture and surface temperature; bioreactor: pH (often about 7-8 at the start); fuel cell: voltage in mV (often low at first and rising over days as bacteria colonize the anode).",
      },
      {
        prompt: "u3-d18-q4",
        answer:
          "Living prototypes change on their own: plants grow roots, algae multiply and raise the pH, and mud bacteria colonize the electrode so voltage rises. A baseline shows where each tray started, so the team can separate the design's effect from this growth.",
      },
      {
        prompt: "u3-d18-q5",
        notes:
          "Independent: the design (prototype vs control). Dependent with units: runoff (mL), surface temperature (C), pH, or voltage (mV). Controlled (any three): water volume (1 L), pour height, tray tilt, lamp distance, time under the lamp, soil depth, starting moisture, light and temperature for bioreactors.",
      },
      {
        prompt: "u3-d18-q6",
        notes:
          "If-then with a number tied to the criterion, e.g. 'If our rain-garden tray has 6 cm of planted soil, then it will shed about 50 percent less runoff than the pavement tray.'",
      },
    ],
  },
  {
    unit: 3,
    phase: 4,
    lesson: 19,
    keys: [
      {
        prompt: "u3-d19-q1",
        notes:
          "Three trials per tray with mL and a correct mean. Typical results: the plastic-lined control returns most of the liter (about 850-980 mL), a planted tray far less (often 150-500 mL). Notes record anything unusual (a spill, a tray already wet).",
      },
      {
        prompt: "u3-d19-q2",
        answer:
          "Worked example: control 900, 940 and 920 mL (mean 920 mL); prototype 350, 410 and 380 mL (mean 380 mL). Percent reduction = (920 - 380) / 920 x 100 = 540 / 920 x 100 = about 59 percent. Check that students divide by the control mean, not the prototype mean.",
      },
      {
        prompt: "u3-d19-q3",
        notes:
          "Three points per tray in C and a correct mean. Under a lamp the dark, dry pavement tray usually reads several degrees warmer than moist, planted soil.",
      },
      {
        prompt: "u3-d19-q4",
        answer:
          "Example: control mean 38.0 C, prototype mean 31.5 C, so the prototype was 6.5 degrees cooler. A percent of a Celsius temperature depends on where zero sits on the scale (it would differ in Fahrenheit), so the difference in degrees is the meaningful comparison.",
      },
      {
        prompt: "u3-d19-q5",
        notes:
          "Two columns of three dots each with the mean marked, axes labeled with units. Students should see at a glance whether the two trays' dots overlap.",
      },
      {
        prompt: "u3-d19-q6",
        notes:
          "Compares the result with the brief's number (e.g. 'target 30 percent, achieved 59 percent: met') and notes overlap: if every prototype trial is below every control trial, the difference is unlikely to be chance.",
      },
      {
        prompt: "u3-d19-q7",
        answer:
          "The planted tray shed less water because roots, earthworms and other soil organisms and organic matter make pores and spaces that let water soak in (infiltrate) and hold it, while the plastic-lined pavement lets nothing in. It stayed cooler because leaves shade the soil and transpiration evaporates water, which takes heat away, and moist soil heats more slowly than dark pavement.",
      },
      {
        prompt: "u3-d19-q8",
        notes:
          "A weakness the data show (e.g. high spread, water running along the edge, a hot bare patch at point 3) and one matching change (press soil to the edges, add mulch, plant the bare patch, deepen soil) to test on Day 20.",
      },
    ],
  },
  {
    unit: 3,
    phase: 4,
    lesson: 20,
    keys: [
      {
        prompt: "u3-d20-q1",
        notes: "Names the criterion with the largest gap and both numbers, e.g. 'cooling: target 5 C, achieved 2 C'.",
      },
      {
        prompt: "u3-d20-q2",
        notes:
          "A cause linked to biology or build, e.g. bare patches leave soil unshaded; shallow soil fills up and then sheds water; compacted soil has few pores; weak light slows algae; too little organic matter starves mud bacteria.",
      },
      {
        prompt: "u3-d20-q3",
        notes:
          "Exactly one change and a numeric prediction with a reason, e.g. 'If we add 2 cm of mulch, then surface temperature will drop from 35 C to about 32 C because mulch shades the soil and holds moisture.' Send back plans that change two features.",
      },
      {
        prompt: "u3-d20-q4",
        notes:
          "Both trays' starting readings on both days. If today's trays are much wetter than on Day 19, students should note it, let them drain or compare with today's control, because wet soil soaks up less new water.",
      },
      {
        prompt: "u3-d20-q5",
        notes:
          "Three trials of the changed prototype and one control trial, with units written in the headings and a correct mean.",
      },
      {
        prompt: "u3-d20-q6",
        notes:
          "Both rounds with control mean, prototype mean and percent reduction computed from each round's own control (e.g. Day 19: 920 and 380 mL, 59 percent; Day 20: 900 and 300 mL, 67 percent), and the range of prototype trials.",
      },
      {
        prompt: "u3-d20-q7",
        answer:
          "Exemplar: 'Adding 3 cm of compost raised our runoff reduction from 59 to 67 percent, 8 percentage points. Our Day 19 prototype trials spread over 60 mL (350-410) and today's over 50 mL, so the 80 mL drop in the mean is larger than the trial-to-trial spread and probably real. On Day 21 we will run one confirming trial.' A change that did not help earns full credit if the student says so with numbers and states what it taught.",
      },
    ],
  },
  {
    unit: 3,
    phase: 4,
    lesson: 21,
    keys: [
      {
        prompt: "u3-d21-q1",
        notes:
          "At least three trials per round, a mean percent reduction for each round and the lowest and highest trial, consistent with the Day 19 and Day 20 tables.",
      },
      {
        prompt: "u3-d21-q2",
        answer:
          "Richness counts how many different species live in an area. From the sample data you count each species that appears at least once, however many individuals were seen; ten sightings of one species still count as one.",
      },
      {
        prompt: "u3-d21-q3",
        notes:
          "A species counts only if the grid gives it all three needs. Typical counts: a paved lot supports 2-4 of 15-20 listed species (e.g. pigeons, house sparrows), and a design with native plants, trees and a rain garden raises it to 8-12. Gained = with design minus now.",
      },
      {
        prompt: "u3-d21-q4",
        notes:
          "Names the biggest winners (often pollinators and insect-eating birds, which gain native flowers and the insects that feed on them) and a species still missing a need, with the missing resource (e.g. 'frogs: no standing water that lasts long enough to breed, since the rain garden drains in 48 hours').",
      },
      {
        prompt: "u3-d21-q5",
        notes:
          "A repeatable method with place and frequency: e.g. four 1 m quadrats counted each month in the growing season; a 10-minute pollinator watch at the same time of day each week; photo points; iNaturalist records compared with a before-building count.",
      },
      {
        prompt: "u3-d21-q6",
        answer:
          "Exemplar: 'Our rain garden could support the common eastern bumble bee: native flowers give it food (nectar and pollen) from spring to fall, and undisturbed mulched ground at the edge gives queens shelter to nest.' Any native species with a need the design truly provides earns credit.",
      },
    ],
  },
  {
    unit: 3,
    phase: 5,
    lesson: 22,
    keys: [
      {
        prompt: "u3-d22-q1",
        answer:
          "Team A: mean (290 + 300 + 310) / 3 = 300 mL, range 310 - 290 = 20 mL. Team B: mean (50 + 300 + 550) / 3 = 300 mL, range 550 - 50 = 500 mL.",
      },
      {
        prompt: "u3-d22-q2",
        answer:
          "Team A's design: its three trials agree within 20 mL, so 300 mL is what the city can expect. Team B's trials range from 50 to 550 mL, so any one storm could go either way; the identical mean hides that spread.",
      },
      {
        prompt: "u3-d22-q3",
        notes:
          "Values depend on the teacher's extract; check the arithmetic. With the practice extract on the WildCam data-set sheet: floodplain grassland, 6 cameras, mean 334 / 6 = about 55.7 sightings, range 119 - 37 = 82; miombo woodland, 6 cameras, mean 50 / 6 = about 8.3, range 12 - 5 = 7.",
      },
      {
        prompt: "u3-d22-q4",
        answer:
          "No: counts vary a lot from camera to camera, so one camera could by chance sit on a busy trail or a quiet patch, just as one trial can be unusually high or low. A camera with far more sightings may be near water, a salt lick or a path animals use; that is a real feature of the place, not an error, so it is kept and explained (in the practice extract, F6 alone raises the grassland mean from 43 to about 56).",
      },
      {
        prompt: "u3-d22-q5",
        notes:
          "Every Phase 4 trial entered (none silently dropped), units in the headings, and correct means and ranges. Teams that ran a fourth trial include it.",
      },
      {
        prompt: "u3-d22-q6",
        notes:
          "A flagged trial is removed only with a logged reason that makes it an error (a different pour height, a spill, a tray moved away from the lamp) and is then redone; a real condition (soil still wet from the trial before) is kept and explained. 'It looked wrong' is not a reason.",
      },
      {
        prompt: "u3-d22-q7",
        answer:
          "Worked example from the lesson: control 930, 950 and 960 mL (mean about 947 mL); prototype 280, 310 and 520 mL (mean about 370 mL). Percent change = (947 - 370) / 947 x 100 = about 61 percent less runoff. Spread: worst pairing (930 - 520) / 930 = about 44 percent; best pairing (960 - 280) / 960 = about 71 percent. Report 'about 61 percent (44 to 71 percent)'.",
      },
      {
        prompt: "u3-d22-q8",
        notes:
          "Claim with a number and a spread; evidence naming means, ranges and the number of trials; biology (infiltration through pores made by roots and soil organisms, transpiration, algal photosynthesis or microbial respiration); confidence that follows the posted scale: high if prototype and control ranges do not overlap over at least three trials, medium if they overlap a little or an outlier is unexplained, low if they overlap heavily. In the worked example the ranges (930-960 and 280-520) do not overlap, so high confidence in a reduction, though the 280-520 spread makes its size less certain.",
      },
    ],
  },
  {
    unit: 3,
    phase: 5,
    lesson: 23,
    keys: [
      {
        prompt: "u3-d23-q1",
        answer: "20,000 square feet is 20 x 1,000 square feet, so the runoff is about 20 x 623 = 12,460 gallons.",
      },
      {
        prompt: "u3-d23-q2",
        answer:
          "30 x 25 x 10 = 7,500 cubic feet; 7,500 x 7.48 = 56,100 gallons. The runoff would fill 12,460 / 56,100 = about 0.22, a little more than a fifth of the classroom, from one 1-inch storm on one parking lot.",
      },
      {
        prompt: "u3-d23-q3",
        notes:
          "Gallons captured = area (sq ft) x storm depth (in) x 0.623 x percent reduction (as a decimal). With the template's example (2,000 sq ft, 61 percent): current 1-inch storm about 760 gallons; 1.5-inch storm about 1,140 gallons if the percent holds; half budget (1,000 sq ft) about 380 gallons. Check units and that the half-budget scenario changes the area, not the storm.",
      },
      {
        prompt: "u3-d23-q4",
        notes:
          "Strong lists include: the tray's percent reduction holds at full scale; it holds in a heavier storm (the least trustworthy: once soil is saturated, more of a big storm runs off); runoff scales evenly with area; the site's soil drains like potting soil; plants are fully grown; rainfall data are representative of future storms.",
      },
      {
        prompt: "u3-d23-q5",
        notes:
          "Each weighted score = 0.4 x stormwater + 0.3 x cooling + 0.2 x cost + 0.1 x habitat (the team may change the weights if it says why). Example: scores 5, 3, 2, 4 give 2.0 + 0.9 + 0.4 + 0.4 = 3.7. A higher cost score must mean cheaper.",
      },
      {
        prompt: "u3-d23-q6",
        notes:
          "Names one optimization, a specific model output that supports it (e.g. 'deepening the basin keeps capture at 1,100 gallons in the 1.5-inch storm') and a named assumption that could make it wrong.",
      },
    ],
  },
  {
    unit: 3,
    phase: 5,
    lesson: 24,
    keys: [
      {
        prompt: "u3-d24-q1",
        notes:
          "Producers (native plants, trees or algae) at a wide base; primary consumers (bees, caterpillars, aphids); secondary consumers (spiders, lady beetles, dragonflies); a top consumer (a songbird); decomposers (earthworms, fungi, bacteria) beside the pyramid with arrows from every level. Arrows point from food to eater.",
      },
      {
        prompt: "u3-d24-q2",
        answer:
          "For a 20-square-meter rain garden: producers 20 x 0.5 kg = 10 kg a year; primary consumers about 1 kg; secondary consumers about 0.1 kg (100 g); top consumers about 0.01 kg (10 g). Other sites scale the same way: site area x 0.5 kg, then divide by 10 at each step.",
      },
      {
        prompt: "u3-d24-q3",
        answer:
          "A robin forages over a territory much larger than one small garden, across lawns, trees and other green spaces. A small site supports only a sliver of a top consumer, so linking green spaces into corridors and networks matters more for wildlife than any single design.",
      },
      {
        prompt: "u3-d24-q4",
        answer:
          "20-square-meter example: 10 kg of dry plant matter x 0.5 = 5 kg of carbon; 5 kg x 3.67 = about 18 kg of CO2 a year. Shade-tree teams use about 22 kg of CO2 a year per mature tree; algae teams about 1.8 kg of CO2 per kg of dry algae.",
      },
      {
        prompt: "u3-d24-q5",
        notes:
          "Leaves, flowers, soft stems and algae decompose within about a year, so most of a planting's or bioreactor's yearly uptake returns to the air; wood, large roots and stable soil organic matter keep carbon for decades. For a herbaceous rain garden most uptake returns within a year; for trees a larger share stays in wood.",
      },
      {
        prompt: "u3-d24-q6",
        answer:
          "Each square meter takes up 0.5 kg x 0.5 x 3.67 = about 0.92 kg of CO2 a year, so 4,600 kg / 0.92 = about 5,000 square meters, roughly a football field. Most of it would still not be stored because the leaves and stems decompose and decomposers respire the carbon back to the air; only wood and stable soil carbon stay.",
      },
      {
        prompt: "u3-d24-q7",
        notes:
          "A number for yearly CO2 uptake from q4, an honest split into stored and returned, and a strongest benefit with a reason. For most small designs the honest answer is stormwater, cooling or habitat rather than carbon, since uptake is tens of kilograms against a car's 4.6 tons; credit any answer that says so with numbers.",
      },
    ],
  },
  {
    unit: 3,
    phase: 5,
    lesson: 25,
    keys: [
      {
        prompt: "u3-d25-q1",
        notes:
          "Fits 60 seconds: a local problem, the design in one sentence, one result with its range (e.g. '61 percent less runoff, 44 to 71 percent'), and what the team wants to learn.",
      },
      {
        prompt: "u3-d25-q2",
        notes:
          "Questions the team's own data cannot answer, e.g. 'How often would this need weeding or watering in its first two years?', 'What would it cost per square foot on a site like ours?', 'Which utility lines would we need marked before digging?'",
      },
      {
        prompt: "u3-d25-q3",
        notes:
          "Every comment logged with its source and the reason behind it, and each response is adopt, adapt or decline with a reason tied to a criterion or constraint (e.g. 'adapt: the basin must drain within 48 hours so mosquitoes cannot breed, so we will amend the soil rather than deepen it').",
      },
      {
        prompt: "u3-d25-q4",
        notes:
          "Safety, rules and constraints (drainage within 24 to 48 hours, calling 811 before digging, tree size under power lines) go under must address; criteria (stormwater, cooling, habitat) under should improve; the rest under could consider.",
      },
      {
        prompt: "u3-d25-q5",
        notes:
          "At most two changes, each with the measurement or model output that would show whether it worked, e.g. 'amend the soil with compost: rerun the 1 L storm and expect runoff below 300 mL'.",
      },
      {
        prompt: "u3-d25-q6",
        notes:
          "Names a specific piece of feedback and how it changed the student's idea of the design or of who will care for it; generic praise earns partial credit.",
      },
    ],
  },
  {
    unit: 3,
    phase: 5,
    lesson: 26,
    keys: [
      {
        prompt: "u3-d26-q1",
        notes:
          "One change, a numeric prediction and a possible cost or side effect, e.g. 'If we add 5 cm of compost, then runoff will drop by about 100 mL, and the tray will weigh more and cost more.'",
      },
      {
        prompt: "u3-d26-q2",
        notes:
          "Names the Day 19 conditions it keeps: 1 liter poured from the same height, the same tilt, the same lamp distance and time; or the same model inputs apart from the change.",
      },
      {
        prompt: "u3-d26-q3",
        notes:
          "Before and after values with means and ranges from the same protocol; bioreactor and fuel cell teams record their side-by-side daily readings; site-plan teams record model outputs for the current, heavy-storm and half-budget scenarios.",
      },
      {
        prompt: "u3-d26-q4",
        answer:
          "Worked example: $240 for 3,000 more gallons a year is 3,000 / 240 = 12.5 gallons per dollar per year. A change is worth recommending when its benefit per dollar beats the alternatives and its upkeep and effects on neighbors are acceptable; a change that barely helps at a high price is not, however well it scored in the tray.",
      },
      {
        prompt: "u3-d26-q5",
        notes:
          "Full credit names the change, gives before and after data with ranges, the trade-off accepted (cost, weight, upkeep), the cost and benefit per dollar, how the expert's feedback shaped it, and one limitation (e.g. tray soil is not the site's clay). A team that decided the change was not worth it earns full credit if the evidence supports that.",
      },
    ],
  },
  {
    unit: 3,
    phase: 6,
    lesson: 27,
    keys: [
      {
        prompt: "u3-d27-q1",
        notes:
          "Features such as a plain-language title that states the finding, labeled axes with units, few bars or points, one highlighted takeaway, large text, no clutter or 3-D effects.",
      },
      {
        prompt: "u3-d27-q2",
        notes:
          "Names a real person or body who could build or would care for the design (the school facilities manager, a parks or stormwater program, a community garden board, a watershed group) and a decision they can actually make, e.g. 'consider a 20-square-meter rain garden pilot at the gym downspout next spring'. 'The city should do something about flooding' is too vague.",
      },
      {
        prompt: "u3-d27-q3",
        notes:
          "Five frames in order: a local problem and who is most affected; the biology (infiltration, transpiration, habitat); prototype evidence with a number and its range; the optimized design with its care needs; a specific ask matching q2. Each frame names its visual.",
      },
      {
        prompt: "u3-d27-q4",
        notes:
          "Title states the finding (e.g. 'Our rain garden shed 61 percent less water than pavement'), axes labeled with units, the key bar or points highlighted, ranges shown. Classmates should read the message within ten seconds.",
      },
      {
        prompt: "u3-d27-q5",
        notes:
          "Questions from at least three roles, including cost, upkeep, safety and who benefits, each answered with a number or a source, and honest 'we do not know yet' answers marked for research (e.g. the grounds crew's 'Who waters it in July?').",
      },
      {
        prompt: "u3-d27-q6",
        notes:
          "One memorable sentence tied to evidence, e.g. 'A rain garden the size of two parking spaces could keep about 760 gallons out of the storm drain in a 1-inch storm, based on our 61 percent tray result.'",
      },
    ],
  },
  {
    unit: 3,
    phase: 6,
    lesson: 28,
    keys: [
      {
        prompt: "u3-d28-q1",
        notes:
          "Tasks that match the design type on the fact card, with timing and a realistic person. Rain garden example: water weekly in dry spells through the first two growing seasons (green team, summer volunteers); weed monthly in the growing season; top up mulch each spring; clear sediment and litter from the inlet after big storms and each fall; replace dead plants in fall. Time or cost per year is estimated, e.g. 2 hours a month in the growing season.",
      },
      {
        prompt: "u3-d28-q2",
        answer:
          "Usually the new plants: their roots are still shallow in the first one or two growing seasons, so a dry July with school out can kill them unless someone is assigned to water. Without plant cover, soil crusts and erodes, weeds take over, and the garden soaks up less water. For a bioreactor it is the algae (light, nutrients, pump); for a fuel cell, the mud drying out.",
      },
      {
        prompt: "u3-d28-q3",
        notes:
          "Each indicator comes from a tested criterion and has a method, frequency, numeric target and action. Examples: drain-down time after a storm over 1/2 inch - check the next day and two days after - target empty within 24 to 48 hours - if water stands longer, clear the inlet and loosen or amend the soil. Surface temperature on a hot afternoon - infrared thermometer at 3 marked points monthly in summer - at least 5 C below nearby pavement - add shade plants or mulch. Plant survival - count each fall - at least 80 percent - replant. Species seen - 10-minute pollinator watch monthly - more species than the baseline.",
      },
      {
        prompt: "u3-d28-q4",
        notes:
          "One reading that can be taken by Day 30 at the real site or the school planting (a dated photo from a marked photo point, a surface temperature, a plant or insect count), with who repeats it and when.",
      },
      {
        prompt: "u3-d28-q5",
        answer:
          "A tray test lasts minutes with potting soil and young plants. It cannot show how the design performs over years: in droughts and repeated heavy storms, in the site's real (often compacted or clay) soil, as plants mature or die, as sediment builds up, or as species arrive, leave or shift with a warming climate. Monitoring the same indicators over time answers those questions.",
      },
      {
        prompt: "u3-d28-q6",
        notes:
          "Two pieces of feedback each tied to a rubric row (science accuracy, use of evidence, clarity, response to questions, community connection) and a concrete change, e.g. 'use of evidence: added the range 44-71 percent to the runoff slide'.",
      },
    ],
  },
  {
    unit: 3,
    phase: 6,
    lesson: 29,
    keys: [
      {
        prompt: "u3-d29-q1",
        notes:
          "Every student presents at least once across the three rounds and roles rotate; the greeter and interpreter role is filled where families speak other languages.",
      },
      {
        prompt: "u3-d29-q2",
        answer:
          "Exemplar: 'Our rain garden's native flowers feed bumble bees and other native bees, which pollinate the fruit trees and gardens on our block, and the insects they attract feed songbirds.' Full credit links a named native species to a service people use (pollination, cooler air, cleaner water, pest control).",
      },
      {
        prompt: "u3-d29-q3",
        notes:
          "At least four questions logged with who asked and an answer; questions the team could not answer are recorded honestly with what it would need to find out, not skipped.",
      },
      {
        prompt: "u3-d29-q4",
        notes:
          "A specific question and why it was good: it exposed an assumption, a cost, an upkeep need or a community concern the team had not considered.",
      },
      {
        prompt: "u3-d29-q5",
        notes:
          "Names the question and a realistic way to answer it: a source (extension office, stormwater program, supplier), a measurement, or a question for the stakeholder at the Day 30 hand-off.",
      },
      {
        prompt: "u3-d29-q6",
        notes:
          "Specific surprising feedback, plus the stakeholder's question or condition if they attended (or 'none raised'); these feed the Day 30 revisions.",
      },
    ],
  },
  {
    unit: 3,
    phase: 6,
    lesson: 30,
    keys: [
      {
        prompt: "u3-d30-q1",
        answer:
          "End-Permian, about 252 million years ago: massive volcanic eruptions released huge amounts of carbon, warming the climate and leaving oceans warmer, more acidic and low in oxygen; most marine species (often estimated at about 90 percent) and many land species died out. End-Cretaceous, about 66 million years ago: an asteroid impact (with large volcanic eruptions) darkened and cooled the Earth and then warmed it; about three-quarters of species died out, including the non-bird dinosaurs. Today: CO2 has risen from about 280 to more than 420 parts per million in under two centuries and the climate is warming, while habitat loss and other pressures drive species losses far faster than the background rate.",
      },
      {
        prompt: "u3-d30-q2",
        notes:
          "Predicts a plausible shift (heat-tolerant or southern species arriving, spring flowering and insect emergence moving earlier, some plants stressed by drought) and names the indicator in the team's plan that would record it (species seen in timed watches, plant survival, bloom dates on iNaturalist or Budburst).",
      },
      {
        prompt: "u3-d30-q3",
        notes:
          "Average = sum of ratings / number of cards, checked for each row; e.g. 12 cards with ratings summing to 39 give an average of 3.25. Averages lie between 1 and 4.",
      },
      {
        prompt: "u3-d30-q4",
        notes:
          "Names the highest-rated quality and a change visitors asked for, with a quick revision made (or a reason it was declined) before the hand-off.",
      },
      {
        prompt: "u3-d30-q5",
        notes:
          "Records the stakeholder's actual words or written response, any conditions (e.g. 'only if the grounds crew agrees to the watering schedule'), and a named person and date for the first monitoring check. If the reply is still pending, the team records when and how the package was sent.",
      },
      {
        prompt: "u3-d30-q6",
        notes:
          "Score with the reflection rubric (growth in understanding, use of evidence): a clear before-and-after change in understanding tied to a specific day's data or activity, not general statements.",
      },
      {
        prompt: "u3-d30-q7",
        notes:
          "Score with the reflection rubric (learning from failure): a specific failed or surprising test, what caused it, and what it changed in the design or in the student's thinking.",
      },
      {
        prompt: "u3-d30-q8",
        answer:
          "Exemplar: 'Our tray test ran for minutes with potting soil and young grass, so it cannot show whether the real garden, in the schoolyard's clay soil, will still drain within 48 hours after three years of sediment and a summer drought, or which species will actually move in. Our monitoring plan checks drain-down time after storms, plant survival each fall and pollinators each month, so the facilities manager will know if it stops working and what to fix.'",
      },
      {
        prompt: "u3-d30-q9",
        notes:
          "A concrete task from the team's plan with a first date and a person or group to report to (e.g. 'photo from point A on the first Monday of each month, to the green team adviser'). Score with the reflection rubric (limits and monitoring).",
      },
    ],
  },
];
