/**
 * What /es/privacy says (decision 035): privacy-notice.ts's table in Spanish, filled by the same functions from the
 * same inputs, so a figure changes in both languages at once. Used by the server alone.
 */
import type { NoticeWords } from "./privacy-notice";

export const SPANISH_NOTICE: NoticeWords = {
  units: {
    day: ["día", "días"],
    try: ["intento", "intentos"],
    hour: ["hora", "horas"],
    minute: ["minuto", "minutos"],
    second: ["segundo", "segundos"],
    formPost: ["envío de formulario", "envíos de formulario"],
  },
  outboxKept:
    "En nuestra bandeja de salida: {delivered} después de entregado el correo; {failed} después del último intento si no se puede entregar (tras {tries}); {spam} si nuestro filtro de spam detiene el mensaje. En nuestro buzón, el tiempo que necesitemos para responderle.",
  viaServer:
    "Se envía desde su navegador a nuestro propio servidor, que lo guarda en nuestra bandeja de salida y nos lo envía por correo electrónico a través de nuestro proveedor de correo{extra}.",
  viaService:
    "Se envía desde su navegador a nuestro servicio de correo electrónico, EmailJS ({host}), que nos lo envía por correo electrónico{extra}. Un formulario enviado sin JavaScript va a la bandeja de salida de nuestro propio servidor.",
  confirmation: " y le envía a usted la confirmación",
  newsletterProvider: {
    where: "Se envía desde su navegador a nuestro proveedor de listas de correo, Mailchimp ({host}).",
    kept: "Hasta que se dé de baja, con el enlace que trae cada boletín.",
  },
  newsletterOwn: {
    where:
      "Se envía a nuestro propio servidor, que lo guarda en nuestra bandeja de salida hasta que le agreguemos a nuestra lista de correo.",
    kept: "{days} en nuestra bandeja de salida; en nuestra lista de correo hasta que se dé de baja.",
  },
  petition: {
    where: "El formulario de la petición está en {host}, fuera de este sitio web.",
    kept: "Según las condiciones de ese servicio.",
  },
  booking: {
    where:
      "Nuestro proveedor de reservas, FareHarbor ({host}): su calendario se carga en un marco cuando usted se acerca a él al desplazarse, y su pago se abre sobre nuestra página.",
    kept: "FareHarbor lo guarda para nuestros registros de reservas, según su política de privacidad.",
  },
  campaign: {
    where:
      'Se guardan en el almacenamiento de sesión de su navegador durante su visita. Cuando abre un calendario de reservas, se pasan a FareHarbor como el origen de la reserva (su campo "ref"). Etiquetas que se leen: {tags}.',
    kept: "En su navegador hasta que cierre la pestaña; en FareHarbor, con su reserva.",
  },
  analyticsOn: {
    where:
      "Google Analytics 4 (id de medición {id}), solo después de que usted acepte. Hasta entonces, y si lo rechaza o su navegador envía Global Privacy Control, no se pide nada a Google.",
    kept: "Google lo guarda durante el plazo de conservación fijado en nuestra cuenta de Analytics; su elección se queda en su dispositivo hasta que la cambie.",
  },
  analyticsOff: {
    where:
      "No se usan: este sitio no carga ningún script de estadísticas ni envía ninguna solicitud de estadísticas. Los clics en los botones se anotan solo en la memoria de la página abierta.",
    kept: "No se guarda: desaparece cuando sale de la página.",
  },
  emailDelivery: {
    where:
      "Una base de datos en nuestro propio servidor (la bandeja de salida), luego un correo electrónico a nuestro buzón a través de nuestro proveedor de correo, y la confirmación a usted.",
    kept: "{delivered} después de la entrega; {failed} después del último de {tries} para un mensaje que no se puede entregar; {spam} para el spam; las suscripciones al boletín, {newsletterDays}. Un mensaje que espera su envío se queda hasta que se envía o falla.",
  },
  serverLogs: {
    where: "El registro de nuestro servidor, en nuestro proveedor de alojamiento.",
    kept: "Mientras nuestro proveedor de alojamiento guarde el registro del servidor.",
  },
  rateLimit: {
    where:
      "La memoria de nuestro servidor: como máximo {posts} por dirección en cualquier lapso de {window}, y {dailyPosts} en cualquier lapso de 24 horas.",
    kept: "24 horas como máximo, y luego se olvida; todo desaparece cuando el servidor se reinicia.",
  },
  deviceStorage: {
    where: "Solo su navegador.",
    kept: "Como se indica abajo; al borrar los datos de este sitio en su navegador, se elimina todo.",
  },
  device: {
    localStorage: "Almacenamiento local",
    sessionStorage: "Almacenamiento de sesión",
    consentOn: "Su elección sobre las estadísticas de visitantes (aceptadas o rechazadas).",
    consentOff: "Su elección sobre las estadísticas de visitantes, si algún día se la pedimos (hoy no lo hacemos).",
    consentKept: 'Hasta que la cambie ("Opciones de privacidad" al pie de la página) o borre los datos de este sitio.',
    bookingBar: "La hora en que cerró la barra 'Reserve su lugar'.",
    bookingBarKept: "Oculta la barra durante {hours}; se queda hasta que borre los datos de este sitio.",
    campaign: "Las etiquetas de campaña de la dirección por la que llegó (vea arriba).",
    languageOffer: "Que cerró la línea que le ofrece una página en el idioma que prefiere su navegador.",
    untilTabClosed: "Hasta que cierre la pestaña.",
    untilCleared: "Hasta que borre los datos de este sitio.",
    dayCardKind: "Almacenamiento en caché",
    dayCard: "Una tarjeta del día del tour y su foto, si pulsa el botón para guardarla en la página de un tour.",
    offlineName: "Páginas sin conexión",
    offlineKind: "Caché del service worker",
    offline:
      "Las páginas, el código y las imágenes de este sitio, para que se abra sin conexión. Ningún dato personal.",
    offlineKept: "Se reemplaza con cada nueva versión del sitio.",
    noticesName: "Avisos ya mostrados",
    notices:
      "Qué avisos del día ya vio o cerró, y una marca que evita que la página se recargue sin fin después de una actualización.",
  },
};
