/**
 * The texts the map itself shows (checkout-and-account §2.7, §2.8; none is in the spec): the browser
 * alone says them, so they live in the web app, not in core (issue 48). Apart from
 * `orderMessages`, which the pages around a map import too: the map is loaded on demand, and a text
 * module shared with the page that loads it would make that page's chunk export it (and the bundler's
 * runtime, which every first visit loads, carry one more helper).
 */
export const mapMessages = {
  mapUnavailable: 'The map could not be loaded. Your location is still used.', // not in the spec
  markerLabel: 'Delivery location pin: drag it, or focus it and use the arrow keys', // not in the spec
  dragMarkerHint: 'Drag the pin, or focus it and use the arrow keys, to mark your exact location.', // not in the spec
} as const;
