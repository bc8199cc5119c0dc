/** The operations of the app's OpenAPI document, as the API fuzz test walks them. */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

export type Parameter = { in: 'path' | 'query'; name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** OpenAPI path, e.g. /api/offers/{orderId} */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** Declared answers ('200', '401', ...) */
  responses: string[];
  /** The operation declares a bearer token: it needs a session. */
  secured: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
        security?: unknown[];
      }
    >
  >;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path' || parameter.in === 'query'),
      body: operation.requestBody?.content?.['application/json']?.schema,
      responses: Object.keys(operation.responses ?? {}),
      secured: (operation.security ?? []).length > 0,
    })),
  );
}
