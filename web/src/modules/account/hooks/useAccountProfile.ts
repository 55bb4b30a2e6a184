import { useQuery } from '@tanstack/react-query';
import { accountApi, accountKeys } from '../services/accountApi';

/** The signed-in user's own profile (基本设置, 安全设置). */
export const useAccountProfile = () =>
  useQuery({ queryKey: accountKeys.profile, queryFn: accountApi.profile });
