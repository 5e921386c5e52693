import type { FaqContent, Placeholder } from "../schemas.ts";

// Las preguntas frecuentes en español, para familias y escuelas. «Por confirmar» en los mismos lugares que en
// inglés (placeholders.ts).

const tbd = (placeholder: string): Placeholder => ({ placeholder });

const content: FaqContent = {
  meta: {
    title: "Preguntas frecuentes",
    description:
      "Respuestas para familias y escuelas: edades, costos, inscripción, seguridad en el laboratorio, accesibilidad, idiomas, el currículo y el manejo de sus datos.",
  },
  hero: {
    badge: "Familias y escuelas",
    title: "Preguntas frecuentes",
    lead: "Lo que más nos preguntan madres, padres, estudiantes, docentes y directivos. Si su pregunta no está aquí, envíenos un mensaje.",
  },
  placeholderLabel: "Por confirmar",
  groups: [
    {
      heading: { id: "families", title: "Para las familias" },
      items: [
        {
          id: "ages",
          question: "¿Para qué edades son los programas?",
          answer: [
            "Depende del programa. Los laboratorios después de clases son para estudiantes de kínder a 12.º grado (K-12); los grados y las edades que recibe cada club de laboratorio y cada campamento aparecerán en la página de Programas en cuanto se confirmen.",
            "La comunidad en línea es para educadores y para estudiantes de 13 años o más.",
          ],
          links: [{ label: "Ver los programas", href: "/es/programas" }],
        },
        {
          id: "cost",
          question: "¿Cuánto cuesta?",
          answer: [
            "El costo de cada programa está en la página de Programas. Donde todavía dice «Por confirmar», envíenos un mensaje y le diremos lo que sabemos.",
            "Cualquier persona puede leer y descargar las unidades del currículo de este sitio, con sus planes de clase y hojas de trabajo, sin crear una cuenta. Están en inglés.",
          ],
          links: [{ label: "Costos de los programas", href: "/es/programas" }],
        },
        {
          id: "enrol",
          question: "¿Cómo inscribo a mi hijo o hija?",
          answer: [
            "Las sesiones abiertas aparecen debajo de cada programa en la página de Programas. Elija una sesión y llene su formulario de inscripción en línea: enseguida le llega un correo que dice si su hijo o hija tiene un lugar o un puesto en la lista de espera, con un enlace privado para ver o cancelar la inscripción. Si la sesión está completa, el formulario anota a su hijo o hija en la lista de espera.",
            "¿No hay sesiones del programa que busca o tiene alguna pregunta antes de inscribirse? Envíenos un mensaje con el formulario de contacto: elija «Madre, padre o tutor» y el programa que le interesa.",
          ],
          links: [
            { label: "Ver las sesiones", href: "/es/programas" },
            { label: "Contáctenos", href: "/es/contacto" },
          ],
        },
        {
          id: "lab-safety",
          question: "¿Cómo se cuida a los estudiantes en el laboratorio?",
          answer: [
            tbd(
              "cómo se supervisa a los estudiantes en los laboratorios: cuántos adultos hay por estudiante, la verificación de antecedentes del personal, la capacitación en seguridad y el equipo de protección",
            ),
          ],
        },
        {
          id: "accessibility",
          question: "¿Pueden participar estudiantes con discapacidad?",
          answer: [
            tbd(
              "el acceso sin escalones en los lugares de los programas y el apoyo que se ofrece a estudiantes con discapacidad u otras necesidades",
            ),
            "Este sitio web está hecho para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA y para funcionar con teclado y con lectores de pantalla. Si algo no le funciona, avísenos.",
          ],
        },
        {
          id: "languages",
          question: "¿Atienden a familias que hablan otros idiomas además del inglés?",
          answer: [
            tbd("en qué idiomas puede atender el personal en los programas y qué materiales están traducidos"),
            "Este sitio web está en inglés y en español; las páginas del currículo y la comunidad en línea están solo en inglés por ahora.",
          ],
        },
      ],
    },
    {
      heading: { id: "schools", title: "Para escuelas y docentes" },
      items: [
        {
          id: "curriculum",
          question: "¿Cómo obtienen el currículo los docentes?",
          answer: [
            "Las {unitCount:word} unidades de «Innovar con biología para un impacto real» están en este sitio, en inglés. Cada página de unidad tiene sus lecciones, su alineación con los estándares y planes de clase y hojas de trabajo para descargar en Word o PDF, abiertos a cualquier persona sin necesidad de una cuenta.",
            "El curso completo de Biología biomimética se vende en una plataforma externa de cursos; su presentación y sus primeros módulos están en este sitio.",
            "Para recibir formación y acompañamiento sobre las unidades, vea «Formación docente y apoyo con el currículo» en la página de Programas.",
          ],
          links: [
            { label: "Ver los cursos", href: "/es/cursos" },
            { label: "Formación docente", href: "/es/programas" },
          ],
        },
        {
          id: "community",
          question: "¿Quién puede unirse a la comunidad en línea?",
          answer: [
            "Los educadores y los estudiantes de 13 años o más pueden crear una cuenta gratuita para usar el foro y el directorio de miembros. La comunidad está en inglés.",
            "Los estudiantes más jóvenes participan a través de su docente: el docente usa el currículo y la comunidad, y los estudiantes no necesitan una cuenta.",
          ],
          links: [{ label: "Unirse a la comunidad", href: "/auth" }],
        },
        {
          id: "student-records",
          question: "¿Las escuelas tienen que compartir expedientes de los estudiantes con GeneHive?",
          answer: [
            "No. El currículo funciona sin cuentas de estudiantes, y el sitio nunca pide expedientes educativos. Por favor, no publique nombres, calificaciones, fotos ni otros datos de los estudiantes en el foro ni en el asistente de las unidades.",
            "Nuestro aviso de privacidad tiene una sección para escuelas sobre FERPA y COPPA.",
          ],
          links: [{ label: "Aviso de privacidad", href: "/es/privacidad" }],
        },
      ],
    },
    {
      heading: { id: "data", title: "Sus datos" },
      items: [
        {
          id: "data-handling",
          question: "¿Cómo se manejan mis datos?",
          answer: [
            "El sitio guarda solo lo que necesita: su cuenta, lo que publica en la comunidad y los mensajes que nos envía. No hay publicidad ni rastreo con fines de analítica. Las únicas cookies son las dos que mantienen su sesión iniciada y, si usa el selector de idioma, una que recuerda el idioma que eligió.",
            "Si inscribe a su hijo o hija en un programa, guardamos lo que pide el formulario de inscripción, solo para organizar la sesión, hasta 90 días después de que termine la sesión; luego el sitio lo borra. Con el enlace privado de su correo de confirmación puede ver todo lo que guardamos, corregirlo (un teléfono, el grado de su hijo o hija, las notas, el permiso para fotos) y borrarlo en el momento.",
            "Los miembros pueden descargar todo lo que el sitio guarda sobre ellos, o eliminar su cuenta, en la página de configuración de su cuenta.",
          ],
          links: [{ label: "Leer el aviso de privacidad", href: "/es/privacidad" }],
        },
        {
          id: "reach-us",
          question: "¿Cómo me comunico con una persona?",
          answer: [
            "Use el formulario de contacto o escriba a la dirección de correo electrónico que aparece al pie de cada página. Los dos llegan al equipo de GeneHive.",
          ],
          links: [{ label: "Contáctenos", href: "/es/contacto" }],
        },
      ],
    },
  ],
  closing: {
    title: "¿Todavía tiene alguna pregunta?",
    description: "Envíenos un mensaje y le responderemos por correo electrónico.",
    actions: [
      { label: "Contáctenos", href: "/es/contacto" },
      { label: "Ver los programas", href: "/es/programas" },
    ],
  },
};

export default content;
