// A request over real HTTP (JSON or one CSV file) from another loopback address (127.0.0.2, …): the server sees another client machine.
import { request } from 'node:http'

export interface FromAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: any
}

/** A CSV file sent as the `file` part of a multipart form (Bulk Import Users, import jobs). */
export interface FileUpload {
  name: string
  content: string
}

export function callFrom(localAddress: string, url: string, method: string, options: { json?: unknown; token?: string; file?: FileUpload } = {}): Promise<FromAnswer> {
  let body: string | undefined = options.json === undefined ? undefined : JSON.stringify(options.json)
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.file) {
    const boundary = 'from-address-boundary'
    headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`
    body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.file.name}"\r\nContent-Type: text/csv\r\n\r\n${options.file.content}\r\n--${boundary}--\r\n`
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown
        try {
          parsed = text ? JSON.parse(text) : undefined
        } catch {
          parsed = undefined
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** Logs in from `localAddress`; answers the status (and the token on 200). */
export async function loginFrom(localAddress: string, base: string, username: string, password: string): Promise<FromAnswer> {
  return callFrom(localAddress, `${base}/auth/login`, 'POST', { json: { username, password } })
}
