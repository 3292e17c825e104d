/**
 * Where the editor's own HTML converters write markup the HTML standard does
 * not allow, these replace them: every list item carried `value` (allowed on
 * the items of an ordered list only), a checklist item was given
 * role="checkbox" around a real checkbox, and a picture without known
 * dimensions got width="" and height="". Everything else keeps the editor's
 * converters.
 */
import type { SerializedListItemNode, SerializedListNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import type { HTMLConverter, HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The parts of a stored list and its items that numbering reads. */
type ListNode = { listType?: string; tag?: string; start?: number; children: ListChild[] }
type ListChild = { type: string; value?: unknown; children?: { type: string }[] }

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

const isNumbered = (list: ListNode) => list.listType === 'number' || (list.listType === undefined && list.tag === 'ol')

/** An item that only holds a nested list: the editor's way of indenting one. */
const holdsList = (item: ListChild) => (item.children ?? []).some((child) => child.type === 'list')

/**
 * The number an item of an ordered list shows, as the editor stored it, when
 * the browser would show another one by counting: the list's start for the
 * first item, one more than the item before for the others. An item that only
 * holds a nested list shares its number with the item after it, so that item
 * is the one that says so.
 */
function listItemValue(list: ListNode, index: number): number | undefined {
  const item = list.children[index]
  if (!isNumbered(list) || !item || !isCount(item.value)) return undefined
  let counted = isCount(list.start) ? list.start : 1
  for (let before = 0; before < index; before += 1) {
    const sibling = list.children[before]
    if (sibling?.type !== 'listitem') continue
    counted = (isCount(sibling.value) ? sibling.value : counted) + 1
  }
  return item.value === counted ? undefined : item.value
}

const attributes = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('')

const list: HTMLConverter<SerializedListNode> = ({ node, nodesToHTML, providedStyleTag }) => {
  const numbered = isNumbered(node)
  const tag = numbered ? 'ol' : 'ul'
  const kind = numbered ? 'number' : node.listType === 'check' ? 'check' : 'bullet'
  const start = numbered && isCount(node.start) && node.start !== 1 ? String(node.start) : undefined
  const children = nodesToHTML({ nodes: node.children }).join('')
  return `<${tag}${providedStyleTag}${attributes({ class: `list-${kind}`, start })}>${children}</${tag}>`
}

const listitem: HTMLConverter<SerializedListItemNode> = ({ node, nodesToHTML, parent, childIndex, providedCSSString }) => {
  const owner = parent as unknown as ListNode
  const children = nodesToHTML({ nodes: node.children }).join('')
  if (holdsList(node)) {
    return `<li${attributes({ class: 'nestedListItem', style: `list-style-type: none;${providedCSSString}` })}>${children}</li>`
  }
  if (owner.listType === 'check') {
    // A read-only checkbox named by the item's text: ticked or not is read out with it.
    const box = `<input type="checkbox" disabled${node.checked ? ' checked' : ''}>`
    const state = node.checked ? 'list-item-checkbox-checked' : 'list-item-checkbox-unchecked'
    return `<li${attributes({ class: `list-item-checkbox ${state}`, style: providedCSSString })}><label>${box} ${children}</label></li>`
  }
  const value = listItemValue(owner, childIndex)
  return `<li${attributes({ style: providedCSSString, value: value === undefined ? undefined : String(value) })}>${children}</li>`
}

type UploadedFile = { url?: string | null; alt?: string | null; filename?: string | null; mimeType?: string | null; width?: number | null; height?: number | null }

/** An uploaded file in rich text: an image with its text alternative, any other file as a link to it. */
const upload: HTMLConverter<SerializedUploadNode> = ({ node, providedStyleTag }) => {
  const file = node.value && typeof node.value === 'object' ? (node.value as UploadedFile) : null
  const fields = node.fields as { alt?: unknown } | null | undefined
  if (!file?.url) return ''
  if (!file.mimeType?.startsWith('image/')) {
    return `<a${providedStyleTag}${attributes({ href: file.url })}>${escape(file.filename || file.url)}</a>`
  }
  const size = (value: number | null | undefined) => (isCount(value) && value > 0 ? String(value) : undefined)
  // alt stays even when empty: an image with no text alternative is then marked as decoration.
  const alt = escape((typeof fields?.alt === 'string' && fields.alt) || file.alt || '')
  return `<img${providedStyleTag}${attributes({ src: file.url, width: size(file.width), height: size(file.height) })} alt="${alt}" loading="lazy" decoding="async">`
}

export const richTextConverters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  list,
  listitem,
  upload,
})
