import type { Placeholder, ProgramsContent } from "../schemas.ts";

// Los programas en español. Los datos que el personal todavía no confirma van como «Por confirmar», en los
// mismos lugares que en inglés (placeholders.ts): content.test.ts lo comprueba, así que cuando se confirme un dato
// en inglés, la prueba pide su traducción aquí.

const tbd = (placeholder: string): Placeholder => ({ placeholder });

const content: ProgramsContent = {
  meta: {
    title: "Programas",
    description:
      "Laboratorios después de clases, campamentos, formación docente y centros comunitarios de biotecnología: para quién es cada programa y cómo inscribirse.",
  },
  hero: {
    badge: "Para familias, estudiantes y escuelas",
    title: "Programas",
    lead: "Cuatro maneras de hacer biología práctica con GeneHive, ya sea que quiera inscribir a su hijo o hija, busque un campamento o quiera llevar nuestros cursos a su escuela. Aquí verá para quién es cada programa, cómo funciona y cómo inscribirse.",
  },
  list: {
    heading: {
      id: "program-list",
      title: "Nuestros programas",
      intro:
        "Los datos marcados como «Por confirmar» todavía se están definiendo. Envíenos un mensaje y le diremos lo que sabemos.",
    },
    labels: {
      audience: "Para quién es",
      format: "Formato",
      where: "Dónde",
      when: "Cuándo",
      cost: "Costo",
      feeHelp: "Ayuda con el costo",
      join: "Cómo inscribirse",
    },
    placeholderLabel: "Por confirmar",
    items: [
      {
        id: "after-school-labs",
        icon: "school",
        title: "Laboratorios después de clases (K-12)",
        summary:
          "Clubes semanales de laboratorio donde los estudiantes exploran la genética, la microbiología y la ecología junto a mentores.",
        audience: tbd("qué grados y edades recibe cada club de laboratorio"),
        format:
          "Un club semanal de laboratorio después de clases: investigaciones prácticas dirigidas junto con mentores.",
        where: tbd("las escuelas o los lugares donde se realizan los laboratorios"),
        when: tbd("días, horarios y fechas de cada periodo"),
        cost: tbd("el costo y si hay ayuda para pagarlo"),
        join: "Elija una de las sesiones que aparecen abajo e inscriba a su hijo o hija con su formulario en línea: enseguida le llega un correo que dice si tiene un lugar o un puesto en la lista de espera. ¿Todavía no hay sesiones o tiene alguna pregunta? Envíenos un mensaje y elija «Laboratorios después de clases (K-12)».",
        action: { label: "Preguntar por los laboratorios", href: "/es/contacto?program=after-school-labs" },
      },
      {
        id: "camps-and-bootcamps",
        icon: "tent",
        title: "Campamentos de verano y cursos intensivos",
        summary:
          "Campamentos y cursos intensivos cortos en los que los estudiantes se sumergen en técnicas de biotecnología y diseñan sus propios proyectos.",
        audience: tbd("qué grados y edades recibe cada campamento"),
        format:
          "Campamentos de verano y cursos intensivos cortos centrados en técnicas de laboratorio de biotecnología y en un proyecto de diseño propio de cada estudiante.",
        where: tbd("dónde se realizan los campamentos"),
        when: tbd("las fechas de los campamentos y su horario diario"),
        cost: tbd("el costo y si hay becas"),
        join: "Elija uno de los campamentos o cursos intensivos que aparecen abajo e inscriba a su hijo o hija con su formulario en línea: enseguida le llega un correo que dice si tiene un lugar o un puesto en la lista de espera. ¿Todavía no hay fechas o tiene alguna pregunta? Envíenos un mensaje y elija «Campamentos de verano y cursos intensivos».",
        action: { label: "Preguntar por los campamentos", href: "/es/contacto?program=camps-and-bootcamps" },
      },
      {
        id: "teacher-training",
        icon: "presentation",
        title: "Formación docente y apoyo con el currículo",
        summary:
          "Unidades listas para enseñar y alineadas con los estándares, desarrollo profesional y acompañamiento continuo para docentes.",
        audience: "Docentes, y escuelas o distritos que quieren enseñar biología práctica basada en proyectos.",
        format:
          "Desarrollo profesional sobre nuestras unidades y luego acompañamiento continuo; los docentes reciben un certificado al terminar. Las {unitCount:word} unidades de nuestro curso basado en proyectos, con sus planes de clase y hojas de trabajo, se pueden leer y descargar en este sitio, en inglés.",
        where: tbd("si las sesiones son en línea, presenciales o ambas, y dónde"),
        when: tbd("las fechas de las sesiones y cuánto dura la formación"),
        cost: tbd("el costo para docentes o escuelas"),
        join: "Envíenos un mensaje como docente o como escuela y elija «Formación docente y apoyo con el currículo». Le responderemos con las próximas sesiones.",
        action: { label: "Preguntar por la formación docente", href: "/es/contacto?program=teacher-training" },
      },
      {
        id: "community-hubs",
        icon: "hexagon",
        title: "Centros comunitarios de biotecnología",
        summary:
          "Espacios de laboratorio en el barrio donde estudiantes, familias y organizaciones locales aprenden, experimentan y enfrentan retos comunes.",
        audience: "Estudiantes, familias y organizaciones locales de los barrios donde estarán los centros.",
        format:
          "Espacios de laboratorio compartidos en el barrio para aprender y hacer proyectos comunitarios. Estamos reuniendo el financiamiento inicial para equipar los primeros centros.",
        where: tbd("los barrios donde abrirán los primeros centros"),
        when: tbd("las fechas de apertura y los horarios"),
        cost: tbd("cuánto cuesta participar, si es que cuesta algo"),
        join: "Familias: cuando aparezca abajo una sesión de un centro, inscriba a su hijo o hija con su formulario en línea. Mientras tanto, o si es una escuela u organización que podría recibir o apoyar un centro, envíenos un mensaje y le mantendremos al tanto.",
        action: { label: "Preguntar por los centros comunitarios", href: "/es/contacto?program=community-hubs" },
      },
    ],
  },
  closing: {
    title: "¿Tiene preguntas antes de inscribirse?",
    description:
      "Lea las respuestas a las preguntas que más nos hacen las familias y las escuelas, o envíenos un mensaje.",
    actions: [
      { label: "Leer las preguntas frecuentes", href: "/es/preguntas-frecuentes" },
      { label: "Contáctenos", href: "/es/contacto" },
    ],
  },
};

export default content;
