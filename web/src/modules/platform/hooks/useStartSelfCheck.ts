import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { startSelfCheck } from '../services/api';

/** How long the server-side self-check waits before it completes. */
export const SELF_CHECK_DELAY_MS = 1000;

export const useStartSelfCheck = () => {
  const { message } = App.useApp();
  return useMutation({
    mutationFn: () => startSelfCheck(SELF_CHECK_DELAY_MS),
    onError: (error) => {
      void message.error(error.message);
    },
  });
};
