/** Staff read and write English: the quoted message's date is in English whatever the sender's language. */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/**
 * A mailto: address that answers a contact message: "Re:" the subject of the confirmation the sender received, and
 * the message quoted below an attribution line, as a mail program's Reply writes it. Spaces are %20, not "+",
 * which mail programs would show as plus signs.
 */
export function replyHref(
  message: { email: string; name: string; message: string; createdAt: string },
  subject: string,
): string {
  const quoted = message.message
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  const when = dateFormat.format(new Date(message.createdAt));
  const body = `\n\nOn ${when} UTC, ${message.name} wrote:\n${quoted}\n`;
  const query = `subject=${encodeURIComponent(`Re: ${subject}`)}&body=${encodeURIComponent(body.replace(/\n/g, "\r\n"))}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?${query}`;
}
