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
 * The facts as Spanish copy states them (the English in content/fact-labels.ts): "{price} por persona", "Unas 2
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
    | "rating"
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
    /** A public tour's price on its /es/tours card, as the English card's "{price} (avg. NYC walking tours: {competitorAveragePrice})". */
    publicTourPrice: `${formatDollars(facts.pricePerPerson)} (promedio de los tours a pie de NYC: ${formatDollars(facts.competitorAveragePrice)})`,
    /** "Dos horas", as the English "Two hours". */
    durationWords: capitalize(hours(facts.durationHours)),
    distance: measures.distance,
    /** "98% de reseñas de 5 estrellas", as the English "98% 5-star reviews". */
    fiveStarReviews: `${facts.rating.fiveStarPercent}% de reseñas de 5 estrellas`,
    /** The facts bar's shorter "98% con 5 estrellas", under "Valoración" (two lines at phone width, as the English). */
    fiveStarShare: `${facts.rating.fiveStarPercent}% con 5 estrellas`,
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
  status: {
    region: "Estado de los tours",
    hide: "Ocultar este aviso",
    allTours: "Todos los tours",
    severity: { info: "Aviso", changed: "Cambio", cancelled: "Cancelado" },
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
    nextDepartures: "Próximas salidas",
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
      fallbackAlt: "Imagen de un gato (en lugar de la foto)",
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
  contact: {
    eyebrow: "Contacto",
    subtitle:
      "¿Preguntas sobre un tour, un grupo privado o un tema de prensa? Escríbanos y le responderemos muy pronto.",
    help: {
      label: "¿Necesita ayuda?",
      hidden: " Ir a las preguntas frecuentes",
      notFoundTitle: "No se encontró la sección",
      notFoundText: "No pudimos encontrar esa sección. Pruebe con otro enlace.",
    },
    form: {
      formLabel: "Formulario de contacto",
      legend: "Su mensaje",
      name: "Nombre",
      email: "Correo electrónico",
      phone: "Teléfono",
      message: "Mensaje",
      optional: "(opcional)",
      consent: "Acepto recibir noticias de {brand} sobre mi consulta y los próximos tours.",
      requiredField: "Campo obligatorio",
      send: "Enviar mensaje",
      sending: "Enviando...",
      privacyBefore: "Usamos sus datos solo para responderle.",
      privacyLink: "Aviso de privacidad",
      sentTitle: "¡Mensaje enviado!",
      sentText: "Gracias por escribirnos. ¡Le responderemos muy pronto!",
      failedTitle: "No se pudo enviar el mensaje",
      errorBefore: "Error: ",
    },
  },
  contactEnd: {
    quickActions: "Accesos rápidos",
    bookTour: "Reserve su tour",
    viewFaq: "Ver las preguntas frecuentes",
    reachOut: "Escríbanos",
    instagramNote: " en Instagram (abre en una pestaña nueva)",
    seeDates: "Ver fechas disponibles",
  },
  contactMessages: {
    name: {
      required: "El nombre es obligatorio",
      tooShort: "El nombre debe tener al menos 2 caracteres",
      tooLong: "El nombre debe tener menos de 100 caracteres",
      invalid: "El nombre contiene caracteres no válidos",
    },
    email: {
      required: "El correo electrónico es obligatorio",
      invalid: "Escriba un correo electrónico válido",
      tooLong: "El correo electrónico es demasiado largo",
    },
    phone: { invalid: "Escriba un número de teléfono válido" },
    message: { tooLong: "El mensaje debe tener menos de 1000 caracteres" },
    consent: { required: "Debe aceptar recibir noticias para enviar el mensaje" },
  },
  contactErrors: {
    confirmation: "No se pudo enviar el correo de confirmación",
    admin: "No se pudo enviar el aviso a nuestro equipo",
    other: "Hubo un problema al enviar su mensaje. Inténtelo de nuevo más tarde.",
  },
  survey: {
    eyebrow: "Opiniones",
    requiredBefore: "Los campos marcados",
    requiredStar: "con una estrella",
    requiredAfter: " son obligatorios.",
    form: {
      formLabel: "Encuesta de opinión sobre el tour",
      legend: "Su opinión",
      name: "Su nombre",
      email: "Correo electrónico",
      tourDate: "Fecha del tour",
      tourType: "¿Qué tour hizo?",
      tourTypePlaceholder: "Elija un tour",
      tourRating: "¿Cómo calificaría su experiencia en el tour?",
      guideRating: "¿Cómo calificaría a su guía?",
      howHeard: "¿Cómo supo de nosotros?",
      howHeardPlaceholder: "Elija una opción",
      wouldRecommend: "¿Nos recomendaría a un amigo?",
      wouldRecommendPlaceholder: "Elija una respuesta",
      feedback: "Sus comentarios",
      feedbackPlaceholder: "¿Qué fue lo que más disfrutó? ¿Qué podríamos mejorar?",
      submit: "Enviar opinión",
      submitting: "Enviando...",
      privacyBefore: "Usamos sus respuestas solo para mejorar nuestros tours.",
      privacyLink: "Aviso de privacidad",
      thanksTitle: "Gracias",
      sentTitle: "¡Gracias por su opinión!",
      sentText: "Sus respuestas se enviaron correctamente.",
      failedTitle: "No se pudo enviar su opinión",
    },
  },
  surveyOptions: {
    tourTypes: {
      "Financial District": "Distrito Financiero",
      "Brooklyn Heights": "Brooklyn Heights",
      "Lower East Side": "Lower East Side",
      "Private Tour": "Tour privado",
    },
    ratings: { "5": "Excelente", "4": "Bueno", "3": "Regular", "2": "Malo", "1": "Muy malo" },
    howHeard: {
      "Social Media": "Redes sociales",
      "Friend or Family": "Amigos o familia",
      "Google Search": "Búsqueda en Google",
      "Blog or Article": "Blog o artículo",
      "Travel Website": "Sitio web de viajes",
      Instagram: "Instagram",
      Other: "Otro",
    },
    recommend: {
      "Yes, definitely": "Sí, sin duda",
      Probably: "Probablemente",
      "Not sure": "No estoy seguro",
      "Probably not": "Probablemente no",
      "Definitely not": "Definitivamente no",
    },
  },
  surveyMessages: {
    name: {
      tooShort: "El nombre debe tener al menos 2 caracteres",
      tooLong: "Demasiado largo",
      invalid: "Caracteres no válidos",
    },
    email: "Escriba un correo electrónico válido",
    tourDate: { required: "Indique la fecha del tour", invalid: "Fecha no válida" },
    tourType: "Elija el tour que hizo",
    tourRating: "Califique su experiencia en el tour",
    guideRating: "Califique a su guía",
    howHeard: "Cuéntenos cómo supo de nosotros",
    wouldRecommend: "Indique si nos recomendaría",
    feedback: {
      tooShort: "Escriba algún comentario (mínimo 10 caracteres)",
      tooLong: "Su comentario es demasiado largo",
    },
  },
  surveyError: "Hubo un problema al enviar su opinión. Inténtelo de nuevo.",
  tour: {
    checkDates: "Ver fechas disponibles",
    seeRoute: "Ver el recorrido",
    facts: {
      label: "Datos del tour",
      duration: "Duración",
      distance: "Distancia",
      groupSize: "Grupo",
      maxPeople: "Máximo {count} personas",
      guestRating: "Valoración",
    },
    intro: {
      aboutBefore: "Sobre ",
      meetingPoint: "Punto de encuentro",
      when: "Cuándo",
      bookThisTour: "Reserve este tour",
      perPerson: "por persona",
      secureBooking: "Reserva segura · Confirmación inmediata",
    },
    bookBefore: "Reserve su lugar: ",
    bookAfter: "",
    bookLead: "Elija una fecha y una hora abajo; la confirmación le llega por correo electrónico al instante.",
    calendarTitle: "Calendario de reservas: tour {title}",
  },
  tourSections: {
    knowBeforeYouGo: "Lo que debe saber antes de ir",
    stopsEyebrow: "A lo largo del recorrido",
    stopsHeading: "Lo que descubrirá",
    reviewsHeading: "Lo que dicen nuestros clientes",
    reviewsNote: "Reseñas en inglés, tal como las escribieron.",
    rated: "Calificación: {rating} de 5",
    faqHeading: "Preguntas frecuentes",
    otherTours: "Descubra nuestros otros tours",
    seeTheTour: "Ver el tour",
  },
  meetingPoint: {
    eyebrowBefore: "Punto de encuentro · ",
    runningLate: "¿Llega tarde o no nos encuentra?",
    mailSubject: "En camino: tour {title}",
  },
  meetingParts: {
    nearestSubway: "Metro más cercano",
    train: "tren {line}",
    getDirections: "Cómo llegar",
    directionsBefore: " a ",
    directionsAfter: " (abre Google Maps en una pestaña nueva)",
    callUs: "Llámenos el día del tour: ",
    textOrWhatsApp: "Mensaje de texto o WhatsApp:",
    textBefore: "Enviar un mensaje de texto al ",
    openWhatsApp: "Abrir WhatsApp",
    chatWith: " para escribir al ",
  },
  saveDayCard: {
    save: "Guardar la tarjeta del día",
    saving: "Guardando…",
    open: "Abrir la tarjeta del día",
    note: "La tarjeta del día del tour reúne el punto de encuentro, la foto y cómo llegar en una sola página: imprímala o agréguela a su pantalla de inicio.",
    saved: "Guardada para usar sin conexión",
    savedBefore: ": la tarjeta se abre en ",
    savedAfter: " aunque no tenga señal.",
    unavailable:
      "Este navegador no puede guardar páginas para usarlas sin conexión aquí. {action} o agréguela a su pantalla de inicio.",
    openCard: "Abra la tarjeta",
    printCard: "Imprima esta tarjeta",
    failed: "No se pudo guardar la tarjeta: revise su conexión e inténtelo de nuevo.",
  },
  routeMap: {
    eyebrow: "El recorrido",
    heading: "El recorrido en un mapa",
    mapName: "Mapa del recorrido desde el punto de encuentro en {place} por {count} paradas numeradas",
    meet: "Encuentro",
    subway: "Metro",
    north: "N",
    start: "Salida: {place}, el punto de encuentro",
    entrance: "Entrada del metro: {station}",
    feet: "{value} pies",
    miles: "{value} mi",
    fromMeeting: "{distance}, unos {minutes} min a pie desde el punto de encuentro",
    fromPrevious: "{distance}, unos {minutes} min a pie",
    estimate: "Distancias estimadas por las calles; tiempos a un paso tranquilo de 3 millas por hora.",
    openIn: "Abrir el recorrido en Mapas",
    google: "Google Maps",
    apple: "Mapas de Apple",
    newTab: " (se abre en una pestaña nueva)",
  },
  tourDay: {
    eyebrowBefore: "Tarjeta del día · ",
    // "Tour por el Distrito Financiero": around the tour's name as a sentence says it (tours.yaml es: nameInSentence).
    headingBefore: "Tour por ",
    headingAfter: "",
    meetingPoint: "Punto de encuentro",
    runningLate: "¿Llega tarde o no nos encuentra?",
    callUs: "Llámenos",
    emailUs: "Escríbanos",
    guideAnswers: " y un guía le responderá antes de que empiece el recorrido.",
    mailSubject: "En camino: tour {title}",
    publicOnly:
      "Esta tarjeta solo reúne los datos públicos del tour, nada sobre usted: su número de reserva está en su correo de confirmación.",
    print: "Imprimir la tarjeta",
    backBefore: "Volver al tour por ",
    backAfter: "",
    calendar: {
      heading: "Agregue el paseo a su calendario",
      date: "Fecha de su paseo",
      time: "Hora de inicio (Nueva York)",
      add: "Agregar al calendario",
      missingDate: "Elija la fecha de su paseo.",
      pastDate: "Elija hoy o una fecha posterior.",
    },
  },
  tourDayHead: {
    title: "Tarjeta del día: tour por {title} | {brand}",
    description:
      "Dónde encontrarse para el tour por {title}: {place}, el metro más cercano y cómo llegar, en una página que se imprime y se abre sin conexión.",
    crumb: "Tarjeta del día",
    calendarSummary: "Paseo de historia felina: tour por {title}",
    calendarDescription: "{landmark}\n\nTarjeta del día: {url}",
  },
  about: {
    highlights: "Lo más destacado",
    cat: "Gato:",
  },
  sitemap: {
    eyebrow: "Todas las páginas",
    subtitle: "Todas las páginas, los tours y las historias de nuestro sitio en una sola lista.",
    mainPages: "Páginas principales",
    tours: "Tours",
    posts: "Artículos del blog",
    noPosts: "No hay artículos del blog",
  },
  privateTours: {
    eyebrow: "Grupos y eventos · {from}",
    contactToBook: "Contáctenos para reservar",
    calculate: "Calcule su precio",
    meetingPoint: "Punto de encuentro",
    aboutEyebrow: "Un guía para ustedes",
    aboutHeading: "Un tour solo para su grupo",
    neighborhoods: "Elija su barrio",
    scheduling: "Fechas y horarios",
    pricingEyebrow: "Precios sencillos",
    pricingHeading: "Precios",
    calculator: {
      heading: "Calculadora de precio",
      coversUpTo: " cubre hasta ",
      eachAdditional: " personas; cada persona adicional cuesta",
      guestsLabel: "Número de personas",
      estimatedTotal: "Total estimado",
      for: "para ",
      guest: "persona",
      guests: "personas",
      notANumber: "Escriba un número de personas; calculamos el precio para {min} persona.",
      belowMinimum:
        "Los tours privados son para grupos de {min} a {max} personas; calculamos el precio para {min} persona.",
      aboveMaximum:
        "Los tours privados admiten hasta {max} personas; calculamos el precio para {max}. Para un grupo más grande, contáctenos.",
      groups: "Grupos de {min} a {max} personas.",
    },
    request: {
      heading: "Solicite un paseo privado",
      intro: "Díganos cuándo y quiénes vienen; respondemos por correo electrónico en 48 horas.",
    },
  },
  groupRequest: {
    formLabel: "Solicitud de paseo privado",
    legend: "Su solicitud",
    date: "Fecha",
    dateHint: "Los paseos entre semana necesitan dos semanas de aviso.",
    timeWindow: "Momento del día",
    choose: "Elija…",
    timeWindows: {
      morning: "Mañana (9 a. m. – 12 p. m.)",
      afternoon: "Tarde (12 p. m. – 4 p. m.)",
      evening: "Noche (4 p. m. – 7 p. m.)",
    },
    groupSize: "Tamaño del grupo",
    groupSizeHint: "De {min} a {max} personas",
    tourLanguage: "Idioma del paseo",
    tourLanguages: { en: "Inglés", es: "Español" },
    occasion: "Ocasión",
    occasions: {
      birthday: "Cumpleaños",
      school: "Grupo escolar o de campamento",
      company: "Salida de empresa",
      other: "Otra",
    },
    accessibility: "Necesidades de accesibilidad",
    accessibilityHint: "Ruta sin escalones, asientos, necesidades auditivas o visuales…",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    optional: "(opcional)",
    requiredField: "Campo obligatorio",
    priceHeading: "Precio para su grupo",
    priceFor: "para {count} personas",
    priceForOne: "para 1 persona",
    priceRule: "{base} cubre hasta {included} personas; cada persona adicional cuesta {extra}.",
    send: "Enviar solicitud",
    sending: "Enviando...",
    privacyBefore: "Usamos sus datos solo para responder a su solicitud.",
    privacyLink: "Aviso de privacidad",
    sentTitle: "¡Solicitud enviada!",
    sentText: "Gracias. Le responderemos por correo electrónico en 48 horas.",
    errorBefore: "Error: ",
    unavailable: "Hubo un problema al enviar su solicitud. Inténtelo de nuevo más tarde.",
  },
  groupRequestMessages: {
    date: {
      required: "Elija una fecha",
      invalid: "Escriba una fecha válida",
      past: "Elija hoy o una fecha posterior",
    },
    timeWindow: "Elija un momento del día",
    groupSize: "Escriba un tamaño de grupo de {min} a {max}",
    tourLanguage: "Elija el idioma del paseo",
    occasion: "Elija la ocasión",
    accessibility: { tooLong: "Las necesidades de accesibilidad deben tener menos de 500 caracteres" },
    name: {
      required: "El nombre es obligatorio",
      tooShort: "El nombre debe tener al menos 2 caracteres",
      tooLong: "El nombre debe tener menos de 100 caracteres",
      invalid: "El nombre contiene caracteres no válidos",
    },
    email: {
      required: "El correo electrónico es obligatorio",
      invalid: "Escriba un correo electrónico válido",
      tooLong: "El correo electrónico es demasiado largo",
    },
    phone: { invalid: "Escriba un número de teléfono válido" },
  },
  privateToursEnd: {
    events: "Perfecto para cada ocasión",
    reviews: "Lo que dicen los grupos",
    reviewsNote: "Reseñas en inglés, tal como las escribieron.",
    rated: "Calificación: {rating} de 5",
    faq: "Preguntas frecuentes sobre los tours privados",
    contactHeading: "Planee su tour privado",
    contactText:
      "Cuéntenos sus fechas preferidas, el tamaño del grupo y el barrio. Respondemos en un plazo de 48 horas.",
    contactToBook: "Contáctenos para reservar",
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
  about: {
    heading: "Quiénes somos",
    title: `Quiénes somos | ${brand}`,
    description: `Conozca a los guías y narradores detrás de ${brand}, una pequeña empresa de Nueva York que lleva a sus visitantes por la historia felina de la ciudad desde el primer día.`,
    label: "Quiénes somos",
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
  sitemap: {
    heading: "Mapa del sitio",
    title: `Mapa del sitio | Todas las páginas de ${brand}`,
    description: `Todas las páginas, los tours y las historias del sitio de ${brand}, en una sola lista.`,
    label: "Mapa del sitio",
  },
  // The pages in English only: their names on the Spanish site map (marked "(en inglés)") and in breadcrumbs.
  blog: { label: "Blog" },
  gallery: { label: "Galería" },
  "press-kit": { label: "Kit de prensa" },
  "in-the-news": { label: "En la prensa" },
  contact: {
    heading: "¿En qué podemos ayudarle?",
    title: "Contacto | Preguntas sobre nuestros tours de historia felina",
    description:
      "Escríbanos sobre reservas, grupos privados o prensa, o encuentre respuestas rápidas a las preguntas más frecuentes sobre nuestros tours felinos por Nueva York.",
    label: "Contacto",
  },
  survey: {
    heading: "Encuesta sobre el tour",
    title: `Encuesta sobre el tour | ${brand}`,
    description: "Cuéntenos cómo le fue en su tour de historia felina: su opinión nos ayuda a mejorar cada paseo.",
    label: "Encuesta de opinión",
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
