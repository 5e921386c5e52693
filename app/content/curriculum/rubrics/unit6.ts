import type { RubricInput } from "./schema.ts";

// Described rubrics added for issue 29 (see content.ts): one file per part of the course.
// Unit 6: the lessons' performance tasks (Lessons 2, 3, 5 and 7) and the three advocacy-project checkpoints of the
// project-work days between Lessons 7 and 8 (lessons 9-11); Lesson 8's showcase rubric is in content.ts.

/** Claim, evidence and reasoning, worded for the argument each lesson asks for. */
function cer(claim: string[], evidence: string[], reasoning: string[]) {
  return [
    { name: "Claim", levels: claim },
    { name: "Evidence", levels: evidence },
    { name: "Reasoning", levels: reasoning },
  ];
}

export const unit6Rubrics: RubricInput[] = [
  {
    unit: 6,
    lesson: 2,
    product: "Age and exposure argument from the dice simulation",
    criteria: cer(
      [
        "States a precise claim that answers the question for all three rounds: an inherited hit or a carcinogen makes a lineage more likely to reach four hits, and sooner, but does not make cancer certain.",
        "States a clear claim that inherited hits and carcinogen exposure make cancer more likely and earlier than in Round 1.",
        "States a claim about only one factor (age, inheritance or exposure), or a claim that is partly wrong, such as 'an inherited hit means you will get cancer'.",
        "Gives no claim, or restates the question, or the claim contradicts the class data.",
      ],
      [
        "Quotes the class graph for all three rounds with numbers (for example about 7, 22 and 44 percent of lineages reaching four hits) and the decade when lineages first reached four hits, and notes that many lineages never did.",
        "Uses numbers from the class graph for at least two rounds, with the round each number comes from.",
        "Refers to the graph in general words ('Round 3 had more') without numbers, or uses only the student's own lineage.",
        "Uses no data from the simulation, or the numbers quoted are not on the class graph.",
      ],
      [
        "Explains why with the model's rules: each decade is another chance of a hit, an inherited hit means fewer hits are left to happen, a carcinogen raises the chance per decade; links this to somatic and inherited mutations and says risk is a probability, not blame or destiny.",
        "Explains that cancer needs several hits, so starting with one hit or raising the chance of a hit per roll gets lineages to four hits sooner; connects this to age.",
        "Restates the evidence without saying why it happens, or explains only the age pattern.",
        "Gives no reasoning, or reasoning that is scientifically wrong (for example that one mutation alone causes cancer).",
      ],
    ),
  },
  {
    unit: 6,
    lesson: 3,
    product: "Two-hit explanation of retinoblastoma",
    criteria: cer(
      [
        "Claims that RB1 is a tumor suppressor, so a tumor needs both copies lost; children who inherit one faulty copy need only one more hit, which explains both patterns in the data.",
        "Claims that children who inherit one faulty RB1 copy get tumors earlier and in both eyes because they already have one of the two hits.",
        "Makes a claim about inheritance or about RB1, but not both, or calls RB1 an oncogene.",
        "Gives no claim, or a claim that does not answer why inherited cases differ.",
      ],
      [
        "Uses the case data sheet for both comparisons, with numbers: age at diagnosis and one eye or both eyes, for inherited and non-inherited cases.",
        "Uses the case data sheet for both comparisons (age and number of eyes), with at least one number.",
        "Uses one comparison only, or describes the data without numbers.",
        "Uses no data from the case sheet.",
      ],
      [
        "Explains that every retinal cell of an inherited case already carries one hit, so a second hit in any of millions of cells is likely, early, and can happen in both eyes; a non-inherited case needs two hits in the same cell, which is rare, later and usually in one eye; contrasts this with an oncogene, where one changed copy is enough.",
        "Explains that a tumor suppressor works like a brake with two copies, so both must fail, and that inherited cases start with one copy already broken.",
        "Uses the brake or two-hit idea, but does not connect it to the age or the eye pattern.",
        "Gives no reasoning, or says one faulty copy of a tumor suppressor is enough on its own to cause the tumor.",
      ],
    ),
  },
  {
    unit: 6,
    lesson: 5,
    product: "Screening analysis and barrier-and-bridge proposal",
    criteria: [
      {
        name: "2x2 table",
        levels: [
          "All four cells are correct for 1,000 people (9 true positives, 1 false negative, about 50 false positives, about 940 true negatives), the totals add up, and the student shows how each cell came from the rate, the sensitivity and the specificity.",
          "All four cells are correct and the rows and columns add up to 1,000.",
          "The table has one or two wrong cells (often the false positives), or the totals do not add up.",
          "The table is missing, or most cells are wrong or empty.",
        ],
      },
      {
        name: "Positive predictive value",
        levels: [
          "Calculates the positive predictive value correctly (9 out of about 59, about 15 percent), names sensitivity and specificity correctly, and explains why so many positives are false when the disease is rare.",
          "Calculates the positive predictive value as true positives divided by all positives (about 15 percent) and says what it means.",
          "Sets up the calculation but divides by the wrong total (for example by 1,000 or by 10), or mixes up sensitivity and positive predictive value.",
          "No positive predictive value, or a value with no working.",
        ],
      },
      {
        name: "Bridge proposal",
        levels: [
          "Names the scenario's barrier exactly, designs a bridge that removes it (for example evening hours for a worker without paid leave), says who would run it and how, and names one limit of the bridge.",
          "Names the scenario's barrier and designs a bridge that fits it and could really be offered by a clinic or community group.",
          "Names a barrier, but the bridge is vague ('more awareness') or does not fit the barrier in the scenario.",
          "No barrier or bridge, or a bridge that blames the person ('they should try harder').",
        ],
      },
      {
        name: "Explanation for a family audience",
        levels: [
          "In plain words, explains that a positive screen means 'more tests are needed', not 'you have cancer', says why follow-up matters, and would calm rather than frighten a family member.",
          "Explains correctly, without jargon, that a positive screen is not a diagnosis and leads to follow-up testing.",
          "Is partly correct but uses jargon a family member would not know, or leaves out the need for follow-up.",
          "Says a positive screen means the person has cancer, or is missing.",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 7,
    product: "Disparity data analysis and root-causes fishbone",
    criteria: [
      {
        name: "Comparisons and ratios",
        levels: [
          "Every difference and ratio is correct with its units (per 100,000), the student flags each group with lower incidence but higher mortality, and compares the county with the state.",
          "Differences and ratios are correct for both cancers, and the group with lower incidence but higher mortality is flagged.",
          "Some differences or ratios are wrong (for example a ratio turned upside down), or the lower-incidence, higher-mortality group is missed.",
          "Few or no calculations, or rates are compared as if they were counts.",
        ],
      },
      {
        name: "Research ethics",
        levels: [
          "Explains what happened to Henrietta Lacks's cells without consent, what they made possible, and how that history connects to consent, privacy and trust in screening and trials today; builds on a classmate's point.",
          "Explains the consent problem in the Lacks story and makes one clear connection to trust in care or research today.",
          "Retells part of the story without connecting it to consent or to trust today.",
          "Does not take part, or makes comments that are disrespectful to the Lacks family or to the communities discussed.",
        ],
      },
      {
        name: "Fishbone diagram",
        levels: [
          "Places at least two specific causes under each branch (access, environment, economics, communication, trust), each tied to the data or the reading, and shows how two causes connect.",
          "Places at least one specific cause under each of the five branches, each linked to the disparity chosen.",
          "Leaves branches empty, or lists general causes ('money', 'health') that are not tied to the disparity.",
          "The diagram is missing, or its causes blame people for their own illness.",
        ],
      },
      {
        name: "Justified point of action",
        levels: [
          "Stars a cause the team could really influence, justifies it with a number from the data and with who is affected, and names the action and audience the advocacy project will use.",
          "Stars one cause and explains why the advocacy project can address it, using the data or the reading.",
          "Stars a cause without a reason, or chooses one the team cannot influence and does not say why.",
          "No cause is starred.",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 9,
    product: "Advocacy project checkpoint 1: Goal and evidence",
    criteria: [
      {
        name: "Project goal",
        levels: [
          "Names a specific audience, a cause from the Lesson 7 fishbone and one action the audience can take, with a measurable sign that it worked, and gives no individual medical advice.",
          "Names a specific audience, a cause and one action the audience can take, and is approved by the teacher.",
          "Names a cause, but the audience or the action is vague ('raise awareness about cancer').",
          "No goal, or a goal that gives medical advice to individuals.",
        ],
      },
      {
        name: "Source log",
        levels: [
          "Logs five or more pieces of evidence, each with the fact, the source, its date and a link or page, from at least three different sources, all group-level public data.",
          "Logs at least four pieces of evidence, each with the fact, the source and its date.",
          "Logs fewer than four pieces of evidence, or leaves out sources or dates.",
          "No source log, or facts with no sources.",
        ],
      },
      {
        name: "Reliability rating",
        levels: [
          "Rates every source and gives a reason based on who made it, how recent it is and what evidence it rests on, and replaces any source rated low.",
          "Rates every source with a reason (who made it, or how recent it is).",
          "Rates sources without reasons, or rates an unreliable source (an advert, an anonymous post) as high.",
          "No source is given a reliability rating.",
        ],
      },
      {
        name: "Biology check",
        levels: [
          "Writes two or three accurate sentences of cancer biology from Lessons 1-6 in plain words, each linked to a point in the message, and corrects anything the teacher conference found.",
          "Writes accurate biology sentences the message depends on, checked against the lessons.",
          "Writes biology sentences with an error or with jargon left unexplained, or sentences that do not connect to the message.",
          "No biology sentences, or sentences with serious errors (for example that cancer is contagious).",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 10,
    product: "Advocacy project checkpoint 2: Message and first draft",
    criteria: [
      {
        name: "Message map",
        levels: [
          "One clear main message, three supporting points that each cite the source log, one action and a trusted messenger chosen for this audience, with a reason for the choice.",
          "One main message, three supporting points each with a source, one action and a messenger.",
          "The map is missing a part (a source, the action or the messenger), or has several competing main messages.",
          "No message map, or points with no sources.",
        ],
      },
      {
        name: "First draft",
        levels: [
          "A complete draft in the chosen format in which every science claim traces to the source log, written for the audience (no unexplained jargon) and ending with the action.",
          "A complete draft in which every science claim traces to the source log and the action is stated.",
          "A partial draft, or some claims cannot be traced to the source log.",
          "No draft, or a draft whose claims have no sources.",
        ],
      },
      {
        name: "Accuracy and respect check",
        levels: [
          "Every claim was read aloud with its source, and the team lists each change it made: blaming or fear-based wording removed, individual medical advice removed, people-first language used.",
          "The check was completed and the team noted the changes it made for accuracy and respect.",
          "The check was started but not finished, or changes were made without being noted.",
          "No check, or the draft still blames people for their illness or uses fear.",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 11,
    product: "Advocacy project checkpoint 3: Peer review, revision and delivery plan",
    criteria: [
      {
        name: "Peer review",
        levels: [
          "Scores the other team's draft on all five showcase criteria and gives, for each, one strength and one suggestion naming the criterion, the place in the draft and the change to make.",
          "Scores all five criteria and gives a specific strength and suggestion for each.",
          "Scores some criteria, or gives general comments ('looks good', 'add more') that do not say where or what to change.",
          "No peer review, or comments that are unkind or not about the work.",
        ],
      },
      {
        name: "Revision log",
        levels: [
          "Logs every change with the feedback behind it, explains why the team chose the changes that mattered most for its audience, and includes the teacher's final science check.",
          "Logs each change with the piece of feedback that prompted it.",
          "Lists changes without linking them to feedback, or makes only surface changes (spelling, colors) when the feedback asked for more.",
          "No revision log, or no changes made.",
        ],
      },
      {
        name: "Delivery plan",
        levels: [
          "Names the recipient, the messenger, a date and a measurable sign of reach (for example copies taken or sign-ups), has the recipient's agreement or a plan to get it, and says what the team will do if the first plan falls through.",
          "Names the recipient, the messenger, a date and one way to tell whether the project reached people.",
          "Names a recipient but leaves out the messenger, the date or the sign of reach.",
          "No delivery plan, or a plan with no real recipient ('post it somewhere').",
        ],
      },
    ],
  },
];
