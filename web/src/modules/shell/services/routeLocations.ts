/**
 * Every location the router commits, in order. React may skip rendering a location that a quicker
 * navigation superseded (router updates are transitions), yet each one still opens its tab (spec §4:
 * "opening a route adds a tab"), so the layout listens here rather than to its own renders.
 */
export type RouteLocation = { pathname: string; search: string };
type Listener = (location: RouteLocation) => void;

const listeners = new Set<Listener>();

export const publishRouteLocation = (location: RouteLocation): void => {
  for (const l of listeners) l(location);
};

export const subscribeRouteLocations = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
