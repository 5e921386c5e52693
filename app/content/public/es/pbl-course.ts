import type { PblContent } from "../schemas.ts";
import { xqCompetencies } from "./courses.ts";

// El curso por proyectos en español. Las páginas de las unidades están en inglés: las tarjetas lo dicen.

const content: PblContent = {
  meta: {
    title: "Innovar con biología para un impacto real",
    description:
      "Un curso de biología de secundaria basado en proyectos: {unitCount:word} unidades alineadas con los NGSS sobre justicia alimentaria, inmunidad, clima y salud.",
  },
  hero: {
    badge: "Biología de secundaria • Aprendizaje basado en proyectos",
    title: "Innovar con biología para un impacto real",
    lead: "{unitCount:Word} unidades, {unitCount:word} retos reales. Los estudiantes aprenden las ideas centrales de la biología de secundaria usándolas: para alimentar a su barrio, cuidar la salud de su familia y diseñar soluciones para un planeta que cambia.",
    actions: [
      { label: "Ver las unidades", href: "#units" },
      { label: "¿Por qué GeneHive?", href: "/es/por-que-genehive" },
      { label: "Herramientas educativas", href: "/es/herramientas" },
    ],
  },
  intro: {
    heading: {
      id: "problem-solver",
      title: "Aprender a resolver problemas reales",
      intro:
        "Cada unidad empieza con una pregunta guía que nace de la comunidad de los estudiantes y termina con una solución que presentan ante un público real. En el camino, dominan la biología que necesitan para llegar ahí.",
    },
    items: [
      {
        icon: "earth",
        title: "Impacto real",
        description:
          "Los proyectos responden a necesidades reales, como el acceso a alimentos, la prevención de enfermedades y la resiliencia climática, y se comparten con las familias y los líderes locales.",
      },
      {
        icon: "lightbulb",
        title: "Impulsado por la innovación",
        description:
          "Los estudiantes crean prototipos, los prueban y los mejoran como lo hacen los científicos y los ingenieros, aprendiendo de cada intento.",
      },
      {
        icon: "users",
        title: "Colaborativo",
        description:
          "Los equipos se reparten los roles, se dan retroalimentación y trabajan con organizaciones de la comunidad y mentores en cada unidad.",
      },
      {
        icon: "badge-check",
        title: "Alineado con los NGSS",
        description:
          "Cada unidad se relaciona con las expectativas de desempeño de los Estándares de Ciencias de la Próxima Generación (NGSS) y con sus prácticas científicas y de ingeniería.",
      },
    ],
  },
  units: {
    heading: {
      id: "units",
      title: "Unidades del curso",
      intro:
        "Cada unidad funciona por sí sola: puede enseñar la secuencia completa o elegir las unidades que mejor se adapten a su año escolar. Las páginas de las unidades y sus materiales están en inglés por ahora.",
    },
    unitLabel: "Unidad",
    keyTopicsLabel: "Temas clave",
    openLabel: "Ver la unidad (en inglés)",
    translatedCards: [
      {
        number: 1,
        title: "Cultivar el mañana: biología y justicia alimentaria",
        description:
          "Los estudiantes investigan cómo crecen las plantas, cómo circulan los nutrientes y por qué en algunos barrios falta comida fresca, y luego diseñan una solución de cultivo para su comunidad.",
        keyTopics: [
          "Fotosíntesis y crecimiento de las plantas",
          "Ciclos de nutrientes y salud del suelo",
          "Acceso a alimentos y justicia alimentaria",
        ],
      },
      {
        number: 2,
        title: "Inmunidad comunitaria",
        description:
          "Exploran cómo el sistema inmunitario defiende al cuerpo, cómo se propagan las enfermedades y cómo funcionan las vacunas, y luego crean una campaña de salud pública.",
        keyTopics: ["El sistema inmunitario", "Patógenos y transmisión", "Vacunas y salud pública"],
      },
      {
        number: 3,
        title: "Ingeniería ambiental: biología y soluciones para el clima",
        description:
          "Estudian los ecosistemas, las poblaciones y la biotecnología para construir y poner a prueba un prototipo que ayude a su comunidad a adaptarse a un clima que cambia.",
        keyTopics: ["Dinámica de los ecosistemas", "Ecología de poblaciones", "Ingeniería genética y energía"],
      },
      {
        number: 4,
        title: "NeuroNature: diseño de sistemas biomiméticos",
        description:
          "Descubren cómo el sistema nervioso percibe el mundo y responde a él, y luego diseñan dispositivos inspirados en la forma en que los seres vivos procesan la información.",
        keyTopics: ["Neuronas y señales", "Percepción y respuesta", "Diseño biomimético"],
      },
      {
        number: 5,
        title: "Equidad en salud: biología y resiliencia comunitaria",
        description:
          "Relacionan la biología celular y la genética con las enfermedades crónicas, analizan las desigualdades en salud de su zona y proponen soluciones que fortalecen la resiliencia.",
        keyTopics: ["Células y homeostasis", "Genética y factores de riesgo", "Desigualdades en salud"],
      },
      {
        number: 6,
        title: "Cáncer y comunidad: biología, cuidado y promoción de la salud",
        description:
          "Aprenden cómo puede fallar la división celular, cómo se detecta y se trata el cáncer, y cómo las comunidades promueven la prevención y el acceso a la atención.",
        keyTopics: ["Ciclo celular y mutaciones", "Detección y tratamiento", "Prevención y promoción de la salud"],
      },
    ],
  },
  biomimicry: {
    title: "Opcional: proyecto de biomimética",
    description:
      "¿Quiere ir más lejos? Cualquier unidad puede terminar con un reto de biomimética: los estudiantes estudian cómo un organismo resuelve un problema, por ejemplo, cómo un termitero se mantiene fresco, y adoptan esa estrategia en su propio diseño.",
    link: { label: "Ver el curso de Biología biomimética", href: "/es/curso-biomimetica" },
  },
  standards: {
    heading: {
      id: "standards",
      title: "Competencias y estándares",
      intro:
        "El curso forma a cada estudiante de manera integral y cubre la biología que se espera que sus estudiantes sepan.",
    },
    xqTitle: "Competencias XQ",
    xq: xqCompetencies,
    ngssTitle: "Estándares NGSS",
    ngss: [
      {
        code: "HS-LS1-1",
        description:
          "Explicar cómo la estructura del ADN determina la estructura de las proteínas que realizan las funciones de la vida.",
      },
      {
        code: "HS-LS1-3",
        description: "Investigar cómo los mecanismos de retroalimentación mantienen la homeostasis en los seres vivos.",
      },
      {
        code: "HS-LS1-4",
        description: "Modelar cómo la división y la diferenciación celular forman y mantienen organismos complejos.",
      },
      {
        code: "HS-LS1-5",
        description: "Modelar cómo la fotosíntesis transforma la energía luminosa en energía química almacenada.",
      },
      {
        code: "HS-LS2-7",
        description: "Diseñar, evaluar y perfeccionar una solución que reduzca el impacto humano en el medio ambiente.",
      },
      {
        code: "HS-LS3-2",
        description:
          "Defender la afirmación de que las variaciones heredables provienen de nuevas combinaciones, de errores de replicación o de mutaciones.",
      },
      {
        code: "HS-ETS1-2",
        description: "Diseñar una solución a un problema complejo del mundo real dividiéndolo en partes manejables.",
      },
      {
        code: "HS-ETS1-3",
        description:
          "Evaluar una solución según criterios priorizados y sus ventajas y desventajas, incluido su impacto social.",
      },
    ],
  },
  cta: {
    title: "¿Todo listo para generar un impacto?",
    description:
      "Elija una unidad, descargue los planes de clase y las hojas de trabajo (en inglés) y lleve un reto real de su comunidad a su salón de clases este trimestre.",
    actions: [{ label: "Empezar hoy mismo", href: "#units" }],
  },
};

export default content;
