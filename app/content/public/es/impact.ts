import { formatNumber, formatPercent } from "#shared/i18n/intl.ts";
import { figures as f } from "../figures.ts";
import type { ImpactContent } from "../schemas.ts";

// El informe de impacto en español. Las cifras vienen de figures.ts, escritas como se escriben en español
// (1.400+, 80 %): las mismas que en inglés.

const n = (value: number) => formatNumber("es", value);
const pct = (share: number) => formatPercent("es", share);

const content: ImpactContent = {
  meta: {
    title: "Nuestro impacto",
    description:
      "Resultados de GeneHive en 2024-2025 y metas para 2025-2026: estudiantes, docentes formados, organizaciones aliadas, horas de laboratorio y lo que sigue.",
  },
  hero: {
    badge: "Informe de impacto",
    title: "Nuestro impacto",
    lead: "Cada número de esta página es un estudiante que hizo su primer experimento, un docente que se animó a probar algo nuevo o un barrio que vio a sus jóvenes como científicos.",
  },
  mission: {
    heading: { id: "mission", title: "Nuestra misión" },
    paragraphs: [
      "GeneHive es un laboratorio de innovación que lleva el aprendizaje práctico de la biología y la biotecnología a comunidades con menos oportunidades. Creemos que todos los jóvenes merecen la oportunidad de hacer ciencia de verdad, y que las comunidades son más fuertes cuando sus jóvenes pueden usarla para resolver problemas locales.",
      "Trabajamos con escuelas, docentes, familias y organizaciones locales para hacerlo realidad: en el salón de clases, después de clases y en centros comunitarios de biotecnología.",
    ],
  },
  metrics: {
    heading: {
      id: "metrics",
      title: "En cifras",
      intro: "Lo que logramos en nuestro primer año completo y hacia dónde vamos.",
    },
    caption: "Resultados de GeneHive en 2024-2025 y metas para 2025-2026",
    columns: { metric: "Indicador", outcome: "Resultado 2024-2025", target: "Meta 2025-2026" },
    rows: [
      {
        metric: "Estudiantes alcanzados",
        outcome: `${n(f.studentsReached)} estudiantes en ${n(f.schools)} escuelas`,
        target: `${n(f.studentsTarget)}+`,
      },
      { metric: "Docentes formados", outcome: n(f.teachersTrained), target: `${n(f.teachersTarget)}+` },
      { metric: "Organizaciones aliadas", outcome: n(f.partners), target: `${n(f.partnersTarget)}+` },
      { metric: "Horas de laboratorio práctico", outcome: `${n(f.labHours)}+`, target: `${n(f.labHoursTarget)}+` },
      { metric: "Eventos comunitarios", outcome: n(f.events), target: `${n(f.eventsTarget)}+` },
      {
        metric: "Interés en carreras científicas",
        outcome: `El ${pct(f.careerInterest)} dice tener más interés en una carrera científica`,
        target: `Mantener al menos el ${pct(f.careerInterest)}`,
      },
    ],
  },
  audiences: {
    heading: { id: "who-we-reach", title: "A quiénes llegamos" },
    students: {
      title: "Impacto en los estudiantes",
      stats: [
        { value: pct(f.labConfidence), label: "tiene más confianza en las investigaciones de laboratorio" },
        { value: pct(f.communityConnection), label: "relacionó la ciencia con problemas de su comunidad" },
        { value: pct(f.engagementIncrease), label: "de aumento promedio en la participación de los estudiantes" },
      ],
      points: [
        "Los estudiantes presentaron proyectos sobre el acceso a alimentos, la prevención de enfermedades y la resiliencia climática ante familias y líderes locales.",
      ],
    },
    educators: {
      icon: "presentation",
      title: "Impacto en los docentes",
      points: [
        "Los docentes recibieron unidades listas para usar y alineadas con los estándares, y ganaron confianza para dirigir laboratorios basados en proyectos",
        "Las sesiones de desarrollo profesional crearon una red de colegas que comparten ideas y materiales",
        "Los docentes dijeron dedicar menos tiempo a planear desde cero y más tiempo a acompañar a sus estudiantes",
      ],
    },
    community: {
      icon: "hand-heart",
      title: "Impacto en la comunidad",
      points: [
        "Las familias asistieron a muestras y noches de laboratorio para ver en acción la ciencia de los estudiantes",
        "Organizaciones locales recibieron trabajo de campo, acompañaron a equipos como mentoras y comentaron las soluciones de los estudiantes",
        "Los proyectos estudiantiles aportaron ideas nuevas a retos reales del barrio",
      ],
    },
  },
  theory: {
    heading: {
      id: "theory-of-change",
      title: "Nuestra teoría del cambio",
      intro: "Cuatro compromisos que llevan de un solo día de laboratorio a un cambio duradero.",
    },
    items: [
      {
        icon: "flask",
        title: "Acceso",
        description:
          "Cuando los estudiantes de comunidades con menos oportunidades viven experiencias reales de laboratorio, la ciencia se vuelve algo que ellos hacen, no algo que hacen otros.",
      },
      {
        icon: "sparkles",
        title: "Empoderamiento",
        description:
          "Resolver problemas que les importan fortalece la confianza y las habilidades de los estudiantes, y su convicción de que tienen un lugar en STEM.",
      },
      {
        icon: "handshake",
        title: "Colaboración",
        description:
          "Cuando escuelas, familias y organizaciones locales trabajan juntas, crean un apoyo que va más allá de un solo salón de clases.",
      },
      {
        icon: "lightbulb",
        title: "Equidad e innovación",
        description:
          "Una generación más diversa de científicos trae nuevas preguntas y mejores soluciones para la salud y el medio ambiente de todos.",
      },
    ],
  },
  next: {
    heading: { id: "whats-next", title: "Lo que sigue" },
    items: [
      {
        icon: "network",
        title: "Una red de escuelas",
        description: `Una red de ${n(f.networkSchools)} escuelas planeada para 2025-2026, que compartirán unidades, formación y muestras de proyectos estudiantiles.`,
      },
      {
        icon: "hexagon",
        title: "Centros comunitarios de biotecnología",
        description:
          "Abriremos espacios de laboratorio en los barrios donde estudiantes y familias puedan experimentar después de clases.",
      },
      {
        icon: "presentation",
        title: "Más apoyo para docentes",
        description:
          "Más grupos de formación y más acompañamiento, para que todo el personal docente tenga la confianza de dirigir biología basada en proyectos.",
      },
    ],
  },
  join: {
    heading: { id: "join", title: "Únase a la colmena" },
    description:
      "Ya sea que usted enseñe, aprenda, financie o colabore, en GeneHive hay un lugar para usted. Explore nuestros cursos, súmese a la conversación o ayúdenos a llegar a más estudiantes.",
    actions: [
      { label: "Explorar los cursos", href: "/es/cursos" },
      { label: "Unirse a la comunidad", href: "/community" },
    ],
    support: { label: "Apóyenos", subject: "Apoyo para GeneHive" },
    contactTitle: "Contáctenos",
    emailLabel: "Correo electrónico",
    websiteLabel: "Sitio web",
  },
};

export default content;
