import { siteFacts } from "../../content/site-facts";
import type { Dictionary } from "./en";

const brand = siteFacts.brand.name;

const NUMBER_WORDS = ["cero", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
/** "dos horas", from the facts' duration, as the English blurb's "two-hour" is. */
const hours = (count: number) => `${NUMBER_WORDS[count] ?? count} hora${count === 1 ? "" : "s"}`;

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
