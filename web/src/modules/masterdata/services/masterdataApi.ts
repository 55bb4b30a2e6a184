import { api } from '../../core';
import { pageOf, type ListQuery } from '../../widgets';
import type { EntityRef, EntityRow, HistoryEntry } from '../types';

/**
 * The declared-entity calls (`/masterdata/:entity/*` for staff, `/sup/masterdata/:entity/*` for
 * supplier users; contracts/src/masterdata/entity.routes.ts): the only file of this module that
 * knows the addresses. Every call names its contract route on the typed client, once per variant,
 * so the compiler checks path, query and body, and the OpenAPI test sees each path. The list's
 * delete, batch delete, export and import go through GenericList over the family's base
 * (`entityBase`) with the entity as its path parameter.
 */
const at = (ref: EntityRef) => ({ params: { entity: ref.entity } });
const sup = (ref: EntityRef) => ref.variant === 'sup';

/** The list base of a variant (GenericList's `base`; its `params` are `{ entity }`). */
export const entityBase = (variant: EntityRef['variant']) =>
  variant === 'sup' ? ('/sup/masterdata/:entity' as const) : ('/masterdata/:entity' as const);

export const masterdataApi = {
  /** `GET .../definition`: the variant's page definition (columns, query fields, actions, read-only fields). */
  definition: (ref: EntityRef) =>
    sup(ref)
      ? api.get('/sup/masterdata/:entity/definition', undefined, at(ref))
      : api.get('/masterdata/:entity/definition', undefined, at(ref)),
  /** `GET .../list`: the [P2] list query (filters in their modes, super query, column/order, paging). */
  list: async (ref: EntityRef, query: ListQuery) =>
    pageOf<EntityRow>(
      sup(ref)
        ? await api.get('/sup/masterdata/:entity/list', query, at(ref))
        : await api.get('/masterdata/:entity/list', query, at(ref)),
    ),
  /** `GET .../queryById?id=`. */
  queryById: (ref: EntityRef, id: string): Promise<EntityRow> =>
    sup(ref)
      ? api.get('/sup/masterdata/:entity/queryById', { id }, at(ref))
      : api.get('/masterdata/:entity/queryById', { id }, at(ref)),
  /** `POST .../add`: the server's message. */
  add: (ref: EntityRef, values: Record<string, unknown>) =>
    sup(ref)
      ? api.message('POST', '/sup/masterdata/:entity/add', { body: values, ...at(ref) })
      : api.message('POST', '/masterdata/:entity/add', { body: values, ...at(ref) }),
  /** `PUT .../edit` with the id: the server's message. */
  edit: (ref: EntityRef, id: string, values: Record<string, unknown>) =>
    sup(ref)
      ? api.message('PUT', '/sup/masterdata/:entity/edit', { body: { ...values, id }, ...at(ref) })
      : api.message('PUT', '/masterdata/:entity/edit', { body: { ...values, id }, ...at(ref) }),
  /** `GET .../history?id=`: who, when, field: from -> to. */
  history: (ref: EntityRef, id: string): Promise<HistoryEntry[]> =>
    sup(ref)
      ? api.get('/sup/masterdata/:entity/history', { id }, at(ref))
      : api.get('/masterdata/:entity/history', { id }, at(ref)),
  /**
   * `GET .../checkDuplicate?field=&value=&id=` against a unique field: resolves when free, rejects
   * with the server's message (`该值不可用，系统中已存在！`). Runs only when a value is present (spec §5).
   */
  checkDuplicate: async (ref: EntityRef, field: string, value: string, id?: string) => {
    if (value.trim() === '') return;
    const query = { field, value, ...(id ? { id } : {}) };
    if (sup(ref)) await api.get('/sup/masterdata/:entity/checkDuplicate', query, at(ref));
    else await api.get('/masterdata/:entity/checkDuplicate', query, at(ref));
  },
  /** `GET .../loadTreeChildren?pid=` of a tree entity ('0' or none: the roots). */
  children: (ref: EntityRef, pid: string): Promise<EntityRow[]> =>
    sup(ref)
      ? api.get('/sup/masterdata/:entity/loadTreeChildren', { pid }, at(ref))
      : api.get('/masterdata/:entity/loadTreeChildren', { pid }, at(ref)),
};

/** Dictionary options (`GET /sys/dict/getDictItems/{code}`). */
export const fetchDictItems = (code: string) =>
  api.get('/sys/dict/getDictItems/:code', undefined, { params: { code } });

/** Table-dictionary search (`GET /sys/dict/loadDict/{table,text,code}?keyword=`), spec §7. */
export const searchDict = (dict: string, keyword: string) =>
  api.get('/sys/dict/loadDict/:dict', { keyword }, { params: { dict } });

/** Texts of table-dictionary values (`GET /sys/dict/loadDictItem/{dict}?key=a,b`). */
export const dictItemTexts = (dict: string, key: string) =>
  api.get('/sys/dict/loadDictItem/:dict', { key }, { params: { dict } });

/** One level of a tree dictionary (`GET /sys/dict/loadTreeData`), sel_tree. */
export const loadDictTree = (query: {
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField: string;
  condition?: string;
}) => api.get('/sys/dict/loadTreeData', query);

/** One level of the category tree (`GET /sys/category/loadTreeData`), cat_tree. */
export const loadCategoryTree = (query: { pid?: string; pcode?: string; condition?: string }) =>
  api.get('/sys/category/loadTreeData', query);

/** Areas below a code (86 = the countries' root), pca: the area entity's tree loader of [P5]. */
export const AREA_ROOT = '86';
export const areaChildren = (pid: string) =>
  masterdataApi.children({ entity: 'area', variant: 'buyer' }, pid);

/**
 * One level of a linked dropdown (`GET /online/cgform/api/querySelectOptions`, link_down): the first
 * with the field's condition, a deeper one by the parent option's id.
 */
export const selectOptions = (query: {
  table: string;
  txt: string;
  key: string;
  idField?: string;
  pidField?: string;
  condition?: string;
  pidValue?: string;
}) => api.get('/online/cgform/api/querySelectOptions', query);

/** The data organisations' list (`GET /dataorg/bdDataorg/list`), sel_org's picker. */
export const DATA_ORG_LIST = '/dataorg/bdDataorg/list' as const;
