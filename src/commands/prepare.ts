/* Run by `npm start` before serving: migrations, demo content, first admin. */
export {}

// Node 20 with tsx's module hooks (run on their own thread) has been seen to
// let the event loop run empty while modules were still loading, and quit
// silently with status 13 (an unsettled top-level await). A timer set before
// anything is loaded keeps the loop alive until the work is done; process.exit
// ends it, and an error still ends the process with a failure.
setInterval(() => {}, 60_000)

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { prepareDatabase } = await import('@/seed/prepareDatabase')

const payload = await getPayload({ config })
await prepareDatabase(payload)
process.exit(0)
