import type { ContactContent } from "../schemas.ts";

// El formulario de contacto en español. Sus mensajes de validación, el aviso y el correo de confirmación vienen
// del catálogo (shared/i18n/messages/es.ts).

const content: ContactContent = {
  meta: {
    title: "Contáctenos",
    description:
      "Escriba a GeneHive: inscriba a su hijo o hija, pregunte por campamentos o formación docente, lleve nuestros cursos a su escuela o colabore con nosotros.",
  },
  hero: {
    badge: "Leemos todos los mensajes",
    title: "Contáctenos",
    lead: "¿Quiere inscribir a su hijo o hija, busca un campamento, le interesa llevar nuestros cursos a su escuela o colaborar con nosotros? Cuéntenos un poco sobre usted y le responderemos por correo electrónico.",
  },
  form: {
    heading: { id: "message", title: "Envíenos un mensaje" },
    labels: {
      name: "Su nombre",
      email: "Su correo electrónico",
      senderType: "Soy",
      program: "Programa de interés",
      message: "Su mensaje",
    },
    hints: {
      email: "Le responderemos a esta dirección y le enviaremos una confirmación.",
      program: "Elija uno si su mensaje es sobre un programa.",
      message: "Preguntas, el grado de su hijo o hija, su escuela: lo que nos ayude a responderle.",
    },
    optional: "(opcional)",
    senderTypePrompt: "Elija una opción",
    programNone: "Ningún programa en particular",
    honeypot: "Deje este campo vacío",
    submit: "Enviar mensaje",
    submitting: "Enviando...",
    errorSummary: "Revise el formulario",
  },
  success: {
    title: "Mensaje enviado",
    description:
      "Gracias por escribir a GeneHive. Le enviamos una confirmación por correo electrónico y le responderemos por ese mismo medio.",
    another: "Enviar otro mensaje",
    close: "Cerrar",
  },
  direct: {
    title: "¿Prefiere el correo electrónico?",
    description: "Escríbanos directamente a",
  },
  next: {
    title: "Qué pasa después",
    points: [
      "Su mensaje le llega al equipo de GeneHive, y usted recibe una confirmación en su correo electrónico.",
      "Le respondemos por correo electrónico. Sobre cupos, fechas y costos de los programas, le contamos lo que ya está confirmado.",
      "Usamos sus datos solo para responderle; nuestro aviso de privacidad explica cuánto tiempo los guardamos.",
    ],
    link: { label: "Leer nuestro aviso de privacidad", href: "/es/privacidad" },
  },
};

export default content;
