import { useEffect, useState } from 'react';
import { processApi } from '../services/processApi';

/** The document types a process can be bound to, as select options (loaded once per mount). */
export function useDocumentTypes() {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    processApi.documentTypes().then(
      (types) => live && setOptions(types.map((t) => ({ value: t.value, label: t.text }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}
