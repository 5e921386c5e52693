import type { Unit } from "#app/content/curriculum/schema.ts";
import { defaultLanguage, type LanguageCode } from "#shared/i18n/languages.ts";
import { translationFile } from "./localized.ts";
import type { PblContent, UnitCard } from "./schemas.ts";

/**
 * The course page's unit cards: one per unit of the curriculum, in its order. The English card is the unit's own
 * (its title and `card`); another language's card takes its words from that language's course page
 * (`units.translatedCards`) and its number and colour from the unit.
 */
export function unitCards(units: Unit[], lang: LanguageCode, content: PblContent): UnitCard[] {
  const problems = unitCardProblems(units, lang, content);
  if (problems.length) throw new Error(`Translation problems:\n${problems.join("\n")}`);
  if (lang === defaultLanguage.code)
    return units.map((unit) => ({ number: unit.number, title: unit.title, ...unit.card }));
  const translated = content.units.translatedCards ?? [];
  return units.map((unit) => {
    const card = translated.find((c) => c.number === unit.number);
    if (!card) throw new Error(`no card for unit ${unit.number}`); // unitCardProblems names it first
    return { ...card, color: unit.card.color };
  });
}

/**
 * A translation's cards that do not match the units: a unit without a card, a card for no unit, one twice. The
 * English page has none: its cards are the units' own.
 */
export function unitCardProblems(units: Unit[], lang: LanguageCode, content: PblContent): string[] {
  const cards = content.units.translatedCards;
  if (lang === defaultLanguage.code)
    return cards
      ? ["app/content/public/pbl-course.ts: units.translatedCards: the English cards are the units' own"]
      : [];
  const where = `${translationFile(lang, "pbl-course")}: units.translatedCards`;
  const numbers = (cards ?? []).map((c) => c.number);
  return [
    ...units
      .filter((u) => !numbers.includes(u.number))
      .map((u) => `${where}: no card for unit ${u.number} (${u.title})`),
    ...numbers
      .filter((n, i) => !units.some((u) => u.number === n) || numbers.indexOf(n) !== i)
      .map(
        (n) =>
          `${where}: a card for unit ${n}, which ${units.some((u) => u.number === n) ? "has one already" : "is not in the curriculum"}`,
      ),
  ];
}
