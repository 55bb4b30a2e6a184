import { useEffect, useState } from 'react';
import { unsavedChanges } from '../utils/unsavedChanges';

/** While `dirty`, leaving or reloading the page asks the user first; unmounting counts as clean. */
export function useUnsavedChanges(dirty: boolean): void {
  const [key] = useState(() => Symbol('form'));
  useEffect(() => {
    unsavedChanges.set(key, dirty);
    return () => unsavedChanges.set(key, false);
  }, [key, dirty]);
}
