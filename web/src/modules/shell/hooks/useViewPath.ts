import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/** The menu route path of the view being rendered (set by the shell's view host for each tab). */
export const ViewPathContext = createContext<string | null>(null);

/**
 * The menu route path of the view this component is in (`/masterdata/material`): its tab's path, which
 * stays the same while a kept-alive tab is hidden behind another (the location does not). Outside
 * the shell's views, the location's path.
 */
export function useViewPath(): string {
  const path = useContext(ViewPathContext);
  const { pathname } = useLocation();
  return path ?? pathname;
}
