import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes as contractRoutes } from '@srm/contracts';
import { isPortalPath, pagePathOf } from '@srm/contracts/portal';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
};
type Route = { method: string; url: string };

/** Fastify's `:name` is OpenAPI's `{name}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * The routes Fastify registers that are not the API, each with its reason. Every other route must be
 * a contract route. Socket.IO is not a Fastify route (it takes its upgrade on the HTTP server).
 */
const notApi = (webDist: string): Array<{ why: string; is: (url: string) => boolean }> => [
  {
    why: 'the OpenAPI document and Swagger UI themselves',
    is: (url) => url === '/api/docs' || url.startsWith('/api/docs/'),
  },
  {
    why: "the built web app's files (@fastify/static: index.html, portal.html, assets)",
    is: (url) => !url.startsWith('/api/') && existsSync(join(webDist, url === '/' ? 'index.html' : url)),
  },
  {
    why: "the portal's pages (HTML, server-rendered or prerendered from the API's public answers)",
    is: (url) => !url.startsWith('/api/') && isPortalPath(pagePathOf(url)),
  },
];

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type WebCall = { method: Method; path: string; at: string };

/** The typed client's calls (callee -> method and path arguments), and the generic helpers over a base. */
const CALLS: Record<
  string,
  (args: (string | undefined)[]) => Array<[string | undefined, string | undefined]>
> = {
  'api.get': ([p]) => [['GET', p]],
  'api.post': ([p]) => [['POST', p]],
  'api.put': ([p]) => [['PUT', p]],
  'api.delete': ([p]) => [['DELETE', p]],
  'api.message': ([m, p]) => [[m, p]],
  callRoute: ([m, p]) => [[m, p]],
  callEnvelope: ([m, p]) => [[m, p]],
  routeUrl: ([m, p]) => [[m, p]],
  fetchListPage: ([b]) => [['GET', b && `${b}/list`]],
  fetchRows: ([p]) => [['GET', p]],
  deleteRecord: ([b]) => [['DELETE', b && `${b}/delete`]],
  deleteBatch: ([b]) => [['DELETE', b && `${b}/deleteBatch`]],
  exportXls: ([b]) => [['GET', b && `${b}/exportXls`]],
  importExcel: ([b]) => [['POST', b && `${b}/importExcel`]],
  postMultipart: ([p]) => [['POST', p]],
};
/** Components that call the API over a base or a URL given as a prop. */
const PROPS: Record<string, Record<string, (v: string) => Array<[Method, string]>>> = {
  GenericList: { base: (b) => [['GET', `${b}/list`]] },
  ImportButton: { base: (b) => [['POST', `${b}/importExcel`]] },
  BusinessSelectModal: { listUrl: (u) => [['GET', u]], valueUrl: (u) => [['GET', u]] },
};

/** Casts to the contract's path and base types: they would let any string through. */
const PATH_CAST = /^(PathOf<|ListBase$|DeleteBase$|ExportBase$|ImportBase$|RowsPath$)/;

/**
 * What the web's source asks of the API: each call of the typed client with its path written out
 * (or made of constants), the calls whose path is a parameter (typed by the contract: PathOf,
 * ListBase...), the files that cast to those types, and the files that request the API themselves
 * (fetch, XMLHttpRequest, sendBeacon).
 */
function readWeb() {
  const calls: WebCall[] = [];
  const dynamic: string[] = [];
  const casts = new Set<string>();
  const raw = new Map<string, string>();
  const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.(spec|d)\.tsx?$/.test(f),
  );
  for (const file of files) {
    const text = readFileSync(join(WEB_SRC, file), 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const bound = new Set<string>();
    const constants = new Map<string, string>();
    const literal = (n: ts.Node | undefined): string | undefined => {
      if (!n) return undefined;
      if (ts.isAsExpression(n) || ts.isParenthesizedExpression(n)) return literal(n.expression);
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
      if (ts.isIdentifier(n)) return constants.get(n.text);
      if (!ts.isTemplateExpression(n)) return undefined;
      let text = n.head.text;
      for (const span of n.templateSpans) {
        const part = literal(span.expression);
        if (part === undefined) return undefined;
        text += part + span.literal.text;
      }
      return text;
    };
    const add = (pairs: Array<[string | undefined, string | undefined]>, node: ts.Node) => {
      const at = `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
      for (const [method, path] of pairs) {
        if (method && path && (METHODS as readonly string[]).includes(method))
          calls.push({ method: method as Method, path, at });
        else dynamic.push(at);
      }
    };
    const visit = (node: ts.Node): void => {
      if (
        (ts.isParameter(node) || ts.isBindingElement(node) || ts.isVariableDeclaration(node)) &&
        ts.isIdentifier(node.name)
      )
        bound.add(node.name.text);
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer)
      )
        constants.set(node.name.text, node.initializer.text);
      if (ts.isAsExpression(node) && PATH_CAST.test(node.type.getText(sf))) casts.add(file);
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText(sf).replace(/\s/g, '');
        const make = CALLS[callee];
        if (make) add(make(node.arguments.map((a) => literal(a))), node);
        if (callee === 'fetch' || callee === 'window.fetch' || callee === 'navigator.sendBeacon')
          raw.set(`${file}:${callee}`, file);
      }
      if (ts.isNewExpression(node) && node.expression.getText(sf) === 'XMLHttpRequest')
        raw.set(`${file}:XMLHttpRequest`, file);
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const props = PROPS[node.tagName.getText(sf)];
        for (const attr of node.attributes.properties) {
          const make = props && ts.isJsxAttribute(attr) ? props[attr.name.getText(sf)] : undefined;
          if (!make || !ts.isJsxAttribute(attr)) continue;
          const value =
            attr.initializer && ts.isStringLiteral(attr.initializer) ? attr.initializer.text : undefined;
          add(value ? make(value) : [[undefined, undefined]], attr);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    // A local function named `fetch` (a parameter) is not the browser's.
    if (bound.has('fetch')) raw.delete(`${file}:fetch`);
  }
  return { calls, dynamic, casts: [...casts], rawFiles: [...new Set(raw.values())] };
}

describe('the OpenAPI document is generated from the contract and lists every route', () => {
  let h: Harness;
  let webDist: string;
  const registered: Route[] = [];
  let doc: OpenApi;
  const inDoc = (method: string, url: string) => doc.paths[openApiPath(url)]?.[method.toLowerCase()];

  beforeAll(async () => {
    // A built web app, so that its files and the portal's pages are registered too.
    webDist = mkdtempSync(join(tmpdir(), 'srm-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'portal.html'), '<!doctype html><div id="portal"></div>');
    writeFileSync(join(webDist, 'assets', 'app.js'), '');
    h = await startHarness({ webDist, onRoute: (r) => registered.push(r) });
    const r = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    doc = r.json<OpenApi>();
  });
  afterAll(async () => {
    await h?.close();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it('every route Fastify registered is a contract route in /api/docs/json, but for the non-API ones listed', () => {
    expect(doc.openapi).toBe('3.1.0');
    const exceptions = notApi(webDist);
    // Each reason still names a route (the list does not go stale).
    for (const e of exceptions)
      expect(
        registered.some((r) => e.is(r.url)),
        e.why,
      ).toBe(true);
    const api = registered.filter((r) => !exceptions.some((e) => e.is(r.url)));
    // HEAD is Fastify's twin of a GET.
    const heads = api.filter((r) => r.method === 'HEAD');
    expect(heads.filter((r) => !api.some((g) => g.method === 'GET' && g.url === r.url))).toEqual([]);

    const calls = api.filter((r) => r.method !== 'HEAD');
    expect(calls.length).toBeGreaterThan(250);
    const contracts = new Set(Object.values(contractRoutes).map((c) => `${c.method} /api${c.path}`));
    expect(calls.filter((r) => !contracts.has(`${r.method} ${r.url}`))).toEqual([]);
    expect(calls.filter((r) => !inDoc(r.method, r.url)?.tags?.length)).toEqual([]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('documents each contract route, registered, with its Chinese summary and module tag', () => {
    const heard = new Set(registered.map((r) => `${r.method} ${r.url}`));
    for (const c of Object.values(contractRoutes)) {
      expect(heard.has(`${c.method} /api${c.path}`), `${c.method} ${c.path} registered`).toBe(true);
      const op = inDoc(c.method, `/api${c.path}`);
      expect(op, `${c.method} ${c.path}`).toBeDefined();
      expect(op?.summary).toBe(c.summary);
      expect(op?.summary).toMatch(/\p{Script=Han}/u);
      expect(op?.tags).toEqual([c.tag]);
    }
  });

  it('every path the web client calls is in /api/docs/json, and nothing reaches the API around the client', () => {
    const { calls, dynamic, casts, rawFiles } = readWeb();
    expect(calls.length).toBeGreaterThan(180);
    expect(calls.filter((c) => !inDoc(c.method, `/api${c.path}`))).toEqual([]);
    // The other calls pass a parameter typed by the contract (PathOf, ListBase...), which the compiler
    // checks; only the generic helpers over a base cast to those types (their base's type guarantees it).
    expect(dynamic.length).toBeLessThan(40);
    expect(casts.sort()).toEqual([
      'modules/widgets/components/GenericList.tsx',
      'modules/widgets/services/widgetsApi.ts',
    ]);
    // The browser's own requests (downloads, multipart uploads, the unload beacon, the logout of an
    // ending session) take their URL from routeUrl, typed by the contract: no API URL is written by hand.
    const handMade = rawFiles
      .filter((f) => !f.startsWith('modules/core/services/'))
      .filter((f) => {
        const text = readFileSync(join(WEB_SRC, f), 'utf8');
        return !text.includes('routeUrl(') || /API_BASE_URL|['"`]\/api\//.test(text);
      });
    expect(handMade).toEqual([]);
  });

  it('serves Swagger UI', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('swagger');
  });
});
