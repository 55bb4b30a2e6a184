import type { SourcingKind } from '@srm/contracts/sourcing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { supSourcingApi, supSourcingKeys } from '../services/supSourcingApi';
import { useSourcingLive } from '../../sourcing-live';

/** The supplier's projects of one kind, kept live: a status change of any of them reloads list and detail. */
export function useSupProjects(kind: SourcingKind) {
  const client = useQueryClient();
  const list = useQuery({ queryKey: supSourcingKeys.list(), queryFn: supSourcingApi.list });
  const rows = (list.data ?? []).filter((p) => p.kind === kind);
  const reload = useCallback(
    (projectId: string) => {
      void client.invalidateQueries({ queryKey: supSourcingKeys.list() });
      void client.invalidateQueries({ queryKey: supSourcingKeys.project(projectId) });
    },
    [client],
  );
  useSourcingLive(
    rows.map((p) => p.id),
    reload,
  );
  return { list, rows };
}
