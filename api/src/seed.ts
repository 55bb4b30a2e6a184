import { hash } from '@node-rs/argon2';
import { supplier, system, type EventStore } from '@srm/events';
import {
  DEMO_CATEGORIES,
  DEMO_CHECK_RULES,
  DEMO_DEPART_ROLES,
  DEMO_DEPARTMENTS,
  DEMO_DICTS,
  DEMO_FILL_RULES,
  DEMO_ANNOUNCEMENTS,
  DEMO_ROLES,
  DEMO_SUPPLIERS,
  DEMO_TENANT,
  DEMO_USERS,
  MASTER_DATA_DICTS,
  STAFF_MENUS,
  SUPPLIER_MENUS,
  flattenMenus,
} from './seed-data';
import { seedPortal } from './seed-portal';
import { seedProcesses } from './seed-processes/seed-processes';

export type DemoAccount = { username: string; password: string; realname: string };

const meta = { metadata: { actor: 'seed', tenantId: DEMO_TENANT.id } };
const PLATFORM = '0';

/**
 * Creates the record if missing. With `follow`, an existing one is brought to the seed's values
 * (menus are code: they follow the release); otherwise what an administrator changed is kept.
 */
async function ensure(
  store: EventStore,
  entity: system.RecordEntityName,
  id: string,
  tenantId: string,
  values: Record<string, unknown>,
  follow = false,
) {
  const table = system.recordEntities[entity].table;
  const exists = await store.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (exists) {
    if (follow) await system.updateRecord(store, entity, { id, tenantId, values }, meta);
  } else await system.createRecord(store, entity, { id, tenantId, values }, meta);
}

/**
 * Idempotent demo data (issue [P2] "Seed data"): the demo tenant, its menu tree, roles,
 * departments, staff and supplier users, dictionaries, categories and rules. Menus follow the
 * seed on every start (and the admin role gains new ones); other records are only created; users that exist are left as they are (passwords untouched).
 * `accounts` overrides demo passwords (SEED_ADMIN_PASSWORD) or adds accounts.
 */
export async function seedDemoData(store: EventStore, accounts: readonly DemoAccount[] = []): Promise<void> {
  await ensure(store, 'tenant', DEMO_TENANT.id, PLATFORM, { name: DEMO_TENANT.name, status: 1 });
  for (const p of flattenMenus([...STAFF_MENUS, ...SUPPLIER_MENUS])) {
    const { id, ...values } = p;
    await ensure(
      store,
      'permission',
      id,
      PLATFORM,
      { ...values, route: true, status: '1', permsType: '1' },
      true,
    );
  }
  for (const d of DEMO_DEPARTMENTS) {
    const { id, ...values } = d;
    await ensure(store, 'depart', id, DEMO_TENANT.id, { ...values, departOrder: 0 });
  }
  for (const r of DEMO_ROLES) {
    const { id, ...values } = r;
    await ensure(store, 'role', id, DEMO_TENANT.id, values);
  }
  // The administrator role gains the menus a release adds (grants an admin removed stay removed only until then).
  const admin = DEMO_ROLES.find((r) => r.roleCode === 'admin')!;
  const held = await store.db
    .selectFrom('sys_role_permission')
    .select('permission_id')
    .where('role_id', '=', admin.id)
    .execute();
  const granted = new Set(held.map((h) => h.permission_id));
  if (admin.permissionIds.some((p) => !granted.has(p))) {
    await system.updateRecord(
      store,
      'role',
      {
        id: admin.id,
        tenantId: DEMO_TENANT.id,
        values: { permissionIds: [...new Set([...granted, ...admin.permissionIds])] },
      },
      meta,
    );
  }
  for (const d of [...DEMO_DICTS, ...MASTER_DATA_DICTS]) {
    const dictId = `dict-${d.code}`;
    await ensure(store, 'dict', dictId, PLATFORM, { dictName: d.name, dictCode: d.code, type: 0 });
    for (const [i, [value, text, color]] of d.items.entries()) {
      await ensure(store, 'dictItem', `${dictId}-${value}`, PLATFORM, {
        dictId,
        itemValue: value,
        itemText: text,
        itemColor: color ?? null,
        sortOrder: i + 1,
        status: 1,
      });
    }
  }
  for (const c of DEMO_CATEGORIES) {
    const { id, ...values } = c;
    await ensure(store, 'category', id, PLATFORM, values);
  }
  for (const r of DEMO_FILL_RULES) {
    const { id, ...values } = r;
    await ensure(store, 'fillRule', id, PLATFORM, { ...values, datePattern: 'YYYY', seqLength: 6 });
  }
  for (const r of DEMO_CHECK_RULES) {
    const { id, ...values } = r;
    await ensure(store, 'checkRule', id, PLATFORM, values);
  }

  for (const s of DEMO_SUPPLIERS) {
    if (await supplier.findSupplier(store.db, s.id)) continue;
    await supplier.admitSupplier(
      store,
      {
        supplierId: s.id,
        tenantId: DEMO_TENANT.id,
        by: 'seed',
        now: new Date(),
        info: {
          companyName: s.name,
          creditCode: s.creditCode,
          contact: s.contact,
          phone: s.phone,
          email: null,
          address: null,
          legalPerson: null,
          categoryIds: s.categoryIds,
          attachments: [],
        },
      },
      meta,
    );
  }

  const demo = DEMO_USERS.map((u) => {
    const override = accounts.find((a) => a.username === u.username);
    return override ? { ...u, password: override.password, realname: override.realname || u.realname } : u;
  });
  const extra = accounts
    .filter((a) => !DEMO_USERS.some((u) => u.username === a.username))
    .map((a) => ({
      ...a,
      roles: [] as string[],
      departs: [] as string[],
      supplierId: null,
      phone: null,
      sex: null,
    }));
  for (const u of [...demo, ...extra]) {
    if (await system.findUserByUsername(store.db, u.username)) continue;
    await system.createUser(
      store,
      {
        id: u.username,
        tenantId: DEMO_TENANT.id,
        username: u.username,
        realname: u.realname,
        passwordHash: await hash(u.password),
        supplierId: u.supplierId,
        isShow: 1,
        phone: u.phone,
        sex: u.sex,
        roleIds: u.roles,
        departIds: u.departs,
        orgCode: DEMO_DEPARTMENTS.find((d) => d.id === u.departs[0])?.orgCode ?? null,
      },
      { ...meta, idempotencyKey: `seed:user:${u.username}` },
    );
  }

  for (const a of DEMO_ANNOUNCEMENTS) {
    const exists = await store.db
      .selectFrom('sys_announcement')
      .select('id')
      .where('id', '=', a.id)
      .executeTakeFirst();
    if (exists) continue;
    const { id, ...content } = a;
    await system.createAnnouncement(
      store,
      {
        id,
        tenantId: DEMO_TENANT.id,
        sender: '系统管理员',
        content: {
          ...content,
          openType: null,
          openPage: null,
          busId: null,
          busType: null,
          startTime: null,
          endTime: null,
        },
      },
      meta,
    );
    await system.releaseAnnouncement(store, id, DEMO_TENANT.id, new Date(), meta);
  }
  await seedPortal(store);
  // Last: the demo approval compiles and deploys a diagram; nothing above should wait for it.
  for (const r of DEMO_DEPART_ROLES) {
    const { id, ...values } = r;
    await ensure(store, 'departRole', id, DEMO_TENANT.id, {
      ...values,
      description: null,
      permissionIds: [],
    });
  }
  await seedProcesses(store);
}
