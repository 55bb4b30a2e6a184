import type { ComponentType } from 'react';
import { lazyScreen, type ShellScreens } from '../utils/screens';
import { UnderConstruction } from './UnderConstruction';

/** The view of a menu `component` (`system/UserList`), or the placeholder for screens later releases bring. */
export const viewFor = (screens: ShellScreens['menu'], component: string): ComponentType => {
  const load = screens[component.replace(/^\/+|\.tsx$/g, '')];
  return load ? lazyScreen(load) : UnderConstruction;
};
