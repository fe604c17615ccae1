/**
 * The accessibility checks this project runs on every change, as /accessibility
 * lists them (issue 32 item 2). Each names the test that does it (`spec` and a
 * part of its title): accessibility-checks.test.ts fails when a listed test no
 * longer exists, so the statement never claims a check the project dropped.
 */
export type AccessibilityCheck = {
  /** What the check proves, for visitors. */
  text: string;
  /** The same in Spanish, for /es/accessibility (decision 035): required, so a new check comes with its Spanish. */
  es: string;
  spec: string;
  title: string;
};

export const automatedChecks: readonly AccessibilityCheck[] = [
  {
    text: "Every page, at phone and desktop width, has no violation of the WCAG 2.0, 2.1 and 2.2 level A and AA rules, nor of the best practices, checked by axe-core at every impact level.",
    es: "Cada página, con el ancho de un teléfono y el de una computadora de escritorio, no tiene ninguna infracción de las reglas de nivel A y AA de las WCAG 2.0, 2.1 y 2.2 ni de las buenas prácticas, según la comprobación de axe-core en todos los niveles de impacto.",
    spec: "tests/e2e/page-walk.spec.ts",
    title: "no axe violation",
  },
  {
    text: "States that appear as you use a page, such as the open photo viewer and the day-of notices, pass the same check when open.",
    es: "Los estados que aparecen al usar una página, como el visor de fotos abierto y los avisos del día, pasan la misma comprobación cuando están abiertos.",
    spec: "tests/e2e/gallery.spec.ts",
    title: "lightbox traps focus",
  },
  {
    text: "Every picture must have a text alternative: the site cannot be published with a picture that lacks one.",
    es: "Cada imagen debe tener una alternativa de texto: el sitio no se puede publicar con una imagen que no la tenga.",
    spec: "scripts/admin-config.test.ts",
    title: "requires alt text beside every picture",
  },
];

export const keyboardJourneys: readonly AccessibilityCheck[] = [
  {
    text: "The skip link takes you straight to the main content.",
    es: "El enlace para saltar al contenido le lleva directamente al contenido principal.",
    spec: "tests/e2e/frame.spec.ts",
    title: "the skip link moves focus to the main content",
  },
  {
    text: "From the home page to a tour page and its booking calendar with the Tab key alone, with a visible focus indicator at every step.",
    es: "De la página de inicio a la página de un tour y su calendario de reservas solo con la tecla Tab, con un indicador de foco visible en cada paso.",
    spec: "tests/e2e/keyboard.spec.ts",
    title: "home → a tour page → its calendar",
  },
  {
    text: "The contact form, filled in and sent, to its confirmation.",
    es: "El formulario de contacto, completado y enviado, hasta su confirmación.",
    spec: "tests/e2e/keyboard.spec.ts",
    title: "the contact form to its success panel",
  },
  {
    text: "The phone menu opened, used and closed.",
    es: "El menú del teléfono, abierto, usado y cerrado.",
    spec: "tests/e2e/keyboard.spec.ts",
    title: "opened, used and closed with the keyboard",
  },
  {
    text: "The photo viewer: arrow keys move between photos, Escape closes it, and the focus stays inside while it is open.",
    es: "El visor de fotos: las flechas pasan de una foto a otra, Escape lo cierra y el foco se queda dentro mientras está abierto.",
    spec: "tests/e2e/gallery.spec.ts",
    title: "lightbox traps focus",
  },
  {
    text: "The feedback survey's ratings, chosen with the arrow keys.",
    es: "Las calificaciones de la encuesta de opinión, elegidas con las flechas.",
    spec: "tests/e2e/survey.spec.ts",
    title: "the arrow keys move within a group",
  },
];
