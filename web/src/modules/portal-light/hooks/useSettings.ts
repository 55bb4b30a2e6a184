import { useOutletContext } from 'react-router';
import type { PortalSettings } from '../types';

/** The settings PortalLayout loaded, for the pages inside it. */
export const useSettings = () => useOutletContext<PortalSettings>();
