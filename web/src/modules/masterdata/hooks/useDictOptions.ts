import { useQuery } from '@tanstack/react-query';
import { fetchDictItems } from '../services/masterdataApi';

/** A dictionary's options (value, text), cached per code; none without a code. */
export function useDictOptions(code: string | undefined) {
  const q = useQuery({
    queryKey: ['masterdata', 'dict', code],
    queryFn: () => fetchDictItems(code!),
    enabled: Boolean(code),
    staleTime: 5 * 60_000,
  });
  return {
    options: (q.data ?? []).map((o) => ({ value: o.value, label: o.text || o.label })),
    loading: q.isPending && Boolean(code),
  };
}
