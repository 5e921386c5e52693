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
          "Names the design crossed out and the constraint it breaks (cost, space, safety, time to grow), or explains why each design fits every constraint. Credit a team that recognises a constraint it cannot yet check (e.g. roof load) and notes who could check it.",
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
          "Sketch shows both builds with matching container size, tilt and volumes, each layer labelled with a measured depth (e.g. 3 cm gravel, fabric, 6 cm moist soil, grass), and the single difference circled. A control that differs in more than one way (different tray size, no drain hole) is a teaching point before Day 19.",
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
          "Two columns of three dots each with the mean marked, axes labelled with units. Students should see at a glance whether the two trays' dots overlap.",
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
          "Species richness is the number of different species in an area. From the sample data you count each species that appears at least once, however many individuals were seen; ten sightings of one species still count as one.",
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
];
