import { privacyContent } from "../privacy.ts";
import type { LegalContent, Placeholder } from "../schemas.ts";

// El aviso de privacidad en español: la misma versión y la misma fecha que el inglés, que traduce. «Por confirmar»
// en los mismos lugares que en inglés (placeholders.ts). Los nombres de las cookies y «Deleted member» (la etiqueta
// del foro, que está en inglés) se dejan como aparecen.

const tbd = (placeholder: string): Placeholder => ({ placeholder });

/** Las etiquetas de los avisos legales; los términos de uso las reutilizan. */
export const legalLabels: LegalContent["labels"] = {
  version: "Versión",
  effective: "vigente desde el",
  contents: "En esta página",
  placeholder: "Por confirmar",
  record: {
    what: "Qué",
    why: "Para qué",
    where: "Dónde se guarda",
    kept: "Por cuánto tiempo",
    seenBy: "Quién puede verlo",
  },
};

const content: LegalContent = {
  meta: {
    title: "Aviso de privacidad",
    description:
      "Qué guarda el sitio web de GeneHive sobre visitantes, miembros y quienes nos escriben: por qué, dónde, por cuánto tiempo y cómo descargarlo o eliminarlo.",
  },
  hero: {
    badge: "Privacidad",
    title: "Aviso de privacidad",
    lead: "Qué guarda este sitio sobre usted, por qué, dónde y por cuánto tiempo, quién puede verlo y cómo descargarlo o eliminarlo. Describe el sitio tal como funciona hoy.",
  },
  version: privacyContent.version,
  effective: privacyContent.effective,
  labels: legalLabels,
  sections: [
    {
      heading: { id: "who-we-are", title: "Quiénes somos" },
      paragraphs: [
        "GeneHive es un laboratorio de innovación que lleva el aprendizaje práctico de la biología y la biotecnología a comunidades con menos oportunidades. Este aviso cubre este sitio web: sus páginas públicas, el currículo, el asistente de las unidades, el formulario de contacto y la comunidad de miembros.",
        tbd("el nombre legal y la dirección postal de la organización responsable de este sitio"),
      ],
    },
    {
      heading: {
        id: "what-we-keep",
        title: "Lo que guarda el sitio",
        intro: "Todo lo que el sitio registra sobre las personas, tipo por tipo. No se recopila nada más.",
      },
      records: [
        {
          title: "Al visitar cualquier página",
          what: "Su dirección IP, la página que pidió, la hora y cómo respondió el servidor, en el registro del servidor. Quienes no inician sesión no dejan nada más.",
          why: "Para hacer funcionar el sitio, encontrar fallas y detener abusos.",
          where: "El registro del servidor que hace funcionar el sitio.",
          kept: "30 días; las líneas más antiguas se borran automáticamente.",
          seenBy: "Las personas que administran el servidor del sitio.",
        },
        {
          title: "Su cuenta",
          what: "Su nombre completo, su nombre de usuario, su correo electrónico y su contraseña, su rol, su biografía si escribe una, y cuándo se creó la cuenta y cuándo se modificó por última vez. La contraseña se guarda solo como un hash irreversible: nadie puede leerla.",
          why: "Para que pueda iniciar sesión, para mostrar quién escribió qué en la comunidad y para enviarle los correos para restablecer su contraseña.",
          where: "La base de datos del sitio.",
          kept: "Hasta que usted elimine su cuenta.",
          seenBy:
            "Los demás miembros ven su nombre, su nombre de usuario, su biografía, su rol y la fecha en que se unió. Solo los administradores ven su correo electrónico. Nadie ve su contraseña.",
        },
        {
          title: "Sesiones iniciadas",
          what: "Por cada inicio de sesión: cuándo empezó y cuándo vence, su dirección IP y el nombre y la versión de su navegador.",
          why: "Para mantener su sesión iniciada y permitirle cerrar todas sus sesiones a la vez.",
          where: "La base de datos del sitio y una cookie en su navegador.",
          kept: "Una sesión termina 30 minutos después de su última actividad. Al cerrar sesión se borran todas sus sesiones; al cambiar la contraseña se borran sus otras sesiones, y al eliminar la cuenta se borran todas.",
          seenBy: "Usted, en la descarga de sus datos, y las personas que administran la base de datos.",
        },
        {
          title: "Publicaciones y denuncias en la comunidad",
          what: "Los temas y las respuestas que escribe, las denuncias que hace sobre publicaciones y cuándo vio cada tema por última vez (para contar las visitas).",
          why: "Para hacer funcionar el foro y mantenerlo amable y seguro.",
          where: "La base de datos del sitio.",
          kept: "Hasta que usted o un moderador los eliminen. Si elimina su cuenta, sus temas y respuestas se quedan, como escritos por «Deleted member» (miembro eliminado), a menos que elija borrarlos también; sus denuncias se quedan para los moderadores, ya sin relación con usted.",
          seenBy:
            "Los miembros ven sus temas y respuestas con su nombre; los moderadores y los administradores también ven sus denuncias.",
        },
        {
          title: "Los mensajes que nos envía",
          what: "Su nombre, su correo electrónico, quién es usted (madre o padre, docente, etc.), el programa por el que pregunta, su mensaje y el idioma del formulario que usó. El formulario también registra la hora en que lo abrió, para distinguir a las personas de los robots de spam.",
          why: "Para responderle.",
          where:
            "La base de datos del sitio y el buzón del equipo de GeneHive, que recibe una copia por correo electrónico. Usted recibe un correo de confirmación.",
          kept: tbd("cuánto tiempo guarda el personal los mensajes de contacto después de responderlos"),
          seenBy: "El personal de GeneHive: los administradores y los moderadores del sitio.",
        },
        {
          title: "La inscripción de un niño o niña en un programa",
          what: "Sobre usted: su nombre, su correo electrónico y, si nos lo da, su teléfono, y el idioma en que quiere recibir nuestros mensajes. Sobre su hijo o hija, solo lo necesario para organizar la sesión: su nombre y su grado escolar y, si decide contárnoslo, su escuela, sus necesidades de accesibilidad o médicas y si el personal puede tomarle fotos. Su aceptación de los términos. El formulario también lleva la hora en que lo abrió, para distinguir a las personas de los robots de spam.",
          why: "Para darle a su hijo o hija un lugar o un puesto en la lista de espera, para escribirle sobre la sesión (confirmación, un lugar que se libera, cambios) y para que el personal de la sesión pueda cuidar de su hijo o hija con seguridad.",
          where:
            "La base de datos del sitio. Usted recibe un correo de confirmación con un enlace privado donde puede ver todo lo que guardamos, corregirlo (también retirar el permiso para fotos), cancelar la inscripción o borrarla en el momento.",
          kept: "Hasta 90 días después de que termine la sesión; después el sitio la borra automáticamente. Si la borra con su enlace privado, se elimina de inmediato.",
          seenBy:
            "El personal de GeneHive que organiza los programas (los administradores y moderadores del sitio); pueden descargar la lista de una sesión para organizarla. Nunca se muestra a otras familias ni a otros miembros.",
        },
        {
          title: "La verificación de docentes",
          what: "Si pide acceso de docente: su escuela u organización, su función, la materia y los grados que enseña, y un correo electrónico escolar si lo da; después, si el personal lo aprobó, lo rechazó o lo retiró, quién lo decidió, cuándo y por qué.",
          why: "Las claves de respuestas de los docentes y de las evaluaciones contienen las respuestas: comprobamos que lleguen a docentes, no a estudiantes.",
          where:
            "La base de datos del sitio. Usted se entera de cada decisión por correo electrónico y en sus notificaciones.",
          kept: "Mientras exista su cuenta; al eliminar su cuenta se eliminan. La descarga de sus datos los incluye.",
          seenBy: "Usted y el personal de GeneHive (moderadores y administradores) que decide las solicitudes.",
        },
        {
          title: "Las preguntas al asistente de las unidades",
          what: "Las preguntas que hace y la unidad sobre la que pregunta.",
          why: "Para responderlas.",
          where:
            "Su conversación se queda en la pestaña de su navegador y desaparece al cerrarla; nuestro servidor no la guarda. Cuando el sitio está conectado a un proveedor externo de inteligencia artificial, sus preguntas se le envían para que las responda; si no, nuestro servidor responde a partir del propio currículo.",
          kept: "Nuestro servidor no las guarda.",
          seenBy: "Nadie en GeneHive; el proveedor de inteligencia artificial, si se usa uno.",
        },
        {
          title: "Límites contra el abuso",
          what: "Conteos de solicitudes recientes por dirección IP (para visitantes) o por cuenta (para miembros) al iniciar sesión, publicar, usar el asistente y usar el formulario de contacto; conteos de intentos fallidos de inicio de sesión por correo electrónico (y por navegador, en el caso de un navegador que ya inició sesión antes con esa cuenta); y, para los correos de confirmación del formulario de contacto, conteos por un hash irreversible de la dirección a la que se envían.",
          why: "Para frenar los intentos de adivinar contraseñas y el spam.",
          where: "La base de datos del sitio.",
          kept: "Cada conteo vuelve a empezar cuando termina su periodo (de un minuto a un día) y se borra dentro de la hora siguiente. Los conteos de intentos fallidos se borran cuando la dirección inicia sesión correctamente.",
          seenBy: "Nadie los lee; el sitio los usa de forma automática.",
        },
        {
          title: "Las cookies y el almacenamiento de su navegador",
          what: "Dos cookies, creadas solo cuando inicia sesión, que los scripts de la página no pueden leer: better-auth.session_token mantiene su sesión iniciada; genehive.device guarda un identificador al azar de este navegador y una etiqueta codificada (no su dirección) por cada cuenta que inició sesión en él. Una tercera cookie, genehive.lang, se crea solo cuando usted elige un idioma con el selector de idioma (o rechaza la sugerencia de leer el sitio en otro idioma): guarda «en» o «es» para que la página de inicio se abra en su idioma la próxima vez. En el almacenamiento propio de su navegador, que nunca se nos envía: su tema claro u oscuro, un conteo de intentos fallidos de inicio de sesión en este dispositivo y su conversación con el asistente en la pestaña abierta.",
          why: "Para mantener su sesión iniciada; para que un navegador que usted ya usó pueda seguir iniciando sesión mientras alguien en otro lugar intenta adivinar su contraseña; para abrir el sitio en el idioma que eligió, y para recordar sus preferencias en este dispositivo.",
          where: "Su navegador.",
          kept: "La cookie de sesión termina con su sesión; la del dispositivo, a los 400 días, y la del idioma, al año. El tema y el conteo de inicios de sesión se quedan hasta que borre los datos de su navegador; la conversación termina al cerrar la pestaña.",
          seenBy:
            "Solo usted y, en el caso de las cookies, nuestro servidor. No hay cookies ni scripts de publicidad, de analítica ni de terceros.",
        },
      ],
    },
    {
      heading: { id: "where", title: "Dónde se guarda" },
      paragraphs: [
        "Todo lo anterior, excepto lo que se queda en su navegador, se guarda en la base de datos del sitio, en el servidor que lo hace funcionar:",
        tbd("el proveedor de hosting y el país donde funcionan el sitio y su base de datos"),
        "Los correos del sitio (para restablecer contraseñas, los mensajes de contacto y sus confirmaciones) los entrega:",
        tbd("el servicio de correo electrónico que entrega los mensajes del sitio"),
        "El asistente de las unidades:",
        tbd("si el asistente de las unidades usa un proveedor externo de inteligencia artificial y, en ese caso, cuál"),
      ],
    },
    {
      heading: { id: "never", title: "Lo que nunca hacemos" },
      points: [
        "Vender ni alquilar información sobre usted.",
        "Mostrar publicidad ni usar scripts de analítica o de rastreo.",
        "Mostrar su correo electrónico a otros miembros.",
      ],
    },
    {
      heading: { id: "your-choices", title: "Descargar o eliminar sus datos" },
      paragraphs: [
        "En la página de configuración de su cuenta puede cambiar su nombre, su biografía y su contraseña, descargar sus datos y eliminar su cuenta.",
        "La descarga es un archivo JSON con los datos de su cuenta, sus sesiones, sus temas, sus respuestas y las denuncias que hizo.",
        "Al eliminar su cuenta se borran su nombre, su nombre de usuario, su correo electrónico, su biografía, su contraseña, sus sesiones, sus registros de visitas y sus conteos de intentos fallidos de inicio de sesión. Sus temas y respuestas se quedan, como escritos por «Deleted member» (miembro eliminado), a menos que elija borrarlos también. Después, ese mismo correo electrónico puede volver a registrarse.",
        "Un administrador puede hacer lo mismo con la cuenta de un miembro, por ejemplo si incumple los términos; cada una de esas acciones queda anotada en un registro de auditoría que no guarda datos personales.",
        "Los mensajes que envió por el formulario de contacto no forman parte de su cuenta. Para que los eliminemos, o para cualquier cosa que no pueda hacer en la página de configuración, escríbanos.",
      ],
      links: [
        { label: "Configuración de la cuenta", href: "/community/settings" },
        { label: "Contáctenos", href: "/es/contacto" },
      ],
    },
    {
      heading: { id: "under-13", title: "Estudiantes menores de 13 años" },
      paragraphs: [
        "Las cuentas son para educadores y para estudiantes de 13 años o más. Los estudiantes más jóvenes participan a través de su docente y no necesitan una cuenta.",
        "No recopilamos a sabiendas información personal en línea de niños menores de 13 años. Si cree que un niño o una niña menor de 13 años creó una cuenta o nos envió un mensaje, avísenos y la eliminaremos.",
      ],
    },
    {
      heading: { id: "schools", title: "Para las escuelas: FERPA y COPPA" },
      points: [
        "El sitio no necesita ni pide expedientes educativos de los estudiantes, y los estudiantes no necesitan una cuenta para aprender con el currículo.",
        "Docentes: no escriban en el foro ni en el asistente de las unidades nombres, calificaciones, fotos ni otros datos que identifiquen a sus estudiantes, para que ningún expediente educativo llegue al sitio (FERPA, la ley federal que protege la privacidad de los expedientes educativos).",
        "Los estudiantes menores de 13 años no deben crear cuentas; los más jóvenes usan el currículo a través de su docente (COPPA, la ley federal que protege la privacidad en línea de los niños).",
        "Si su escuela o su distrito necesita un acuerdo de privacidad de datos, contáctenos.",
      ],
    },
    {
      heading: { id: "security", title: "Cómo se protege" },
      points: [
        "Las contraseñas se guardan solo como hashes irreversibles.",
        "Los scripts de la página no pueden leer la cookie de sesión, y esta solo se envía por HTTPS cuando el sitio funciona con HTTPS.",
        "El inicio de sesión, las publicaciones, el asistente y el formulario de contacto tienen límites contra los intentos de adivinar contraseñas y contra el spam.",
        "Solo los administradores y los moderadores pueden abrir las páginas del personal, y solo los administradores pueden cambiar o eliminar las cuentas de otros miembros.",
      ],
    },
    {
      heading: { id: "changes", title: "Cambios a este aviso" },
      paragraphs: ["Cuando este aviso cambie, cambiarán también su número de versión y la fecha que aparecen arriba."],
    },
    {
      heading: { id: "contact", title: "Preguntas" },
      paragraphs: [
        "Si tiene preguntas sobre sus datos, use el formulario de contacto o escriba a la dirección de correo electrónico que aparece al pie de cada página.",
      ],
      links: [{ label: "Contáctenos", href: "/es/contacto" }],
    },
  ],
};

export default content;
