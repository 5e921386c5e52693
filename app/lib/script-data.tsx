/**
 * Data for a page's plain script (no React on the page to hold it): a JSON <script> element, which the browser
 * never runs. `<` is escaped so the data cannot close the element or open a comment.
 */
export function ScriptData({ name, value }: { name: string; value: unknown }) {
  return (
    <script
      type="application/json"
      data-script-data={name}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped for a script element
      dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replaceAll("<", "\\u003c") }}
    />
  );
}
