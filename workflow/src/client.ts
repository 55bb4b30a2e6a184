import { Client, Connection } from '@temporalio/client';

export type TemporalClientOptions = { address: string; namespace: string };

export async function connectTemporalClient({ address, namespace }: TemporalClientOptions): Promise<Client> {
  const connection = await Connection.connect({ address });
  return new Client({ connection, namespace });
}
