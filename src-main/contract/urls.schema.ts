// Schema of GET /system/urls: the addresses to give robots and venue screens, and the port robots listen on.
import type { FromSchema } from 'json-schema-to-ts'

export const SERVER_URLS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['urls', 'robot_port'],
  properties: {
    urls: { type: 'array', items: { type: 'string' }, description: 'Every URL the server answers on: loopback first, then each LAN address (for screens and robots).' },
    robot_port: { type: 'integer', description: 'TCP port robots listen on for the start and stop signals.' },
  },
} as const

/** Loopback first (this machine), then each LAN address; and the robots' TCP port (an arena setting). */
export type ServerUrls = FromSchema<typeof SERVER_URLS_SCHEMA>
