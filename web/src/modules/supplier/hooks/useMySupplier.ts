import { useQuery } from '@tanstack/react-query';
import { supplierApi } from '../services/supplierApi';

/** The signed-in supplier's own record; a pending review is polled, so an approval is noticed without a new login. */
export const useMySupplier = () =>
  useQuery({
    queryKey: ['supplier', 'mine'],
    queryFn: supplierApi.mine,
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 15_000 : false),
  });
