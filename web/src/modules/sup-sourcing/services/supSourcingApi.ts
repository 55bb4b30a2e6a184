import type { QuoteBody } from '@srm/contracts/sourcing';
import { api } from '../../core';

/** The supplier's side of 寻源 (docs/sourcing.md "API"): its own company's rows only, typed from @srm/contracts. */
export const supSourcingApi = {
  list: () => api.get('/sup/sourcing/project/list'),
  detail: (id: string) => api.get('/sup/sourcing/project/queryById', { id }),
  quote: (body: QuoteBody) => api.post('/sup/sourcing/quote', body),
};

export const supSourcingKeys = {
  all: ['supSourcing'] as const,
  list: () => ['supSourcing', 'list'] as const,
  project: (id: string) => ['supSourcing', 'project', id] as const,
};
