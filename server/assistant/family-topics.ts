/**
 * What each unit and phase is about, said the way a family would say it, in English and Spanish. The letter home
 * is written from these, not from the lesson plans' classroom wording ("Socratic circle on trust", "SIR model"),
 * which means little at a kitchen table and cannot be translated word for word.
 */
export type FamilyLanguage = "en" | "es";

interface Said {
  /** "how diseases spread and how vaccines protect a whole community": follows "about". */
  about: string;
  /** What students learn and do, each a phrase that follows "about" too. */
  topics: string[];
}

interface FamilyUnit {
  /** The unit's title and driving question in Spanish (the English ones are the unit's own). */
  es: { title: string; question: string };
  unit: Record<FamilyLanguage, Said>;
  phases: Record<number, Record<FamilyLanguage, Said>>;
}

export const FAMILY_TOPICS: Record<number, FamilyUnit> = {
  1: {
    es: {
      title: "Cultivar el mañana: biología y justicia alimentaria",
      question:
        "¿Cómo podemos usar la biología para cultivar sistemas de alimentación más sanos y justos en nuestra comunidad?",
    },
    unit: {
      en: {
        about: "how plants grow and how our community gets fresh, healthy food",
        topics: [
          "how plants make their food from sunlight, water and air",
          "what healthy soil needs and how nutrients move from air to soil to plate",
          "why some neighborhoods have fewer fresh-food stores, and how community gardens can help",
          "a two-week plant-growing experiment, and a garden plan pitched to people who can make it happen",
        ],
      },
      es: {
        about: "cómo crecen las plantas y cómo llega la comida fresca y sana a nuestra comunidad",
        topics: [
          "cómo las plantas fabrican su alimento con la luz del sol, el agua y el aire",
          "qué necesita un suelo sano y cómo los nutrientes pasan del aire al suelo y al plato",
          "por qué algunos barrios tienen menos tiendas de comida fresca y cómo pueden ayudar los huertos comunitarios",
          "un experimento de dos semanas cultivando plantas, y un plan de huerto presentado a quienes pueden hacerlo realidad",
        ],
      },
    },
    phases: {},
  },
  2: {
    es: {
      title: "Inmunidad comunitaria",
      question:
        "¿Cómo podemos usar lo que sabemos sobre el sistema inmunitario y la propagación de las enfermedades para proteger la salud de nuestra comunidad y de otras comunidades del mundo?",
    },
    unit: {
      en: {
        about: "how the body fights germs and how a community protects itself from disease",
        topics: [
          "how the body defends itself against germs",
          "how diseases spread and how vaccines protect a whole community",
          "how to share accurate health information with our neighbors",
        ],
      },
      es: {
        about: "cómo el cuerpo combate los microbios y cómo una comunidad se protege de las enfermedades",
        topics: [
          "cómo el cuerpo se defiende de los microbios",
          "cómo se propagan las enfermedades y cómo las vacunas protegen a toda la comunidad",
          "cómo compartir información de salud confiable con nuestros vecinos",
        ],
      },
    },
    phases: {
      1: {
        en: {
          about: "how the body fights germs",
          topics: [
            "the germs that make us sick (bacteria and viruses)",
            "how the body's defenses recognize and fight germs",
            "how the body remembers a germ, and how vaccines use that memory",
          ],
        },
        es: {
          about: "cómo el cuerpo combate los microbios",
          topics: [
            "los microbios que nos enferman (bacterias y virus)",
            "cómo las defensas del cuerpo reconocen y combaten a los microbios",
            "cómo el cuerpo recuerda a un microbio y cómo las vacunas aprovechan esa memoria",
          ],
        },
      },
      2: {
        en: {
          about: "how diseases spread from person to person and how vaccines protect a whole community",
          topics: [
            "how diseases spread from person to person, and how to break the chain",
            "why a few cases can grow into an outbreak, which students explore with dice games and simple models",
            "how getting vaccinated protects people who cannot be vaccinated themselves",
            "how vaccines are tested for safety, and why trust in medicine differs between communities",
          ],
        },
        es: {
          about:
            "cómo se contagian las enfermedades de persona a persona y cómo las vacunas protegen a toda la comunidad",
          topics: [
            "cómo se contagian las enfermedades de una persona a otra y cómo cortar el contagio",
            "por qué unos pocos casos pueden convertirse en un brote, algo que exploran con juegos de dados y modelos sencillos",
            "cómo vacunarse protege a quienes no pueden vacunarse",
            "cómo se prueba la seguridad de las vacunas y por qué la confianza en la medicina varía entre comunidades",
          ],
        },
      },
      3: {
        en: {
          about: "how health experts track disease in a community",
          topics: [
            "how disease detectives find where an outbreak started",
            "how to read health data and spot false health claims",
            "how living conditions affect health, and what our own community knows and needs",
          ],
        },
        es: {
          about: "cómo los expertos en salud siguen las enfermedades en una comunidad",
          topics: [
            "cómo los detectives de enfermedades descubren dónde empezó un brote",
            "cómo leer datos de salud y reconocer información falsa",
            "cómo las condiciones de vida afectan la salud y qué sabe y necesita nuestra comunidad",
          ],
        },
      },
      4: {
        en: {
          about: "how to share health information clearly and respectfully",
          topics: [
            "planning a health campaign for a real audience",
            "explaining science clearly, without jargon",
            "making a one-minute public service video and a poster",
          ],
        },
        es: {
          about: "cómo compartir información de salud de forma clara y respetuosa",
          topics: [
            "planificar una campaña de salud para un público real",
            "explicar la ciencia con claridad, sin palabras técnicas",
            "grabar un video de un minuto y hacer un cartel informativo",
          ],
        },
      },
      5: {
        en: {
          about: "sharing their health campaigns with the community",
          topics: [
            "preparing a community health exhibition",
            "presenting their campaigns to visitors, families included",
            "looking back at what their campaign changed and what they learned",
          ],
        },
        es: {
          about: "presentar sus campañas de salud a la comunidad",
          topics: [
            "preparar una exposición de salud para la comunidad",
            "presentar sus campañas a los visitantes, también a las familias",
            "reflexionar sobre lo que logró su campaña y lo que aprendieron",
          ],
        },
      },
    },
  },
  3: {
    es: {
      title: "Ingenieros ambientales: biología y soluciones para el clima",
      question:
        "¿Cómo podemos usar la biología y la ingeniería para diseñar soluciones que ayuden a nuestra comunidad y a sus ecosistemas a resistir un clima cambiante?",
    },
    unit: {
      en: {
        about: "how living things cope with a changing climate and how we can design solutions",
        topics: [
          "how plants, animals and people in a local ecosystem depend on one another",
          "how heat and heavy rain affect our neighborhood",
          "designing, building and testing a small solution to a local climate problem",
        ],
      },
      es: {
        about: "cómo los seres vivos enfrentan un clima cambiante y cómo podemos diseñar soluciones",
        topics: [
          "cómo dependen unos de otros las plantas, los animales y las personas de un ecosistema local",
          "cómo el calor y las lluvias fuertes afectan a nuestro barrio",
          "diseñar, construir y probar una pequeña solución para un problema climático local",
        ],
      },
    },
    phases: {
      1: {
        en: {
          about: "a local ecosystem and the climate problems it faces",
          topics: [
            "a walk to see how heat and rainwater affect our neighborhood",
            "surveying the plants and animals of a local green space",
            "describing a local climate problem they want to solve",
          ],
        },
        es: {
          about: "un ecosistema local y los problemas climáticos que enfrenta",
          topics: [
            "un paseo para ver cómo el calor y el agua de lluvia afectan al barrio",
            "observar las plantas y los animales de un espacio verde cercano",
            "describir un problema climático local que quieren resolver",
          ],
        },
      },
      2: {
        en: {
          about: "how animal populations grow and respond to a warmer world",
          topics: [
            "how animal populations grow, and what limits them",
            "why some species matter so much to the rest of their ecosystem",
            "how warming changes where animals live and when they are active",
          ],
        },
        es: {
          about: "cómo crecen las poblaciones de animales y cómo responden a un mundo más cálido",
          topics: [
            "cómo crecen las poblaciones de animales y qué las limita",
            "por qué algunas especies son tan importantes para su ecosistema",
            "cómo el calentamiento cambia dónde viven los animales y cuándo están activos",
          ],
        },
      },
      3: {
        en: {
          about: "how living things can help produce energy and fight climate change",
          topics: [
            "how scientists change a plant's genes to help it handle heat and drought",
            "making fuel with yeast and capturing carbon with algae",
            "the benefits, risks and fairness of these new technologies",
          ],
        },
        es: {
          about: "cómo los seres vivos pueden ayudar a producir energía y frenar el cambio climático",
          topics: [
            "cómo los científicos cambian los genes de una planta para que resista el calor y la sequía",
            "producir combustible con levadura y capturar carbono con algas",
            "los beneficios, los riesgos y la justicia de estas nuevas tecnologías",
          ],
        },
      },
      4: {
        en: {
          about: "building and testing their own design",
          topics: [
            "choosing the best idea for their climate problem",
            "building a low-cost model of their solution",
            "testing it fairly and improving it",
          ],
        },
        es: {
          about: "construir y probar su propio diseño",
          topics: [
            "elegir la mejor idea para su problema climático",
            "construir un modelo de bajo costo de su solución",
            "probarlo de forma justa y mejorarlo",
          ],
        },
      },
      5: {
        en: {
          about: "improving their design with the evidence from their tests",
          topics: [
            "reading the results of their tests",
            "imagining their solution at full size, with its costs and energy use",
            "improving the design after feedback from experts",
          ],
        },
        es: {
          about: "mejorar su diseño con las pruebas que hicieron",
          topics: [
            "interpretar los resultados de sus pruebas",
            "imaginar su solución a tamaño real, con sus costos y su consumo de energía",
            "mejorar el diseño con los comentarios de expertos",
          ],
        },
      },
      6: {
        en: {
          about: "presenting their climate solutions to the community",
          topics: [
            "telling the story of their solution to community members",
            "a showcase of climate solutions, families welcome",
            "looking back at what they learned",
          ],
        },
        es: {
          about: "presentar sus soluciones climáticas a la comunidad",
          topics: [
            "contar la historia de su solución a personas de la comunidad",
            "una exposición de soluciones climáticas, abierta a las familias",
            "reflexionar sobre lo que aprendieron",
          ],
        },
      },
    },
  },
  4: {
    es: {
      title: "NeuroNaturaleza: diseñar sistemas inspirados en la biología",
      question:
        "¿Cómo puede la forma en que los animales sienten, se comunican y responden a su mundo inspirar diseños que resuelvan problemas de nuestra comunidad?",
    },
    unit: {
      en: {
        about: "how the nervous system works and how nature inspires new designs",
        topics: [
          "how nerves carry messages through the body",
          "how our senses work and why they differ from person to person",
          "designing a solution inspired by how animals sense their world",
        ],
      },
      es: {
        about: "cómo funciona el sistema nervioso y cómo la naturaleza inspira nuevos diseños",
        topics: [
          "cómo los nervios llevan mensajes por el cuerpo",
          "cómo funcionan nuestros sentidos y por qué varían de una persona a otra",
          "diseñar una solución inspirada en cómo los animales perciben su mundo",
        ],
      },
    },
    phases: {
      1: {
        en: {
          about: "how the nervous system works and how it can inspire a new design",
          topics: [
            "how fast we react, measured with a simple ruler test",
            "how nerves carry messages through the body",
            "how our sense of touch differs from person to person, and how the body keeps itself in balance",
            "designing, building and testing a prototype that senses and responds the way an animal does, then pitching it",
          ],
        },
        es: {
          about: "cómo funciona el sistema nervioso y cómo puede inspirar un nuevo diseño",
          topics: [
            "qué tan rápido reaccionamos, medido con una sencilla prueba de la regla",
            "cómo los nervios llevan mensajes por el cuerpo",
            "cómo el sentido del tacto varía de una persona a otra y cómo el cuerpo mantiene su equilibrio",
            "diseñar, construir y probar un prototipo que percibe y responde como lo hace un animal, y luego presentarlo",
          ],
        },
      },
    },
  },
  5: {
    es: {
      title: "Equidad en salud: biología y resiliencia comunitaria",
      question:
        "¿Cómo podemos usar la biología para entender por qué las enfermedades crónicas afectan más a unas comunidades que a otras, y qué podemos hacer para construir comunidades más sanas y resilientes?",
    },
    unit: {
      en: {
        about:
          "chronic diseases such as diabetes, asthma and high blood pressure, and how communities can stay healthy",
        topics: [
          "how diabetes, asthma and high blood pressure affect the body",
          "how genes and surroundings together shape health",
          "why some communities are affected more, and what can be done",
        ],
      },
      es: {
        about:
          "enfermedades crónicas como la diabetes, el asma y la presión alta, y cómo las comunidades pueden mantenerse sanas",
        topics: [
          "cómo la diabetes, el asma y la presión alta afectan al cuerpo",
          "cómo los genes y el entorno juntos influyen en la salud",
          "por qué algunas comunidades se ven más afectadas y qué se puede hacer",
        ],
      },
    },
    phases: {
      1: {
        en: {
          about: "how diabetes, asthma and high blood pressure affect the body",
          topics: [
            "what diabetes, asthma and high blood pressure are",
            "how the body keeps itself in balance, and what happens when that fails",
            "how cells and organs work together to keep us healthy",
          ],
        },
        es: {
          about: "cómo la diabetes, el asma y la presión alta afectan al cuerpo",
          topics: [
            "qué son la diabetes, el asma y la presión alta",
            "cómo el cuerpo mantiene su equilibrio y qué pasa cuando falla",
            "cómo las células y los órganos trabajan juntos para mantenernos sanos",
          ],
        },
      },
      2: {
        en: {
          about: "how genes and surroundings shape the risk of disease",
          topics: [
            "how genes carry instructions for the body",
            "why some conditions run in families and others depend on many causes",
            "how our surroundings can switch genes on and off",
          ],
        },
        es: {
          about: "cómo los genes y el entorno influyen en el riesgo de enfermar",
          topics: [
            "cómo los genes llevan las instrucciones del cuerpo",
            "por qué algunas condiciones se heredan en la familia y otras tienen muchas causas",
            "cómo nuestro entorno puede encender y apagar genes",
          ],
        },
      },
      3: {
        en: {
          about: "how the places where we live, learn and work affect our health",
          topics: [
            "how neighborhoods, jobs and stress affect the body",
            "mapping health and its resources in our own community",
            "studying one health difference in our community in depth",
          ],
        },
        es: {
          about: "cómo los lugares donde vivimos, estudiamos y trabajamos afectan nuestra salud",
          topics: [
            "cómo el barrio, el trabajo y el estrés afectan al cuerpo",
            "hacer un mapa de la salud y sus recursos en nuestra comunidad",
            "estudiar a fondo una diferencia de salud en nuestra comunidad",
          ],
        },
      },
      4: {
        en: {
          about: "designing solutions for a health problem in our community",
          topics: [
            "choosing a health problem in our community",
            "designing and testing a solution with feedback from community members",
            "presenting it to families and community partners",
          ],
        },
        es: {
          about: "diseñar soluciones para un problema de salud de nuestra comunidad",
          topics: [
            "elegir un problema de salud de nuestra comunidad",
            "diseñar y probar una solución con la opinión de personas de la comunidad",
            "presentarla a las familias y a organizaciones de la comunidad",
          ],
        },
      },
      5: {
        en: {
          about: "looking back on their projects and celebrating with the community",
          topics: [
            "what they learned and how they grew",
            "what their projects changed",
            "how their work can continue, and a celebration with the community",
          ],
        },
        es: {
          about: "reflexionar sobre sus proyectos y celebrar con la comunidad",
          topics: [
            "lo que aprendieron y cómo crecieron",
            "lo que lograron sus proyectos",
            "cómo puede continuar su trabajo, y una celebración con la comunidad",
          ],
        },
      },
    },
  },
  6: {
    es: {
      title: "El cáncer y la comunidad: biología, cuidado y defensa de la salud",
      question:
        "¿Cómo puede entender la biología del cáncer ayudar a nuestra comunidad a prevenirlo, detectarlo a tiempo y cuidar a las personas afectadas?",
    },
    unit: {
      en: {
        about: "the biology of cancer and how a community can prevent it, find it early and care for people",
        topics: [
          "how healthy cells decide when to divide, and what goes wrong in cancer",
          "what raises the risk of cancer, and how screening finds it early",
          "how treatments work, and how to speak up for fair care in our community",
        ],
      },
      es: {
        about:
          "la biología del cáncer y cómo una comunidad puede prevenirlo, detectarlo a tiempo y cuidar a las personas",
        topics: [
          "cómo las células sanas deciden cuándo dividirse y qué falla en el cáncer",
          "qué aumenta el riesgo de cáncer y cómo las pruebas de detección lo encuentran a tiempo",
          "cómo funcionan los tratamientos y cómo defender una atención justa en nuestra comunidad",
        ],
      },
    },
    phases: {},
  },
};

/** A phrase list in a sentence: "a, b and c" / "a, b y c". */
export function listed(items: string[], language: FamilyLanguage): string {
  const and = language === "es" ? " y " : " and ";
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")}${and}${items.at(-1)}`;
}
