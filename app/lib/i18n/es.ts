import { formatDollars, spanishWordedTokens } from "../../content/fact-labels";
import type { SiteFactsContent } from "../../content/schemas/site-facts";
import { siteFacts } from "../../content/site-facts";
import type { Dictionary } from "./en";
import type { PageWords } from "./en-pages";
import type { PageId, SitePage } from "../../content/pages";
import { formatPricePerPerson } from "./format";

const brand = siteFacts.brand.name;

const NUMBER_WORDS = ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
/** "dos horas", from the facts' duration, as the English blurb's "two-hour" is. */
const hours = (count: number) => `${NUMBER_WORDS[count] ?? count} hora${count === 1 ? "" : "s"}`;

/**
 * The facts as Spanish copy states them (the English in content/fact-labels.ts): "$40 por persona", "Unas 2
 * horas". Amounts stay in dollars; decimals keep the point, as US Spanish writes them.
 */
export function spanishLabels(
  facts: Pick<
    SiteFactsContent,
    | "pricePerPerson"
    | "competitorAveragePrice"
    | "durationHours"
    | "walkingMinutes"
    | "distanceMinMiles"
    | "distanceMiles"
    | "privateTour"
  >,
) {
  const measures = spanishWordedTokens(facts);
  const horas = `${facts.durationHours} hora${facts.durationHours === 1 ? "" : "s"}`;
  return {
    pricePerPerson: formatPricePerPerson(facts.pricePerPerson, "es"),
    competitorAverage: `Promedio de los tours a pie de NYC: ${formatDollars(facts.competitorAveragePrice)}`,
    privateFrom: `desde ${formatDollars(facts.privateTour.basePrice)}`,
    aboutDuration: `Unas ${horas}`,
    /** "2 horas", as the English "2 hours". */
    duration: horas,
    distanceRange: measures.distanceRange,
    /** A public tour's price on its /es/tours card, as the English card's "$40 (avg. NYC walking tours: $55)". */
    publicTourPrice: `${formatDollars(facts.pricePerPerson)} (promedio de los tours a pie de NYC: ${formatDollars(facts.competitorAveragePrice)})`,
    /** "Dos horas", as the English "Two hours". */
    durationWords: capitalize(hours(facts.durationHours)),
    distance: measures.distance,
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The walks' languages as Spanish names them after "en": "en inglés". */
const LANGUAGE_NAMES: Record<SiteFactsContent["walks"]["language"], string> = { en: "inglés", es: "español" };

/**
 * In which language the walks are guided, from the facts (issue 42 item 4), for the line under the cancellation
 * policy's and, like it, without a final period: "El recorrido es en inglés", and when private tours can be in
 * Spanish, "El recorrido es en inglés; tours privados en español a pedido". Walks in Spanish need no second clause.
 */
export function spanishWalkLanguage(walks: SiteFactsContent["walks"]): string {
  const sentence = `El recorrido es en ${LANGUAGE_NAMES[walks.language]}`;
  return walks.language !== "es" && walks.privateInSpanish
    ? `${sentence}; tours privados en español a pedido`
    : sentence;
}

const spanish = spanishLabels(siteFacts);

/** The interface's US Spanish strings: the same keys as en.ts (the type checker holds them to it). */
export const es: Dictionary = {
  frame: {
    skipLink: "Saltar al contenido principal",
    announcement: "Aviso",
    homeLink: `${brand} – inicio`,
    mainNav: "Principal",
    search: "Buscar",
    searchTooltip: "Buscar tours y páginas",
    openMenu: "Abrir menú",
    menu: "Menú",
    closeMenu: "Cerrar menú",
    mobileNav: "Móvil",
    tours: "Tours",
    allTours: "Todos los tours",
    newTab: " (se abre en una pestaña nueva)",
    inEnglish: "(en inglés)",
  },
  nav: {
    about: "Nosotros",
    aboutUs: "Quiénes somos",
    tours: "Tours",
    ourTours: "Nuestros tours",
    gallery: "Galería",
    blog: "Blog",
    inTheNews: "En la prensa",
    contact: "Contacto",
    petition: "Petición por Jerry Fox",
    pressKit: "Kit de prensa",
    bookATour: "Reservar un tour",
    bookNow: "Reservar",
    giftCards: "Tarjetas de regalo",
    policies: "Cancelaciones y mal tiempo",
    sitemap: "Mapa del sitio",
    siteMap: "Mapa del sitio",
    privacy: "Privacidad",
    accessibility: "Accesibilidad",
  },
  search: {
    title: "Buscar en el sitio",
    label: "Buscar",
    placeholder: "Buscar tours, artículos, páginas...",
    hint: "Pulse Intro para buscar o haga clic en un resultado",
    close: "Cerrar la búsqueda",
    results: "Resultados de la búsqueda",
    noResults: 'No hay resultados para "{query}"',
    tourEntry: "Tour por {title}",
    giftKeywords: "tarjeta de regalo, regalo, vale, obsequio",
    tags: { tour: "Tour", page: "Página", post: "Artículo" },
  },
  footer: {
    blurb: `Paseos guiados de ${hours(siteFacts.durationHours)} por Brooklyn Heights, el Distrito Financiero y el Lower East Side, contados a través de los gatos de barco, los cazadores de ratones de las casas de vecindad y los héroes de los tribunales de la historia de Nueva York.`,
    quickLinks: "Enlaces rápidos",
    contact: "Contacto",
    contactPrompt: "Preguntas, grupos o prensa:",
    rightsReserved: ". Todos los derechos reservados.",
    privacyChoices: "Opciones de privacidad",
    emailUs: "Escríbanos a {email}",
    instagram: "Instagram @{handle} (se abre en una pestaña nueva)",
  },
  booking: {
    floating: "Reserve un tour",
    quickBooking: "Reserva rápida",
    header: "Reservar",
    footer: "Reservar un tour",
    bar: "Reserve su lugar",
    barPrice: spanish.pricePerPerson,
    barDetails: `${spanish.aboutDuration.toLowerCase()} · grupos pequeños`,
    reserve: "Reserve su lugar",
    reserveAria: "Reserve su lugar en un tour de historia felina",
    dismissBar: "Cerrar la barra de reserva",
  },
  notFound: {
    title: `Página no encontrada | ${brand}`,
    description: "No encontramos la página que buscaba.",
    eyebrow: "Error 404",
    heading: "404 – Página no encontrada",
    lostBefore: "Hasta el mejor cazador de ratones pierde el rastro de vez en cuando. La página",
    lostAfter: " no existe o se ha movido.",
    suggestionBefore: "¿Buscaba",
    suggestionAfter: "?",
    helpfulLinks: "Enlaces útiles",
    home: "Inicio",
    tours: "Nuestros tours",
    blog: "Blog",
    returnHome: "Volver al inicio",
  },
  error: {
    title: "Algo salió mal",
    metaTitle: `Algo salió mal | ${brand}`,
    message: "Lo sentimos, hubo un error al cargar esta página. Nuestro equipo ya está al tanto del problema.",
    tryAgain: "Intentar de nuevo",
    returnHome: "Volver a la página de inicio",
  },
};

/** The pages' own words in Spanish (en-pages.ts): each comes with its page's loader data. */
export const esPages: PageWords = {
  booking: {
    heroAlt:
      "Ilustración de un gato color crema sobre la baranda del Brooklyn Heights Promenade, con el perfil del Bajo Manhattan y el puente de Brooklyn detrás",
    smallGroupsLower: "grupos pequeños",
    subtitle:
      "Elija un tour y una fecha abajo. Nuestro socio de reservas gestiona el pago de forma segura, con confirmación inmediata.",
    checkDates: "Ver fechas disponibles",
    contactUs: "Contáctenos",
    mailSubject: "Ayuda con una reserva",
    tourInformation: "Información del tour",
    distanceNote: "De {distance}, a paso tranquilo",
    smallGroups: "Grupos pequeños",
    groupSize: "De 12 a 15 personas como máximo",
    availableDates: "Fechas disponibles",
    chooseTour: "Elija un tour",
    calendarTitle: "Calendario de reservas",
    meetingPoint: "Punto de encuentro",
    questionsBefore: "¿Tiene preguntas antes de reservar?",
    questionsAfter: "en {email}.",
  },
  calendar: {
    slowBefore: "¿El calendario tarda o está bloqueado? También puede",
    slowLink: "reservar en nuestro sitio de reservas",
    newTab: " (se abre en una pestaña nueva)",
    errorTitle: "No se pudo cargar el calendario",
    errorMessage: "No se pudo cargar el calendario de reservas. Inténtelo de nuevo más tarde.",
    toastTitle: "Error del calendario",
    tryAgain: "Intentar de nuevo",
    openBookingPage: "Abrir la página de reservas",
    openCalendar: "Abrir el calendario de reservas",
    loading: "Cargando el calendario...",
    nextWalks: "Próximos paseos: {dates}",
  },
  policies: {
    onThisPage: "En esta página",
    updatedBefore: "Última actualización:",
    updatedAfter: ".",
    emailUs: "Escríbanos sobre una reserva",
    mailSubject: "Cambio de una reserva",
  },
  privacy: {
    eyebrow: "Privacidad",
    onThisPage: "En esta página",
    whoIsResponsible: "Quién es responsable",
    mailSubject: "Privacidad",
    collected: "Qué recogemos",
    purpose: "Para qué",
    where: "Adónde va",
    kept: "Cuánto tiempo lo guardamos",
    updatedBefore: "Última actualización:",
    updatedAfter: ".",
  },
  accessibility: {
    eyebrow: "Accesibilidad",
    automatedChecks: "Comprobaciones automáticas",
    keyboardJourneys: "Recorridos con el teclado",
    updatedBefore: "Última actualización:",
    updatedAfter: ".",
  },
  gift: {
    eyebrow: "Tarjetas de regalo",
    mailSubject: "Una tarjeta de regalo",
    shop: {
      newTabNote: " (abre en una pestaña nueva la página de tarjetas de regalo de nuestro socio de reservas)",
      errorTitle: "No se pudo abrir la tienda de tarjetas de regalo",
      errorMessage:
        "La página de tarjetas de regalo de nuestro socio de reservas no responde en este momento. Inténtelo de nuevo en un momento, o escríbanos y prepararemos la tarjeta de regalo con usted.",
      tryAgain: "Intentar de nuevo",
      emailUs: "Escriba a {email}",
    },
  },
  tours: {
    heroAlt: "Un guía cuenta una historia de gatos a un grupo pequeño en una calle de Nueva York",
    urgency: "Temporada de {season}: ¡los lugares para los tours de {month} se agotan rápido!",
    browse: "Ver los tours",
    readFaq: "Preguntas frecuentes",
    trustBar: "Por qué nos eligen nuestros clientes",
    listEyebrow: "Elija su paseo",
    listHeading: "Nuestros tours",
    finder: {
      searchLabel: "Buscar tours",
      placeholder: "Barrio, historia o palabra clave",
      clearSearch: "Borrar la búsqueda",
      found: 'Tours que coinciden con "{query}": {count}',
      notFound: 'Ningún tour coincide con "{query}"',
      noToursHeading: "No se encontraron tours",
      noToursText: "Pruebe con otro barrio u otra palabra clave, o vea todos los tours.",
      viewAll: "Ver todos los tours",
      mostPopular: "El más popular",
      contactToBook: "Contáctenos para reservar",
      viewDetails: "Ver detalles",
      viewDetailsAria: "Ver detalles: {title}",
    },
  },
  home: {
    season: "Temporada",
    reviewsNote: "Las reseñas aparecen tal como las escribieron nuestros visitantes, en inglés.",
    availability: {
      zoneBefore: ", ",
      newYorkTime: "hora de Nueva York",
      viewTour: "Ver el tour",
      viewTourBefore: ": ",
      book: "Reservar",
      bookBefore: ": ",
      bookAfter: "",
    },
  },
  homeBelowFold: {
    howGiftingWorks: "Cómo funcionan los regalos",
    signedEdition: "Edición firmada",
    newsletter: {
      email: "Correo electrónico",
      firstName: "Nombre",
      lastName: "Apellido",
      optional: "(opcional)",
      consent: "Acepto recibir correos de {brand} y entiendo que puedo darme de baja en cualquier momento.",
      honeypot: "Deje este campo vacío",
      subscribe: "Suscribirme",
      opensConfirmation: "La confirmación se abre en una pestaña nueva.",
      privacyBefore: "Usamos su dirección solo para enviarle nuestro boletín.",
      privacyLink: "Aviso de privacidad",
      privacyAfter: ".",
      messages: {
        emailRequired: "El correo electrónico es obligatorio",
        emailInvalid: "Escriba un correo electrónico válido",
        emailTooLong: "El correo electrónico es demasiado largo",
        firstNameRequired: "El nombre es obligatorio",
        nameTooLong: "El nombre y el apellido deben tener menos de 100 caracteres",
        consentRequired: "Acepte recibir correos antes de suscribirse",
      },
    },
    lightbox: {
      title: "Visor de fotos",
      close: "Cerrar",
      previous: "Imagen anterior",
      next: "Imagen siguiente",
      keys: "Use las flechas del teclado para pasar de una foto a otra y Escape para cerrar.",
    },
  },
  carousel: {
    label: "Opiniones de visitantes",
    carousel: "carrusel",
    slideRole: "diapositiva",
    slide: "{position} de {count}",
    rated: "Calificación: {rating} de 5",
    via: " · en ",
    previous: "Opinión anterior",
    next: "Opinión siguiente",
    choose: "Elija una opinión",
    show: "Ver la opinión {position} de {count}",
    pause: "Pausa",
    play: "Iniciar",
    slideShow: " la presentación automática",
  },
  newsletterAnswer: {
    brandLine: "Boletín de {brand}",
    subscribed: "Ya está suscrito",
    checkDetails: "Revise sus datos",
    tryLater: "Inténtelo de nuevo más tarde",
    notSaved:
      "No pudimos añadirlo a la lista de correo en este momento. No se guardó nada; inténtelo de nuevo en unos minutos.",
    couldNotAdd: "No pudimos añadirlo a la lista de correo:",
    backToForm: "Volver al formulario",
    notByForm: "la suscripción debe enviarse con el formulario del boletín.",
    tooLarge: "la suscripción es más grande de lo que el formulario podría enviar.",
    unreadable: "no se pudo leer la suscripción.",
    thanksName: "¡Gracias, {name}!",
    thanks: "¡Gracias!",
    onTheList:
      "Ya está en la lista de nuestro correo mensual, en inglés, con historias de gatos del pasado de Nueva York y las nuevas fechas de los tours.",
    unsubscribe: "Puede darse de baja en cualquier momento con el enlace al pie de cada correo.",
    backHome: "Volver a {brand}",
    consent: "Consentimiento",
    tags: "Etiquetas",
  },
  toursEnd: {
    expectationsEyebrow: "Antes de ir",
    ctaHeading: "¿Listo para recorrer Nueva York con sus gatos históricos?",
    ctaText: "{duration}, unas {distance}, {price}. Elija una fecha y reserve su lugar en un grupo pequeño.",
    askQuestion: "Haga una pregunta",
  },
};

/**
 * The Spanish of pages.ts, by page: the breadcrumb's label, and the head and heading of each page with a Spanish
 * version (SPANISH_PAGES, locales.ts).
 */
export const esSitePages: Partial<Record<PageId, Pick<SitePage, "heading" | "title" | "description" | "label">>> = {
  home: {
    heading: "La historia de Nueva York, contada a través de sus gatos",
    title: `${brand} | Tours guiados a pie por la historia felina de Nueva York`,
    description: `Tours guiados a pie de ${hours(siteFacts.durationHours)} por Brooklyn Heights, el Distrito Financiero y el Lower East Side, contados a través de los gatos de la historia de Nueva York. ${spanish.pricePerPerson}.`,
    label: "Inicio",
  },
  booking: {
    heading: "Reserve su tour de historia felina",
    title: "Reservar un tour | Fechas disponibles y reserva en línea",
    description: `Consulte las fechas disponibles y reserve su lugar en un paseo guiado de ${hours(siteFacts.durationHours)} por la historia felina de Nueva York. ${spanish.pricePerPerson}, grupos pequeños, confirmación inmediata.`,
    label: "Reservar",
  },
  policies: {
    title: `Política de cancelación y mal tiempo | ${brand}`,
    description:
      "Cancelación gratuita hasta 24 horas antes del tour, qué pasa si llueve o hay tormenta, si llega tarde, y las condiciones de los tours privados para grupos.",
    label: "Cancelaciones y mal tiempo",
  },
  privacy: {
    title: "Aviso de privacidad | Qué recogemos y cuánto tiempo lo guardamos",
    description:
      "Qué recogen nuestros formularios, el calendario de reservas y las estadísticas de visitantes, para qué, adónde va y cuánto tiempo se guarda, y cómo escribirnos sobre sus datos.",
    label: "Privacidad",
  },
  accessibility: {
    title: `Declaración de accesibilidad | ${brand}`,
    description:
      "Nuestro objetivo de accesibilidad (WCAG 2.2 AA), cómo probamos el sitio con comprobaciones automáticas y recorridos con el teclado, sus limitaciones conocidas y cómo informarnos de una barrera.",
    label: "Accesibilidad",
  },
  tours: {
    title: "Tours | Paseos felinos por Brooklyn Heights, el Distrito Financiero y el Lower East Side",
    description:
      "Compare nuestros cuatro tours guiados a pie por la historia felina de Nueva York: Brooklyn Heights, el Distrito Financiero, el Lower East Side y los tours privados para grupos.",
    label: "Tours",
  },
  gift: {
    title: "Tarjetas de regalo | Regale un tour a pie por la historia felina de Nueva York",
    description:
      "Regale un paseo guiado por la historia felina de Nueva York: una tarjeta de regalo para cualquier tour público o como parte de un paseo privado en grupo, enviada por correo electrónico y sin vencimiento.",
    label: "Tarjetas de regalo",
  },
};

const PLURAL_DAYS = ["domingos", "lunes", "martes", "miércoles", "jueves", "viernes", "sábados"];

/** A schedule's weekdays (0 = Sunday) as Spanish says them: [0, 6] → "Fines de semana", [6] → "Sábados". */
export function spanishDays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  const words =
    days.length === 2 && days[0] === 0 && days[1] === 6
      ? "fines de semana"
      : joinY(days.map((day) => PLURAL_DAYS[day] ?? ""));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function joinY(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} y ${words.at(-1)}`;
}
