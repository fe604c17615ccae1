/**
 * The facts of /es/privacy (decision 035): privacy-notice.ts's, worded as Spanish states them, from the same inputs
 * (the server's settings, the public configuration and the names the browser code stores things under), so a figure
 * changes in both languages at once. Pure, and used by the server alone: the page gets the text in its loader data.
 */
import { host, type DeviceEntry, type PrivacyFacts, type PrivacyInputs } from "./privacy-notice";
import type { PrivacyRecordId } from "~/content/schemas/privacy";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A rate-limit window in Spanish words: "10 segundos", "1 minuto", "15 minutos", "1 hora". */
export function spanishDurationWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 3600 === 0) return plural(seconds / 3600, "hora");
  if (seconds % 60 === 0) return plural(seconds / 60, "minuto");
  return plural(seconds, "segundo");
}

const formPosts = (count: number) => plural(count, "envío de formulario", "envíos de formulario");

/** Where each record's data goes and how long it is kept, in Spanish (privacyFacts in English). */
export function spanishPrivacyFacts(inputs: PrivacyInputs): Record<PrivacyRecordId, PrivacyFacts> {
  const { settings: s } = inputs;
  const delivered = plural(s.OUTBOX_RETENTION_DAYS, "día");
  const failed = plural(s.OUTBOX_FAILED_RETENTION_DAYS, "día");
  const spam = plural(s.OUTBOX_SPAM_RETENTION_DAYS, "día");
  const newsletterDays = plural(s.OUTBOX_NEWSLETTER_RETENTION_DAYS, "día");
  const tries = plural(s.DELIVERY_MAX_TRIES, "intento");
  const outboxKept = `En nuestra bandeja de salida: ${delivered} después de entregado el correo; ${failed} después del último intento si no se puede entregar (tras ${tries}); ${spam} si nuestro filtro de spam detiene el mensaje. En nuestro buzón, el tiempo que necesitemos para responderle.`;
  const viaServer =
    "Se envía desde su navegador a nuestro propio servidor, que lo guarda en nuestra bandeja de salida y nos lo envía por correo electrónico a través de nuestro proveedor de correo";
  const formWhere = (extra: string) =>
    inputs.emailServiceOrigin
      ? `Se envía desde su navegador a nuestro servicio de correo electrónico, EmailJS (${host(inputs.emailServiceOrigin)}), que nos lo envía por correo electrónico${extra}. Un formulario enviado sin JavaScript va a la bandeja de salida de nuestro propio servidor.`
      : `${viaServer}${extra}.`;
  return {
    "contact-form": {
      where: formWhere(" y le envía a usted la confirmación"),
      kept: outboxKept,
    },
    survey: { where: formWhere(""), kept: outboxKept },
    newsletter: inputs.newsletterAction
      ? {
          where: `Se envía desde su navegador a nuestro proveedor de listas de correo, Mailchimp (${host(inputs.newsletterAction)}).`,
          kept: "Hasta que se dé de baja, con el enlace que trae cada boletín.",
        }
      : {
          where:
            "Se envía a nuestro propio servidor, que lo guarda en nuestra bandeja de salida hasta que le agreguemos a nuestra lista de correo.",
          kept: `${newsletterDays} en nuestra bandeja de salida; en nuestra lista de correo hasta que se dé de baja.`,
        },
    petition: {
      where: `El formulario de la petición está en ${host(inputs.petitionUrl)}, fuera de este sitio web.`,
      kept: "Según las condiciones de ese servicio.",
    },
    booking: {
      where: `Nuestro proveedor de reservas, FareHarbor (${host(inputs.bookingOrigin)}): su calendario se carga en un marco cuando usted se acerca a él al desplazarse, y su pago se abre sobre nuestra página.`,
      kept: "FareHarbor lo guarda para nuestros registros de reservas, según su política de privacidad.",
    },
    campaign: {
      where: `Se guardan en el almacenamiento de sesión de su navegador durante su visita. Cuando abre un calendario de reservas, se pasan a FareHarbor como el origen de la reserva (su campo "ref"). Etiquetas que se leen: ${inputs.campaignParameters.join(", ")}.`,
      kept: "En su navegador hasta que cierre la pestaña; en FareHarbor, con su reserva.",
    },
    analytics: inputs.analyticsId
      ? {
          where: `Google Analytics 4 (id de medición ${inputs.analyticsId}), solo después de que usted acepte. Hasta entonces, y si lo rechaza o su navegador envía Global Privacy Control, no se pide nada a Google.`,
          kept: "Google lo guarda durante el plazo de conservación fijado en nuestra cuenta de Analytics; su elección se queda en su dispositivo hasta que la cambie.",
        }
      : {
          where:
            "No se usan: este sitio no carga ningún script de estadísticas ni envía ninguna solicitud de estadísticas. Los clics en los botones se anotan solo en la memoria de la página abierta.",
          kept: "No se guarda: desaparece cuando sale de la página.",
        },
    "email-delivery": {
      where:
        "Una base de datos en nuestro propio servidor (la bandeja de salida), luego un correo electrónico a nuestro buzón a través de nuestro proveedor de correo, y la confirmación a usted.",
      kept: `${delivered} después de la entrega; ${failed} después del último de ${tries} para un mensaje que no se puede entregar; ${spam} para el spam; las suscripciones al boletín, ${newsletterDays}. Un mensaje que espera su envío se queda hasta que se envía o falla.`,
    },
    "server-logs": {
      where: "El registro de nuestro servidor, en nuestro proveedor de alojamiento.",
      kept: "Mientras nuestro proveedor de alojamiento guarde el registro del servidor.",
    },
    "rate-limit": {
      where: `La memoria de nuestro servidor: como máximo ${formPosts(s.API_RATE_LIMIT_MAX)} por dirección en cualquier lapso de ${spanishDurationWords(s.API_RATE_LIMIT_WINDOW_MS)}, y ${formPosts(s.API_DAILY_POST_MAX)} en cualquier lapso de 24 horas.`,
      kept: "24 horas como máximo, y luego se olvida; todo desaparece cuando el servidor se reinicia.",
    },
    "device-storage": {
      where: "Solo su navegador.",
      kept: "Como se indica abajo; al borrar los datos de este sitio en su navegador, se elimina todo.",
    },
  };
}

/** What this site keeps in the visitor's browser, in Spanish (deviceEntries in English): the code's names unchanged. */
export function spanishDeviceEntries(inputs: PrivacyInputs): DeviceEntry[] {
  const { storage } = inputs;
  return [
    {
      name: storage.consentKey,
      kind: "Almacenamiento local",
      what: inputs.analyticsId
        ? "Su elección sobre las estadísticas de visitantes (aceptadas o rechazadas)."
        : "Su elección sobre las estadísticas de visitantes, si algún día se la pedimos (hoy no lo hacemos).",
      kept: 'Hasta que la cambie ("Opciones de privacidad" al pie de la página) o borre los datos de este sitio.',
    },
    {
      name: storage.bookingBarKey,
      kind: "Almacenamiento local",
      what: "La hora en que cerró la barra 'Reserve su lugar'.",
      kept: `Oculta la barra durante ${plural(storage.bookingBarHours, "hora")}; se queda hasta que borre los datos de este sitio.`,
    },
    {
      name: storage.campaignKey,
      kind: "Almacenamiento de sesión",
      what: "Las etiquetas de campaña de la dirección por la que llegó (vea arriba).",
      kept: "Hasta que cierre la pestaña.",
    },
    {
      name: storage.dayCardCache,
      kind: "Almacenamiento en caché",
      what: "Una tarjeta del día del tour y su foto, si pulsa el botón para guardarla en la página de un tour.",
      kept: "Hasta que borre los datos de este sitio.",
    },
    {
      name: "Páginas sin conexión",
      kind: "Caché del service worker",
      what: "Las páginas, el código y las imágenes de este sitio, para que se abra sin conexión. Ningún dato personal.",
      kept: "Se reemplaza con cada nueva versión del sitio.",
    },
    {
      name: "Avisos ya mostrados",
      kind: "Almacenamiento de sesión",
      what: "Qué avisos del día ya vio o cerró, y una marca que evita que la página se recargue sin fin después de una actualización.",
      kept: "Hasta que cierre la pestaña.",
    },
  ];
}
