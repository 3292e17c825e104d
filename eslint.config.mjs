import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/*
 * The layering, checked here rather than remembered (docs/architecture.md,
 * "The layers"). Pages, route handlers and /v1 read through src/content (the
 * read side) and hand forms to src/submissions through /v1's route table;
 * components are given their data. Only the sides below them (src/content,
 * src/submissions, src/staff) and the back office's own routes (app/(payload))
 * talk to Payload. Each pattern covers the '@/' alias and relative paths.
 */
const FROM_SRC = String.raw`(?:@/|(?:\.\.?/)+)`
const forbid = (regex, message, extra = {}) => ({ regex, message, caseSensitive: true, ...extra })

const NO_PAYLOAD = [
  forbid(String.raw`^payload(?:/|$)`, 'Only src/content, src/submissions and src/staff talk to Payload: read through src/content.'),
  forbid(
    String.raw`^(?:@payload-config|${FROM_SRC}payload\.config(?:\.ts)?)$`,
    'The Payload config belongs to Payload and its routes; read through src/content.',
  ),
  forbid(String.raw`^${FROM_SRC}payloadClient(?:\.ts)?$`, 'The Payload client is for src/content, src/submissions and src/staff; read through src/content.'),
  forbid(
    String.raw`^${FROM_SRC}(?:collections|globals)(?:/|$)`,
    'The content model is Payload\'s; take the shapes (and their types) from src/content.',
  ),
]
const NO_WRITE_SIDE = forbid(
  String.raw`^${FROM_SRC}submissions(?:/|$)`,
  'The write side is reached over HTTP: the forms POST to /v1, whose route table (src/api/v1.ts) calls src/submissions/handlers.',
)
// Next's Link is a client component per link, hydrated with its hooks, and prefetches pages as they scroll into view.
const NO_NEXT_LINK = forbid('^next/link$', 'Link to a page with SiteLink (src/components/ui/SiteLink): plain markup, followed in the page by the layout\'s one listener, fetched only when followed.')
const COMPONENT_PATTERNS = [
  ...NO_PAYLOAD,
  NO_WRITE_SIDE,
  forbid(String.raw`^${FROM_SRC}content(?:/|$)`, 'Components are given their data by the page; import only types from src/content.', {
    allowTypeImports: true,
  }),
]
const layer = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
})

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-data/**',
      // The benchmark's floor app, built and removed by npm run benchmark.
      '.bench-floor/**',
      // Written by the browser tests while they run.
      'test-results/**',
      'playwright-report/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Pages and route handlers, /v1's route included; the back office's routes are Payload's own.
  { ...layer(['src/app/**'], [...NO_PAYLOAD, NO_WRITE_SIDE, NO_NEXT_LINK]), ignores: ['src/app/(payload)/**'] },
  // /v1's route table and replies: the write side only through its handlers.
  layer(
    ['src/api/**'],
    [
      ...NO_PAYLOAD,
      forbid(
        String.raw`^${FROM_SRC}submissions(?:$|/(?!handlers(?:\.ts)?$))`,
        'From the write side, /v1 takes only its handlers (src/submissions/handlers).',
      ),
    ],
  ),
  // Components are given their data: from src/content they take types only, so no read runs inside one.
  layer(['src/components/**'], [...COMPONENT_PATTERNS, NO_NEXT_LINK]),
]

export default config
