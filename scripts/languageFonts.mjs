#!/usr/bin/env node
/**
 * The fonts of the Sinhala and Tamil pages (issue 55, docs/decisions/068):
 * Noto Sans Sinhala and Noto Sans Tamil from their npm packages
 * (@fontsource, SIL Open Font License), only the subset of each script, in
 * the two weights the pages use, written into public/fonts with a stylesheet
 * per language that the pages of that language alone link to
 * (src/app/(site)/(en)/layout.tsx). An English page names neither.
 *
 * Run by the build (scripts/build.mjs) and before `npm run dev`; a file is
 * written only when it differs, so an unchanged copy does not make the build
 * think its sources changed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const FONTS_DIR = path.join(root, 'public', 'fonts')

/** The fonts' stylesheets, by language; keep in step with `LANGUAGE_FONT_STYLESHEETS` in src/foundations/languages.ts. */
export const LANGUAGE_FONTS = {
  si: { package: '@fontsource/noto-sans-sinhala', family: 'Noto Sans Sinhala', subset: 'sinhala', lineHeight: 1.75 },
  ta: { package: '@fontsource/noto-sans-tamil', family: 'Noto Sans Tamil', subset: 'tamil', lineHeight: 1.7 },
}

const WEIGHTS = [400, 700]

/** The unicode-range the package gives its subset, read from its own stylesheet for the weight. */
function unicodeRange(packageDir, subset, weight) {
  const css = fs.readFileSync(path.join(packageDir, `${weight}.css`), 'utf8')
  const face = css.split('@font-face').find((block) => block.includes(`-${subset}-${weight}-normal.woff2`))
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)
  if (!range) throw new Error(`${packageDir}/${weight}.css has no ${subset} face with a unicode-range`)
  return range[1].trim()
}

function writeIfChanged(file, content) {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(Buffer.from(content))) return
  fs.writeFileSync(file, content)
}

export function copyLanguageFonts() {
  fs.mkdirSync(FONTS_DIR, { recursive: true })
  for (const [language, font] of Object.entries(LANGUAGE_FONTS)) {
    const packageDir = path.join(root, 'node_modules', font.package)
    const faces = WEIGHTS.map((weight) => {
      const file = `${path.basename(font.package)}-${font.subset}-${weight}-normal.woff2`
      writeIfChanged(path.join(FONTS_DIR, file), fs.readFileSync(path.join(packageDir, 'files', file)))
      return [
        '@font-face {',
        `  font-family: '${font.family}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${weight};`,
        `  src: url(/fonts/${file}) format('woff2');`,
        `  unicode-range: ${unicodeRange(packageDir, font.subset, weight)};`,
        '}',
      ].join('\n')
    })
    // The script's vowel signs sit above and below the line: text needs more room between lines than Latin.
    // (--tw-leading is what Tailwind's text sizes read; a leading-* class on an element still wins.)
    // The script's font comes first (--font-script, src/app/(site)/(en)/globals.css): a system font
    // earlier in the list may claim the script and draw empty boxes rather than let the next font draw it.
    const spacing = `:root {\n  --font-script: '${font.family}';\n}\n*, ::before, ::after {\n  --tw-leading: ${font.lineHeight};\n}\nbody {\n  line-height: ${font.lineHeight};\n}`
    const header = `/* ${font.family} (${font.package}, SIL Open Font License 1.1): the ${font.subset} subset, for the pages in this language. Written by scripts/languageFonts.mjs. */`
    writeIfChanged(path.join(FONTS_DIR, `${language}.css`), `${header}\n${faces.join('\n')}\n${spacing}\n`)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) copyLanguageFonts()
