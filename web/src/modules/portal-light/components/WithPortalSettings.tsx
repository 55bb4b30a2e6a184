import { useContext, type ReactNode } from 'react';
import { Outlet, UNSAFE_RouteContext } from 'react-router';
import type { PortalSettings } from '../types';

export type WithPortalSettingsProps = { settings: PortalSettings; children: ReactNode };

/**
 * Renders `children` as PortalLayout's outlet with `settings` as its context, so the portal's pages
 * (`useSettings` reads the layout's outlet context) show a draft instead of what is live. React Router
 * fills an outlet from the route context only; this lends it one for the children.
 */
export function WithPortalSettings({ settings, children }: WithPortalSettingsProps) {
  const route = useContext(UNSAFE_RouteContext);
  return (
    <UNSAFE_RouteContext.Provider value={{ ...route, outlet: <>{children}</> }}>
      <Outlet context={settings} />
    </UNSAFE_RouteContext.Provider>
  );
}
