import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit2bKeys: HandoutKeyInput[] = [
  {
    unit: 2,
    phase: 4,
    lesson: 24,
    keys: [
      {
        prompt: "u2-d24-q1",
        notes:
          "Each rewrite uses everyday words and keeps the meaning: 'antigen-specific humoral response' becomes 'your body makes antibodies that fit this one germ'; 'herd immunity threshold' becomes 'the share of people who must be immune to stop a disease spreading'. The partner's check catches rewrites that became wrong (for example 'antibodies kill all germs').",
      },
      {
        prompt: "u2-d24-q2",
        notes:
          "Students keep at most one or two terms the audience will meet again (antibody, vaccine, immune) and define each in a short phrase the first time, e.g. 'antibodies, proteins your body makes to stick to a germ'.",
      },
      {
        prompt: "u2-d24-q3",
        answer:
          "Memory cells are like a 'most wanted' poster because once the immune system has met a germ (or a vaccine's harmless piece of it), it keeps a record so it can recognize and respond to that germ much faster next time.",
      },
      {
        prompt: "u2-d24-q4",
        answer:
          "A poster only hangs there, but memory cells are living cells that multiply and turn into fighting cells; a listener might also think the poster lasts forever, while protection can fade for some vaccines, which is why boosters exist.",
      },
      {
        prompt: "u2-d24-q5",
        answer:
          "0.1 percent = about 1 in 1,000 children with measles develops encephalitis; 0.03 percent = about 3 in 10,000 children (roughly 1 in 3,300) have a fever-related seizure after an MMR dose; 0.0001 percent = about 1 in a million vaccine doses causes a severe allergic reaction.",
      },
      {
        prompt: "u2-d24-q6",
        answer:
          "Fact: flu shots contain killed virus or a single virus protein, so they cannot give you the flu. Myth: some people say the flu shot gives you the flu. Fact: a sore arm or feeling tired for a day is your immune system practicing, and it passes; getting the shot each fall is the best protection against this year's flu.",
      },
      {
        prompt: "u2-d24-q7",
        notes:
          "At most 20 words, one idea and one action, accurate and in the audience's language, e.g. 'The flu shot can't give you the flu. Get yours at the school clinic on October 14.'",
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 26,
    keys: [
      {
        prompt: "u2-d26-q1",
        notes:
          "Names one role (director, camera, sound, talent, script supervisor) and three duties that fit it, e.g. sound: finds a quiet space, checks levels before each take, listens back to every narration take.",
      },
      {
        prompt: "u2-d26-q2",
        notes:
          "Every shot showing a student without a returned release is listed with a face-free alternative (hands, silhouette, back of head, voice-over only, on-screen text) or recast with a teammate who has a form. 'None' is correct only if every on-camera student's form is in.",
      },
      {
        prompt: "u2-d26-q3",
        notes:
          "One row per storyboard frame, a shot type for each, at least two narration takes, a best take chosen, audio checked, and 'yes' or 'no face shown' in the release column for every shot with a person in it.",
      },
      {
        prompt: "u2-d26-q4",
        notes:
          "Names specific frames and a reason tied to quality (unclear audio, shaky framing, a line misread, a face shown without a release).",
      },
      {
        prompt: "u2-d26-q5",
        notes: "A real problem (noise, lighting, a missing actor) and the team's concrete fix.",
      },
      {
        prompt: "u2-d26-q6",
        answer:
          "Both follow a written plan, give each person a role, record what was done (a shot log, a data table) and check results against the plan, repeating trials or takes that did not work.",
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 27,
    keys: [
      {
        prompt: "u2-d27-q1",
        notes:
          "Every claim in the cut is listed as spoken, with a named reliable source (CDC, health department, WHO, a textbook) and a decision. Watch for claims stronger than the source ('vaccines are 100 percent effective') marked accurate.",
      },
      {
        prompt: "u2-d27-q2",
        notes:
          "Shows an overclaim softened to match the source, e.g. 'the flu shot stops the flu' rewritten as 'the flu shot lowers your chance of getting the flu and of getting very sick'.",
      },
      {
        prompt: "u2-d27-q3",
        notes:
          "Identifies what is lost without sound (narrated facts, the call to action) and commits to captions for every spoken word plus on-screen text for the call to action.",
      },
      {
        prompt: "u2-d27-q4",
        notes:
          "Lists each source used for a claim by organization and page title, readable for at least three seconds.",
      },
      {
        prompt: "u2-d27-q5",
        notes: "Specific strengths named by the partner team (the hook, a clear number, a trusted messenger).",
      },
      {
        prompt: "u2-d27-q6",
        notes: "Specific questions or concerns about accuracy, clarity or persuasiveness, recorded without argument.",
      },
      {
        prompt: "u2-d27-q7",
        notes:
          "Three doable revisions, each traced to a piece of feedback or a failed check, with accuracy fixes first.",
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 28,
    keys: [
      {
        prompt: "u2-d28-q1",
        notes: "Identical to the PSA's core message and call to action, so the two pieces repeat one message.",
      },
      {
        prompt: "u2-d28-q2",
        notes:
          "Two accurate facts, each with a named source, and a visual that makes each fact easier to grasp (an icon array for '1 in 1,000', a simple bar for coverage).",
      },
      {
        prompt: "u2-d28-q3",
        notes:
          "Names the community languages found in the Day 22 survey and a fluent adult or bilingual student who checks each translation; machine translation alone is not enough.",
      },
      {
        prompt: "u2-d28-q4",
        notes:
          "Each piece has a channel the persona uses, a date, a person responsible and the approval it needs (school administration for public posting, the nurse for health facts).",
      },
      {
        prompt: "u2-d28-q5",
        answer:
          "For a goal such as 'by the end of the exhibition, at least 75 percent of visitors will know the flu shot cannot give you the flu': (1) 'Can the flu shot give you the flu? Yes / No / Not sure', which measures the myth the goal targets; (2) 'Where can a student at our school get a flu shot?', which measures whether the call to action got through. Neither question asks about anyone's own health.",
      },
      {
        prompt: "u2-d28-q6",
        notes:
          "Success is a number tied to the SMART goal (e.g. at least 75 percent correct on the post card, or a rise of 25 percentage points from pre to post); reach measures such as visitors, flyers taken or QR scans are counted separately and not confused with a change in understanding.",
      },
      {
        prompt: "u2-d28-q7",
        notes: "An honest self-score and a specific action for the weakest criterion, done before submission.",
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 29,
    keys: [
      {
        prompt: "u2-d29-q1",
        notes:
          "Four parts in about 60 seconds spoken (roughly 130-150 words): the team, the health problem for this audience, the core message from Day 23 word for word, and the call to action. Accurate and free of jargon.",
      },
      {
        prompt: "u2-d29-q2",
        answer:
          "For a flu campaign: the flu shot shows your immune system harmless pieces of this season's flu viruses, so your B cells make antibodies and memory cells; if the real virus arrives, your body recognizes it and fights it faster, so you are less likely to get sick or very sick.",
      },
      {
        prompt: "u2-d29-q3",
        notes:
          "Five questions with short, accurate, plain-language answers and a reliable named source. E.g. 'Why every year?' - flu viruses change and protection fades, so each year's vaccine is updated (CDC); 'Can a vaccine give me the disease?' - inactivated and protein vaccines contain no live virus; a sore arm or low fever is the immune response, not the disease (CDC).",
      },
      {
        prompt: "u2-d29-q4",
        answer:
          "Thank the visitor, say honestly that we do not know, and point them to a trusted source such as the school nurse, their doctor or the health department website; offer to find out and pass the answer on through the teacher.",
      },
      {
        prompt: "u2-d29-q5",
        notes:
          "Specific warm and cool comments from the visiting team, especially any science error the teacher flagged.",
      },
      {
        prompt: "u2-d29-q6",
        notes:
          "Concrete fixes (a corrected fact, a reprinted card, a shorter welcome) and the student's named Day 30 role.",
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 30,
    keys: [
      {
        prompt: "u2-d30-q1",
        notes:
          "The same myth question as the team's Day 22 survey, word for word, with the correct answer; it asks about knowledge, never about the visitor's own health or vaccination.",
      },
      {
        prompt: "u2-d30-q2",
        notes:
          "Every part of the exhibition has a presenter, a greeter and a log keeper; roles rotate so each student presents.",
      },
      {
        prompt: "u2-d30-q3",
        notes:
          "Tallies by group with totals; the total visitors should match the number of post cards roughly (a large gap means cards were missed). Flyers taken is a reach count, not a measure of understanding.",
      },
      {
        prompt: "u2-d30-q4",
        notes:
          "At least five questions logged with brief answers; any answer not checked against a source is marked 'we will check'.",
      },
      {
        prompt: "u2-d30-q5",
        notes: "A question that revealed a misunderstanding or pushed the team's science further, with a reason.",
      },
      {
        prompt: "u2-d30-q6",
        notes:
          "Names a trusted person or source (school nurse, health department) and a way back to the visitor (through the teacher or the partner), never collecting the visitor's contact details at the station.",
      },
      {
        prompt: "u2-d30-q7",
        notes: "A specific, recurring misunderstanding and a change to the PSA, flyer or welcome that addresses it.",
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 31,
    keys: [
      {
        prompt: "u2-d31-q1",
        answer:
          "Flu shot gives you the flu? Day 22: 52/120 = 43 percent; pre: 18/40 = 45 percent; post: 34/40 = 85 percent; change +40 points. Where to get a flu shot? Day 22: not asked; pre: 10/40 = 25 percent; post: 30/40 = 75 percent; change +50 points.",
      },
      {
        prompt: "u2-d31-q2",
        answer:
          "Yes: the goal was at least 75 percent correct after the visit, and 34 of 40 visitors (85 percent) answered correctly on the post card, 10 points above the goal and up from 45 percent before the visit.",
      },
      {
        prompt: "u2-d31-q3",
        answer:
          "Visitors chose to come to the exhibition, so they may be more interested or better informed than the whole school; and the post card was answered minutes after the PSA, so it shows short-term recall, not what people remember weeks later or whether anyone got vaccinated. Forty visitors is also a small sample.",
      },
      {
        prompt: "u2-d31-q4",
        notes:
          "Recompute each percentage from the team's counts (correct / total x 100, rounded to a whole number) and the change as post minus pre in percentage points. Pre and post totals may differ if some visitors skipped a card; percentages, not counts, are compared.",
      },
      {
        prompt: "u2-d31-q5",
        notes:
          "Side-by-side pre and post bars for each question, axis from 0 to 100 percent, labeled, with the SMART goal drawn as a line.",
      },
      {
        prompt: "u2-d31-q6",
        notes:
          "Compares the pre-card percentage with the Day 22 survey percentage on the same question: close values (as Team Shot Facts' 45 and 43 percent) suggest visitors resembled the surveyed community; a much higher pre value suggests the exhibition drew people who already knew.",
      },
      {
        prompt: "u2-d31-q7",
        notes:
          "States the goal, the pre and post numbers, a conclusion (met, partly met or not met) that matches the numbers, and a limitation; does not claim that vaccination rates changed. A goal not met, reported honestly with evidence, can earn full credit.",
      },
      {
        prompt: "u2-d31-q8",
        notes:
          "Each recommendation cites a number or a pattern from the team's data (e.g. the second question rose less, so the flyer should show the clinic's dates more clearly).",
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 32,
    keys: [
      {
        prompt: "u2-d32-q1",
        notes:
          "Two real careers from the cards with a matching task, e.g. epidemiologist - the Day 16 outbreak line list; health educator - the PSA and exhibition.",
      },
      {
        prompt: "u2-d32-q2",
        notes:
          "Numbers from the team's Day 31 report (pre and post percentages, change in points, whether the goal was met), stated accurately.",
      },
      {
        prompt: "u2-d32-q3",
        notes:
          "A change tied to evidence: the question that rose least, a misunderstanding from the station log, a group of the audience that did not come.",
      },
      {
        prompt: "u2-d32-q4",
        notes:
          "A specific time tied to vaccination (before the fall flu-vaccine clinic, before a school-entry immunization deadline) and place or channel, and the approvals (school administration, the partner) needed before public release.",
      },
      {
        prompt: "u2-d32-q5",
        notes:
          "Group-level numbers only (PSA views, flyers handed out, clinic sign-ups if the partner shares them), a named student or the teacher who asks, a date about four weeks away, and a comparison with the SMART goal. No individual's vaccination status is requested.",
      },
      {
        prompt: "u2-d32-q6",
        notes:
          "Names a specific change (e.g. from 'white blood cells eat germs' to antigen recognition, antibodies and memory cells) and cites a portfolio piece such as the Checkpoint 1 model.",
      },
      {
        prompt: "u2-d32-q7",
        notes:
          "An accurate truth sandwich: leads with the fact, names the myth once, and ends with the fact and an action. Check the science as for the Day 24 handout.",
      },
      {
        prompt: "u2-d32-q8",
        notes: "One competency with a concrete moment from the unit as evidence.",
      },
    ],
  },
];
