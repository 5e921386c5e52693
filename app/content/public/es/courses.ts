import { externalLinks } from "../links.ts";
import type { Competency, CoursesContent } from "../schemas.ts";

// Los cursos en español. Las páginas de las unidades y sus materiales están en inglés por ahora, y los textos lo
// dicen donde enlazan a ellas. Términos: docs/glossary-es.md.

/** Los cinco resultados de aprendizaje de XQ, con nuestras palabras; los cursos por proyectos y biomimético los reutilizan. */
export const xqCompetencies: Competency[] = [
  {
    title: "Dominio de todas las alfabetizaciones fundamentales",
    description:
      "Los estudiantes leen, escriben, calculan y argumentan como científicos, y usan datos y evidencia con seguridad.",
  },
  {
    title: "Conocimientos fundamentales sólidos",
    description:
      "Una comprensión profunda de la biología esencial, conectada con la historia, la cultura y las comunidades donde viven los estudiantes.",
  },
  {
    title: "Pensamiento original para un mundo incierto",
    description:
      "Los estudiantes plantean problemas abiertos, generan muchas ideas y las ponen a prueba, aprendiendo de lo que no funciona.",
  },
  {
    title: "Colaboración generosa ante problemas difíciles",
    description:
      "Los equipos aprovechan las fortalezas de cada integrante y el saber de expertos de la comunidad para resolver problemas que nadie resuelve solo.",
  },
  {
    title: "Aprendizaje para toda la vida",
    description:
      "Los estudiantes reflexionan sobre su crecimiento, se fijan sus propias metas y terminan con curiosidad por saber hasta dónde los puede llevar la ciencia.",
  },
];

const content: CoursesContent = {
  meta: {
    title: "Cursos",
    description:
      "Dos cursos de biología de secundaria: unidades basadas en proyectos sobre problemas reales de la comunidad y diseño biomimético inspirado en la naturaleza.",
  },
  hero: {
    badge: "Cursos de secundaria (high school)",
    title: "Nuestros cursos",
    lead: "Dos cursos completos de biología de secundaria que convierten a los estudiantes en investigadores, diseñadores y defensores de su comunidad. Elija uno o use los dos. Por ahora, las unidades y sus materiales están en inglés.",
  },
  enrol: {
    text: "¿Quiere inscribir a su hijo o hija en un laboratorio después de clases o en un campamento? Las sesiones, fechas, costos y el formulario de inscripción están en la página de programas.",
    link: { label: "Ver los programas e inscribir a un niño o niña", href: "/es/programas" },
  },
  courses: {
    heading: { id: "course-list", title: "Elija su curso" },
    items: [
      {
        icon: "microscope",
        title: "Innovar con biología para un impacto real",
        subtitle: "Biología de secundaria • Aprendizaje basado en proyectos",
        description:
          "Un curso de biología de un año escolar completo, organizado en {unitCount:word} unidades. En cada una, los estudiantes investigan un reto real de su comunidad, desde el acceso a alimentos hasta la atención del cáncer, y diseñan, ponen a prueba y presentan una solución.",
        highlights: [
          "{unitCount} unidades, cada una con una pregunta guía y un proyecto comunitario",
          "Alineado con las expectativas de desempeño de los NGSS",
          "Desarrolla las competencias XQ con trabajo auténtico",
          "Planes de clase, hojas de trabajo y evaluaciones listos para descargar (en inglés)",
        ],
        link: { label: "Explorar el curso", href: "/es/curso-por-proyectos" },
      },
      {
        icon: "leaf",
        title: "Biología biomimética: innovación y diseño inspirados en la naturaleza",
        subtitle: "Biología de secundaria • Pensamiento de diseño y biomimética",
        description:
          "Los estudiantes aprenden cómo la naturaleza resuelve problemas y cómo surgen las grandes ideas, y luego aplican ambas cosas a retos de diseño: desde simulaciones de brotes en realidad virtual e ingeniería con CRISPR hasta ciudades biomiméticas e innovación de sistemas.",
        highlights: [
          "11 módulos basados en la biomimética y la ciencia de la innovación",
          "Retos de diseño con prototipos y crítica entre compañeros",
          "Conectado con los Objetivos de Desarrollo Sostenible de la ONU",
          "Tecnología inmersiva: realidad virtual, herramientas CRISPR y software de diseño",
        ],
        link: { label: "Explorar el curso", href: "/es/curso-biomimetica" },
      },
    ],
  },
  xq: {
    heading: { id: "xq-competencies", title: "¿Qué son las competencias XQ?" },
    paragraphs: [
      "XQ Institute trabaja con escuelas secundarias de todo Estados Unidos para repensar qué aprenden los estudiantes y cómo lo aprenden. Sus competencias describen los conocimientos, las habilidades y los hábitos que los jóvenes necesitan para la universidad, el trabajo y la vida cívica, agrupados en cinco resultados de aprendizaje.",
      "Los dos cursos de GeneHive están diseñados para que los estudiantes desarrollen estas competencias a través de sus proyectos, no como algo aparte. Los docentes reciben rúbricas y preguntas de reflexión que hacen visible ese crecimiento.",
    ],
    competencies: xqCompetencies,
    link: { label: "Más sobre las competencias XQ (en inglés)", href: externalLinks.xqCompetencies },
  },
  why: {
    heading: { id: "why", title: "¿Por qué GeneHive?" },
    points: [
      {
        icon: "target",
        title: "Problemas reales, consecuencias reales",
        description:
          "Los estudiantes trabajan en preguntas que le importan a su propia comunidad, y así la biología se les queda.",
      },
      {
        icon: "clipboard",
        title: "Listo para el salón de clases",
        description:
          "Cada clase viene con un plan, hojas de trabajo e ideas de diferenciación que los docentes pueden usar mañana mismo.",
      },
      {
        icon: "hand-heart",
        title: "Pensado para la equidad",
        description:
          "Los materiales están diseñados para escuelas con presupuestos ajustados y para estudiantes de todos los orígenes.",
      },
    ],
    link: { label: "Conocer nuestro enfoque", href: "/es/por-que-genehive" },
  },
};

export default content;
