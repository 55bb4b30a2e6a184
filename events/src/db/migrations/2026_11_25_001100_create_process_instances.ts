import { sql, type Kysely } from 'kysely';

/** 流程实例 and 任务 (process module): the read models of the instance streams. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('process_instance')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('definition_id', 'text', (c) => c.notNull())
    .addColumn('definition_key', 'text', (c) => c.notNull())
    .addColumn('definition_name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('document_type', 'text')
    .addColumn('business_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('initiator', 'text', (c) => c.notNull())
    .addColumn('variables', 'jsonb', (c) => c.notNull())
    /** running | ended */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    /** Names of the nodes with open tasks (当前节点). */
    .addColumn('current_nodes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('process_instance_tenant_idx')
    .on('process_instance')
    .columns(['tenant_id', 'status', 'started_at'])
    .execute();
  await db.schema
    .createIndex('process_instance_business_idx')
    .on('process_instance')
    .columns(['tenant_id', 'document_type', 'business_key'])
    .execute();
  await db.schema
    .createTable('process_task')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('assignee', 'text')
    .addColumn('candidates', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    /** open | completed | cancelled */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text')
    .addColumn('comment', 'text')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cancel_reason', 'text')
    .addColumn('delegated_from', 'text')
    .addColumn('completed_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('due_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('process_task_instance_idx')
    .on('process_task')
    .columns(['instance_id'])
    .execute();
  await db.schema
    .createIndex('process_task_assignee_idx')
    .on('process_task')
    .columns(['assignee', 'status', 'created_at'])
    .execute();
  await sql`create index process_task_candidates_idx on process_task using gin (candidates) where status = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('process_task_done_idx')
    .on('process_task')
    .columns(['completed_by', 'closed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('process_task').execute();
  await db.schema.dropTable('process_instance').execute();
}
