import type { QuoteBody, TenderBidBody } from '@srm/contracts/sourcing';
import { api } from '../../core';

/** The supplier's side of 寻源 (docs/sourcing.md "API"): its own company's rows only, typed from @srm/contracts. */
export const supSourcingApi = {
  list: () => api.get('/sup/sourcing/project/list'),
  detail: (id: string) => api.get('/sup/sourcing/project/queryById', { id }),
  quote: (body: QuoteBody) => api.post('/sup/sourcing/quote', body),
  /** 我的投标: version and sealing time; its prices only after opening. */
  tenderBid: (id: string) => api.get('/sup/sourcing/tender/bid', { id }),
  sealBid: (body: TenderBidBody) => api.post('/sup/sourcing/tender/bid', body),
};

export const supSourcingKeys = {
  all: ['supSourcing'] as const,
  list: () => ['supSourcing', 'list'] as const,
  project: (id: string) => ['supSourcing', 'project', id] as const,
};
