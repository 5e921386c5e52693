/**
 * Bounds on member and assistant Markdown. The forum's 20,000-character limit alone does not bound the
 * work of rendering: a line of 10,000 `>` nests 10,000 quotes (a stack overflow in the renderer), and
 * thousands of alternating `*_` delimiters make emphasis matching quadratic. These bounds keep every
 * post cheap to render and small to send.
 */
export const markdownLimits = {
  /** Deepest nesting of quotes and lists a post may have. */
  maxDepth: 16,
  /** Largest HTML a post may render to (a 20,000-character post of ordinary text renders to ~25 KB). */
  maxHtmlChars: 200_000,
  /** Longest one render may take on the server before it is stopped. */
  renderMs: 200,
} as const;

export const markdownMessages = {
  tooDeep: "This post nests quotes or lists too deeply. Please flatten it.",
  tooLarge: "This post is too long once formatted. Please shorten it.",
  tooComplex: "This post's formatting is too complex to display. Please simplify it.",
  unavailable: "This post could not be displayed.",
} as const;

export type MarkdownProblem = Exclude<keyof typeof markdownMessages, "unavailable">;

/**
 * How deeply any line nests quotes and lists, counted in one linear pass so the cost of finding a nesting
 * bomb never depends on how deep it is: each `>` or list marker that opens the line counts one, and so
 * does each two columns of indentation before them (a nested list item is indented past its parent's
 * marker). Lines in fenced code blocks do not count.
 */
export function lineNestingDepth(markdown: string): number {
  let deepest = 0;
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1][0] as string;
      if (fence === null) fence = marker;
      else if (marker === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    let i = 0;
    let indent = 0;
    for (; line[i] === " " || line[i] === "\t"; i++) indent += line[i] === "\t" ? 4 : 1;
    let markers = 0;
    for (;;) {
      while (line[i] === " " || line[i] === "\t") i++;
      const c = line[i];
      if (c === ">") {
        i++;
      } else if ((c === "-" || c === "+" || c === "*") && (line[i + 1] === " " || line[i + 1] === "\t")) {
        i += 2;
      } else {
        const ordered = /^\d{1,9}[.)](?=[ \t]|$)/.exec(line.slice(i, i + 12));
        if (!ordered) break;
        i += ordered[0].length;
      }
      markers++;
    }
    // Indentation alone (code, wrapped text) nests nothing; before a marker it places the marker.
    const depth = markers === 0 ? 0 : markers + Math.floor(indent / 2);
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

export type TreeNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: TreeNode[] };

/** Calls `visit` on every node of a Markdown or HTML tree, without recursion (trees can be deep). */
export function eachNode(tree: TreeNode, visit: (node: TreeNode) => void): void {
  const stack: TreeNode[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    visit(node);
    if (node.children) stack.push(...node.children);
  }
}

/**
 * Footnote ids are fixed ("user-content-fn-1", "footnote-label"), so two posts with footnotes on one
 * page would share ids and each other's links. A scope per post (from its text on the server, from
 * the message on the client) keeps them apart. A rehype plugin, without recursion.
 */
export function scopeFootnoteIds(options: { scope?: string } = {}) {
  return (tree: TreeNode, file: { data: object }) => {
    const scope = options.scope ?? (file.data as { idScope?: string }).idScope;
    if (!scope) return;
    const scoped = (id: string) =>
      id === "footnote-label"
        ? `user-content-${scope}-footnote-label`
        : id.replace(/^user-content-/, `user-content-${scope}-`);
    eachNode(tree, (node) => {
      const props = node.properties;
      if (!props) return;
      if (typeof props.id === "string") props.id = scoped(props.id);
      if (typeof props.href === "string" && props.href.startsWith("#")) props.href = `#${scoped(props.href.slice(1))}`;
      if (Array.isArray(props.ariaDescribedBy))
        props.ariaDescribedBy = props.ariaDescribedBy.map((id) => scoped(String(id)));
    });
  };
}
