import 'server-only';
import { z } from 'zod';
import { CONTRACTS, apiErrorSchema, type EndpointContract } from '@/lib/api/contracts';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth-rules';
import { siteOrigin } from '@/lib/site-origin';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonSchema;
}

function parametersOf(contract: EndpointContract): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, type] of [
    ['query', contract.query],
    ['path', contract.params],
  ] as const) {
    if (!type) continue;
    const json = schemaOf(type, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {}))
      out.push({ name, in: where, required: where === 'path' || (json.required?.includes(name) ?? false), schema });
  }
  return out;
}

/** What each tag of operations is about, for the document's readers (and generated clients' docs). */
const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  addresses: 'Saved delivery and visit addresses of the signed-in customer',
  assessments: 'Consultation questionnaires and their recommendations',
  auth: 'Sign-in with a one-time code, session and sign-out',
  booking: 'Scan and session bookings: cities, places and time slots',
  careers: 'Job applications with a CV',
  cart: 'The cart of a guest or customer: items, booking, address, coupon',
  catalog: 'Products and their prices per market',
  content: 'Content revalidation for the CMS',
  location: 'The visitor’s city and the serviceable cities',
  operations: 'Health and service documents',
  ops: 'Operations endpoints for staff (bearer secret)',
  orders: 'Placed orders, payment and cancellation',
  partners: 'Doctor partner applications',
  payments: 'Payment gateway callbacks, webhooks and payment links',
  skinnsi: 'The skin line: services, packages, trial, saved choice, reviews',
  support: 'Callback requests, inquiries and launch alerts',
  user: 'The signed-in customer’s profile and preferences',
};

/** `GET /api/v1/orders/{id}` → `getV1OrdersById`: stable, unique (method and path are), readable in a generated client. */
export function operationIdOf(contract: Pick<EndpointContract, 'method' | 'path'>): string {
  const words = contract.path
    .replace(/^\/api\//, '')
    .split(/[/-]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${contract.method.toLowerCase()}${words.join('')}`;
}

/**
 * The error answers an endpoint may give, all `{ error: { code, message, status, fields? } }` (server/errors.ts maps
 * every error code to one of these). tests/security/fuzz.test.ts checks that no answer is outside its list.
 */
function errorResponses(contract: EndpointContract): Record<string, JsonSchema> {
  const statuses: Record<string, string> = {
    '400':
      'Invalid input, with field-level errors (a control character in any string included), or a body that is not JSON',
    '401':
      contract.auth === 'secret' ? 'A missing or wrong secret' : 'Not signed in, on operations that need a customer',
    ...(contract.method !== 'GET' ? { '403': 'A write from another origin' } : {}),
    '404': 'Not found',
    '409': 'A conflict, or the first attempt under this Idempotency-Key still running (Retry-After)',
    ...(contract.method !== 'GET' ? { '413': 'The body is over its byte limit, counted as it streams in' } : {}),
    '422': 'Refused by a business rule, or an Idempotency-Key reused for another request',
    '429': 'Too many requests (Retry-After)',
    '503': 'The database or a partner service is unavailable (Retry-After)',
  };
  const content = { 'application/json': { schema: schemaOf(apiErrorSchema, 'output') } };
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [status, { description, content }]),
  );
}

/** The OpenAPI 3.1 document of every endpoint, generated from the zod contracts. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of CONTRACTS) {
    const parameters = parametersOf(contract);
    if (contract.idempotent)
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 8, maxLength: 200 },
      });
    const operation: JsonSchema = {
      operationId: operationIdOf(contract),
      summary: contract.summary,
      tags: contract.tags,
      parameters,
      responses: {
        '200': {
          description: 'OK',
          content: contract.responseContentType
            ? { [contract.responseContentType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: schemaOf(contract.response, 'output') } },
        },
        ...errorResponses(contract),
      },
      ...(contract.auth === 'secret' ? { security: [{ bearer: [] }] } : {}),
    };
    if (contract.body)
      operation.requestBody = {
        required: true,
        content: { [contract.contentType ?? 'application/json']: { schema: schemaOf(contract.body, 'input') } },
      };
    (paths[contract.path] ??= {})[contract.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'toothsi & skinnsi web API',
      version: '1.0.0',
      description:
        'The API of the toothsi and skinnsi web app and native apps. Writes from a browser must send an Origin of the site; retriable writes accept an Idempotency-Key.',
      contact: { name: 'toothsi engineering', email: 'care@toothsi.in' },
      license: { name: 'Proprietary', url: `${siteOrigin()}/terms-of-use` },
    },
    servers: [{ url: siteOrigin(), description: 'This deployment' }],
    // Every operation reads the session cookie when there is one (a guest cart, a signed-in customer); those that
    // need a customer answer 401 without it. Operations for operators say `bearer` instead.
    security: [{}, { session: [] }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SECURE_SESSION_COOKIE,
          description: `The session cookie (\`${SECURE_SESSION_COOKIE}\` over HTTPS, \`${SESSION_COOKIE}\` on plain-HTTP development), set by the OTP verification.`,
        },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    tags: [...new Set(CONTRACTS.flatMap((c) => c.tags))]
      .sort()
      .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Operations tagged ${name}` })),
    paths,
  };
}
