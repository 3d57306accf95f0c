// The OpenAPI document of every route, served at /api/v1/openapi.json.
import { openApiDocument } from './openapi'
import { route, type AnyRoute } from './route'

export function docsRoutes(allRoutes: () => AnyRoute[]): AnyRoute[] {
  let document: unknown
  return [
    route({
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      description: 'Answers this OpenAPI 3.1 document, generated from the same route table and schemas that validate requests. Anyone may read it, without a token.',
      tag: 'meta',
      access: 'public',
      responses: { 200: { description: 'OpenAPI 3.1', schema: { type: 'object' } } },
      handler() {
        document ??= openApiDocument(allRoutes())
        return { body: document }
      },
    }),
  ]
}
