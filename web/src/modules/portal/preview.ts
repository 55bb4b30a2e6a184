/**
 * What the back office's portal studio borrows from the portal: the real header, hero, footer and the
 * homes of both templates (its preview renders these with the draft), the timeline's paging and the
 * home path of a template. A second entry beside index.ts so the studio does not pull the portal's pages.
 */
import { createElement, Fragment, useContext, type ReactNode } from 'react';
import { Outlet, UNSAFE_RouteContext } from 'react-router';
import type { PortalSettings } from './types';
import './components/portal.css';

export { HeroSection } from './components/HeroSection';
export type { HeroSectionProps } from './components/HeroSection';
export { PortalFooter } from './components/PortalFooter';
export type { PortalFooterProps } from './components/PortalFooter';
export { PortalHeader } from './components/PortalHeader';
export { PortalHome } from './components/PortalHome';
export { homePathOf } from '@srm/contracts/portal';
export { slides, TIMELINE_PER_PAGE } from './utils/slides';
export type { PortalSettings, PortalTemplate } from './types';

/**
 * Renders `children` as PortalLayout's outlet with `settings` as its context, so the portal's pages
 * (`useSettings` reads the layout's outlet context) show a draft instead of what is live. React Router
 * fills an outlet from the route context only; this lends it one for the children.
 */
export function WithPortalSettings({
  settings,
  children,
}: {
  settings: PortalSettings;
  children: ReactNode;
}) {
  const route = useContext(UNSAFE_RouteContext);
  return createElement(
    UNSAFE_RouteContext.Provider,
    { value: { ...route, outlet: createElement(Fragment, null, children) } },
    createElement(Outlet, { context: settings }),
  );
}
