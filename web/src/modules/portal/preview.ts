/**
 * What the back office's portal studio borrows from the portal: the real hero and footer (its live
 * preview renders these with the draft) and the home path of a template. A second entry beside
 * index.ts so the studio does not pull the portal's pages.
 */
import './components/portal.css';

export { HeroSection } from './components/HeroSection';
export type { HeroSectionProps } from './components/HeroSection';
export { PortalFooter } from './components/PortalFooter';
export type { PortalFooterProps } from './components/PortalFooter';
export { homePathOf } from './utils/routes';
export type { PortalSettings, PortalTemplate } from './types';
