/**
 * The environment without the test runner's own markers: Payload changes how it
 * loads modules when it sees VITEST, and the site must run as it does in
 * production.
 */
export function runnerFreeEnv(): NodeJS.ProcessEnv & Record<string, string> {
  const env = { ...(process.env as Record<string, string>) }
  for (const key of Object.keys(env)) {
    if (key === 'VITEST' || key === 'TEST' || key.startsWith('VITEST_')) delete env[key]
  }
  // Parallel runs sharing tsx's on-disk cache have run empty scripts.
  env.TSX_DISABLE_CACHE = '1'
  return env as NodeJS.ProcessEnv & Record<string, string>
}
