import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit4Keys: HandoutKeyInput[] = [
  // Project work, Days 5-9 (decision 0036).
  {
    unit: 4,
    phase: 1,
    lesson: 5,
    keys: [
      {
        prompt: "u4-d5-q1",
        notes:
          "Each row turns a Day 4 criterion into a quantity, a unit and a target, e.g. 'warns the user' -> distance at which it signals, cm, 100 cm (90-110); 'fast' -> time from obstacle to vibration, s, under 0.5 s; 'heat alert' -> air temperature that triggers the alarm, degrees C, 32. A criterion with no number and unit is not yet testable.",
      },
      {
        prompt: "u4-d5-q2",
        notes:
          "Two real limits with a reason tied to the users or the classroom: cost (under $15 so a community group could make several), safety (battery power only, nothing hot on the skin), materials (only what the class kit has), time (built in one class period).",
      },
      {
        prompt: "u4-d5-q3",
        notes:
          "Each concept scored 1-3 per criterion, the most important criterion's scores doubled, constraint check done, and the columns totaled correctly. Check the arithmetic of the totals.",
      },
      {
        prompt: "u4-d5-q4",
        notes:
          "Names the highest-scoring concept (or explains why a close second was chosen), cites the scores, and names one feature borrowed from another concept.",
      },
      {
        prompt: "u4-d5-q5",
        notes:
          "A clear drawing in which every part is labeled with its job (senses, decides, responds, powers). The teacher's check: the loop closes, i.e. the response changes what the sensor detects or tells the user to act.",
      },
      {
        prompt: "u4-d5-q6",
        answer:
          "Example (bat-inspired Echo Navigator): sensor = ultrasonic distance sensor, like the bat's ear receiving echoes; control center and set point = the microcontroller comparing distance with 100 cm, like the bat's brain timing the echo; effector = vibration motor, like the bat's flight muscles turning; feedback = the user steps away, the distance rises above the set point and the vibration stops (negative feedback).",
      },
      {
        prompt: "u4-d5-q7",
        notes:
          "One test per criterion, each with the stimulus, what is measured with what tool, and at least five trials, run the same way each time.",
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 6,
    keys: [
      {
        prompt: "u4-d6-q1",
        notes:
          "Every part tested alone before joining, with a concrete test (e.g. sensor: printed readings change as a hand moves closer; effector: motor runs when switched directly; control step: threshold turns the LED on at the right value; power: fresh batteries read on the board). Problems and fixes named where a part failed.",
      },
      {
        prompt: "u4-d6-q2",
        notes:
          "Three checks with the real stimulus, each recording what the prototype did (responded, late, not at all).",
      },
      {
        prompt: "u4-d6-q3",
        answer:
          "Example: the hand reflects ultrasound to the sensor (stimulus to receptor), the sensor sends a signal along a wire to the microcontroller (sensory neuron to CNS), the program compares the distance with its threshold (integration), it sends a signal to the motor (motor neuron) and the motor vibrates (effector response).",
      },
      {
        prompt: "u4-d6-q4",
        notes:
          "A specific problem placed in one part of the loop (e.g. the sensor reads wrong values when angled at the floor).",
      },
      {
        prompt: "u4-d6-q5",
        notes: "One specific next step that follows from the problem named, not a general 'fix it'.",
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 7,
    keys: [
      {
        prompt: "u4-d7-q1",
        answer:
          "Mean distance = (96 + 102 + 99 + 84 + 104) / 5 = 485 / 5 = 97 cm. Mean response time = (0.35 + 0.41 + 0.38 + 0.62 + 0.39) / 5 = 2.15 / 5 = 0.43 s.",
      },
      {
        prompt: "u4-d7-q2",
        answer:
          "Both means meet their targets (97 cm is within 90-110 cm; 0.43 s is under 0.5 s), but only 4 of 5 trials met each target: trial 4 signaled late, at 84 cm, and took 0.62 s. The criteria are not yet met reliably, and trial 4 shows where to look.",
      },
      {
        prompt: "u4-d7-q3",
        notes:
          "Five trials for each criterion with units and targets written in the first column; no trial left out. Check that each mean is the sum divided by 5.",
      },
      {
        prompt: "u4-d7-q4",
        notes:
          "Range = highest minus lowest for each criterion; a decision of met or not met that uses both the mean and the count of trials meeting the target (e.g. 'not met: mean 0.48 s but only 3 of 5 trials under 0.5 s').",
      },
      {
        prompt: "u4-d7-q5",
        answer:
          "Students' Day 1 ruler-drop means are usually about 0.2-0.3 s. A person's signal crosses several synapses from eye to brain to muscle and the brain must decide; a device's delay comes from how often the sensor samples and from its program or switch, so it can be faster or slower. Credit any comparison that uses the real numbers and names the steps in each pathway.",
      },
      {
        prompt: "u4-d7-q6",
        notes:
          "Names the criterion with the worst results and a plausible cause in a named part of the loop (sensor angle or range, a threshold set wrong, a weak effector, no feedback to the user).",
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 8,
    keys: [
      { prompt: "u4-d8-q1", notes: "States the criterion, its target and the Day 7 mean from the group's own table." },
      {
        prompt: "u4-d8-q2",
        notes:
          "Names one part of the loop and how it was confirmed by testing that part alone (e.g. the sensor alone missed soft objects, so the sensor, not the motor, is the problem).",
      },
      {
        prompt: "u4-d8-q3",
        notes:
          "Exactly one change, linked to the cause found (e.g. tilt the sensor up 10 degrees so it stops reading the floor; raise the threshold from 80 to 100 cm).",
      },
      { prompt: "u4-d8-q4", notes: "A number with a unit, in the direction the change should move the result." },
      {
        prompt: "u4-d8-q5",
        notes:
          "Day 7 results copied in; five new trials run under the same conditions; both means calculated correctly.",
      },
      {
        prompt: "u4-d8-q6",
        notes:
          "Compares the means, the ranges and the count of trials meeting the target before and after; a decision to keep or undo the change that follows from the data, including an honest 'it did not help' where true.",
      },
      {
        prompt: "u4-d8-q7",
        answer:
          "Example: raising the threshold made the device respond earlier, like a receptor becoming more sensitive; a smaller range means the loop responds more reliably. Living systems tune feedback too: the hypothalamus raises the temperature set point in a fever, touch receptors adapt to steady pressure, and myelin speeds signals where a fast response matters.",
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 9,
    keys: [
      {
        prompt: "u4-d9-q1",
        notes:
          "All five parts filled with one or two sentences each and a named speaker; the biology part names the animal's receptor and response accurately; the whole fits 3 minutes.",
      },
      {
        prompt: "u4-d9-q2",
        answer:
          "Example: 'After one redesign our navigator signaled at a mean of 101 cm against a 100 cm target, and all 5 trials responded within 0.5 s, up from 4 of 5.' Credit a sentence that gives the mean, the target and the number of trials from the group's own data.",
      },
      { prompt: "u4-d9-q3", notes: "A product name and a specific group of users (not 'everyone')." },
      {
        prompt: "u4-d9-q4",
        notes:
          "Sense, signal, respond and feedback each described and matched to the animal part it copies, with the feedback shown to be negative (the response reduces the triggering condition or prompts the user to).",
      },
      {
        prompt: "u4-d9-q5",
        notes:
          "Targets and means copied correctly from Days 7 and 8; 'Met?' follows from both the mean and the trials.",
      },
      {
        prompt: "u4-d9-q6",
        notes:
          "At least one honest limit found in testing, a cost estimate from the parts list, and a next iteration that answers a limit or a panel question.",
      },
      {
        prompt: "u4-d9-q7",
        notes:
          "Names a nervous-system part correctly (receptor, sensory neuron, integration, motor neuron, effector, feedback) and one real advantage the animal keeps (e.g. a bat detects tiny insects and adjusts its call rate as it closes in; a seal's whiskers read the wake of a fish seconds after it passed).",
      },
    ],
  },
];
