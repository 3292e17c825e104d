import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/*
 * The layers of docs/architecture.md, checked here rather than remembered.
 * From the ground up: a file imports only from its own layer and the layers
 * below it, never in a circle, and the sides and the screens do not import
 * one another. Paths are resolved (the '@/' alias and relative ones alike).
 */
export const LAYERS = [
  { name: 'foundations', places: ['lib', 'logging', 'redis', 'routing', 'payload-types.ts'] },
  { name: 'settings', places: ['env'] },
  { name: 'services', places: ['access', 'audit', 'cache', 'mail', 'payments', 'security', 'storage', 'virusScan'] },
  { name: 'documents', places: ['documents'] },
  { name: 'rules over stored records', places: ['personalData', 'publishing'] },
  { name: 'content model', places: ['fields', 'collections', 'globals', 'jobs', 'migrations', 'payload.config.ts', 'payloadClient.ts'] },
  { name: 'sides', places: ['content', 'submissions', 'staff', 'health', 'backup', 'seed'], apart: true },
  { name: 'screens', places: ['components', 'backOffice', 'api'], apart: true },
  { name: 'entry points', places: ['app', 'commands', 'instrumentation.ts'] },
]
const inSrc = (place) => `./src/${place}`

const LAYER_ZONES = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1)
  const upward = above.length
    ? [
        {
          target: layer.places.map(inSrc),
          from: above.flatMap((higher) => higher.places).map(inSrc),
          message: `The ${layer.name} layer imports only from itself and the layers below it (docs/architecture.md).`,
        },
      ]
    : []
  // Two sides (or two screens) meet only through what lies below them.
  const apart = layer.apart
    ? layer.places.map((place) => ({
        target: inSrc(place),
        from: layer.places.filter((other) => other !== place).map(inSrc),
        message: `src/${place} does not import another part of the ${layer.name} layer (docs/architecture.md).`,
      }))
    : []
  return [...upward, ...apart]
})

/*
 * Within the layers: pages, route handlers and /v1 read through src/content
 * (the read side) and hand forms to src/submissions through /v1's route
 * table; components are given their data. Only the sides talk to Payload.
 * Each pattern covers the '@/' alias and relative paths.
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

const PRIVATE_FIELD = "A name starting with '_' is a library's private field: reach it through the library's public API."

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
  {
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    // Tests reach across layers to check them.
    ignores: ['src/**/*.test.{ts,tsx}'],
    // Circles are looked for among the project's files only: parsing the libraries' types and the generated migrations would take minutes.
    settings: { 'import/ignore': ['node_modules', 'src/migrations/', 'payload-types'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // Type imports too: a circle of types is a circle in the drawing and in the reader's head.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // A library's private fields change in a minor release without a type error. Payload's `_status` (drafts) is public.
      'no-restricted-syntax': [
        'error',
        { selector: 'MemberExpression[computed=false][property.name=/^_(?!status$)/]', message: PRIVATE_FIELD },
        { selector: 'MemberExpression[computed=true][property.value=/^_(?!status$)/]', message: PRIVATE_FIELD },
      ],
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
