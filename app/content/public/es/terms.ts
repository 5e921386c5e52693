import type { LegalContent, Placeholder } from "../schemas.ts";
import { termsContent } from "../terms.ts";
import { legalLabels } from "./privacy.ts";

// Los términos de uso en español: la misma versión y la misma fecha que el inglés, que traduce.

const tbd = (placeholder: string): Placeholder => ({ placeholder });

const content: LegalContent = {
  meta: {
    title: "Términos de uso",
    description:
      "Las reglas para usar el sitio web de GeneHive: cuentas para educadores y estudiantes de 13 años o más, la comunidad, la moderación y los materiales.",
  },
  hero: {
    badge: "Términos",
    title: "Términos de uso",
    lead: "Las reglas para usar este sitio y su comunidad de miembros, en palabras sencillas.",
  },
  version: termsContent.version,
  effective: termsContent.effective,
  labels: legalLabels,
  sections: [
    {
      heading: { id: "about", title: "Acerca de estos términos" },
      paragraphs: [
        "Estos términos se aplican al sitio web de GeneHive: sus páginas públicas, el currículo, el asistente de las unidades, la comunidad de miembros y la inscripción de niños y niñas en los programas. Al usar el sitio, usted los acepta.",
      ],
      links: [{ label: "Aviso de privacidad", href: "/es/privacidad" }],
    },
    {
      heading: { id: "accounts", title: "Cuentas" },
      points: [
        "Las cuentas son para educadores y para estudiantes de 13 años o más. Los estudiantes más jóvenes participan a través de su docente.",
        "Use su nombre real y un correo electrónico que usted controle, y tenga una sola cuenta por persona.",
        "No comparta su contraseña: usted es responsable de lo que se publique desde su cuenta.",
        "Puede eliminar su cuenta en cualquier momento en la página de configuración de su cuenta.",
      ],
    },
    {
      heading: { id: "community-rules", title: "Reglas de la comunidad" },
      points: [
        "Trate a los demás con amabilidad y respeto: nada de acoso, odio ni amenazas.",
        "Mantenga las conversaciones sobre la enseñanza y el aprendizaje de la biología.",
        "No publique nombres, calificaciones, fotos ni otros datos personales de los estudiantes.",
        "Nada de spam, publicidad ni enlaces a sitios dañinos.",
        "Denuncie las publicaciones que incumplan estas reglas; los moderadores revisan las denuncias.",
      ],
    },
    {
      heading: { id: "moderation", title: "Moderación" },
      paragraphs: [
        "Los moderadores pueden bloquear, fijar o eliminar las publicaciones que incumplan estas reglas. Los administradores pueden eliminar las cuentas que las incumplan de forma grave o repetida; cada una de esas eliminaciones queda anotada en un registro de auditoría.",
      ],
    },
    {
      heading: { id: "your-content", title: "Sus publicaciones" },
      paragraphs: [
        "Usted conserva los derechos sobre lo que publica. Al publicar, permite que GeneHive lo muestre a los miembros en este sitio.",
        "Si elimina su cuenta, sus publicaciones se quedan, como escritas por «Deleted member» (miembro eliminado), a menos que elija borrarlas también.",
      ],
    },
    {
      heading: { id: "materials", title: "Materiales del currículo" },
      paragraphs: [
        "Las páginas del currículo y los planes de clase y hojas de trabajo que se pueden descargar se ofrecen para la enseñanza. Cómo puede usarlos, adaptarlos y compartirlos:",
        tbd("la licencia con la que los docentes pueden usar, adaptar y compartir los materiales del currículo"),
        "Las herramientas y los cursos externos enlazados desde este sitio, como las herramientas personalizadas de inteligencia artificial y el curso completo de Biología biomimética, tienen sus propios términos.",
      ],
    },
    {
      heading: { id: "assistant", title: "El asistente de las unidades" },
      paragraphs: [
        "Las respuestas del asistente de las unidades se generan de forma automática y pueden estar equivocadas: revíselas antes de usarlas en clase. No escriba en él datos personales de los estudiantes.",
      ],
    },
    {
      heading: { id: "program-enrolment", title: "Inscripción de un niño o niña en un programa" },
      paragraphs: [
        "Al inscribir a un niño o niña en una sesión de un programa con su formulario en línea, usted confirma que es su madre, padre o tutor legal, y acepta lo siguiente.",
      ],
      points: [
        "Lo que pedimos a las familias: dar datos correctos, mantener activo el correo electrónico que nos dio, indicarnos en el formulario las necesidades de accesibilidad o médicas que el personal de la sesión deba conocer, y procurar que su hijo o hija siga las instrucciones de seguridad del personal en el laboratorio.",
        "Una inscripción por niño o niña y por sesión: el mismo niño o niña no puede tener dos lugares, ni un lugar y un puesto en la lista de espera, en una misma sesión.",
        "Cancelaciones: puede cancelar en cualquier momento con el enlace privado de su correo. Si su hijo o hija no puede asistir, cancele en cuanto lo sepa, por favor, para que el lugar pase a otra familia. El personal de GeneHive también puede cancelar una inscripción (por ejemplo, si se suspende una sesión o los datos no son correctos); en ese caso le avisamos por correo electrónico.",
        "Lista de espera: cuando una sesión está completa, su hijo o hija pasa a la lista de espera en el orden en que se inscribieron las familias. Cuando se libera un lugar, se lo ofrecemos por correo electrónico a la primera familia de la lista y se lo guardamos durante 48 horas; si no lo acepta a tiempo, pasa a la siguiente familia.",
        "Fotos: el personal toma fotos de su hijo o hija durante una sesión solo si usted marcó la casilla de fotos en el formulario, y las usa solo en las páginas de GeneHive. Para retirar su permiso, escríbanos.",
        "Sus datos: guardamos lo que nos dijo hasta 90 días después de que termine la sesión; luego el sitio lo borra automáticamente. Para borrarlo antes, use «Cancelar y borrar sus datos» en su página privada: se borra todo en el momento.",
      ],
      links: [
        { label: "Aviso de privacidad", href: "/es/privacidad" },
        { label: "Ver los programas", href: "/es/programas" },
      ],
    },
    {
      heading: { id: "no-warranty", title: "Sin garantías" },
      paragraphs: [
        "Trabajamos para que el sitio sea preciso y esté disponible, pero se ofrece tal como está, sin garantías de ningún tipo.",
      ],
    },
    {
      heading: { id: "changes", title: "Cambios a estos términos" },
      paragraphs: [
        "Cuando estos términos cambien, cambiarán también el número de versión y la fecha que aparecen arriba. Si usa el sitio después de un cambio, acepta los nuevos términos.",
      ],
    },
    {
      heading: { id: "law", title: "Ley aplicable" },
      paragraphs: [tbd("la ley y los tribunales que rigen estos términos")],
    },
    {
      heading: { id: "contact", title: "Preguntas" },
      paragraphs: [
        "Si tiene preguntas sobre estos términos, use el formulario de contacto o escriba a la dirección de correo electrónico que aparece al pie de cada página.",
      ],
      links: [{ label: "Contáctenos", href: "/es/contacto" }],
    },
  ],
};

export default content;
