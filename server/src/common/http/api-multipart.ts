import { applyDecorators } from '@nestjs/common';
import {
  ApiConsumes,
  ApiExtension,
  type OpenAPIObject,
  type OperationObject,
  type SchemaObject,
} from '@nestjs/swagger';

const EXTENSION = 'x-multipart-file';

interface MultipartFile {
  name: string;
  description: string;
}

/**
 * Documents a body sent as a multipart form with one optional image file, or as JSON: the
 * @Body class's fields either way; the file's field is a binary part in the form (in JSON,
 * the class says what text that field may carry, if any).
 */
export function ApiMultipart(file: string, description: string) {
  return applyDecorators(
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiExtension(EXTENSION, { name: file, description }),
  );
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Gives the multipart variant of each `@ApiMultipart` body its own schema: the text fields plus the file. */
export function documentMultipartBodies(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas ?? {};
  for (const pathItem of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as (OperationObject & { [EXTENSION]?: MultipartFile }) | undefined;
      const file = operation?.[EXTENSION];
      if (!operation || !file) continue;
      delete operation[EXTENSION];
      const body = operation.requestBody;
      const content = body && 'content' in body ? body.content : undefined;
      const ref = (content?.['application/json']?.schema as { $ref?: string } | undefined)?.$ref;
      const fields = ref ? (schemas[ref.replace('#/components/schemas/', '')] as SchemaObject | undefined) : undefined;
      if (!content || !fields)
        throw new Error(`OpenAPI: ${operation.operationId} needs a JSON body class for its form`);
      const properties = Object.fromEntries(
        Object.entries(fields.properties ?? {}).map(([name, schema]) => [name, asFormText(schema as SchemaObject)]),
      );
      content['multipart/form-data'] = {
        schema: {
          ...fields,
          properties: {
            ...properties,
            [file.name]: { type: 'string', format: 'binary', description: file.description },
          },
          // Other parts are ignored; saying so keeps generated forms to parts a server reads.
          additionalProperties: false,
        },
      };
    }
  }
  return document;
}

/**
 * Form fields are text: a number field is documented as the plain decimal text the server
 * reads (`parseStrictNumber`: digits, and at most as many decimals as `multipleOf` allows, no
 * sign or exponent), bounded like the number when its maximum is a power of ten.
 */
function asFormText(schema: SchemaObject): SchemaObject {
  if (schema.type !== 'number' && schema.type !== 'integer') return schema;
  const decimals = schema.type === 'integer' ? 0 : Math.max(0, Math.round(-Math.log10(schema.multipleOf ?? 0.01)));
  const fraction = (digit: string) => (decimals ? `(\\.${digit}{1,${decimals}})?` : '');
  const digits = schema.maximum !== undefined ? Math.log10(schema.maximum) : NaN;
  const pattern = Number.isInteger(digits)
    ? `^(\\d{1,${digits}}${fraction('\\d')}|${schema.maximum}${fraction('0')})$`
    : `^\\d+${fraction('\\d')}$`;
  const { description, example } = schema;
  return {
    type: 'string',
    pattern,
    ...(description ? { description } : {}),
    ...(example !== undefined ? { example: String(example) } : {}),
  };
}
