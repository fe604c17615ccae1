// Security headers for every response (issue 21), with helmet. The
// Content-Security-Policy is per page (app/lib/render/csp.ts): the render entry sets
// it on pages rendered on request, and server/page-csp.ts on pre-rendered
// files, so helmet's own policy is off.
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Browser features the site never uses, turned off; payment stays for the booking provider's frame. */
export function permissionsPolicy(bookingOrigin: string): string {
  const off = [
    "accelerometer",
    "bluetooth",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "serial",
    "usb",
    "xr-spatial-tracking",
  ];
  return [...off.map((feature) => `${feature}=()`), `payment=(self "${bookingOrigin}")`].join(", ");
}

export type SecurityHeaderOptions = {
  /** The site's public address (VITE_SITE_URL): HSTS is sent only when it is https. */
  siteUrl: string;
  /** The booking provider's origin (VITE_FH_ORIGIN). */
  bookingOrigin: string;
};

export function securityHeaders({ siteUrl, bookingOrigin }: SecurityHeaderOptions): RequestHandler[] {
  const https = /^https:\/\//i.test(siteUrl.trim());
  let booking = "https://fareharbor.com";
  try {
    booking = new URL(bookingOrigin).origin;
  } catch {
    // keep the provider's default origin
  }
  const permissions = permissionsPolicy(booking);
  return [
    helmet({
      contentSecurityPolicy: false,
      // The booking provider opens payment pop-ups that talk back to the page.
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
      // The provider's frames and the video host's player are cross-origin documents.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: "sameorigin" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", permissions);
      next();
    },
  ];
}
