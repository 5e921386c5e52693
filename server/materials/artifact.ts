import { artifactFiles, artifacts } from "#app/content/curriculum/artifacts/index.ts";
import type { Artifact, ArtifactPart } from "#app/content/curriculum/artifacts/schema.ts";
import { lessonLabel } from "#app/content/curriculum/index.ts";
import type { Lesson, Phase, Unit } from "#app/content/curriculum/schema.ts";
import { documentWriter } from "./generate.ts";
import { responseBlock } from "./handout.ts";
import type { Block, MaterialDocument } from "./model.ts";

// A lesson's printable (card set, data set, case file, template) as a student document: what it is, how the teacher
// prepares it, then its parts, each drawn for its kind.

function partBlocks(part: ArtifactPart): Block[] {
  const heading: Block = { type: "heading", level: 2, text: part.heading };
  switch (part.kind) {
    case "cards":
      return [heading, { type: "cards", cards: part.cards }];
    case "table": {
      const even = 100 / part.columns.length;
      return [
        heading,
        { type: "table", header: part.columns, rows: part.rows, widths: part.columns.map(() => even) },
        ...(part.note ? [{ type: "paragraph", text: part.note, emphasis: true } satisfies Block] : []),
      ];
    }
    case "text":
      return [heading, ...part.paragraphs.map((text): Block => ({ type: "paragraph", text }))];
    case "checklist":
      return [heading, ...part.items.map((item): Block => ({ type: "paragraph", text: `[ ]  ${item}` }))];
    case "space":
      return [heading, { type: "paragraph", text: part.prompt }, responseBlock(part.response)];
  }
}

/** Parts students fill in carry the name fields; a card set or data set to cut up or share does not. */
const forOneStudent = (artifact: Artifact) => artifact.parts.some((p) => p.kind === "space" || p.kind === "checklist");

export function artifactDocument(
  unit: Unit,
  phase: Phase | undefined,
  lesson: Lesson,
  artifact: Artifact,
): MaterialDocument {
  const where = [`Unit ${unit.number}`, phase && `Phase ${phase.number}`, lessonLabel(lesson)].filter(Boolean);
  return {
    title: artifact.title,
    eyebrow: `${where.join(" · ")} · Student materials`,
    subtitle: lesson.title,
    blocks: [
      ...(forOneStudent(artifact)
        ? [
            {
              type: "fields",
              items: [
                ["Name", "________________________________"],
                ["Date", "______________"],
              ],
            } satisfies Block,
          ]
        : []),
      { type: "paragraph", text: artifact.intro },
      { type: "paragraph", text: `For the teacher: ${artifact.prep}`, emphasis: true },
      ...artifact.parts.flatMap(partBlocks),
    ],
  };
}

/** Writes every artifact in both formats under `buildDir`; failures are reported, not thrown. */
export async function writeArtifacts(buildDir: string, units: Unit[], list: Artifact[] = artifacts()) {
  const { writeDocument, report } = documentWriter(buildDir);
  for (const file of artifactFiles(units, list))
    await writeDocument(file.path, file.format, () =>
      artifactDocument(file.unit, file.phase, file.lesson, file.artifact),
    );
  return report;
}
