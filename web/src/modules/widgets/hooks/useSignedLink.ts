import { useQuery } from '@tanstack/react-query';
import { SIGNED_LINK_REFRESH_MS, signedLink } from '../services/signedLink';

/** A signed link to a file route for an <img> or an <a>, renewed before it expires; undefined until known. */
export function useSignedLink(url: string | null | undefined): string | undefined {
  const q = useQuery({
    queryKey: ['signedLink', url],
    queryFn: () => signedLink(url!),
    enabled: !!url,
    staleTime: SIGNED_LINK_REFRESH_MS,
    refetchInterval: SIGNED_LINK_REFRESH_MS,
  });
  return url ? q.data : undefined;
}
