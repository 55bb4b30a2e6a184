import { lazy, Suspense } from 'react';
import type { UploadFieldProps } from '../../widgets';

// The widgets chunk carries ProComponents: the public pages load it only when an upload shows.
const UploadField = lazy(() => import('../../widgets').then((m) => ({ default: m.UploadField })));

/** UploadField loaded on first render; a Form.Item child, so it takes the field's value and onChange itself. */
export function LazyUploadField(props: UploadFieldProps) {
  return (
    <Suspense fallback={null}>
      <UploadField {...props} />
    </Suspense>
  );
}
