import { handout, lessonPlan } from "#app/content/curriculum/builders.ts";
import { ngssAlignment } from "#app/content/curriculum/ngss.ts";
import type { UnitInput } from "#app/content/curriculum/schema.ts";
import { stateAlignment } from "#app/content/curriculum/state-standards.ts";
import { phase1 } from "./phase-1.ts";

export const unit4 = {
  number: 4,
  title: "NeuroNature: Designing Biomimetic Systems",
  description:
    "Students explore how nervous and sensory systems detect, transmit and respond to information, how feedback keeps bodies in balance, and how sensory traits are inherited, then apply what they learn to design biomimetic solutions for their communities.",
  color: "blue",
  backLink: { to: "/courses", label: "Back to Courses" },
  drivingQuestion:
    "How can the way animals sense, signal and respond to their world inspire designs that solve problems in our community?",
  realWorldChallenge:
    "Many community problems are problems of sensing and responding: a street crossing where drivers do not see pedestrians, a neighbor with low vision navigating a crowded sidewalk, outdoor workers who do not notice heat stress until it is dangerous. Animals solved similar problems long ago: bats navigate by echolocation, seals track fish with their whiskers, and every body uses feedback to stay in balance. Students investigate how nervous and sensory systems work, then design and pitch a biomimetic prototype concept that senses a problem, signals it and responds, explaining the biology behind each part.",
  coreConcepts: [
    {
      title: "Organization of the Nervous System",
      description:
        "Specialized cells form the central nervous system (brain and spinal cord) and the peripheral nervous system, which work together to detect stimuli and coordinate responses.",
      codes: ["BIO1.LS1.3", "HS-LS1-2"],
    },
    {
      title: "Neurons and Signaling",
      description:
        "Neurons carry information as action potentials produced by ion channels in the membrane, and pass it to other cells with neurotransmitters at synapses.",
      codes: ["BIO1.LS1.3", "BIO1.LS1.7", "HS-LS1-2"],
    },
    {
      title: "Sensory Systems and Perception",
      description:
        "Receptors convert light, sound, touch, chemicals and temperature into signals that the brain integrates and interprets to generate behavior.",
      codes: ["BIO1.LS1.7", "HS-LS1-2"],
    },
    {
      title: "Feedback and Homeostasis",
      description:
        "Reflexes and negative feedback loops let organisms respond quickly and keep internal conditions such as temperature and blood glucose near a set point.",
      codes: ["BIO1.LS1.7", "HS-LS1-3"],
    },
    {
      title: "Inheritance of Traits",
      description:
        "Genes on chromosomes, passed from parents to offspring, shape traits such as taste sensitivity and color vision; dominant, recessive and X-linked patterns and population frequencies explain how these traits vary.",
      codes: ["BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.4", "HS-LS3-1", "HS-LS3-3"],
    },
    {
      title: "Biomimetic Design",
      description:
        "Engineers study how animals sense and respond to design technologies such as ultrasonic canes, whisker-like flow sensors and retina-inspired cameras, testing designs against criteria and constraints.",
      codes: ["HS-ETS1-2"],
    },
  ],
  keyTopics: [
    "Central and peripheral nervous systems",
    "Neuron structure and the action potential",
    "Synapses and neurotransmitters",
    "Sensory receptors and perception",
    "Reflexes, feedback loops and homeostasis",
    "Inheritance of sensory traits",
    "Biomimicry and the engineering design process",
  ],
  projectIdeas: [
    {
      title: "Echo Navigator",
      description:
        "Prototype a low-cost obstacle-detection aid for people with low vision based on bat echolocation, using an ultrasonic distance sensor and a vibration motor, and test it with feedback from users.",
    },
    {
      title: "Whisker Flow Sensor",
      description:
        "Build a whisker-like sensor inspired by rats and harbor seals that detects airflow or water movement, for example to monitor ventilation in a classroom or flow in a storm drain.",
    },
    {
      title: "Heat Alert Wearable",
      description:
        "Design a wearable that senses temperature and humidity and signals outdoor workers or athletes to rest and drink water, modeled on the body's thermoregulation feedback loop.",
    },
    {
      title: "Termite-Inspired Cooling",
      description:
        "Model passive cooling for a community space inspired by termite mounds and the Eastgate Centre in Harare, comparing temperatures in cardboard prototypes with and without the design.",
    },
  ],
  learningOutcomes: [
    "Explain how the central and peripheral nervous systems work together to turn a stimulus into a response.",
    "Describe how an action potential travels along a neuron and how signals cross a synapse.",
    "Relate receptor type and density to how people and animals perceive their surroundings.",
    "Model negative and positive feedback loops that maintain homeostasis.",
    "Predict the inheritance of sensory traits with Punnett squares, including dominant, recessive and X-linked patterns.",
    "Design and justify a biomimetic solution to a community problem using evidence from nervous and sensory systems.",
  ],
  competencies: [
    {
      title: "Original Thinkers",
      description:
        "Students turn observations of animal senses into new design ideas and revise them when evidence shows a better way.",
    },
    {
      title: "Generous Collaborators",
      description:
        "Students share lab roles, give specific peer feedback on design briefs, and build on each other's ideas.",
    },
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students use accurate vocabulary and models of neurons, senses, feedback and inheritance to explain how their designs work.",
    },
    {
      title: "Learners for Life",
      description:
        "Students reflect on how they learn from failed trials and connect biology to careers in neuroscience, engineering and accessible design.",
    },
  ],
  standards: {
    ngss: ngssAlignment(["HS-LS1-1", "HS-LS1-2", "HS-LS1-3", "HS-LS3-1", "HS-LS3-3", "HS-ETS1-1", "HS-ETS1-2"]),
    state: stateAlignment(["BIO1.LS1.2", "BIO1.LS1.3", "BIO1.LS1.7", "BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.4"]),
  },
  phases: [phase1],
  materials: [
    lessonPlan({
      title: "Day 1 Lesson Plan: Stimulus to Response",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_1_Lesson_Plan.docx",
      lesson: 1,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 2 Lesson Plan: Neurons and Signaling",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_2_Lesson_Plan.docx",
      lesson: 2,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 3 Lesson Plan: Sensing the World",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_3_Lesson_Plan.docx",
      lesson: 3,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 4 Lesson Plan: Feedback and Homeostasis",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_4_Lesson_Plan.docx",
      lesson: 4,
      phase: 1,
    }),
    handout({
      title: "Reaction-Time Lab Handout",
      subtitle: "Day 1 student handout",
      path: "/materials/unit4/Unit4_Day_1_Handout.pdf",
      lesson: 1,
      phase: 1,
      variant: "standard",
    }),
    handout({
      title: "Design Brief Handout",
      subtitle: "Day 4 feedback loops and biomimetic design brief",
      path: "/materials/unit4/Unit4_Day_4_Handout.docx",
      lesson: 4,
      phase: 1,
    }),
  ],
  textPlanFileName: "Unit4_NeuroNature.txt",
} satisfies UnitInput;
