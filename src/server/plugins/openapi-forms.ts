import { UPLOAD_MAX_BYTES } from '../../shared/constants';
import { ACCEPTED_IMAGE_EXTENSIONS } from '../../shared/schemas/media';
import { type MultipartForm, routeTakesFiles } from './multipart';

type JsonSchema = Record<string, unknown>;
type ObjectSchema = JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };

const IMAGE_FILE: JsonSchema = {
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description: `An image file: ${ACCEPTED_IMAGE_EXTENSIONS}, judged by content, at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
};

/** One part holding the whole list as JSON text: what the original clients send (spec §7). */
function wholeListAsJsonText(list: JsonSchema): JsonSchema {
  return {
    type: 'string',
    contentMediaType: 'application/json',
    contentSchema: list,
    description: 'The whole list as one JSON text',
  };
}

function withFileItems(list: JsonSchema): JsonSchema {
  return { ...list, items: { anyOf: [list.items, IMAGE_FILE] } };
}

/** A text field of the form: a list may come as repeated parts or as one JSON text; a file field may hold a file instead. */
function formField(schema: JsonSchema, { isList, takesFile }: { isList: boolean; takesFile: boolean }): JsonSchema {
  if (isList) {
    return {
      description: 'Repeated parts, one per item (objects as JSON text), or the whole list as one JSON text',
      anyOf: [takesFile ? withFileItems(schema) : schema, wholeListAsJsonText(schema)],
    };
  }
  return takesFile ? { anyOf: [schema, IMAGE_FILE] } : schema;
}

function filesOnlyField(maxFiles: number, required: boolean): JsonSchema {
  if (maxFiles === 1) return IMAGE_FILE;
  return { type: 'array', items: IMAGE_FILE, maxItems: maxFiles, ...(required ? { minItems: 1 } : {}) };
}

/**
 * The multipart/form-data schema of a route that declares `config.multipart` (docs/decisions/130):
 * its JSON body's fields as form fields, list fields in both their forms, and its file fields. A
 * route with no JSON body takes files only, and at least one.
 */
function formSchema(jsonBody: ObjectSchema | undefined, form: MultipartForm, listFields: string[]): ObjectSchema {
  const files = routeTakesFiles(form) ? form : { files: [], maxFiles: 0 };
  const properties: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(jsonBody?.properties ?? {})) {
    properties[name] = formField(schema, { isList: listFields.includes(name), takesFile: files.files.includes(name) });
  }
  for (const name of files.files) {
    properties[name] ??= filesOnlyField(files.maxFiles, jsonBody === undefined);
  }
  const required = jsonBody ? (jsonBody.required ?? []) : files.files;
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** A form route's request body by content type: multipart/form-data, and JSON where the route has a JSON body. */
export function formRequestContent(
  jsonBody: ObjectSchema | undefined,
  form: MultipartForm,
  listFields: string[],
): Record<string, { schema: JsonSchema }> {
  return {
    'multipart/form-data': { schema: formSchema(jsonBody, form, listFields) },
    ...(jsonBody ? { 'application/json': { schema: jsonBody } } : {}),
  };
}
