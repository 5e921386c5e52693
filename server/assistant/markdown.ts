/** The Markdown pieces every composed answer is written with. */

/** Curriculum text inside Markdown: characters that would start formatting or links are escaped. */
export function md(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, "\\$&");
}

export function link(text: string, url: string): string {
  return `[${md(text)}](${url})`;
}

/** A bulleted list of at most `max` items, saying how many more there are. */
export function bullets(items: string[], max = items.length): string {
  const shown = items.slice(0, max).map((item) => `- ${item}`);
  if (items.length > max) shown.push(`- …and ${items.length - max} more`);
  return shown.join("\n");
}
