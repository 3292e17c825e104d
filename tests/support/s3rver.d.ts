declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export default class S3rver {
    constructor(options: { directory: string; silent?: boolean; configureBuckets?: { name: string }[] })
    configureBuckets(): Promise<unknown>
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
}
