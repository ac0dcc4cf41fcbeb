/**
 * A validating proxy for the published contract (what Stoplight Prism's proxy mode does, in-repo, no network,
 * on the Node the project runs): every request is forwarded as it came to the server behind, and every answer
 * passed back unchanged, after it is checked against `/api/openapi.json` — its status is one the operation lists,
 * its media type one that status declares, its JSON body valid for that status's schema. An answer to a path or
 * method the document does not have must still be a refusal in the API's envelope. Each miss is counted, never
 * hidden: the caller asserts that there are none.
 *
 * Unlike Prism's `--errors`, a request the document forbids (a field too long, a bad id) is forwarded too: how the
 * API refuses it is exactly what has to be in the contract.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export type SchemaObject = Record<string, unknown>;
export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: SchemaObject };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const BASE = 'https://simusession.test/openapi.json';

/** The refusal every answer outside the document must still be (contract/schemas/envelope.ts's `Failure`). */
const FAILURE = {
  type: 'object',
  properties: { success: { const: false }, message: { type: 'string', minLength: 1 } },
  required: ['success', 'message'],
  additionalProperties: false,
};

/**
 * The document's schemas compiled by a standard validator: Ajv for JSON Schema 2020-12, the dialect of OpenAPI 3.1's
 * Schema Object, with OpenAPI's own annotation keywords and nothing else (strict: an unknown keyword or format is an
 * error when compiling, so nothing is silently not checked; a 3.0-only `nullable` is refused).
 */
export function validatorFor(openapi: OpenApiDocument): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // OpenAPI 3.1's Schema Object = JSON Schema 2020-12 + these annotations (OpenAPI 3.1.0, §4.8.24).
  ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
  const pointed = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${BASE}#/$defs/`));
  ajv.addSchema({ $id: BASE, $defs: pointed(openapi.components?.schemas ?? {}) });
  const compiled = new Map<unknown, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(pointed(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** A compressed answer (the dev server compresses) as its client reads it. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

type Route = { template: string; pattern: RegExp; methods: Record<string, Operation> };

const routes = new WeakMap<OpenApiDocument, Route[]>();

/** The document's paths as the router sees them: a literal segment wins over a parameter (`/sessions/scenarios`). */
function routesOf(openapi: OpenApiDocument): Route[] {
  const known = routes.get(openapi);
  if (known) return known;
  const found = Object.entries(openapi.paths)
    .map(([template, methods]) => {
      const source = template
        .split('/')
        .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return { template, pattern: new RegExp(`^${source}$`), methods };
    })
    .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  routes.set(openapi, found);
  return found;
}

/** What one answer breaks of the contract, or null. */
export function checkAnswer(
  openapi: OpenApiDocument,
  validatorOf: (schema: unknown) => ValidateFunction,
  answer: { method: string; url: string; status: number; contentType: string | undefined; body: string | null },
): string | null {
  const path = answer.url.split('?')[0] ?? '';
  const route = routesOf(openapi).find((candidate) => candidate.pattern.test(path));
  const operation = route?.methods[answer.method.toLowerCase()];
  const mediaType = (answer.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const json = (): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: JSON.parse(answer.body ?? '') };
    } catch {
      return { ok: false };
    }
  };
  const errorsOf = (validate: ValidateFunction) => JSON.stringify(validate.errors?.slice(0, 3));
  if (!operation) {
    // Not in the document: only a refusal, in the envelope, may answer.
    if (answer.status < 400 || answer.status >= 500) return `${answer.status} answers an undocumented operation`;
    const parsed = json();
    if (mediaType !== 'application/json' || !parsed.ok) return `${answer.status} ${mediaType || 'without a media type'}, not the JSON envelope`;
    const validate = validatorOf(FAILURE);
    return validate(parsed.value) ? null : `${answer.status} outside the envelope: ${errorsOf(validate)}`;
  }
  const response = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!response) return `${answer.status} is not a documented answer of ${answer.method} ${route?.template}`;
  const content = response.content ?? {};
  if (Object.keys(content).length === 0) return answer.body ? `${answer.status} has a body its documentation does not declare` : null;
  const declared = content[mediaType];
  if (!declared) return `${answer.status} answers ${mediaType || 'no media type'}, documented: ${Object.keys(content).join(', ')}`;
  // A stream's frames are checked by the stream's own suites; its media type and status are what is declared.
  if (mediaType !== 'application/json' || declared.schema === undefined) return null;
  const parsed = json();
  if (!parsed.ok) return `${answer.status} declares JSON and is not`;
  const validate = validatorOf(declared.schema);
  return validate(parsed.value) ? null : `${answer.status}: ${errorsOf(validate)}`;
}

export type ContractProxy = {
  origin: string;
  /** How many answers went through. */
  readonly answers: number;
  /** `METHOD url → what is wrong`, one per answer that breaks the contract. */
  readonly violations: string[];
  close(): Promise<void>;
};

/** Starts the proxy on a free port of 127.0.0.1 in front of `upstream` (an origin), checking against `openapi`. */
export async function startContractProxy(upstream: string, openapi: OpenApiDocument): Promise<ContractProxy> {
  const validatorOf = validatorFor(openapi);
  const target = new URL(upstream);
  const violations: string[] = [];
  let answers = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method, path: url, headers: { ...request.headers, host: target.host }, agent },
      (upstreamResponse) => {
        const status = upstreamResponse.statusCode ?? 0;
        const contentType = upstreamResponse.headers['content-type'];
        const record = (body: string | null) => {
          answers += 1;
          const violation = checkAnswer(openapi, validatorOf, { method, url, status, contentType, body });
          if (violation) violations.push(`${method} ${url.length > 160 ? `${url.slice(0, 160)}…` : url} → ${violation}`);
        };
        response.writeHead(status, upstreamResponse.headers);
        if (contentType?.startsWith('text/event-stream')) {
          // Never ends by itself: checked on its head, then passed through as it comes.
          record(null);
          upstreamResponse.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on('data', (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on('end', () => {
          const body = Buffer.concat(chunks);
          record(body.length > 0 ? decoded(body, upstreamResponse.headers['content-encoding']).toString('utf8') : null);
          response.end(body);
        });
      },
    );
    forwarded.on('error', (error) => {
      violations.push(`${method} ${url} → no answer from the server behind (${error.message})`);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get answers() {
      return answers;
    },
    violations,
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
