import type { ReactNode } from 'react';
import { useAuthorized } from '../hooks/useAuthorized';

export type AuthorizedProps = {
  /** The button action, e.g. `system:role:add`. */
  action: string;
  children: ReactNode;
  /** What stands in for a refused element (default nothing: the element is removed). */
  fallback?: ReactNode;
};

/** Keeps its children only when the spec §6 button rule allows the action. */
export function Authorized({ action, children, fallback = null }: AuthorizedProps) {
  return <>{useAuthorized(action) ? children : fallback}</>;
}
