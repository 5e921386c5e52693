import { externalLinks } from "../links.ts";
import type { BiomimeticContent, Module } from "../schemas.ts";
import { xqCompetencies } from "./courses.ts";

// El curso de biología biomimética en español. El curso completo se vende en una plataforma externa, en inglés.
// Los temas guía usan los términos de Steven Johnson como suelen traducirse al español: docs/glossary-es.md.

const modules: Module[] = [
  {
    title: "Introducción a la biomimética y la innovación",
    lessons: [
      { title: "La naturaleza como modelo, medida y mentora", type: "lesson" },
      { title: "De los abrojos al tren bala: casos de biomimética", type: "lesson" },
      { title: "Diario de diseño de una caminata por la naturaleza", type: "project" },
    ],
  },
  {
    title: "Lo posible adyacente",
    lessons: [
      { title: "Cómo explora la vida el siguiente paso posible", type: "lesson" },
      { title: "La evolución y los componentes básicos de la innovación", type: "lesson" },
      { title: "Un mapa de nuestro posible adyacente", type: "project" },
    ],
  },
  {
    title: "Redes líquidas",
    lessons: [
      { title: "Neuronas, redes e ideas conectadas", type: "lesson" },
      { title: "Micelio, colonias de hormigas e inteligencia colectiva", type: "lesson" },
      { title: "Sprint de diseño de una red de ideas", type: "project" },
    ],
  },
  {
    title: "Serendipia y error",
    lessons: [
      { title: "Accidentes afortunados en la historia de la biología", type: "lesson" },
      { title: "La mutación como error creativo", type: "lesson" },
      { title: "Simulación en realidad virtual: Operación Brote", type: "project" },
    ],
  },
  {
    title: "Exaptación",
    lessons: [
      { title: "Plumas, vuelo y rasgos reutilizados", type: "lesson" },
      { title: "De la inmunidad bacteriana a CRISPR", type: "lesson" },
      { title: "Propuesta de una solución ambiental con CRISPR", type: "project" },
    ],
  },
  {
    title: "La corazonada lenta",
    lessons: [
      { title: "Llevar un cuaderno de apuntes de científico", type: "lesson" },
      { title: "Cómo da frutos la investigación a largo plazo", type: "lesson" },
      { title: "Diario de corazonadas y propuesta de investigación", type: "project" },
    ],
  },
  {
    title: "Plataformas para la innovación",
    lessons: [
      { title: "Los arrecifes de coral y otras plataformas vivas", type: "lesson" },
      { title: "Genomas, células y ciencia abierta como plataformas", type: "lesson" },
      { title: "Diseñar una plataforma de ciencia comunitaria", type: "project" },
    ],
  },
  {
    title: "Ecosistemas innovadores",
    lessons: [
      { title: "Especies clave y polos de innovación", type: "lesson" },
      { title: "Las ciudades como sistemas vivos", type: "lesson" },
      { title: "Diseño de una ciudad biomimética", type: "project" },
    ],
  },
  {
    title: "La regla del 10/10",
    lessons: [
      { title: "Del descubrimiento al uso cotidiano", type: "lesson" },
      { title: "Cronologías de los grandes avances de la biotecnología", type: "lesson" },
      { title: "Investigación de una línea de tiempo de la innovación", type: "project" },
    ],
  },
  {
    title: "Diseño final y reflexión",
    lessons: [
      { title: "Definir su reto de diseño", type: "lesson" },
      { title: "Prototipos, pruebas y crítica entre compañeros", type: "lesson" },
      { title: "Proyecto final: reto de innovación biomimética", type: "project" },
    ],
  },
  {
    title: "Fronteras futuras de la biomimética",
    lessons: [
      { title: "Biología sintética y materiales vivos", type: "lesson" },
      { title: "La ética de diseñar con la vida", type: "lesson" },
      { title: "Muestra de fronteras futuras", type: "project" },
    ],
  },
];

const content: BiomimeticContent = {
  meta: {
    title: "Biología biomimética: innovación y diseño inspirados en la naturaleza",
    description:
      "Un curso de secundaria sobre biomimética y pensamiento de diseño: simulaciones de brotes en realidad virtual, ingeniería con CRISPR y ciudades biomiméticas.",
  },
  hero: {
    badge: "Biología de secundaria • Pensamiento de diseño y biomimética",
    title: "Biología biomimética: innovación y diseño inspirados en la naturaleza",
    lead: "La vida lleva casi cuatro mil millones de años resolviendo problemas. En este curso, los estudiantes aprenden cómo innova la naturaleza, y cómo innovan las personas, y usan ambas cosas para diseñar soluciones para su comunidad y para el planeta.",
    explore: { label: "Ver los módulos del curso", href: "#modules" },
    fullCourse: { label: "Acceder al curso completo (en inglés)", href: externalLinks.biomimeticCourse },
    approach: { label: "Nuestro enfoque", href: "/es/por-que-genehive" },
  },
  overview: {
    heading: {
      id: "overview",
      title: "Panorama del curso",
      intro:
        "Un curso que trata a los estudiantes como diseñadores: curiosos ante la naturaleza, rigurosos con la evidencia y audaces con sus ideas.",
    },
    items: [
      {
        icon: "leaf",
        title: "La naturaleza como mentora",
        description:
          "Los estudiantes estudian cómo los organismos manejan el agua, la energía y la estructura, y traducen esas estrategias en diseños humanos.",
      },
      {
        icon: "lightbulb",
        title: "La ciencia de la innovación",
        description:
          "Patrones de la historia de las ideas, como lo posible adyacente y la corazonada lenta, ayudan a los estudiantes a entender cómo ocurren en realidad los grandes avances.",
      },
      {
        icon: "glasses",
        title: "Simulaciones inmersivas",
        description:
          "Un brote en realidad virtual pone a los estudiantes en medio de una epidemia, donde siguen su propagación y ponen a prueba respuestas de salud pública.",
      },
      {
        icon: "dna",
        title: "Ingeniería genética",
        description:
          "Los estudiantes aprenden cómo funciona CRISPR, analizan su ética y proponen soluciones de edición genética para problemas ambientales.",
      },
      {
        icon: "building",
        title: "Ciudades biomiméticas",
        description:
          "Los equipos rediseñan un barrio tomando los ecosistemas como modelo para la energía, el agua, los residuos y las áreas verdes.",
      },
      {
        icon: "network",
        title: "Innovación de sistemas",
        description:
          "Los estudiantes trazan cómo se conectan los sistemas vivos y los humanos, y encuentran los puntos donde un pequeño cambio hace una gran diferencia.",
      },
    ],
  },
  themes: {
    heading: {
      id: "themes",
      title: "Temas guía",
      intro: "Cuatro ideas sobre el origen de las buenas ideas recorren todos los módulos.",
    },
    items: [
      {
        icon: "compass",
        title: "Lo posible adyacente",
        description:
          "La innovación ocurre un paso más allá de lo que ya existe. Los estudiantes exploran las nuevas posibilidades que les abre lo que ya saben.",
      },
      {
        icon: "network",
        title: "Redes líquidas",
        description:
          "Las ideas crecen cuando se conectan. Como las neuronas o las redes de hongos, los salones colaborativos permiten que las corazonadas se encuentren y se combinen.",
      },
      {
        icon: "shuffle",
        title: "Error y serendipia",
        description:
          "Los errores y los accidentes afortunados impulsan el descubrimiento, en la evolución y en el laboratorio. Los estudiantes aprenden a notar lo inesperado y a aprovecharlo.",
      },
      {
        icon: "hourglass",
        title: "La corazonada lenta",
        description:
          "Las grandes ideas toman tiempo. Los estudiantes llevan diarios de diseño en los que sus primeras corazonadas maduran a lo largo del curso.",
      },
    ],
  },
  modules: {
    heading: {
      id: "modules",
      title: "Módulos del curso",
      intro: "Once módulos, cada uno con dos lecciones y un proyecto práctico. Estos son los tres primeros.",
    },
    items: modules,
    shown: 3,
    moduleLabel: "Módulo",
    lessonLabel: "Lección",
    projectLabel: "Proyecto",
    more: {
      title: "8 módulos más disponibles",
      description:
        "Continúe con Serendipia y error, Exaptación, La corazonada lenta y más, hasta el diseño final y Fronteras futuras de la biomimética.",
      link: { label: "Ver todos los módulos (en inglés)", href: externalLinks.biomimeticCurriculum },
    },
  },
  projects: {
    heading: {
      id: "projects",
      title: "Proyectos emblemáticos",
      intro: "Proyectos ambiciosos y memorables que los estudiantes presentan ante públicos reales.",
    },
    items: [
      {
        icon: "lightbulb",
        title: "Retos de innovación biomimética",
        description:
          "Los equipos eligen un problema local, buscan un organismo que ya haya resuelto algo parecido y construyen un prototipo inspirado en él.",
      },
      {
        icon: "activity",
        title: "Operación Brote",
        description:
          "Una simulación inmersiva de un brote en la que los estudiantes se convierten en epidemiólogos, rastrean casos y deciden cómo proteger a su comunidad.",
      },
      {
        icon: "scissors",
        title: "Soluciones ambientales con CRISPR",
        description:
          "Los estudiantes investigan enfoques de edición genética para problemas como la resistencia de los cultivos o la contaminación por plásticos, y sopesan sus riesgos y beneficios.",
      },
      {
        icon: "building",
        title: "Diseño de una ciudad biomimética",
        description:
          "Los equipos diseñan un distrito que funciona como un ecosistema, con edificios que se refrescan como los termiteros y calles que filtran el agua como los humedales.",
      },
    ],
  },
  outcomes: {
    heading: {
      id: "outcomes",
      title: "Competencias y resultados de aprendizaje",
      intro:
        "Los estudiantes desarrollan su pensamiento y su capacidad de colaborar mientras conectan sus diseños con metas globales.",
    },
    xqTitle: "Competencias XQ",
    xq: xqCompetencies,
    sdgTitle: "Objetivos de Desarrollo Sostenible de la ONU",
    sdgLabel: "ODS",
    sdgs: [
      { number: 3, title: "Salud y bienestar", connection: "Respuesta a brotes y prevención de enfermedades" },
      {
        number: 9,
        title: "Industria, innovación e infraestructura",
        connection: "Diseño y prototipos inspirados en la naturaleza",
      },
      {
        number: 11,
        title: "Ciudades y comunidades sostenibles",
        connection: "Diseño biomimético de ciudades y barrios",
      },
      { number: 13, title: "Acción por el clima", connection: "Captura de carbono, enfriamiento y diseño resiliente" },
      { number: 14, title: "Vida submarina", connection: "Lecciones de los arrecifes y los ecosistemas marinos" },
      {
        number: 15,
        title: "Vida de ecosistemas terrestres",
        connection: "Biodiversidad, suelos y ecosistemas forestales",
      },
    ],
  },
  technology: {
    heading: {
      id: "technology",
      title: "Integración de la tecnología",
      intro:
        "Herramientas modernas, usadas con un propósito, para que los estudiantes vivan cómo trabajan hoy los científicos y los diseñadores.",
    },
    items: [
      {
        icon: "glasses",
        title: "Visores de realidad virtual",
        description: "Para entrar en la simulación de un brote o explorar ecosistemas difíciles de visitar en persona.",
      },
      {
        icon: "scissors",
        title: "Herramientas CRISPR",
        description:
          "Kits de edición genética seguros para el salón de clases y herramientas de diseño en línea muestran cómo CRISPR localiza su objetivo en el ADN.",
      },
      {
        icon: "chart",
        title: "Visualización de datos",
        description:
          "Los estudiantes grafican datos de campo y de simulaciones para encontrar patrones y respaldar sus decisiones de diseño.",
      },
      {
        icon: "pen-tool",
        title: "Software de diseño",
        description:
          "Herramientas de dibujo y de modelado 3D convierten las ideas en prototipos que se pueden compartir y mejorar.",
      },
    ],
  },
  closing: {
    title: "Diseñar el futuro con la naturaleza",
    description:
      "Conéctese con docentes que usan el curso, comparta los diseños de sus estudiantes y encuentre recursos para su salón de clases.",
    actions: [
      { label: "Unirse a nuestra comunidad", href: "/community" },
      { label: "Explorar recursos", href: "/es/herramientas" },
    ],
  },
};

export default content;
