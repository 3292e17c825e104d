import fs from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/*
 * The layers of docs/architecture.md, checked here rather than remembered.
 * From the ground up: a file imports only from its own layer and the layers
 * below it, never in a circle, and the sides and the screens do not import
 * one another. Paths are resolved (the '@/' alias and relative ones alike).
 */
export const LAYERS = [
  { name: 'server', places: ['server'] },
  { name: 'foundations', places: ['foundations'] },
  { name: 'settings', places: ['settings'] },
  { name: 'services', places: ['services'] },
  { name: 'records', places: ['records'] },
  { name: 'model', places: ['model'] },
  { name: 'sides', places: ['sides'], apart: true },
  { name: 'screens', places: ['screens'], apart: true },
  { name: 'entry points', places: ['app', 'commands', 'instrumentation.ts'] },
]
const inSrc = (place) => `./src/${place}`
const partsOf = (place) =>
  fs
    .readdirSync(new URL(`./src/${place}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${place}/${entry.name}`)

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
  const parts = layer.apart ? layer.places.flatMap(partsOf) : []
  const apart = parts.map((part) => ({
    target: inSrc(part),
    from: parts.filter((other) => other !== part).map(inSrc),
    message: `src/${part} does not import another part of the ${layer.name} layer (docs/architecture.md).`,
  }))
  return [...upward, ...apart]
})

/*
 * Within the layers: pages, route handlers and /v1 read through src/sides/content
 * (the read side) and hand forms to src/sides/submissions through /v1's route
 * table; components are given their data. Only the sides talk to Payload.
 * Each pattern covers the '@/' alias and relative paths.
 */
const FROM_SRC = String.raw`(?:@/|(?:\.\.?/)+)`
const forbid = (regex, message, extra = {}) => ({ regex, message, caseSensitive: true, ...extra })

const NO_PAYLOAD = [
  forbid(String.raw`^payload(?:/|$)`, 'Only src/sides/content, src/sides/submissions and src/sides/staff talk to Payload: read through src/sides/content.'),
  forbid(
    String.raw`^(?:@payload-config|${FROM_SRC}(?:model/)?payload\.config(?:\.ts)?)$`,
    'The Payload config belongs to Payload and its routes; read through src/sides/content.',
  ),
  forbid(String.raw`^${FROM_SRC}(?:model/)?payloadClient(?:\.ts)?$`, 'The Payload client is for src/sides/content, src/sides/submissions and src/sides/staff; read through src/sides/content.'),
  forbid(
    String.raw`^${FROM_SRC}(?:model/)?(?:collections|globals)(?:/|$)`,
    'The content model is Payload\'s; take the shapes (and their types) from src/sides/content.',
  ),
]
const NO_WRITE_SIDE = forbid(
  String.raw`^${FROM_SRC}(?:sides/)?submissions(?:/|$)`,
  'The write side is reached over HTTP: the forms POST to /v1, whose route table (src/screens/api/v1.ts) calls src/sides/submissions/handlers.',
)
// Next's Link is a client component per link, hydrated with its hooks, and prefetches pages as they scroll into view.
const NO_NEXT_LINK = forbid('^next/link$', 'Link to a page with SiteLink (src/screens/components/ui/SiteLink): plain markup, followed in the page by the layout\'s one listener, fetched only when followed.')
const COMPONENT_PATTERNS = [
  ...NO_PAYLOAD,
  NO_WRITE_SIDE,
  forbid(String.raw`^${FROM_SRC}(?:sides/)?content(?:/|$)`, 'Components are given their data by the page; import only types from src/sides/content.', {
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
      'src/foundations/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/model/migrations/**',
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
    settings: { 'import/ignore': ['node_modules', 'src/model/migrations/', 'payload-types'] },
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
    ['src/screens/api/**'],
    [
      ...NO_PAYLOAD,
      forbid(
        String.raw`^${FROM_SRC}(?:sides/)?submissions(?:$|/(?!handlers(?:\.ts)?$))`,
        'From the write side, /v1 takes only its handlers (src/sides/submissions/handlers).',
      ),
    ],
  ),
  // Components are given their data: from src/sides/content they take types only, so no read runs inside one.
  layer(['src/screens/components/**'], [...COMPONENT_PATTERNS, NO_NEXT_LINK]),
]

export default config
