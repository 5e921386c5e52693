import type { AssessmentInput, AssessmentKey } from "./schema.ts";

export const assessment: AssessmentInput = {
  unit: 4,
  title: "Unit 4 End-of-Unit Assessment: The Nervous System and Biomimetic Design",
  intro:
    "Answer every question as well as you can. If you take this before the unit, it shows what you already know; nobody is expected to know it all yet.",
  items: [
    {
      kind: "choice",
      id: "a4-q1",
      stem: "You see a ball flying toward you and catch it. In what order does the signal travel?",
      choices: [
        "Muscle -> motor neuron -> brain -> sensory neuron -> eye",
        "Receptor in the eye -> arm muscles directly -> brain",
        "Brain -> eye -> arm muscles, with no neurons in between",
        "Receptor in the eye -> sensory neurons -> brain -> motor neurons -> arm muscles",
      ],
      from: "Every response follows a pathway: a receptor detects a stimulus, neurons carry and integrate the signal, and an effector (a muscle or gland) responds.",
    },
    {
      kind: "choice",
      id: "a4-q2",
      stem: "A student's reaction time in a ruler-drop test is slower while she counts backward by sevens. Where is the extra time added?",
      choices: [
        "In the nerves of her arm, which carry signals more slowly when she is distracted",
        "In her brain, which takes longer to process the stimulus and choose the response",
        "In her arm muscles, which get tired from counting",
        "In her eyes, which stop seeing while she thinks",
      ],
      from: "a distraction adds processing time in the brain, not in the nerves of the arm",
    },
    {
      kind: "choice",
      id: "a4-q3",
      stem: "What keeps a resting neuron's inside about -70 millivolts compared with the outside?",
      choices: [
        "The sodium-potassium pump, which uses ATP to move 3 sodium ions out for every 2 potassium ions in",
        "Nothing: a resting neuron uses no energy",
        "Electricity the neuron receives from the brain",
        "Neurotransmitters stored inside the cell",
      ],
      from: "A resting neuron holds a charge difference of about -70 millivolts across its membrane",
    },
    {
      kind: "choice",
      id: "a4-q4",
      stem: "A gentle touch and a hard press both reach threshold in a touch receptor's neuron. How does the nervous system signal that the press is stronger?",
      choices: [
        "Each action potential is bigger for the hard press",
        "The action potentials travel backward along the axon",
        "The action potentials are the same size, but more of them are sent each second and more neurons fire",
        "The neuron sends a slower signal for a stronger stimulus",
      ],
      from: "the response is all-or-none",
    },
    {
      kind: "choice",
      id: "a4-q5",
      stem: "In multiple sclerosis, the body's immune system damages the myelin around axons. What happens to signals in those axons?",
      choices: [
        "They travel faster, because nothing is in the way",
        "They slow down or fail, because the signal can no longer jump between nodes of Ranvier",
        "They are unchanged, because myelin only protects the axon from injury",
        "They turn into chemical signals along the whole axon",
      ],
      from: "Myelin insulates the axon so the signal jumps between gaps called nodes of Ranvier",
    },
    {
      kind: "choice",
      id: "a4-q6",
      stem: "How does a signal cross the synapse from one neuron to the next?",
      choices: [
        "An electric spark jumps across the gap",
        "The two neurons are joined, so the signal flows straight through",
        "The first neuron releases neurotransmitter molecules that cross the gap and bind to receptors on the next cell",
        "Blood carries the signal across the gap",
      ],
      from: "at the synapse the electrical signal becomes a chemical one",
    },
    {
      kind: "choice",
      id: "a4-q7",
      stem: "Two points touched on a fingertip feel like two points when they are only a few millimeters apart, but on the back they feel like one point until they are much farther apart. Why?",
      choices: [
        "Fingertip skin is thinner, so touches go straight to the brain",
        "People use their fingertips more, so the skin there gets stronger",
        "The back has no touch receptors",
        "Fingertips have densely packed touch receptors and a larger area of the brain devoted to them",
      ],
      from: "Areas with densely packed touch receptors, such as fingertips and lips",
    },
    {
      kind: "choice",
      id: "a4-q8",
      stem: "Why is red-green color vision deficiency far more common in males than in females?",
      choices: [
        "The genes are on the X chromosome; males have one X, so one altered copy is enough, while females usually have a working copy on their other X",
        "The genes for red and green cone pigments are on the Y chromosome",
        "Males use their eyes differently from females",
        "Mothers cannot pass the trait to their sons",
      ],
      from: "the genes for red and green cone pigments sit on the X chromosome",
    },
    {
      kind: "choice",
      id: "a4-q9",
      stem: "You touch a hot pan and pull your hand away before you feel the pain. Why can the hand move first?",
      choices: [
        "The brain decides very quickly to move the hand",
        "In a reflex arc, the sensory neuron signals through the spinal cord straight to a motor neuron, before the brain is aware",
        "The hand's muscles sense the heat themselves",
        "Pain signals travel faster than any other signal",
      ],
      from: "In a reflex arc, a sensory neuron signals through the spinal cord straight to a motor neuron",
    },
    {
      kind: "choice",
      id: "a4-q10",
      stem: "During a run, your body temperature rises above about 37 °C, and you start to sweat. What kind of control is this?",
      choices: [
        "Positive feedback, which pushes body temperature even higher",
        "No control: sweating is just a side effect of moving",
        "Negative feedback: a sensor detects the rise, the hypothalamus compares it with the set point, and sweating reverses the change",
        "The hypothalamus raising the set point so the body stays hot",
      ],
      from: "Homeostasis relies mainly on negative feedback",
    },
    {
      kind: "data",
      id: "a4-q11",
      stem: "One student's reaction times (in milliseconds, from an online test) are below. Find the mean reaction time without and with a distraction, and the difference. The path from the brain to the hand is about 1 m, and motor axons conduct at about 60 m/s: how long does the signal spend in those nerves? Could the nerves explain the difference?",
      data: {
        caption: "Reaction times of one student (ms)",
        columns: ["Trial", "No distraction", "Counting backward by sevens"],
        rows: [
          ["1", "250", "320"],
          ["2", "240", "340"],
          ["3", "260", "310"],
          ["4", "245", "335"],
          ["5", "255", "345"],
        ],
      },
      response: {
        kind: "table",
        columns: ["", "Your answer"],
        rows: [
          "Mean, no distraction (ms)",
          "Mean, counting backward (ms)",
          "Difference (ms)",
          "Time in the nerves from brain to hand (ms)",
          "Can the nerves explain the difference? Why?",
        ],
      },
      from: "Reaction time changes with attention and practice",
    },
    {
      kind: "cer",
      id: "a4-q12",
      stem: "An engineer says a home thermostat works the way the body controls its temperature. Is she right? Write a claim, give evidence from how each system works, and explain your reasoning using sensors, a control center, a set point and effectors.",
      from: "engineers use the same ideas in thermostats, cruise control and adaptive prosthetics",
    },
  ],
};

export const key: AssessmentKey = {
  unit: 4,
  keys: [
    {
      prompt: "a4-q1",
      answer:
        "D. Receptor -> sensory neurons -> integration in the brain -> motor neurons -> effector muscles. A runs the pathway backward; C skips the neurons that carry signals; B has the effector respond before any integration.",
    },
    {
      prompt: "a4-q2",
      answer:
        "B. Processing and choosing a response in the brain takes longer when attention is divided. A is the misconception that nerve speed changes with attention; C and D blame the wrong part of the pathway.",
    },
    {
      prompt: "a4-q3",
      answer:
        "A. The sodium-potassium pump uses ATP to move 3 Na+ out and 2 K+ in, keeping the inside negative. B is the misconception that a resting neuron is inactive (the pump uses much of the brain's energy); C and D: the resting charge is made by each neuron's own membrane.",
    },
    {
      prompt: "a4-q4",
      answer:
        "C. Action potentials are all-or-none, so intensity is coded by how often they fire and how many neurons fire. A is the misconception that a stronger stimulus makes a bigger action potential; B: the refractory period keeps signals moving one way; D: conduction speed does not code strength.",
    },
    {
      prompt: "a4-q5",
      answer:
        "B. Without myelin the signal cannot jump from node to node, so it slows or fails. A is the misconception that myelin is an obstacle; C: myelin's job is insulation for fast conduction; D: the signal turns chemical only at synapses.",
    },
    {
      prompt: "a4-q6",
      answer:
        "C. The electrical signal triggers release of neurotransmitter, which diffuses across the synaptic gap and binds receptors. A is the 'spark across the gap' misconception; B: at a chemical synapse the cells are separated by a gap; D: blood does not carry signals between neighboring neurons.",
    },
    {
      prompt: "a4-q7",
      answer:
        "D. Densely packed receptors and a larger brain area give finer discrimination. A is the misconception that sensitivity comes from thin skin; C: the back has fewer receptors, not none; B: use does not strengthen skin into a sense.",
    },
    {
      prompt: "a4-q8",
      answer:
        "A. The cone pigment genes are X-linked; males have one X, so one altered copy causes the trait. B puts the genes on the wrong chromosome; C is not a genetic explanation; D is backward: sons get their only X from their mother.",
    },
    {
      prompt: "a4-q9",
      answer:
        "B. The reflex arc runs through the spinal cord, so the hand moves before pain is perceived in the brain. A is the misconception that every response is decided by the brain; C: muscles are effectors, not receptors; D: pain fibers are among the slower ones.",
    },
    {
      prompt: "a4-q10",
      answer:
        "C. Negative feedback reverses the change toward the set point of about 37 °C. A is positive feedback, which amplifies a change; B ignores the control system; D describes a fever, not exercise.",
    },
    {
      prompt: "a4-q11",
      answer:
        "No distraction: 1,250 / 5 = 250 ms. Counting backward: 1,650 / 5 = 330 ms. Difference: 80 ms. Time in the nerves: 1 m / 60 m/s = about 0.017 s = about 17 ms, the same with or without a distraction. So the nerves cannot explain an 80 ms difference: the extra time is processing in the brain. Full credit: both means, the difference, about 17 ms, and the conclusion that the delay is in the brain.",
    },
    {
      prompt: "a4-q12",
      answer:
        "Claim: yes, both are negative feedback systems. Evidence: a thermostat's sensor measures room temperature, its controller compares it with the set temperature and switches the heater or air conditioner (effector) on or off; in the body, temperature receptors signal the hypothalamus, which compares with about 37 °C and triggers sweating or shivering. Reasoning: in both, a change away from the set point causes a response that reverses it. A strong answer also names a difference (the body has many effectors working at once and can change its set point in a fever; a simple thermostat only switches on and off). Scoring: 1 point claim, 1 point evidence from both systems, 2 points reasoning naming sensor, control center, set point and effector.",
    },
  ],
};
