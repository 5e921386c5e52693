import { formatPercent } from "#shared/i18n/intl.ts";
import { figures } from "../figures.ts";
import type { HomeContent } from "../schemas.ts";

// La página de inicio en español. Términos: docs/glossary-es.md.

const content: HomeContent = {
  meta: {
    title: "Inspiramos la innovación en la enseñanza de la biología",
    description:
      "Biología y biotecnología prácticas y basadas en proyectos para comunidades con menos oportunidades: cursos, apoyo a docentes y laboratorios comunitarios.",
  },
  hero: {
    badge: "Laboratorio de innovación en biología y biotecnología",
    title: "Inspiramos la innovación en la enseñanza de la biología",
    lead: "GeneHive lleva trabajo de laboratorio real, problemas reales de la comunidad y científicos de verdad a salones de clase que muchas veces se han quedado fuera. Aquí los estudiantes no solo aprenden biología: la usan para que sus barrios sean más sanos, más verdes y más justos.",
    actions: [
      { label: "Explorar los cursos", href: "/es/cursos" },
      { label: "Más información", href: "/es/por-que-genehive", srContext: "por qué las escuelas eligen GeneHive" },
    ],
  },
  benefits: {
    heading: {
      id: "benefits",
      title: "Por qué a estudiantes y docentes les encantan nuestros cursos",
      intro: "Todo lo que una clase necesita para pasar de las preguntas curiosas a proyectos que importan.",
    },
    items: [
      {
        icon: "flask",
        title: "Laboratorios interactivos",
        description:
          "Los estudiantes extraen ADN, cultivan microbios y analizan muestras de agua: investigaciones prácticas pensadas para salones de clase reales y presupuestos modestos.",
      },
      {
        icon: "graduation-cap",
        title: "Instructores expertos",
        description:
          "Docentes de biología con experiencia y científicos en activo diseñan cada unidad y acompañan al personal docente que la lleva al salón de clases.",
      },
      {
        icon: "users",
        title: "Comunidad en línea",
        description:
          "Un foro para miembros, en inglés, donde educadores de todo el país comparten ajustes a sus clases, hacen preguntas y celebran el trabajo de sus estudiantes.",
      },
      {
        icon: "award",
        title: "Certificación",
        description:
          "Los docentes reciben un certificado al completar nuestra formación, y los estudiantes arman portafolios que muestran lo que saben hacer.",
      },
    ],
    cta: { label: "Inscribirse", href: "/es/cursos" },
  },
  stats: {
    heading: { id: "results", title: "Aprendizaje que cambia trayectorias" },
    items: [
      {
        value: formatPercent("es", figures.stemMajorIncrease),
        label: "de aumento en quienes eligen una carrera de ciencia y tecnología (STEM)",
      },
      {
        value: formatPercent("es", figures.engagementImprovement),
        label: "de mejora en la participación y las calificaciones",
      },
    ],
    note: "Resultados reportados para la enseñanza práctica de la biología basada en proyectos, como la de nuestros cursos.",
  },
  testimonials: {
    heading: { id: "testimonials", title: "Voces de nuestros salones de clase" },
    items: [
      {
        quote:
          "Antes, mis estudiantes preguntaban para qué servía la biología. Ahora llegan preguntando cuándo podemos volver a analizar el agua del arroyo. Las unidades me dieron todo lo que necesitaba para enseñar a partir de problemas reales.",
        author: "Docente de biología de secundaria",
        role: "Escuela piloto",
      },
      {
        quote:
          "Nunca me había imaginado haciendo ciencia. Después de presentar nuestro proyecto sobre el acceso a alimentos ante el concejo municipal, pienso estudiar biotecnología en la universidad.",
        author: "Estudiante de 11.º grado",
        role: "Participante de un curso de GeneHive",
      },
    ],
  },
  problem: {
    heading: { id: "problem", title: "La ciencia necesita todas las voces" },
    paragraphs: [
      "Los estudiantes negros, latinos, indígenas y de familias de bajos ingresos siguen estando subrepresentados en las carreras de biología y biotecnología, no por falta de talento, sino por falta de acceso. Muchas escuelas no tienen equipo de laboratorio moderno, casi no ofrecen oportunidades de conocer a científicos y tienen poco tiempo para el tipo de proyectos que despiertan un interés para toda la vida.",
      "Cuando las personas que resuelven los problemas de salud, alimentación y clima no se parecen a las comunidades más afectadas, todos perdemos. Los equipos diversos hacen mejores preguntas y construyen mejores soluciones.",
    ],
    points: [
      "Experiencias prácticas de laboratorio que muchas escuelas no pueden ofrecer por sí solas",
      "Modelos a seguir y mentores que comparten los orígenes de los estudiantes",
      "Proyectos basados en los problemas que los estudiantes ven en su propio barrio",
    ],
  },
  offerings: {
    heading: {
      id: "offerings",
      title: "Lo que ofrecemos",
      intro: "Cuatro maneras de llevar la biología práctica a los estudiantes y docentes que más la necesitan.",
    },
    items: [
      {
        icon: "school",
        title: "Laboratorios después de clases (K-12)",
        href: "/es/programas#after-school-labs",
        description:
          "Clubes semanales de laboratorio donde los estudiantes exploran la genética, la microbiología y la ecología junto a mentores.",
      },
      {
        icon: "tent",
        title: "Campamentos de verano y cursos intensivos",
        href: "/es/programas#camps-and-bootcamps",
        description:
          "Campamentos y cursos intensivos cortos en los que los estudiantes se sumergen en técnicas de biotecnología y diseñan sus propios proyectos.",
      },
      {
        icon: "presentation",
        title: "Formación docente y apoyo con el currículo",
        href: "/es/programas#teacher-training",
        description:
          "Unidades listas para enseñar y alineadas con los estándares, desarrollo profesional y acompañamiento continuo para docentes.",
      },
      {
        icon: "hexagon",
        title: "Centros comunitarios de biotecnología",
        href: "/es/programas#community-hubs",
        description:
          "Espacios de laboratorio en el barrio donde estudiantes, familias y organizaciones locales aprenden, experimentan y enfrentan retos comunes.",
      },
    ],
    detailsLabel: "Edades, fechas, costos y cómo inscribirse",
  },
  funding: {
    title: "Ayúdenos a poner en marcha la colmena",
    paragraphs: [
      "GeneHive busca financiamiento inicial para equipar nuestros primeros centros comunitarios de biotecnología, formar a más docentes y llevar nuestros cursos a más escuelas.",
      "Si usted financia proyectos, dirige una escuela o representa a una organización de la comunidad y comparte esta visión, nos encantaría conversar.",
    ],
    contact: { label: "Hablemos de financiamiento", subject: "Financiamiento para GeneHive" },
  },
};

export default content;
