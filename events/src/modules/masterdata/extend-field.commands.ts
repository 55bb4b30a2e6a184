import { extendFieldDefinition, extendFieldInput, firstIssue } from '@srm/contracts/masterdata';
import { DomainError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { changeEntityDefinition } from './entity.commands';

/**
 * 扩展字段: a tenant's extra field on a code-declared entity, added to the definition in force under
 * the entity's lock (its column added in the same transaction). The start-up sync keeps it
 * (`keepOnlineFields`); `tenantDefinition` shows it to its tenant only.
 */
export async function addExtendField(
  store: EventStore,
  r: { tenantId: string; input: unknown },
  meta: { metadata?: EventMetadata } = {},
) {
  const parsed = extendFieldInput.safeParse(r.input);
  if (!parsed.success) {
    const { message, path } = firstIssue(parsed.error);
    throw new DomainError(
      'ValidationFailed',
      message,
      path ? { field: path } : undefined,
      'InvalidDefinition',
    );
  }
  const field = extendFieldDefinition(parsed.data, r.tenantId);
  return changeEntityDefinition(
    store,
    parsed.data.type,
    (current) => {
      if (current.origin !== 'code') {
        throw new DomainError(
          'ValidationFailed',
          '在线表单的字段请在表单开发中修改',
          { field: 'type' },
          'NotCodeEntity',
        );
      }
      return { ...current.definition, fields: [...current.definition.fields, field] };
    },
    meta,
  );
}
