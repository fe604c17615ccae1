/**
 * A plain Google Maps directions link to a point (issue 31 item 1): no map
 * script on the page; the visitor's own maps app opens it. Coordinates are
 * written with up to six decimals (about 10 cm), which Maps accepts as given.
 */
export function directionsUrl(latitude: number, longitude: number): string {
  const round = (value: number) => String(Math.round(value * 1e6) / 1e6);
  return `https://www.google.com/maps/dir/?api=1&destination=${round(latitude)},${round(longitude)}`;
}
