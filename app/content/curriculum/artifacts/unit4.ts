import type { ArtifactInput } from "./schema.ts";

// Unit 4: the file for each materials line of its lessons that names something printed for students.

export const unit4Artifacts: ArtifactInput[] = [
  {
    unit: 4,
    phase: 1,
    lesson: 3,
    provides: "Punnett square practice cards using fictional families",
    title: "Punnett Square Practice Cards",
    intro:
      "Six fictional families, three for bitter taste and three for red-green color vision. For each card, write the parents' genotypes, draw the Punnett square and give the probability asked for. T (taster) is dominant over t (non-taster) for the TAS2R38 bitter-taste gene. The red and green cone pigment genes are on the X chromosome: X(B) is typical color vision, X(b) is red-green color vision deficiency.",
    prep: "One set per pair: 15 sets for a class of 30, on paper or card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Bitter taste (TAS2R38)",
        cards: [
          {
            title: "1. The Okafor family",
            text: "Both parents can taste the bitter compound PTC, and each had one parent who could not. What is the probability that their child cannot taste it?",
          },
          {
            title: "2. The Lindqvist family",
            text: "One parent is a taster whose mother was a non-taster; the other parent is a non-taster. What is the probability that a child is a non-taster?",
          },
          {
            title: "3. The Moreno family",
            text: "One parent comes from a long line of tasters and is homozygous (TT); the other is a non-taster. What fraction of their children will be tasters, and what is their genotype?",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Red-green color vision (X-linked)",
        cards: [
          {
            title: "4. The Chen family",
            text: "The mother has typical color vision, but her father had red-green color vision deficiency, so she is a carrier, X(B)X(b). The father has typical color vision, X(B)Y. What is the chance that a son is affected? A daughter?",
          },
          {
            title: "5. The Haddad family",
            text: "The mother has typical color vision and no family history, X(B)X(B). The father has red-green color vision deficiency, X(b)Y. Can their sons inherit it from him? What about their daughters?",
          },
          {
            title: "6. The Nakamura family",
            text: "The mother has red-green color vision deficiency, X(b)X(b). The father has typical color vision, X(B)Y. Predict the color vision of their sons and daughters, and explain why the pattern differs by sex.",
          },
        ],
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 3,
    provides: "Photo cards of animal senses: star-nosed mole, bat, harbor seal, fish lateral line, insect compound eye",
    title: "Animal Sense Cards",
    intro:
      "Five animals with extraordinary senses, each with the receptor behind the sense, what it lets the animal do and a technology engineers have built from the idea. Use them in the Animal Sensor Gallery: match each sense to a human technology and name the receptor or organ.",
    prep: "One set per group of about 4: 8 sets for a class of 30, on card stock, cut apart. Paste or print a photo on each card from a free source such as the U.S. Fish and Wildlife Service or NOAA image libraries, or project the photos instead.",
    parts: [
      {
        kind: "cards",
        heading: "Animal senses",
        cards: [
          {
            title: "Star-nosed mole",
            text: "Sense: touch. Its star of 22 fleshy rays carries about 25,000 touch receptors called Eimer's organs, so it can identify and eat a small prey item in about a quarter of a second in the dark. Inspires: touch-sensor arrays that let robots feel shapes.",
          },
          {
            title: "Bat",
            text: "Sense: echolocation (hearing). It calls at frequencies above human hearing (over 20 kHz) and times the returning echoes to find insects and obstacles in the dark. Inspires: ultrasonic distance sensors and mobility aids for people with low vision.",
          },
          {
            title: "Harbor seal",
            text: "Sense: touch through whiskers (vibrissae), each with a follicle packed with over a thousand nerve fibers. Blindfolded seals in experiments followed the water trail of a swimming object many seconds after it passed. Inspires: flow sensors for underwater robots.",
          },
          {
            title: "Fish lateral line",
            text: "Sense: water movement and pressure. Hair cells in clusters called neuromasts, along a line on each side of the body, bend with moving water, helping fish school, avoid predators and find prey. Inspires: artificial lateral lines that let underwater vehicles sense currents and obstacles.",
          },
          {
            title: "Insect compound eye",
            text: "Sense: vision. Thousands of tiny units (ommatidia) each see one spot; a honeybee eye has about 5,000. The eye sees a wide field and detects motion very fast. Inspires: miniature wide-angle cameras and collision-avoidance sensors for drones.",
          },
        ],
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 4,
    provides: "Feedback-loop card sort for body temperature, blood glucose and blood clotting",
    title: "Feedback Loop Card Sort",
    intro:
      "Eighteen cards, six for each of three loops: body temperature, blood glucose and blood clotting. Sort the cards into the three loops, put each loop in order from stimulus to response, and place the loop-type card that says whether it is negative or positive feedback.",
    prep: "One set per group of about 4: 8 sets for a class of 30, on card stock, cut apart and shuffled; print each loop's cards on a different color only for the supported version.",
    parts: [
      {
        kind: "cards",
        heading: "Loop cards (shuffle before handing out)",
        cards: [
          { title: "Stimulus", text: "Body temperature rises above about 37 degrees C during a run on a hot day." },
          {
            title: "Sensor",
            text: "Thermoreceptors in the skin and in the hypothalamus detect the rise in temperature.",
          },
          {
            title: "Control center",
            text: "The hypothalamus compares body temperature with its set point and sends signals through nerves.",
          },
          {
            title: "Effector",
            text: "Sweat glands release sweat, and blood vessels in the skin widen to carry heat to the surface.",
          },
          {
            title: "Response",
            text: "Sweat evaporates and heat leaves the skin, so body temperature falls back toward the set point.",
          },
          { title: "Loop type", text: "Negative feedback: the response reverses the change that started it." },
          { title: "Stimulus", text: "Blood glucose rises after a meal rich in carbohydrates." },
          {
            title: "Sensor and control center",
            text: "Beta cells in the pancreas detect the rise in blood glucose and release the hormone insulin.",
          },
          {
            title: "Signal",
            text: "Insulin travels in the blood to cells all over the body.",
          },
          {
            title: "Effector",
            text: "Liver, muscle and fat cells respond to insulin by taking in glucose; the liver stores it as glycogen.",
          },
          { title: "Response", text: "Blood glucose falls back toward its normal range." },
          {
            title: "Loop type",
            text: "Negative feedback: when glucose is back to normal, the beta cells release less insulin.",
          },
          { title: "Stimulus", text: "A cut damages the wall of a blood vessel." },
          { title: "Sensor", text: "Platelets stick to the exposed, damaged vessel wall." },
          {
            title: "Signal",
            text: "The stuck platelets become activated and release chemicals that call more platelets to the site.",
          },
          {
            title: "Effector",
            text: "More platelets arrive and clotting proteins form threads of fibrin that trap blood cells.",
          },
          {
            title: "Response",
            text: "Each new platelet releases more chemicals, so the response grows until a clot seals the cut.",
          },
          {
            title: "Loop type",
            text: "Positive feedback: the response amplifies the change until an endpoint (the sealed cut) is reached.",
          },
        ],
      },
    ],
  },
];
