import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Request parts are validated by the contract's zod schemas; a refusal is the ZodError itself (rendered by the error handler). */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const r = schema.safeParse(data);
    return r.success ? { value: r.data } : { error: r.error };
  };

/** A successful answer that does not match its contract (development and tests only). */
export class ContractViolationError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`answer of ${route} does not match its contract: ${JSON.stringify(issues.slice(0, 5))}`);
  }
}

/**
 * Answers go out as they are; with `validate` a successful envelope is first checked against the
 * route's contract, so a drifting answer fails the tests instead of the web.
 */
const serializerCompiler =
  (validate: boolean): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) =>
  (data) => {
    const json = JSON.stringify(data);
    // Checked as the web will read it: after JSON (dates are strings there).
    if (validate && (data as { success?: unknown } | null)?.success === true) {
      const r = schema.safeParse(JSON.parse(json));
      if (!r.success) throw new ContractViolationError(`${method} ${url}`, r.error.issues);
    }
    return json;
  };

/**
 * The contract's compilers and the OpenAPI 3.1 document generated from it (`<prefix>/docs/json`,
 * Swagger UI at `<prefix>/docs`). Register before any route: the document lists what comes after.
 */
export async function registerContracts(
  app: FastifyInstance,
  o: { prefix: string; version: string; validateResponses: boolean },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(o.validateResponses));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SRM API',
        description: '采购与供应商协同平台接口（由 @srm/contracts 生成）',
        version: o.version,
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
      security: [{ token: [] }],
    },
    // Only the API is documented (not the web app's pages and files).
    transform: (doc) =>
      doc.url.startsWith(`${o.prefix}/`)
        ? jsonSchemaTransform(doc)
        : { schema: { hide: true }, url: doc.url },
  });
  await app.register(swaggerUi, { routePrefix: `${o.prefix}/docs` });
}
