/* Run by `npm start` before serving: migrations, demo content, first admin. */
export {}

// Node 20 with tsx's module hooks (run on their own thread) has been seen to
// let the event loop run empty while modules were still loading, and quit
// silently with status 13 (an unsettled top-level await). A timer set before
// anything is loaded keeps the loop alive until the work is done; process.exit
// ends it, and an error still ends the process with a failure.
setInterval(() => {}, 60_000)

// Whatever this process creates in DATA_DIR (the database, its log, the demo's files) is the owner's alone.
const { keepFilesPrivate } = await import('@/server/privateFiles.mjs')
keepFilesPrivate()

// A bad setting or a DATA_DIR that cannot be made stops here with its sentence, not a driver's error.
const { ConfigError, FolderError, getEnv } = await import('@/settings')
try {
  getEnv()
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof FolderError)) throw error
  console.error(error.message)
  process.exit(1)
}

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { prepareDatabase } = await import('@/sides/seed/prepareDatabase')

const payload = await getPayload({ config })
await prepareDatabase(payload)
process.exit(0)
