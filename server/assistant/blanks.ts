/**
 * Fill-in-the-blank sentences for the offline guide's checks and quizzes: which word or compound of a lesson's
 * sentence is a key term worth hiding (never a function word, never half of a compound term).
 */

// Words a blank never hides: function words, connectives and the everyday verbs and adjectives that carry no
// lesson content ("bacteria, _____ Rhizobium" tested nothing but grammar).
const FUNCTION_WORDS = new Set(
  `a about above across after against all along also although among an and another any are around as at be because
  become becomes been before being below between both but by can cannot could did do does doing down during each
  either else enough especially even every few for from further had has have having he her here him his how however
  if in including instead into is it its itself just less like many may might more most much must near neither no
  nor not of off often on once one only onto or other others otherwise our out over own per rather same several
  she should since so some such than that the their them themselves then there these they this those though
  through throughout to toward towards under unless until up upon us use used uses using very was we were what when
  where whether which while who whom whose why will with within without would yet you your different important
  certain various people students someone something example examples way ways part parts kind kinds thing things
  depend depends depending make makes made making work works help helps show shows take takes give gives get gets
  keep keeps move moves need needs lead leads happen happens mean means called extra new old high low large small
  long short first second often much more less most least well better best good bad`.split(/\s+/),
);

// After one of these, a word is most likely a verb ("convert it", "use up"), not a term.
const VERB_FOLLOWERS = new Set("it them up the a an into onto to its their this these that".split(" "));

export interface Candidate {
  term: string;
  score: number;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const contains = (text: string, term: string) => new RegExp(`\\b${escapeRegExp(term)}\\b`, "i").test(text);

/** The words of a sentence and what follows each (a word, or punctuation that ends a phrase). */
function words(sentence: string): { word: string; next?: string; breakAfter: boolean }[] {
  const tokens = [...sentence.matchAll(/([A-Za-z](?:[A-Za-z'’]|-(?=[A-Za-z]))*)|([^A-Za-z\s]+)/g)];
  return tokens.flatMap((m, i) => {
    if (!m[1]) return [];
    const following = tokens[i + 1];
    return [{ word: m[1], next: following?.[1], breakAfter: !following?.[1] }];
  });
}

// Part of a term: short words count ("nitrogen gas"), so their neighbour is not blanked alone.
const isTermWord = (word: string) =>
  (word.length >= 3 || /^[A-Z]{2}$/.test(word)) &&
  !FUNCTION_WORDS.has(word.toLowerCase()) &&
  !/ly$|ing$/i.test(word) &&
  !/['’]/.test(word);

/**
 * The key terms a sentence could blank: a word standing alone between function words or punctuation (never one
 * word of a compound term such as "carbon dioxide", whose other half gives it away), or a whole compound the
 * lesson's vocabulary names. Terms the lesson's vocabulary (its title, objectives, the unit's key topics and
 * core concepts) uses score first, then longer ones.
 */
export function blankCandidates(sentence: string, vocabulary: string): Candidate[] {
  const candidates: Candidate[] = [];
  const list = words(sentence);
  let run: typeof list = [];
  const flush = () => {
    if (run.length === 1 && run[0]!.word.length >= 4) {
      const { word, next } = run[0]!;
      const verbLike = (next !== undefined && VERB_FOLLOWERS.has(next.toLowerCase())) || /ed$/i.test(word);
      const inVocabulary = contains(vocabulary, word);
      if (!verbLike || inVocabulary) candidates.push({ term: word, score: (inVocabulary ? 100 : 0) + word.length });
    } else {
      // A compound the vocabulary names, the whole run or two or three words of a longer one ("surveillance data").
      for (let size = Math.min(3, run.length); size >= 2; size--)
        for (let start = 0; start + size <= run.length; start++) {
          const phrase = run
            .slice(start, start + size)
            .map((w) => w.word)
            .join(" ");
          if (sentence.includes(phrase) && contains(vocabulary, phrase))
            candidates.push({ term: phrase, score: 100 + phrase.length });
        }
    }
    run = [];
  };
  for (const entry of list) {
    if (isTermWord(entry.word)) run.push(entry);
    else {
      flush();
      // A gerund the vocabulary names ("composting") is a term of its own.
      if (/ing$/i.test(entry.word) && contains(vocabulary, entry.word))
        candidates.push({ term: entry.word, score: 100 + entry.word.length });
    }
    if (entry.breakAfter) flush();
  }
  flush();
  // A term the sentence repeats gives its own answer away.
  const once = candidates.filter(
    (c) => (sentence.match(new RegExp(`\\b${escapeRegExp(c.term)}\\b`, "gi")) ?? []).length === 1,
  );
  return once.sort((a, b) => b.score - a.score);
}
