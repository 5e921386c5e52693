import { FileDown } from "lucide-react";
import { data } from "react-router";
import { AssessmentList, PrepListFiles, RubricList } from "#app/components/curriculum/assessment-list.tsx";
import { DownloadAll } from "#app/components/curriculum/download-all.tsx";
import { LessonCard } from "#app/components/curriculum/lesson-card.tsx";
import { MaterialList } from "#app/components/curriculum/material-list.tsx";
import { notFoundMeta } from "#app/components/curriculum/meta.ts";
import { OfflineSave, OfflineScript } from "#app/components/curriculum/offline.tsx";
import { Badge, PageHeader } from "#app/components/curriculum/page-header.tsx";
import { PhaseCards } from "#app/components/curriculum/phase-cards.tsx";
import { ProjectWork } from "#app/components/curriculum/project-work.tsx";
import { Section } from "#app/components/curriculum/section.tsx";
import { StandardsList } from "#app/components/curriculum/standards-list.tsx";
import { buttonClass, cardClass, mutedText, unitTint } from "#app/components/curriculum/styles.ts";
import { TeacherKeyList } from "#app/components/curriculum/teacher-keys.tsx";
import { curriculumText, hubText, unitSections } from "#app/components/curriculum/text.ts";
import { TextPlanButton } from "#app/components/curriculum/text-plan-button.tsx";
import { StatementList, TitledCards } from "#app/components/curriculum/titled-cards.tsx";
import { PageScript } from "#app/components/page-script.tsx";
import { lessonStudentFiles } from "#app/content/curriculum/artifacts/index.ts";
import { assessmentFor } from "#app/content/curriculum/assessments/index.ts";
import { assessmentLinks } from "#app/content/curriculum/assessments/paths.ts";
import { bundlePaths, unitBundle } from "#app/content/curriculum/bundles.ts";
import { getUnit, parsePageNumber, teacherKeyLinks, textPlan, unitPath, units } from "#app/content/curriculum/index.ts";
import { isEducatorOnly, keyDocuments, keysZipPaths } from "#app/content/curriculum/keys.ts";
import { prepListLinks } from "#app/content/curriculum/prep/index.ts";
import { unitProjectWork } from "#app/content/curriculum/project-work/view.ts";
import { rubricLinks } from "#app/content/curriculum/rubrics/index.ts";
import { AssistantIsland } from "#app/features/assistant/assistant-island.tsx";
import { unitAssistantProps } from "#app/features/assistant/unit-context.ts";
import { cn } from "#app/lib/cn.ts";
import { loadAsDocument, staticPage } from "#app/lib/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/unit";

// Static HTML with the assistant as an island: no React until a teacher opens it (decision 0017).
export const handle = staticPage;
export const clientLoader = loadAsDocument;

export function loader({ params }: Route.LoaderArgs) {
  const n = parsePageNumber(params.unit);
  const unit = n === undefined ? undefined : getUnit(n);
  if (!unit) throw data(null, { status: 404 });
  // Only what the page shows: phase details live on the phase pages, handouts in the files.
  const { phases, lessons, materials, unlistedMaterials: _unlisted, projectWork: _work, ...rest } = unit;
  return {
    path: unitPath(unit.number),
    unit: {
      ...rest,
      lessons: lessons.map(({ handout: _h, differentiation: _d, assessment: _a, ...lesson }, i) => ({
        ...lesson,
        studentFiles: lessonStudentFiles(unit, undefined, lessons[i]!),
      })),
      phases: phases.map(({ number, title, range, rangeNote, summary }) => ({
        number,
        title,
        range,
        rangeNote,
        summary,
      })),
      // Keys are listed apart, for educators (issue 30).
      materials: materials
        .filter((m) => !isEducatorOnly(m))
        .map(({ title, subtitle, path, format }) => ({ title, subtitle, path, format })),
    },
    // Project days beyond the spec's lessons, the unit's own or continuing a phase (decision 0036).
    projectWork: unitProjectWork(unit),
    textPlan: unit.textPlanFileName ? { fileName: unit.textPlanFileName, text: textPlan(unit) } : undefined,
    bundle: {
      zip: bundlePaths.unitZip(unit.number),
      files: unitBundle(unit).entries.length,
      wordPlan: unit.textPlanFileName ? bundlePaths.unitPlanDocx(unit.number) : undefined,
    },
    // Links only: the keys themselves stay in the generated files, never in the page's data.
    // The assessment's key is listed with the other keys, for educators (issue 30).
    teacherKeys: [
      ...teacherKeyLinks([...materials, ...unit.unlistedMaterials]),
      ...keyDocuments([unit])
        .filter((d) => d.from.type === "assessment-key")
        .map(({ title, subtitle, path, format }) => ({ title, subtitle, path, format })),
    ],
    // The end-of-unit assessment's files, outside the unit's download list (issue 29, point 3). The loader runs on
    // the server only, so the items and keys it looks up never reach the browser (the build checks for them).
    assessment: assessmentFor(unit.number) ? assessmentLinks(unit.number).filter((l) => !l.key) : [],
    rubrics: rubricLinks(units, unit.number),
    prep: prepListLinks(unit.number),
    // The educators' keys zip, when the unit has keys (server/materials/bundles.ts writes one then).
    keysZip: keyDocuments([unit]).length > 0 ? keysZipPaths.unit(unit.number) : undefined,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(matches);
  const { unit, path } = loaderData;
  return pageMeta({ title: `Unit ${unit.number}: ${unit.title}`, description: unit.description, path });
}

export default function UnitPage({ loaderData }: Route.ComponentProps) {
  const { unit, textPlan, bundle, teacherKeys, assessment, rubrics, projectWork } = loaderData;
  const s = unitSections;
  const scheduleNote = unit.scheduleNote && <p className={cn("mb-4 max-w-3xl", mutedText)}>{unit.scheduleNote}</p>;
  const sections = [
    {
      ...s.drivingQuestion,
      content: (
        <blockquote className={cn(cardClass, "border-l-4 border-l-brand-700 text-xl italic dark:border-l-honey-300")}>
          {unit.drivingQuestion}
        </blockquote>
      ),
    },
    { ...s.challenge, content: <p className={cn("max-w-3xl text-lg", mutedText)}>{unit.realWorldChallenge}</p> },
    { ...s.concepts, content: <TitledCards items={unit.coreConcepts} columns={3} /> },
    {
      ...s.topics,
      content: (
        <ul className="flex flex-wrap gap-2">
          {unit.keyTopics.map((topic) => (
            <li key={topic}>
              <Badge>{topic}</Badge>
            </li>
          ))}
        </ul>
      ),
    },
    { ...s.projects, content: <TitledCards items={unit.projectIdeas} /> },
    unit.lessons.length > 0 && {
      ...s.lessons,
      content: (
        <>
          {unit.phases.length === 0 && scheduleNote}
          <div className="grid gap-4">
            {unit.lessons.map((lesson) => (
              <LessonCard key={lesson.number} lesson={lesson} />
            ))}
          </div>
        </>
      ),
    },
    unit.phases.length > 0 && {
      ...s.phases,
      content: (
        <>
          {scheduleNote}
          <PhaseCards unit={unit.number} phases={unit.phases} />
        </>
      ),
    },
    ...projectWork.map((work) => ({
      id: work.phase === undefined ? s.projectWork.id : `${s.projectWork.id}-phase-${work.phase}`,
      label: work.title,
      content: <ProjectWork work={work} showPhase />,
    })),
    { ...s.outcomes, content: <StatementList items={unit.learningOutcomes} /> },
    { ...s.competencies, content: <TitledCards items={unit.competencies} columns={3} /> },
    { ...s.standards, content: <StandardsList standards={unit.standards} /> },
    {
      ...s.downloads,
      content: (
        <>
          <DownloadAll zip={bundle.zip} scope="unit" files={bundle.files} wordPlan={bundle.wordPlan} />
          {unit.materials.length > 0 && <MaterialList materials={unit.materials} />}
          <TeacherKeyList keys={teacherKeys} zip={loaderData.keysZip} />
          <AssessmentList links={assessment} />
          <RubricList links={rubrics} />
          <PrepListFiles links={loaderData.prep} />
        </>
      ),
    },
  ].filter((section) => section !== false);

  return (
    <article>
      <PageHeader
        trail={[{ to: "/curriculum", label: hubText.breadcrumb }, { label: curriculumText.unitLabel(unit.number) }]}
        back={unit.backLink}
        eyebrow={<Badge>{curriculumText.unitLabel(unit.number)}</Badge>}
        title={unit.title}
        lead={unit.description}
        tint={unitTint[unit.color]}
        nav={sections.map(({ id, label }) => ({ id, label }))}
        actions={
          (textPlan || unit.completePlanPath) && (
            <>
              {textPlan && (
                <TextPlanButton
                  fileName={textPlan.fileName}
                  text={textPlan.text}
                  label={curriculumText.downloadUnitPlan}
                />
              )}
              {unit.completePlanPath && (
                <a href={unit.completePlanPath} download className={buttonClass.primary}>
                  <FileDown aria-hidden="true" className="size-4" />
                  {curriculumText.downloadCompletePlan}
                </a>
              )}
            </>
          )
        }
      >
        <OfflineSave unit={unit.number} />
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
        {sections.map(({ id, label, content }) => (
          <Section key={id} id={id} title={label}>
            {content}
          </Section>
        ))}
        {/* The unit assistant: an island that mounts on first use. */}
        <div id="assistant" data-unit={unit.number}>
          <AssistantIsland {...unitAssistantProps(unit)} />
        </div>
      </div>
      <OfflineScript />
      <PageScript src="/unit-page.js" />
    </article>
  );
}
