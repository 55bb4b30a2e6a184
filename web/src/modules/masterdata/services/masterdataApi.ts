import { api, http } from '../../core';
import {
  callForMessage,
  deleteBatch,
  deleteRecord,
  exportXls,
  fetchListPage,
  importExcel,
  type ListQuery,
} from '../../widgets';
import type { EntityRow, HistoryEntry, LinkDownOption, TreeNode } from '../types';

/**
 * The declared-entity calls of one variant's route base (`/masterdata/material`,
 * `/sup/masterdata/material`): the only file of this module that knows the addresses. The paths are
 * those of the generic entity route family (`/masterdata/:entity/*`, contracts/src/masterdata
 * entity.routes.ts, merged from p5-api after this was written); the calls still go through the
 * untyped client: typing them by the contract is a change of this file only.
 */
export const masterdataApi = {
  /** `GET {base}/list`: the [P2] list query (filters in their modes, super query, column/order, paging). */
  list: (base: string, query: ListQuery) => fetchListPage<EntityRow>(base, query),
  /** `GET {base}/queryById?id=`. */
  queryById: (base: string, id: string) => http.get<EntityRow>(`${base}/queryById`, { id }),
  /** `POST {base}/add`: the server's message. */
  add: (base: string, values: Record<string, unknown>) =>
    callForMessage('POST', `${base}/add`, { body: values }),
  /** `PUT {base}/edit` with the id: the server's message. */
  edit: (base: string, id: string, values: Record<string, unknown>) =>
    callForMessage('PUT', `${base}/edit`, { body: { ...values, id } }),
  /** `DELETE {base}/delete?id=`. */
  delete: (base: string, id: string) => deleteRecord(base, id),
  /** `DELETE {base}/deleteBatch?ids=a,b` (one transaction: all or none). */
  deleteBatch: (base: string, ids: readonly string[]) => deleteBatch(base, ids),
  /** `GET {base}/history?id=`: who, when, field: from -> to, newest first. */
  history: (base: string, id: string) => http.get<HistoryEntry[]>(`${base}/history`, { id }),
  /** `GET {base}/exportXls`. */
  export: (base: string, query: ListQuery, title: string) => exportXls(base, query, title),
  /** `POST {base}/importExcel` (code 201: the error file). */
  import: (base: string, file: Blob & { name?: string }) => importExcel(base, file),
  /**
   * `GET {base}/checkDuplicate?field=&value=&id=` against a unique field: resolves when free, rejects
   * with the server's message (`物料编码已存在`). Runs only when a value is present (spec §5).
   */
  checkDuplicate: async (base: string, field: string, value: string, id?: string) => {
    if (value.trim() === '') return;
    await http.get<unknown>(`${base}/checkDuplicate`, { field, value, ...(id ? { id } : {}) });
  },
  /** `GET {base}/loadTreeChildren?pid=` of a tree entity ('0' the roots). */
  children: (base: string, pid: string) => http.get<TreeNode[]>(`${base}/loadTreeChildren`, { pid }),
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

/** Linked dropdown options (`GET /online/cgform/api/querySelectOptions`, spec §7), link_down. */
export const querySelectOptions = (query: Record<string, string>) =>
  http.get<LinkDownOption[]>('/online/cgform/api/querySelectOptions', query);

/** Areas below a code (86 = the countries' root), pca: the area entity's tree loader of [P5]. */
export const AREA_BASE = '/masterdata/area';
export const AREA_ROOT = '86';
export const areaChildren = (pid: string) => masterdataApi.children(AREA_BASE, pid);
