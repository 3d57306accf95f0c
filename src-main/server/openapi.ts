// The OpenAPI 3.1 document, generated from the same route table and schemas that validate requests.
import { VALIDATION_ERROR_SCHEMA, ERROR_SCHEMA } from '../contract/common.schema'
import { API_PREFIX } from './api-router'
import type { AnyRoute } from './route'
import type { JsonSchema } from './validation'

export const CONTRACT_VERSION = '4.0.0'

function parameters(schema: JsonSchema | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }))
}

function json(schema: JsonSchema, mediaType = 'application/json') {
  return { [mediaType]: { schema } }
}

function requestBody(route: AnyRoute) {
  if (route.body) return { requestBody: { required: true, content: json(route.body) } }
  if (route.form) return { requestBody: { required: true, content: json(route.form, 'multipart/form-data') } }
  return {}
}

function operation(route: AnyRoute) {
  const responses: Record<string, unknown> = {}
  for (const [status, spec] of Object.entries(route.responses)) {
    responses[status] = spec.schema ? { description: spec.description, content: json(spec.schema, spec.contentType) } : { description: spec.description }
  }
  if (route.params || route.query || route.body || route.form) responses['422'] = { description: 'Validation Error', content: json(VALIDATION_ERROR_SCHEMA) }
  if (route.access !== 'public') responses['401'] = { description: 'Missing, unknown or expired bearer token', content: json(ERROR_SCHEMA) }
  if (route.access !== 'public') responses['403'] ??= { description: route.access.startsWith('admin') ? 'Needs an administrator' : 'Not open to this kind of key', content: json(ERROR_SCHEMA) }
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method}_${route.path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}`,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...requestBody(route),
    responses,
    ...(route.access === 'public' ? { security: [] } : {}),
  }
}

export function openApiDocument(routes: AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = API_PREFIX + route.path
    paths[path] ??= {}
    paths[path][route.method] = operation(route)
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Arena Console API', version: CONTRACT_VERSION, description: 'Robotics Event Service Interface, as served by Arena Console.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  }
}
