import type { z } from 'zod';
import { authRoutes, sessionRoutes } from './auth/index';
import { extendFieldRoutes, masterdataRoutes, onlineFormRoutes, optionRoutes } from './masterdata/index';
import { platformRoutes } from './platform/index';
import { newsRecordRoutes, portalFormsRoutes, portalStudioRoutes, portalViewRoutes } from './portal/index';
import { ccRoutes, definitionRoutes, documentRoutes, incidentRoutes, instanceRoutes } from './process/index';
import { reportHeadRoutes, reportRoutes } from './report/index';
import { financeRoutes } from './finance/index';
import { clarificationRoutes, sourcingRoutes, tenderRoutes } from './sourcing/index';
import { supplierArchiveRoutes, supplierRoutes } from './supplier/index';
import {
  accountRoutes,
  announcementRoutes,
  categoryRecordRoutes,
  checkRuleRecordRoutes,
  departRecordRoutes,
  departRoleRecordRoutes,
  dictItemRecordRoutes,
  dictRecordRoutes,
  fileRoutes,
  fillRuleRecordRoutes,
  permissionRecordRoutes,
  roleRecordRoutes,
  systemLoaderRoutes,
  systemRoutes,
  tenantRecordRoutes,
  userRoutes,
} from './system/index';

export * from './core/index';
export * as auth from './auth/index';
export * as masterdata from './masterdata/index';
export * as platform from './platform/index';
export * as portal from './portal/index';
export * as process from './process/index';
export * as report from './report/index';
export * as sourcing from './sourcing/index';
export * as finance from './finance/index';
export * as supplier from './supplier/index';
export * as system from './system/index';

/** Every route of the API, by name (unique across modules). The web's client is typed from it. */
export const routes = {
  ...definitionRoutes,
  ...roleRecordRoutes,
  ...departRecordRoutes,
  ...departRoleRecordRoutes,
  ...permissionRecordRoutes,
  ...dictRecordRoutes,
  ...dictItemRecordRoutes,
  ...categoryRecordRoutes,
  ...checkRuleRecordRoutes,
  ...fillRuleRecordRoutes,
  ...tenantRecordRoutes,
  ...systemRoutes,
  ...instanceRoutes,
  ...ccRoutes,
  ...incidentRoutes,
  ...documentRoutes,
  ...supplierRoutes,
  ...supplierArchiveRoutes,
  ...reportRoutes,
  ...reportHeadRoutes,
  ...portalViewRoutes,
  ...portalStudioRoutes,
  ...portalFormsRoutes,
  ...newsRecordRoutes,
  ...announcementRoutes,
  ...authRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...systemLoaderRoutes,
  ...masterdataRoutes,
  ...onlineFormRoutes,
  ...extendFieldRoutes,
  ...optionRoutes,
  ...fileRoutes,
  ...platformRoutes,
  ...sourcingRoutes,
  ...clarificationRoutes,
  ...tenderRoutes,
  ...financeRoutes,
} as const;
export type Routes = typeof routes;

type AnyContract = Routes[keyof Routes];
/** `P` without the suffix `S`, for each path of the union. */
type BaseOf<P, S extends string> = P extends `${infer B}${S}` ? B : never;
type PathsOf<M extends string> = Extract<AnyContract, { method: M }>['path'];
/** The paths of the GET routes that answer a page (`{ records, total... }`). */
type PagePaths = {
  [K in keyof Routes]: Routes[K] extends { method: 'GET' }
    ? z.output<Routes[K]['result']> extends { records: readonly unknown[] }
      ? Routes[K]['path']
      : never
    : never;
}[keyof Routes];
/** The row of a list answer: a page's record or an array's item. */
type RowOfResult<R> = R extends { records: readonly (infer T)[] }
  ? T
  : R extends readonly (infer T)[]
    ? T
    : never;
type GetResult<P> = z.output<Extract<AnyContract, { method: 'GET'; path: P }>['result']>;
/** The GET routes without path parameters that answer rows of records (a page or an array): the pickers' list URLs. */
export type RowsPath = {
  [K in keyof Routes]: Routes[K] extends { method: 'GET'; path: infer P extends string }
    ? P extends `${string}:${string}`
      ? never
      : [RowOfResult<z.output<Routes[K]['result']>>] extends [never]
        ? never
        : RowOfResult<z.output<Routes[K]['result']>> extends Record<string, unknown>
          ? P
          : never
    : never;
}[keyof Routes];
/** A row of what `GET P` answers. */
export type RowOf<P extends RowsPath> = Extract<RowOfResult<GetResult<P>>, Record<string, unknown>>;
/** The bases `B` whose `${B}/list` is a GET route answering a page: the generic list helpers' bases. */
export type ListBase = BaseOf<PagePaths, '/list'>;
/** A row of the list at `B` (`GET ${B}/list`). */
export type ListRow<B extends ListBase> = Extract<
  RowOfResult<GetResult<`${B}/list`>>,
  Record<string, unknown>
>;
/** The bases `B` with `DELETE ${B}/delete` and `${B}/deleteBatch`. */
export type DeleteBase = BaseOf<PathsOf<'DELETE'>, '/deleteBatch'>;
/** The bases `B` with `GET ${B}/exportXls`. */
export type ExportBase = BaseOf<PathsOf<'GET'>, '/exportXls'>;
/** The bases `B` with `POST ${B}/importExcel`. */
export type ImportBase = BaseOf<PathsOf<'POST'>, '/importExcel'>;
