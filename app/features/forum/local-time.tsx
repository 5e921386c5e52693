import { useContext, useSyncExternalStore } from "react";
import { NonceContext } from "#shared/request-context.ts";
import { formatDate, formatDateTime, formatLocal, type TimeKind, timeFields, timeLocale } from "./format.ts";

const noSubscription = () => () => {};

/**
 * A time as the reader lives it. The server writes the machine-readable instant and its UTC text; the page's
 * LocalTimeScript has already shown the reader's zone before the first paint, and once hydrated React renders the
 * same local text (so nothing moves). Pages reached within the app render the local text at once.
 */
export function LocalTime({ iso, kind = "dateTime" }: { iso: string; kind?: TimeKind }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const utc = kind === "date" ? formatDate(iso) : formatDateTime(iso);
  return (
    // The text differs from the server's by design while hydrating: LocalTimeScript changed it first.
    <time dateTime={iso} data-local={kind} suppressHydrationWarning>
      {hydrated ? formatLocal(kind, iso) : utc}
    </time>
  );
}

/**
 * Localises every LocalTime as the HTML parser adds it, before the browser paints it (mutation records are handled
 * before the next frame), so the UTC text is never shown to a reader with JavaScript and no line reflows later. A
 * text node added after its <time> (the parser may pause between them) is put right again. It stops once the
 * document is parsed: from then on React renders these elements itself.
 */
const localTimeScript = `(function(){var f={};${(Object.keys(timeFields) as TimeKind[])
  .map(
    (kind) => `f.${kind}=new Intl.DateTimeFormat(${JSON.stringify(timeLocale)},${JSON.stringify(timeFields[kind])});`,
  )
  .join("")}
var s="time[data-local]";function fix(t){var k=f[t.getAttribute("data-local")],d=new Date(t.getAttribute("datetime")),v;if(k&&!isNaN(d)){v=k.format(d);if(t.textContent!==v)t.textContent=v}}
function scan(n){if(n.nodeType!==1)return;if(n.matches(s))fix(n);n.querySelectorAll(s).forEach(fix)}
var o=new MutationObserver(function(r){r.forEach(function(m){var t=m.target.nodeType===3?m.target.parentNode:m.target;if(t&&t.nodeType===1&&t.matches(s))fix(t);m.addedNodes.forEach(scan)})});
o.observe(document,{childList:true,subtree:true,characterData:true});document.addEventListener("DOMContentLoaded",function(){o.disconnect()})})()`;

export function LocalTimeScript() {
  const nonce = useContext(NonceContext) || undefined;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by the page's CSP nonce
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: localTimeScript }} />;
}
