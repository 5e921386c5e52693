/** A mailto: address with a subject line, encoded so any subject is safe in the URL. */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
