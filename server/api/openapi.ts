import 'server-only';
import { z } from 'zod';
import { CONTRACTS, apiErrorSchema, type EndpointContract } from '../../lib/api/contracts';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonSchema;
}

function parametersOf(contract: EndpointContract): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, type] of [['query', contract.query], ['path', contract.params]] as const) {
    if (!type) continue;
    const json = schemaOf(type, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) out.push({ name, in: where, required: where === 'path' || (json.required?.includes(name) ?? false), schema });
  }
  return out;
}

/** The OpenAPI 3.1 document of every endpoint, generated from the zod contracts. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of CONTRACTS) {
    const parameters = parametersOf(contract);
    if (contract.idempotent) parameters.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', minLength: 8, maxLength: 200 } });
    const operation: JsonSchema = {
      summary: contract.summary,
      tags: contract.tags,
      parameters,
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: schemaOf(contract.response, 'output') } } },
        '400': { description: 'Invalid input, with field-level errors', content: { 'application/json': { schema: schemaOf(apiErrorSchema, 'output') } } },
      },
      ...(contract.auth === 'secret' ? { security: [{ bearer: [] }] } : {}),
    };
    if (contract.body) operation.requestBody = { required: true, content: { [contract.contentType ?? 'application/json']: { schema: schemaOf(contract.body, 'input') } } };
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'toothsi & skinnsi web API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
