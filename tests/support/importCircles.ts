/**
 * Circles of imports among the files of src/, type imports and `import()`
 * included: what a drawing of the tree shows as files that import each other.
 * Lint's import/no-cycle leaves out type imports; this finds those too.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

function sourceFiles(root: string): Map<string, string> {
  const files = new Map<string, string>()
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)) {
        files.set(relative, fs.readFileSync(path.join(root, relative), 'utf8'))
      }
    }
  }
  walk('src')
  return files
}

/** The file of src/ that `specifier` names from `from`, if it is one. */
function resolve(specifier: string, from: string, files: Map<string, string>): string | undefined {
  const base = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : specifier.startsWith('.') ? path.posix.join(path.posix.dirname(from), specifier) : undefined
  if (base === undefined) return undefined
  return ENDINGS.map((ending) => base + ending).find((candidate) => files.has(candidate))
}

/** Each circle as its files, sorted; none when the imports run one way. `files` replaces the tree (path → text). */
export function importCircles(root: string, files: Map<string, string> = sourceFiles(root)): string[][] {
  const imports = new Map<string, string[]>()
  for (const [file, text] of files) {
    const named = ts.preProcessFile(text, true, true).importedFiles.map((entry) => resolve(entry.fileName, file, files))
    imports.set(file, [...new Set(named.filter((target): target is string => target !== undefined))])
  }
  // Tarjan's strongly connected components, without recursion (the tree is deep enough to matter).
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  let counter = 0
  for (const start of imports.keys()) {
    if (order.has(start)) continue
    const work: [string, number][] = [[start, 0]]
    order.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const top = work[work.length - 1]!
      const [file, next] = top
      const targets = imports.get(file) ?? []
      if (next < targets.length) {
        top[1] += 1
        const target = targets[next]!
        if (!order.has(target)) {
          order.set(target, counter)
          low.set(target, counter++)
          stack.push(target)
          onStack.add(target)
          work.push([target, 0])
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1]![0]
        low.set(parent, Math.min(low.get(parent)!, low.get(file)!))
      }
      if (low.get(file) === order.get(file)) {
        const circle: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          circle.push(member)
        } while (member !== file)
        const selfImport = (imports.get(file) ?? []).includes(file)
        if (circle.length > 1 || selfImport) circles.push(circle.sort())
      }
    }
  }
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!))
}
