import type { LanguageCode } from "#shared/i18n/languages.ts";

// What families read about sessions and enrolments, in every language: the session page, the enrol form and its
// messages, the private enrolment page and the e-mails. Staff pages are in English (app/features/programs/staff-text.ts).

/** An enrolment that holds a place or a position: a place, a place offered, or the waitlist. */
export type ActiveStatus = "confirmed" | "waitlist" | "offered";

const en = {
  sessions: {
    heading: "Sessions",
    none: "No sessions are open for enrolment yet.",
    enrol: "Enrol a child",
    join: "Join the waitlist",
    seeSession: "See the session and enrol",
    placesLeft: (n: number) => (n === 1 ? "1 place left" : `${n} places left`),
    full: "Full: new families join the waitlist",
    closed: "Enrolment is closed",
    ended: "This session has ended",
  },
  session: {
    back: "All programs",
    dates: "Dates",
    schedule: "Day and times",
    place: "Where",
    grades: "Grades or ages",
    cost: "Cost",
    feeHelp: "Fee help",
    instruction: "Taught in",
    capacity: "Places",
    tbd: "To be announced",
    closedNotice: "This session is not taking enrolments. See the other sessions on the programs page.",
    endedNotice: "This session has ended, so it is not taking enrolments. See the other sessions on the programs page.",
  },
  form: {
    title: "Enrol a child",
    intro:
      "We ask only what we need to run the session and reach you. Fields marked optional can be left empty. The privacy notice says how long we keep this.",
    privacyLink: "Read the privacy notice",
    guardian: "About you (parent or guardian)",
    child: "About the child",
    labels: {
      guardianName: "Your full name",
      guardianEmail: "Your e-mail",
      guardianPhone: "Your phone",
      childFirstName: "Child's first name",
      childGrade: "Child's grade",
      school: "Child's school",
      language: "Language for our messages",
      notes: "Access or medical needs we should know about",
      consent: "I am the child's parent or legal guardian and I agree to the terms of the program.",
      photoConsent: "Staff may take photos of my child during the session for GeneHive's own pages.",
    },
    optional: "(optional)",
    gradePrompt: "Choose a grade",
    grades: {
      K: "Kindergarten",
      "1": "Grade 1",
      "2": "Grade 2",
      "3": "Grade 3",
      "4": "Grade 4",
      "5": "Grade 5",
      "6": "Grade 6",
      "7": "Grade 7",
      "8": "Grade 8",
      "9": "Grade 9",
      "10": "Grade 10",
      "11": "Grade 11",
      "12": "Grade 12",
    } as Record<string, string>,
    languages: { en: "English", es: "Spanish (español)" },
    hints: {
      guardianEmail: "Your confirmation and a private link to see or cancel the enrolment go here.",
      notes: "Only the session's staff see this.",
    },
    termsLink: "Read the terms",
    submit: "Enrol",
    waitlistTitle: "Join the waitlist",
    waitlistIntro: "This session is full: your child joins its waitlist, and we e-mail you if a place frees up.",
    waitlistSubmit: "Join the waitlist",
    submitting: "Sending…",
    errorSummary: "Please check the form",
    honeypot: "Leave this field empty",
  },
  errors: {
    guardianNameRequired: "Please enter your name.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
    invalidEmail: "Please enter a valid e-mail address.",
    invalidPhone: "Please enter a phone number with digits only, spaces, + ( ) or -.",
    childFirstNameRequired: "Please enter the child's first name.",
    childGradeRequired: "Please choose the child's grade.",
    languageRequired: "Please choose a language for our messages.",
    consentRequired: "Please confirm you are the child's parent or guardian and agree to the terms.",
    nullCharacter: "This field contains a character that is not allowed.",
    tooQuick: "That was quick! Please check the form and send it again.",
    formExpired: "This form was open a long time. Please send it again.",
    formInvalid: "Something went wrong with the form. Please send it again.",
    unavailable: "We could not save your enrolment just now. Nothing was lost: please send the form again in a minute.",
    rateLimited: (minutes: number) =>
      `Too many enrolments from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    rateLimitedTitle: "Please wait before you send another enrolment",
    closed: "This session is not taking enrolments any more.",
    ended: "This session has already ended, so it is not taking enrolments.",
    duplicateTitle: "Already enrolled in this session",
    duplicate: (child: string, status: ActiveStatus) =>
      `${
        status === "confirmed"
          ? `${child} already has a place in this session`
          : status === "waitlist"
            ? `${child} is already on this session's waitlist`
            : `A place in this session is already being kept for ${child}`
      }: you enrolled with this e-mail address before. To see${status === "offered" ? ", accept" : ""} or cancel that enrolment, use the private link in the latest e-mail we sent you. If you cannot find it, look in your spam folder, or write to us through the contact form.`,
  },
  enrolment: {
    title: "Your enrolment",
    confirmed: (child: string) => `${child} has a place in this session.`,
    waitlist: (child: string, position: number) =>
      `${child} is number ${position} on the waitlist. We will e-mail you if a place frees up.`,
    offered: (child: string, until: string) =>
      `A place has freed up for ${child}. It is kept for you until ${until}: accept it below.`,
    cancelled: "This enrolment is cancelled.",
    justEnrolled: "Thank you: we have received your enrolment and sent you an e-mail with this page's link.",
    details: "What we keep",
    accept: "Accept the place",
    cancel: "Cancel the enrolment",
    cancelHint: {
      confirmed: "The place goes to the next family on the waitlist.",
      waitlist: "Your child leaves the waitlist; the families after you move up.",
      offered: "You turn down the place kept for you; it goes to the next family on the waitlist.",
    } satisfies Record<ActiveStatus, string>,
    cancelConfirm: {
      confirmed: (child: string) => `Yes, cancel ${child}'s place`,
      waitlist: (child: string) => `Yes, take ${child} off the waitlist`,
      offered: (child: string) => `Yes, turn down the place kept for ${child}`,
    } satisfies Record<ActiveStatus, (child: string) => string>,
    remove: "Cancel and delete our data",
    removeConfirm: "Yes, cancel and delete everything on this page",
    removeHint: "Everything on this page is deleted now; it cannot be undone.",
    confirmRequired: "Please tick the box first: nothing was changed.",
    change: "Change your details",
    changeIntro:
      "You can change these at any time until the session ends. To change your name, your e-mail address or your child's name, write to us through the contact form.",
    changeSave: "Save the changes",
    changeErrors: "Please check your changes",
    changed: "Your changes are saved. The session's staff see them on their list.",
    changeClosed:
      "This enrolment can no longer be changed: it was cancelled, or its session has ended. Nothing was changed.",
    deleted: "Your enrolment and everything you told us about your child have been deleted.",
    notFound: "This link no longer opens an enrolment.",
    notFoundReplaced:
      "If we sent you a newer e-mail about the same enrolment (for example, to offer your child a place), the link in that e-mail replaced this one: please use the link in the latest e-mail we sent you.",
    notFoundOther:
      "The link also stops working once an enrolment has been deleted, or when its data is deleted after the session ends.",
    notFoundHelp: "Cannot find that e-mail? Look in your spam folder, or",
    notFoundContact: "contact us through the contact form",
    keptUntil: (date: string) => `We delete this enrolment on ${date}, after the session ends.`,
    yes: "Yes",
    no: "No",
  },
  mail: {
    confirmedSubject: (session: string) => `Enrolment confirmed: ${session}`,
    waitlistSubject: (session: string) => `On the waitlist: ${session}`,
    offerSubject: (session: string) => `A place is free for you: ${session}`,
    cancelledSubject: (session: string) => `Enrolment cancelled: ${session}`,
    greeting: (name: string) => `Hello ${name},`,
    confirmedBody: (child: string, session: string) => `${child} has a place in “${session}”.`,
    waitlistBody: (child: string, session: string, position: number) =>
      `“${session}” is full, so ${child} is number ${position} on its waitlist. We will e-mail you if a place frees up.`,
    offerBody: (child: string, session: string, until: string) =>
      `A place in “${session}” has freed up for ${child}. It is kept for you until ${until}. After that it goes to the next family on the waitlist. The link below replaces the one we sent you before.`,
    cancelledBody: (child: string, session: string, was: ActiveStatus) =>
      `The GeneHive staff have cancelled ${child}'s enrolment in “${session}”: ${
        was === "confirmed"
          ? `${child} no longer has a place in this session.`
          : was === "waitlist"
            ? `${child} is no longer on its waitlist.`
            : `the place we were keeping for ${child} is no longer held.`
      }`,
    cancelledData:
      "The private link in our latest e-mail still shows what we keep about the enrolment, and lets you delete it now.",
    cancelledHelp: "If you think this is a mistake, or have a question, write to us through the contact form:",
    link: "See or correct the enrolment, accept or cancel it, or delete your data, with this private link (do not share it):",
    when: "When",
    where: "Where",
    messageIntro: (session: string) => `A message from the GeneHive staff about “${session}”:`,
    notYou: "If you did not enrol a child, you can ignore this e-mail: the private link lets you delete the enrolment.",
    signature: "The GeneHive team",
  },
};

export type ProgramsText = typeof en;

const es: ProgramsText = {
  sessions: {
    heading: "Sesiones",
    none: "Todavía no hay sesiones abiertas para inscripción.",
    enrol: "Inscribir a un niño o niña",
    join: "Anotarse en la lista de espera",
    seeSession: "Ver la sesión e inscribirse",
    placesLeft: (n: number) => (n === 1 ? "Queda 1 lugar" : `Quedan ${n} lugares`),
    full: "Completa: las nuevas familias pasan a la lista de espera",
    closed: "La inscripción está cerrada",
    ended: "Esta sesión ya terminó",
  },
  session: {
    back: "Todos los programas",
    dates: "Fechas",
    schedule: "Día y horario",
    place: "Dónde",
    grades: "Grados o edades",
    cost: "Costo",
    feeHelp: "Ayuda con el costo",
    instruction: "Idioma de las clases",
    capacity: "Lugares",
    tbd: "Por confirmar",
    closedNotice: "Esta sesión no está recibiendo inscripciones. Vea las demás sesiones en la página de programas.",
    endedNotice:
      "Esta sesión ya terminó, así que no recibe inscripciones. Vea las demás sesiones en la página de programas.",
  },
  form: {
    title: "Inscribir a un niño o niña",
    intro:
      "Solo pedimos lo necesario para organizar la sesión y comunicarnos con usted. Los campos marcados como opcionales se pueden dejar vacíos. El aviso de privacidad explica cuánto tiempo guardamos estos datos.",
    privacyLink: "Leer el aviso de privacidad",
    guardian: "Sus datos (madre, padre o tutor)",
    child: "Datos del niño o niña",
    labels: {
      guardianName: "Su nombre completo",
      guardianEmail: "Su correo electrónico",
      guardianPhone: "Su teléfono",
      childFirstName: "Nombre del niño o niña",
      childGrade: "Grado escolar",
      school: "Escuela",
      language: "Idioma de nuestros mensajes",
      notes: "Necesidades de accesibilidad o médicas que debamos conocer",
      consent: "Soy la madre, el padre o el tutor legal del niño o niña y acepto los términos del programa.",
      photoConsent: "El personal puede tomar fotos de mi hijo o hija durante la sesión para las páginas de GeneHive.",
    },
    optional: "(opcional)",
    gradePrompt: "Elija un grado",
    grades: {
      K: "Kínder",
      "1": "1.º grado",
      "2": "2.º grado",
      "3": "3.º grado",
      "4": "4.º grado",
      "5": "5.º grado",
      "6": "6.º grado",
      "7": "7.º grado",
      "8": "8.º grado",
      "9": "9.º grado",
      "10": "10.º grado",
      "11": "11.º grado",
      "12": "12.º grado",
    },
    languages: { en: "Inglés (English)", es: "Español" },
    hints: {
      guardianEmail: "Aquí le enviaremos la confirmación y un enlace privado para ver o cancelar la inscripción.",
      notes: "Solo lo ve el personal de la sesión.",
    },
    termsLink: "Leer los términos",
    submit: "Inscribir",
    waitlistTitle: "Anotarse en la lista de espera",
    waitlistIntro:
      "Esta sesión está completa: su hijo o hija pasa a la lista de espera y le escribiremos si se libera un lugar.",
    waitlistSubmit: "Anotarse en la lista de espera",
    submitting: "Enviando…",
    errorSummary: "Revise el formulario, por favor",
    honeypot: "Deje este campo vacío",
  },
  errors: {
    guardianNameRequired: "Escriba su nombre, por favor.",
    tooLong: (max: number) => `Use menos de ${max} caracteres, por favor.`,
    invalidEmail: "Escriba un correo electrónico válido, por favor.",
    invalidPhone: "Escriba un teléfono solo con números, espacios, + ( ) o -.",
    childFirstNameRequired: "Escriba el nombre del niño o niña, por favor.",
    childGradeRequired: "Elija el grado del niño o niña, por favor.",
    languageRequired: "Elija el idioma de nuestros mensajes, por favor.",
    consentRequired: "Confirme que es la madre, el padre o el tutor y que acepta los términos, por favor.",
    nullCharacter: "Este campo tiene un carácter que no está permitido.",
    tooQuick: "¡Qué rapidez! Revise el formulario y envíelo de nuevo, por favor.",
    formExpired: "Este formulario estuvo abierto mucho tiempo. Envíelo de nuevo, por favor.",
    formInvalid: "Algo salió mal con el formulario. Envíelo de nuevo, por favor.",
    unavailable:
      "No pudimos guardar su inscripción en este momento. No se perdió nada: envíe el formulario de nuevo en un minuto.",
    rateLimited: (minutes: number) =>
      `Demasiadas inscripciones desde su conexión. Intente de nuevo en ${minutes} minuto${minutes === 1 ? "" : "s"}.`,
    rateLimitedTitle: "Espere antes de enviar otra inscripción",
    closed: "Esta sesión ya no está recibiendo inscripciones.",
    ended: "Esta sesión ya terminó, así que no recibe inscripciones.",
    duplicateTitle: "Ya hay una inscripción en esta sesión",
    duplicate: (child: string, status: ActiveStatus) =>
      `${
        status === "confirmed"
          ? `${child} ya tiene un lugar en esta sesión`
          : status === "waitlist"
            ? `${child} ya está en la lista de espera de esta sesión`
            : `Ya le guardamos un lugar en esta sesión a ${child}`
      }: usted ya hizo la inscripción con este correo electrónico. Para ver${status === "offered" ? ", aceptar" : ""} o cancelar esa inscripción, use el enlace privado del último correo que le enviamos. Si no lo encuentra, busque en la carpeta de correo no deseado o escríbanos con el formulario de contacto.`,
  },
  enrolment: {
    title: "Su inscripción",
    confirmed: (child: string) => `${child} tiene un lugar en esta sesión.`,
    waitlist: (child: string, position: number) =>
      `${child} tiene el número ${position} en la lista de espera. Le escribiremos si se libera un lugar.`,
    offered: (child: string, until: string) =>
      `Se liberó un lugar para ${child}. Se lo guardamos hasta el ${until}: acéptelo aquí abajo.`,
    cancelled: "Esta inscripción está cancelada.",
    justEnrolled: "Gracias: recibimos su inscripción y le enviamos un correo con el enlace a esta página.",
    details: "Lo que guardamos",
    accept: "Aceptar el lugar",
    cancel: "Cancelar la inscripción",
    cancelHint: {
      confirmed: "El lugar pasa a la siguiente familia de la lista de espera.",
      waitlist: "Su hijo o hija sale de la lista de espera; las familias que siguen avanzan un puesto.",
      offered: "Renuncia al lugar que le guardamos; pasa a la siguiente familia de la lista de espera.",
    },
    cancelConfirm: {
      confirmed: (child: string) => `Sí, cancelar el lugar de ${child}`,
      waitlist: (child: string) => `Sí, sacar a ${child} de la lista de espera`,
      offered: (child: string) => `Sí, renunciar al lugar que guardamos para ${child}`,
    },
    remove: "Cancelar y borrar sus datos",
    removeConfirm: "Sí, cancelar y borrar todo lo que aparece en esta página",
    removeHint: "Todo lo que aparece en esta página se borra ahora; no se puede deshacer.",
    confirmRequired: "Primero marque la casilla, por favor: no se cambió nada.",
    change: "Cambiar sus datos",
    changeIntro:
      "Puede cambiarlos en cualquier momento hasta que termine la sesión. Para cambiar su nombre, su correo electrónico o el nombre de su hijo o hija, escríbanos con el formulario de contacto.",
    changeSave: "Guardar los cambios",
    changeErrors: "Revise sus cambios, por favor",
    changed: "Guardamos sus cambios. El equipo de la sesión los ve en su lista.",
    changeClosed: "Esta inscripción ya no se puede cambiar: se canceló o su sesión ya terminó. No se cambió nada.",
    deleted: "Borramos su inscripción y todo lo que nos dijo sobre su hijo o hija.",
    notFound: "Este enlace ya no abre ninguna inscripción.",
    notFoundReplaced:
      "Si le enviamos un correo más reciente sobre la misma inscripción (por ejemplo, para ofrecerle un lugar a su hijo o hija), el enlace de ese correo reemplazó a este: use el enlace del último correo que le enviamos.",
    notFoundOther:
      "El enlace también deja de funcionar cuando se borra una inscripción o cuando se borran sus datos después de que termina la sesión.",
    notFoundHelp: "¿No encuentra ese correo? Busque en la carpeta de correo no deseado o",
    notFoundContact: "escríbanos con el formulario de contacto",
    keptUntil: (date: string) => `Borraremos esta inscripción el ${date}, después de que termine la sesión.`,
    yes: "Sí",
    no: "No",
  },
  mail: {
    confirmedSubject: (session: string) => `Inscripción confirmada: ${session}`,
    waitlistSubject: (session: string) => `En lista de espera: ${session}`,
    offerSubject: (session: string) => `Hay un lugar para usted: ${session}`,
    cancelledSubject: (session: string) => `Inscripción cancelada: ${session}`,
    greeting: (name: string) => `Hola, ${name}:`,
    confirmedBody: (child: string, session: string) => `${child} tiene un lugar en «${session}».`,
    waitlistBody: (child: string, session: string, position: number) =>
      `«${session}» está completa, así que ${child} tiene el número ${position} en la lista de espera. Le escribiremos si se libera un lugar.`,
    offerBody: (child: string, session: string, until: string) =>
      `Se liberó un lugar en «${session}» para ${child}. Se lo guardamos hasta el ${until}. Después pasa a la siguiente familia de la lista de espera. El enlace de abajo reemplaza al que le enviamos antes.`,
    cancelledBody: (child: string, session: string, was: ActiveStatus) =>
      `El equipo de GeneHive canceló la inscripción de ${child} en «${session}»: ${
        was === "confirmed"
          ? `${child} ya no tiene un lugar en esta sesión.`
          : was === "waitlist"
            ? `${child} ya no está en su lista de espera.`
            : `ya no le guardamos el lugar a ${child}.`
      }`,
    cancelledData:
      "Con el enlace privado de nuestro último correo todavía puede ver lo que guardamos sobre la inscripción y borrarlo ahora.",
    cancelledHelp: "Si cree que es un error o tiene alguna pregunta, escríbanos con el formulario de contacto:",
    link: "Con este enlace privado puede ver o corregir la inscripción, aceptarla o cancelarla, o borrar sus datos (no lo comparta):",
    when: "Cuándo",
    where: "Dónde",
    messageIntro: (session: string) => `Un mensaje del equipo de GeneHive sobre «${session}»:`,
    notYou:
      "Si usted no inscribió a ningún niño o niña, puede ignorar este correo: con el enlace privado puede borrar la inscripción.",
    signature: "El equipo de GeneHive",
  },
};

const texts: Record<LanguageCode, ProgramsText> = { en, es };

export function programsText(lang: LanguageCode): ProgramsText {
  return texts[lang];
}
