import type { AssistantWidgetProps } from "./assistant-widget.tsx";

/** The parts of a unit page's data the assistant context is made from. */
export interface UnitPageData {
  number: number;
  title: string;
  drivingQuestion: string;
  coreConcepts: { title: string; codes: string[] }[];
  lessons: { title: string; description: string }[];
  phases: { number: number; title: string; summary: string }[];
}

/**
 * The widget's unit context (the unitContext of POST /api/assistant): core concepts with their standard codes, and the lessons
 * (for units taught in phases, the phases stand in for lessons). Every unit gets a real context.
 */
export function unitAssistantProps(unit: UnitPageData): AssistantWidgetProps {
  return {
    unit: unit.number,
    title: unit.title,
    drivingQuestion: unit.drivingQuestion,
    coreConcepts: unit.coreConcepts.map((c) => (c.codes.length ? `${c.title} (${c.codes.join(", ")})` : c.title)),
    lessons: unit.lessons.length
      ? unit.lessons.map(({ title, description }) => ({ title, description }))
      : unit.phases.map((p) => ({ title: `Phase ${p.number}: ${p.title}`, description: p.summary })),
  };
}

/** The parts of a phase page's data the phase-scoped assistant context is made from. */
export interface PhasePageData {
  unit: { number: number; title: string };
  phase: {
    number: number;
    title: string;
    summary: string;
    objectives: string[];
    lessons: { title: string; description: string }[];
  };
}

/** On a phase page the assistant answers about that phase: its objectives stand in for concepts, its days for lessons. */
export function phaseAssistantProps({ unit, phase }: PhasePageData): AssistantWidgetProps {
  return {
    unit: unit.number,
    phase: phase.number,
    title: `Unit ${unit.number}, Phase ${phase.number}: ${phase.title}`,
    drivingQuestion: phase.summary,
    coreConcepts: phase.objectives,
    lessons: phase.lessons.map(({ title, description }) => ({ title, description })),
  };
}
