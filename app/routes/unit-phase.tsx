import { data } from "react-router";
import { DownloadAll } from "#app/components/curriculum/download-all.tsx";
import { LessonCard } from "#app/components/curriculum/lesson-card.tsx";
import { MaterialList } from "#app/components/curriculum/material-list.tsx";
import { notFoundMeta } from "#app/components/curriculum/meta.ts";
import { OfflineScript } from "#app/components/curriculum/offline.tsx";
import { Badge, PageHeader } from "#app/components/curriculum/page-header.tsx";
import { InThisUnit, PhasePager } from "#app/components/curriculum/phase-nav.tsx";
import { ProjectWork } from "#app/components/curriculum/project-work.tsx";
import { ResourceMapTable } from "#app/components/curriculum/resource-map-table.tsx";
import { Section } from "#app/components/curriculum/section.tsx";
import { cardClass, mutedText, unitTint } from "#app/components/curriculum/styles.ts";
import { TeacherKeyList } from "#app/components/curriculum/teacher-keys.tsx";
import { curriculumText, hubText, phaseSections } from "#app/components/curriculum/text.ts";
import { StatementList, TitledCards } from "#app/components/curriculum/titled-cards.tsx";
import { PageScript } from "#app/components/page-script.tsx";
import { lessonStudentFiles } from "#app/content/curriculum/artifacts/index.ts";
import { bundlePaths, phaseBundle } from "#app/content/curriculum/bundles.ts";
import {
  getPhase,
  getUnit,
  parsePageNumber,
  phasePath,
  teacherKeyLinks,
  unitPath,
} from "#app/content/curriculum/index.ts";
import { isEducatorOnly, keyDocuments, keysZipPaths } from "#app/content/curriculum/keys.ts";
import { projectWorkView } from "#app/content/curriculum/project-work/view.ts";
import { AssistantIsland } from "#app/features/assistant/assistant-island.tsx";
import { phaseAssistantProps } from "#app/features/assistant/unit-context.ts";
import { cn } from "#app/lib/cn.ts";
import { loadAsDocument, staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/unit-phase";

// Static HTML with the assistant as an island: no React until a teacher opens it (decision 0017).
export const handle = staticPage;
export const clientLoader = loadAsDocument;

export function loader({ params }: Route.LoaderArgs) {
  const unitNumber = parsePageNumber(params.unit);
  const phaseNumber = parsePageNumber(params.phase);
  const unit = unitNumber === undefined ? undefined : getUnit(unitNumber);
  const phase = unit && phaseNumber !== undefined ? getPhase(unit, phaseNumber) : undefined;
  if (!unit || !phase) throw data(null, { status: 404 });
  // Unlisted files are reached from their lesson's card (lesson.file), so the page needs no list of them.
  const { lessons, materials, unlistedMaterials: _unlisted, projectWork: _work, ...rest } = phase;
  const phases = unit.phases.map((p) => ({
    number: p.number,
    title: p.title,
    range: p.range,
    url: phasePath(unit.number, p.number),
  }));
  return {
    path: phasePath(unit.number, phase.number),
    phases,
    bundle: {
      zip: bundlePaths.phaseZip(unit.number, phase.number),
      files: phaseBundle(unit, phase).entries.length,
    },
    unit: { number: unit.number, title: unit.title, color: unit.color, path: unitPath(unit.number) },
    phase: {
      ...rest,
      lessons: lessons.map(({ handout: _h, differentiation: _d, assessment: _a, ...lesson }, i) => ({
        ...lesson,
        studentFiles: lessonStudentFiles(unit, phase, lessons[i]!),
      })),
      // Keys are listed apart, for educators (issue 30).
      materials: materials
        .filter((m) => !isEducatorOnly(m))
        .map(({ title, subtitle, path, format }) => ({ title, subtitle, path, format })),
    },
    // Project days continuing this phase beyond its range (decision 0036).
    projectWork: projectWorkView(unit, phase),
    // Links only: the keys themselves stay in the generated files, never in the page's data.
    teacherKeys: teacherKeyLinks([...materials, ...phase.unlistedMaterials]),
    // The educators' keys zip, when the phase has keys (server/materials/bundles.ts writes one then).
    keysZip:
      keyDocuments([unit]).filter((d) => d.phase === phase.number).length > 0
        ? keysZipPaths.phase(unit.number, phase.number)
        : undefined,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const { unit, phase, path } = loaderData;
  return pageMeta({
    title: `Phase ${phase.number}: ${phase.title} (Unit ${unit.number}: ${unit.title})`,
    description: phase.summary,
    path,
  });
}

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export default function PhasePage({ loaderData }: Route.ComponentProps) {
  const { unit, phase, phases, bundle, teacherKeys, projectWork } = loaderData;
  const s = phaseSections;
  const at = phases.findIndex((p) => p.number === phase.number);
  const sections = [
    {
      ...s.overview,
      content: (
        <div className={cn("max-w-3xl space-y-4 text-lg", mutedText)}>
          {phase.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ),
    },
    { ...s.objectives, content: <StatementList items={phase.objectives} /> },
    { ...s.activities, content: <TitledCards items={phase.keyActivities} /> },
    phase.checkpoint && {
      ...s.checkpoint,
      content: (
        <div className={cn(cardClass, "border-l-4 border-l-brand-700 dark:border-l-honey-300")}>
          <p className="font-semibold text-brand-800 text-sm dark:text-honey-300">{phase.checkpoint.when}</p>
          <h3 className="font-semibold text-lg text-slate-900 dark:text-white">{phase.checkpoint.title}</h3>
          <p className={cn("mt-2", mutedText)}>{phase.checkpoint.description}</p>
        </div>
      ),
    },
    ...phase.extraSections.map((extra) => ({
      id: slug(extra.title),
      label: extra.title,
      content: <TitledCards items={extra.items} />,
    })),
    phase.resourceMap.length > 0 && {
      ...s.resourceMap,
      content: (
        <ResourceMapTable
          rows={phase.resourceMap}
          caption={curriculumText.resourceMapCaption(phase.number, phase.title)}
        />
      ),
    },
    phase.lessons.length > 0 && {
      ...s.lessons,
      content: (
        <div className="grid gap-4">
          {phase.lessons.map((lesson) => (
            <LessonCard key={lesson.number} lesson={lesson} />
          ))}
        </div>
      ),
    },
    projectWork && {
      ...s.projectWork,
      label: projectWork.title,
      content: <ProjectWork work={projectWork} compactInPrint />,
    },
    (phase.materials.length > 0 || phase.textOnlyDays.length > 0) && {
      ...s.downloads,
      content: (
        <>
          {bundle.files > 1 && <DownloadAll zip={bundle.zip} scope="phase" files={bundle.files} />}
          <MaterialList materials={phase.materials} textOnly={phase.textOnlyDays} />
          <TeacherKeyList keys={teacherKeys} zip={loaderData.keysZip} />
        </>
      ),
    },
  ].filter((section) => !!section);

  return (
    <article>
      <PageHeader
        trail={[
          { to: "/curriculum", label: hubText.breadcrumb },
          { to: unit.path, label: curriculumText.unitLabel(unit.number) },
          { label: curriculumText.phaseLabel(phase.number) },
        ]}
        back={{ to: unit.path, label: curriculumText.backToUnit(unit.number) }}
        eyebrow={
          phase.badges.length > 0 ? (
            phase.badges.map((badge) => <Badge key={badge}>{badge}</Badge>)
          ) : (
            <>
              <Badge>{curriculumText.unitLabel(unit.number)}</Badge>
              <Badge>{curriculumText.phaseLabel(phase.number)}</Badge>
            </>
          )
        }
        title={phase.title}
        lead={phase.summary}
        tint={unitTint[unit.color]}
        nav={sections.map(({ id, label }) => ({ id, label }))}
      >
        <p className="mt-4 font-semibold text-slate-900 dark:text-white">
          {unit.title} · {phase.range}
        </p>
        {phase.rangeNote && <p className={cn("mt-1 max-w-3xl text-sm", mutedText)}>{phase.rangeNote}</p>}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        {phases.length > 1 && <InThisUnit phases={phases} current={phase.number} />}
        {sections.map(({ id, label, content }) => (
          <Section key={id} id={id} title={label}>
            {content}
          </Section>
        ))}
        <PhasePager previous={phases[at - 1]} next={phases[at + 1]} />
      </div>
      <AssistantIsland {...phaseAssistantProps({ unit, phase })} />
      <OfflineScript />
      <PageScript src="/unit-page.js" />
    </article>
  );
}
