import { api } from '../../core';

/** 澄清答疑 (docs/sourcing.md "Clarification Q&A"), typed from @srm/contracts/sourcing. */
export const clarificationApi = {
  list: (query: { projectId?: string; status?: 'pending' | 'answered' }) =>
    api.get('/sourcing/clarification/list', query),
  answer: (projectId: string, id: string, answer: string) =>
    api.message('POST', '/sourcing/clarification/answer', { body: { projectId, id, answer } }),
  publish: (projectId: string, content: string) =>
    api.message('POST', '/sourcing/clarification/publish', { body: { projectId, content } }),
  supList: (projectId: string) => api.get('/sup/sourcing/clarification/list', { projectId }),
  ask: (projectId: string, question: string) =>
    api.message('POST', '/sup/sourcing/clarification/ask', { body: { projectId, question } }),
};
