import type { WhyContent } from "../schemas.ts";

// «¿Por qué GeneHive?» en español: para directivos y docentes que evalúan el curso.

const content: WhyContent = {
  meta: {
    title: "¿Por qué GeneHive?",
    description:
      "Por qué las escuelas adoptan GeneHive: un curso de biología de 32 lecciones, alineado con los estándares y basado en proyectos comunitarios y apoyo docente.",
  },
  hero: {
    badge: "Nuestro enfoque",
    title: "¿Por qué GeneHive?",
    lead: "Los estudiantes aprenden mejor la biología cuando les importa. GeneHive ofrece a las escuelas un curso completo y listo para enseñar, en el que cada concepto se aprende a través de un reto real de la comunidad de los propios estudiantes.",
    actions: [
      { label: "Explorar los cursos", href: "/es/cursos" },
      { label: "Ver nuestro impacto", href: "/es/impacto" },
    ],
  },
  idealFor: {
    heading: {
      id: "ideal-for",
      title: "Ideal para",
      intro: "GeneHive funciona dondequiera que los educadores quieran una biología práctica, pertinente y rigurosa.",
    },
    items: [
      {
        icon: "school",
        title: "Escuelas secundarias públicas de Título I",
        description:
          "Proyectos con mucho laboratorio y de bajo costo que llevan la ciencia práctica a escuelas con presupuestos limitados.",
      },
      {
        icon: "rocket",
        title: "Escuelas innovadoras e inspiradas en XQ",
        description:
          "Proyectos basados en competencias para escuelas que ya están rediseñando la experiencia de la secundaria.",
      },
      {
        icon: "flask",
        title: "Academias STEM y de formación profesional",
        description:
          "Habilidades de biotecnología y conexiones con el mundo laboral para academias que abren caminos hacia la ciencia y la salud.",
      },
      {
        icon: "landmark",
        title: "Escuelas comunitarias y chárter",
        description:
          "Unidades construidas en torno a los temas del barrio, listas para compartir con las familias y las organizaciones locales.",
      },
      {
        icon: "sun",
        title: "Programas después de clases y de verano",
        description:
          "Unidades flexibles e independientes que funcionan en clubes, campamentos y programas de horario extendido.",
      },
    ],
  },
  highlights: {
    heading: { id: "highlights", title: "Lo que nos distingue" },
    items: [
      {
        icon: "book-open",
        title: "Un curso completo",
        description:
          "32 lecciones en el curso completo, con planes de clase, hojas de trabajo y evaluaciones, listas para enseñar desde el primer día.",
      },
      {
        icon: "earth",
        title: "Proyectos centrados en la comunidad",
        description:
          "Acceso a alimentos, inmunidad, clima y equidad en salud: cada unidad aborda un reto que los estudiantes pueden ver.",
      },
      {
        icon: "badge-check",
        title: "Estándares confiables",
        description:
          "Alineado con los NGSS y los estándares estatales de biología, y diseñado para desarrollar las competencias XQ.",
      },
      {
        icon: "handshake",
        title: "Apoyo duradero",
        description:
          "Formación docente, un asistente para adaptar las unidades y una comunidad de miembros para compartir lo que funciona.",
      },
    ],
  },
  appeal: {
    heading: {
      id: "appeal",
      title: "Bueno para toda la escuela",
      intro: "Directivos, docentes y estudiantes encuentran, cada uno, algo que los entusiasma.",
    },
    groups: [
      {
        icon: "landmark",
        title: "Atractivo para la administración",
        points: [
          "Cumple con los requisitos de biología y suma aprendizaje basado en proyectos y conectado con las carreras",
          "Documentos de alineación claros para la revisión del currículo y la acreditación",
          "Materiales y laboratorios económicos que funcionan sin instalaciones especializadas",
          "Trabajo estudiantil visible que fortalece la relación con las familias y la comunidad",
        ],
      },
      {
        icon: "sparkles",
        title: "Entusiasmo docente",
        points: [
          "Planes de clase detallados que dejan espacio para la creatividad de cada docente",
          "Hojas de trabajo diferenciadas para estudiantes que necesitan apoyo o un reto mayor",
          "Desarrollo profesional con colegas que enseñan las mismas unidades",
          "Menos tiempo planeando desde cero y más tiempo acompañando a los estudiantes",
        ],
      },
      {
        icon: "graduation-cap",
        title: "Resultados estudiantiles",
        points: [
          "Una comprensión más profunda de la biología esencial al aplicarla",
          "Seguridad en las investigaciones de laboratorio, el manejo de datos y la argumentación científica",
          "Habilidades de comunicación desarrolladas al presentar ante públicos reales",
          "Una idea más clara de las carreras de ciencia y salud que están a su alcance",
        ],
      },
    ],
  },
  implementation: {
    heading: {
      id: "implementation",
      title: "Aspectos a considerar para la implementación",
      intro: "Una idea realista de lo que se necesita para enseñar bien GeneHive.",
    },
    items: [
      {
        icon: "calendar",
        title: "Horarios",
        description:
          "Las unidades duran varias semanas; los bloques largos ayudan en los días de laboratorio y de proyecto, pero los periodos normales también funcionan.",
      },
      {
        icon: "flask",
        title: "Materiales y laboratorios",
        description:
          "La mayoría de los laboratorios usan materiales comunes de clase; sugerimos sustitutos de bajo costo dondequiera que aparece equipo especializado.",
      },
      {
        icon: "presentation",
        title: "Preparación docente",
        description:
          "Prevea una breve inducción antes de la primera unidad y algo de tiempo para planear en equipo a lo largo del año.",
      },
      {
        icon: "handshake",
        title: "Organizaciones aliadas",
        description:
          "Los proyectos brillan con una organización local, como una clínica, un huerto o una oficina municipal; le ayudamos a encontrarla y a contactarla.",
      },
    ],
  },
  success: {
    heading: {
      id: "success",
      title: "Indicadores de éxito",
      intro: "Cómo saber si el curso está funcionando en su escuela.",
    },
    items: [
      "Más estudiantes que eligen cursos avanzados de ciencias y trayectorias STEM",
      "Más participación y asistencia en los días de proyecto y de laboratorio",
      "Avances en las evaluaciones de las unidades y en las rúbricas de competencias XQ",
      "Proyectos estudiantiles presentados ante familias, organizaciones aliadas y líderes locales",
      "Docentes que continúan y amplían las unidades año tras año",
    ],
  },
  closing: {
    title: "Lleve GeneHive a su escuela",
    description:
      "Explore los cursos, pruebe una unidad con sus estudiantes y vea lo que pasa cuando la biología se encuentra con el mundo real.",
    actions: [
      { label: "Explorar los cursos", href: "/es/cursos" },
      { label: "Herramientas educativas", href: "/es/herramientas" },
    ],
  },
};

export default content;
