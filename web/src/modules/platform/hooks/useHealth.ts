import { useQuery } from '@tanstack/react-query';
import { getHealth } from '../services/api';

export const HEALTH_QUERY_KEY = ['platform', 'health'] as const;
export const HEALTH_REFRESH_MS = 15_000;

export const useHealth = () =>
  useQuery({
    queryKey: HEALTH_QUERY_KEY,
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
    // A platform that is down should say so at once, not after three silent retries.
    retry: false,
  });
