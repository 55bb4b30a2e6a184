/** TanStack Query keys of the notice module (one prefix, so a push can refresh them together). */
export const noticeKeys = {
  all: ['notice'] as const,
  unread: ['notice', 'unread'] as const,
  unreadOf: (userId: string | null) => ['notice', 'unread', userId] as const,
  detail: (id: string) => ['notice', 'detail', id] as const,
};
