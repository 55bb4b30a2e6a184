import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';
import { MAX_XML_LENGTH, PROCESS_KEY } from '@srm/contracts/process';
import { DOCUMENT_TYPE_CODES } from './document-types';

const iso = z.iso.datetime();
const by = z.string().min(1);

// The key's pattern and the diagram's bound are the contract's (the designer checks them too).
export { MAX_XML_LENGTH, PROCESS_KEY } from '@srm/contracts/process';

/**
 * 流程定义 (processDefinition): a draft the process admin edits in the designer and the versions
 * deployed from it. A deployed version is frozen (its XML and the executable graph compiled from it);
 * a running instance stays on the version it started with. Binding ties the definition to one
 * business document type of its tenant; suspension stops new instances, running ones go on.
 */
export const processDefinitionStream = {
  streamType: 'processDefinition',
  events: {
    ProcessDefinitionCreated: z.object({
      id: z.string().min(1),
      tenantId: z.string().min(1),
      key: z.string().regex(PROCESS_KEY),
      name: z.string().min(1).max(100),
      category: z.string().max(50).nullable(),
      description: z.string().max(500).nullable(),
      by,
      at: iso,
    }),
    ProcessDefinitionRenamed: z.object({
      name: z.string().min(1).max(100),
      category: z.string().max(50).nullable(),
      description: z.string().max(500).nullable(),
      by,
      at: iso,
    }),
    ProcessDefinitionDraftSaved: z.object({ xml: z.string().max(MAX_XML_LENGTH), by, at: iso }),
    ProcessDefinitionDeployed: z.object({
      version: z.number().int().positive(),
      xml: z.string().max(MAX_XML_LENGTH),
      /** The executable graph (@srm/bpmn), compiled at deployment; the workflow interprets it as data. */
      graph: z.record(z.string(), z.unknown()),
      comment: z.string().max(500).nullable(),
      by,
      at: iso,
    }),
    ProcessDefinitionBound: z.object({ documentType: z.enum(DOCUMENT_TYPE_CODES), by, at: iso }),
    ProcessDefinitionUnbound: z.object({ documentType: z.enum(DOCUMENT_TYPE_CODES), by, at: iso }),
    ProcessDefinitionSuspended: z.object({ by, at: iso }),
    ProcessDefinitionResumed: z.object({ by, at: iso }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof processDefinitionStream)['events'];
export type ProcessDefinitionEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const processDefinitionStreamId = (id: string) => `processDefinition-${id}`;
