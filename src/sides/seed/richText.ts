/**
 * Builds the editor's stored rich-text format from plain structures, for demo
 * content: paragraphs, headings and bullet or numbered lists.
 */
type Node = { type: string; version: number; [key: string]: unknown }

/** A heading is an h3 (under a page section's h2) unless given its tag: h2 for a text that makes up a page's sections. */
type Block = string | { heading: string; tag?: 'h2' | 'h3' } | { bullets: string[] } | { numbered: string[] }

const text = (value: string): Node => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: Node[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

function list(items: string[], listType: 'bullet' | 'number') {
  return element(
    'list',
    items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
    { listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' },
  )
}

export function richText(...blocks: Block[]) {
  return {
    root: element(
      'root',
      blocks.map((block) => {
        if (typeof block === 'string') return element('paragraph', [text(block)], { textFormat: 0, textStyle: '' })
        if ('heading' in block) return element('heading', [text(block.heading)], { tag: block.tag ?? 'h3' })
        if ('bullets' in block) return list(block.bullets, 'bullet')
        return list(block.numbered, 'number')
      }),
    ),
  }
}
