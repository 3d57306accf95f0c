// Checks answers against the OpenAPI document the server itself serves, so the document and the behaviour cannot drift apart.
import { Ajv, type ValidateFunction } from 'ajv'
import { expect } from 'vitest'
import type { Answer, TestServer } from './api-server'

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>
  components?: { schemas?: Record<string, object> }
}

/** `schema` with the document's `#/components/schemas/…` references replaced by the schemas they name. */
export function resolveRefs(schema: unknown, document: OpenApi): unknown {
  if (schema === null || typeof schema !== 'object') return schema
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(item, document))
  const ref = (schema as { $ref?: unknown }).$ref
  if (typeof ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1]
    const target = name === undefined ? undefined : document.components?.schemas?.[name]
    if (!target) throw new Error(`unresolved $ref ${ref}`)
    return resolveRefs(target, document)
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolveRefs(value, document)]))
}

export class ContractCheck {
  private readonly ajv = new Ajv({ strict: false, allErrors: true })
  private readonly compiled = new Map<string, ValidateFunction>()

  private constructor(private readonly document: OpenApi) {}

  static async load(t: TestServer): Promise<ContractCheck> {
    const answer = await t.call('GET', '/openapi.json')
    expect(answer.status).toBe(200)
    return new ContractCheck(answer.body as OpenApi)
  }

  /**
   * Asserts that `answer` to `method path` (path as documented, e.g. /api/v1/games/{game_id}) has `status` when
   * given, is documented, and fits its schema.
   */
  conforms(method: string, path: string, answer: Answer, status?: number): void {
    if (status !== undefined) expect(answer.status, answer.text.slice(0, 500)).toBe(status)
    const operation = this.document.paths[path]?.[method.toLowerCase()]
    expect(operation, `${method} ${path} is not in the OpenAPI document`).toBeDefined()
    const response = operation.responses[String(answer.status)]
    expect(response, `${method} ${path} answered ${answer.status}, which the document does not list`).toBeDefined()
    const schema = response.content?.['application/json']?.schema
    if (!schema) {
      const json = answer.headers.get('content-type')?.includes('application/json') && answer.text !== ''
      expect(json, `${method} ${path} ${answer.status} answered JSON the document does not describe`).toBeFalsy()
      return
    }
    const key = `${method} ${path} ${answer.status}`
    let validate = this.compiled.get(key)
    if (!validate) {
      validate = this.ajv.compile(resolveRefs(schema, this.document) as object)
      this.compiled.set(key, validate)
    }
    const valid = validate(answer.body)
    expect(valid, `${key}: ${this.ajv.errorsText(validate.errors)}\n${answer.text.slice(0, 500)}`).toBe(true)
  }
}
