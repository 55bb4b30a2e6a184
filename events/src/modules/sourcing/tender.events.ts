import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';
import { quoteLine } from './project.events';

const iso = z.iso.datetime({ offset: true });
const decimalText = z.string().regex(/^\d+(\.\d+)?$/);
const by = z.string().min(1);
const box = z.object({ iv: z.string(), tag: z.string(), data: z.string() });

/** A file inside an envelope: its content travels encrypted with the envelope (never in sys_file). */
export const envelopeFile = z.object({ name: z.string().min(1).max(200), contentBase64: z.string() });
/** What the opening record shows of a file: no content, its name, size and digest. */
const fileFacts = z.object({ name: z.string(), size: z.number().int(), sha256: z.string() });

/** The plaintext of the technical envelope (技术标), sealed before it is appended. */
export const technicalEnvelope = z.object({
  summary: z.string().max(2000),
  files: z.array(envelopeFile),
});
export type TechnicalEnvelope = z.infer<typeof technicalEnvelope>;
/** The plaintext of the commercial envelope (商务标): prices per line and files. */
export const commercialEnvelope = z.object({
  lines: z.array(quoteLine).min(1),
  files: z.array(envelopeFile),
});
export type CommercialEnvelope = z.infer<typeof commercialEnvelope>;

export const openedBid = z.object({
  supplierId: z.string().min(1),
  supplierName: z.string(),
  version: z.number().int().min(1),
  sealedAt: iso,
  lines: z.array(quoteLine),
  /** Σ price x quantity over the project's lines (the evaluated price). */
  total: decimalText,
  summary: z.string(),
  technicalFiles: z.array(fileFacts),
  commercialFiles: z.array(fileFacts),
});
export type OpenedBid = z.infer<typeof openedBid>;

export const assignment = z.object({
  expertId: z.string().min(1),
  expertName: z.string(),
  userId: z.string().min(1),
  supplierIds: z.array(z.string().min(1)).min(1),
});
export type Assignment = z.infer<typeof assignment>;

/**
 * 招标 (`tender-<projectId>`): the sealed bids of a tender project, its opening committee (开标) and
 * its evaluation (评标). Before `TenderOpened` it holds ciphertext only: each bid's envelopes under a
 * data key wrapped by a KEK outside the database (tender.crypto.ts).
 */
export const tenderStream = {
  streamType: 'tender',
  events: {
    TenderCommitteeSet: z.object({
      members: z.array(z.object({ userId: z.string().min(1), name: z.string() })).min(1),
      by,
      at: iso,
    }),
    TenderBidSealed: z.object({
      supplierId: z.string().min(1),
      supplierName: z.string(),
      version: z.number().int().min(1),
      keyId: z.string(),
      wrappedKey: z.string(),
      technical: box,
      commercial: box,
      by,
      at: iso,
    }),
    TenderOpeningConfirmed: z.object({ userId: z.string().min(1), at: iso }),
    /** 开标: the workflow released the keys (opening time passed, every member confirmed). Once. */
    TenderOpened: z.object({
      /** The released data keys (base64), per supplier's last version: the files stay readable. */
      keys: z.array(z.object({ supplierId: z.string(), version: z.number().int(), dataKey: z.string() })),
      bids: z.array(openedBid),
      at: iso,
    }),
    TenderTemplateSet: z.object({
      technicalWeight: decimalText,
      commercialWeight: decimalText,
      priceWeight: decimalText,
      by,
      at: iso,
    }),
    TenderExpertsAssigned: z.object({ assignments: z.array(assignment).min(1), by, at: iso }),
    TenderBidScored: z.object({
      expertId: z.string().min(1),
      supplierId: z.string().min(1),
      technical: decimalText,
      commercial: decimalText,
      comment: z.string().max(500),
      by,
      at: iso,
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof tenderStream)['events'];
export type TenderEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const tenderStreamId = (projectId: string) => `tender-${projectId}`;
/** The crypto context of one bid version: binds key and ciphertext to project, supplier and version. */
export const bidContext = (projectId: string, supplierId: string, version: number) =>
  `tender:${projectId}:${supplierId}:${version}`;
