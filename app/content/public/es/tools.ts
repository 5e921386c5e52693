import { externalLinks } from "../links.ts";
import type { ToolsContent } from "../schemas.ts";

// Las herramientas GPT en español. Las herramientas mismas están en ChatGPT, con nombres e instrucciones en inglés.

const gpt = externalLinks.tools;

const content: ToolsContent = {
  meta: {
    title: "Herramientas educativas",
    description:
      "Herramientas GPT personalizadas de GeneHive que ayudan a los educadores a planear clases, diferenciar, diseñar proyectos y dirigir programas comunitarios.",
  },
  hero: {
    badge: "Herramientas GPT personalizadas",
    title: "Herramientas educativas",
    lead: "Asistentes de inteligencia artificial gratuitos que creamos para docentes de biología y responsables de programas. Cada uno está ajustado para una sola tarea, desde planear una clase hasta redactar una solicitud de fondos, para que usted pueda pasar más tiempo con sus estudiantes.",
  },
  groups: [
    {
      category: "Education",
      id: "education",
      title: "Para el salón de clases",
      intro: "Planear, adaptar y evaluar clases de biología basadas en proyectos.",
    },
    {
      category: "Operations",
      id: "operations",
      title: "Para dirigir programas",
      intro: "Financiamiento, alianzas e informes para escuelas y laboratorios comunitarios.",
    },
    {
      category: "Design",
      id: "design",
      title: "Para proyectos de diseño",
      intro: "Ayudar a los estudiantes a convertir sus ideas en diseños y campañas.",
    },
  ],
  items: [
    {
      title: "Creador de planes de clase",
      description:
        "Convierte una pregunta guía y el perfil de un grupo en un plan de clase día por día, con actividades, tiempos y materiales.",
      link: gpt.lessonPlanBuilder,
      category: "Education",
      tags: ["Planeación de clases", "Aprendizaje basado en proyectos"],
    },
    {
      title: "Guía de estándares NGSS",
      description:
        "Encuentra las expectativas de desempeño de los NGSS que aborda una clase y sugiere cómo reforzar la alineación.",
      link: gpt.ngssNavigator,
      category: "Education",
      tags: ["NGSS", "Alineación con estándares"],
    },
    {
      title: "Asistente de diferenciación",
      description:
        "Reescribe lecturas y hojas de trabajo en distintos niveles y añade apoyos para estudiantes multilingües y estudiantes con un IEP (programa de educación individualizado).",
      link: gpt.differentiationHelper,
      category: "Education",
      tags: ["Diferenciación", "Estudiantes multilingües", "Accesibilidad"],
    },
    {
      title: "Asesor de seguridad en el laboratorio",
      description:
        "Revisa un procedimiento de laboratorio, señala los riesgos y redacta una explicación y una lista de verificación de seguridad fáciles de entender para los estudiantes.",
      link: gpt.labSafetyCoach,
      category: "Education",
      tags: ["Seguridad en el laboratorio", "Procedimientos"],
    },
    {
      title: "Diseñador de rúbricas",
      description:
        "Crea rúbricas para proyectos y presentaciones que evalúan tanto el contenido de biología como las competencias XQ.",
      link: gpt.rubricDesigner,
      category: "Education",
      tags: ["Evaluación", "Competencias XQ"],
    },
    {
      title: "Guía de indagación estudiantil",
      description:
        "Ayuda a los estudiantes a afinar sus preguntas de investigación, planear pruebas justas y darles sentido a sus datos, sin hacer el trabajo por ellos.",
      link: gpt.inquiryGuide,
      category: "Education",
      tags: ["Indagación", "Análisis de datos", "Para estudiantes"],
    },
    {
      title: "Compañero para solicitar fondos",
      description:
        "Redacta, a partir de sus propias notas, la justificación de necesidades, la descripción del programa y el presupuesto de solicitudes de fondos para educación STEM.",
      link: gpt.grantWriter,
      category: "Operations",
      tags: ["Subvenciones", "Recaudación de fondos"],
    },
    {
      title: "Asistente para contactar aliados",
      description:
        "Escribe mensajes claros y amables para clínicas, universidades y negocios locales que podrían ser mentores de los estudiantes o recibirlos.",
      link: gpt.partnershipOutreach,
      category: "Operations",
      tags: ["Alianzas", "Comunicación"],
    },
    {
      title: "Redactor de informes de impacto",
      description:
        "Convierte datos de asistencia, encuestas y proyectos en resúmenes de impacto breves para juntas directivas, donantes y familias.",
      link: gpt.impactReporter,
      category: "Operations",
      tags: ["Evaluación de programas", "Informes"],
    },
    {
      title: "Estudio de diseño biomimético",
      description:
        "Ayuda a los estudiantes a encontrar organismos que resuelven problemas parecidos a los suyos y a traducir esas estrategias en ideas de diseño.",
      link: gpt.biomimicryStudio,
      category: "Design",
      tags: ["Biomimética", "Pensamiento de diseño"],
    },
    {
      title: "Diseñador de campañas científicas",
      description:
        "Guía a los estudiantes en la planeación de una campaña de salud pública, desde el público y el mensaje hasta el guion de un anuncio de servicio público de 60 segundos.",
      link: gpt.campaignDesigner,
      category: "Design",
      tags: ["Comunicación científica", "Salud pública", "Medios"],
    },
  ],
  categoryLabels: { Education: "Educación", Operations: "Gestión", Design: "Diseño" },
  openLabel: "Abrir la herramienta GPT",
  note: {
    title: "Antes de empezar",
    points: [
      "Las herramientas funcionan en ChatGPT, así que quizá necesite una cuenta gratuita de OpenAI para usarlas.",
      "Las herramientas se presentan en inglés.",
      "Nunca escriba nombres de estudiantes ni otros datos personales.",
      "La inteligencia artificial puede equivocarse: verifique los datos y los consejos de seguridad antes de usarlos con sus estudiantes.",
    ],
  },
};

export default content;
