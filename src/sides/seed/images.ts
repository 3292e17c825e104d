/**
 * Demo pictures drawn locally as SVG and rasterised with sharp: scenes, portraits,
 * logos and posters in the campus colours, so the demo looks like a real site
 * awaiting its photographs rather than blank boxes. Scenes carry no writing,
 * since the site lays captions and names over them; logos and posters keep
 * theirs, as there the writing is the picture.
 */
import sharp from 'sharp'

const xml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const hsl = (hue: number, s: number, l: number) => `hsl(${Math.round(hue) % 360},${s}%,${l}%)`

const FONT = "font-family='DejaVu Sans, Arial, Helvetica, sans-serif'"

async function render(svg: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  return format === 'jpeg' ? image.jpeg({ quality: 80, mozjpeg: true }).toBuffer() : image.png().toBuffer()
}

/** What a demo "photograph" shows; each kind is a simple drawn scene. */
export type SceneKind = 'campus' | 'library' | 'hall' | 'sports' | 'outdoors' | 'lab' | 'beach' | 'evening'

/** A small deterministic sequence, so the same call draws the same picture. */
function sequence(seed: number) {
  let state = (Math.abs(Math.round(seed)) % 2147483646) + 1
  return () => {
    state = (state * 48271) % 2147483647
    return state / 2147483647
  }
}

/** A standing figure seen from a distance: head and shoulders, feet at (x, y). */
function figure(x: number, y: number, size: number, fill: string): string {
  const head = size * 0.16
  return `<circle cx='${x}' cy='${y - size + head}' r='${head}' fill='${fill}'/>` +
    `<path d='M${x - size * 0.22} ${y} L${x - size * 0.2} ${y - size * 0.55} Q ${x} ${y - size * 0.78} ${x + size * 0.2} ${y - size * 0.55} L${x + size * 0.22} ${y} Z' fill='${fill}'/>`
}

function crowd(count: number, left: number, right: number, ground: number, size: number, hue: number, random: () => number): string {
  return Array.from({ length: count }, (_, index) => {
    const x = left + ((right - left) * (index + 0.5)) / count + (random() - 0.5) * size * 0.4
    return figure(x, ground + random() * size * 0.15, size * (0.85 + random() * 0.3), hsl(hue + random() * 120, 35, 22 + random() * 20))
  }).join('')
}

function tree(x: number, ground: number, size: number, hue: number): string {
  return `<rect x='${x - size * 0.06}' y='${ground - size * 0.5}' width='${size * 0.12}' height='${size * 0.5}' fill='${hsl(25, 40, 30)}'/>` +
    `<circle cx='${x}' cy='${ground - size * 0.7}' r='${size * 0.32}' fill='${hsl(hue, 45, 35)}'/>` +
    `<circle cx='${x - size * 0.2}' cy='${ground - size * 0.55}' r='${size * 0.22}' fill='${hsl(hue + 10, 45, 40)}'/>` +
    `<circle cx='${x + size * 0.2}' cy='${ground - size * 0.58}' r='${size * 0.24}' fill='${hsl(hue - 10, 40, 32)}'/>`
}

function sky(width: number, height: number, top: string, bottom: string): string {
  return `<defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${top}'/><stop offset='1' stop-color='${bottom}'/></linearGradient></defs>
  <rect width='${width}' height='${height}' fill='url(#sky)'/>`
}

function building(width: number, height: number, ground: number, hue: number, lit: string): string {
  const windows = Array.from({ length: 7 }, (_, column) =>
    Array.from({ length: 3 }, (_, row) => {
      const x = width * 0.3 + column * width * 0.058
      const y = ground - height * 0.3 + row * height * 0.08
      return `<rect x='${x}' y='${y}' width='${width * 0.035}' height='${height * 0.05}' fill='${lit}' opacity='0.9'/>`
    }).join(''),
  ).join('')
  return `<rect x='${width * 0.27}' y='${ground - height * 0.36}' width='${width * 0.46}' height='${height * 0.36}' fill='${hsl(hue + 200, 25, 35)}'/>
  <polygon points='${width * 0.25},${ground - height * 0.36} ${width * 0.5},${ground - height * 0.48} ${width * 0.75},${ground - height * 0.36}' fill='${hsl(hue + 200, 30, 28)}'/>
  ${windows}
  <rect x='${width * 0.47}' y='${ground - height * 0.1}' width='${width * 0.06}' height='${height * 0.1}' fill='${hsl(hue + 200, 30, 20)}'/>`
}

function sceneBody(kind: SceneKind, hue: number, width: number, height: number): string {
  const random = sequence(hue * 7919 + width + height)
  const w = width
  const h = height
  const ground = h * 0.68
  const person = h * 0.2
  // Skies stay blue (or night blue); the hue varies buildings, tents, screens and people.
  const day = 195 + (hue % 25)
  const night = 225 + (hue % 35)
  const green = 95 + (hue % 30)
  switch (kind) {
    case 'campus':
      return `${sky(w, h, hsl(day, 65, 70), hsl(day + 10, 70, 90))}
  <circle cx='${w * 0.85}' cy='${h * 0.18}' r='${h * 0.08}' fill='${hsl(45, 95, 70)}'/>
  <path d='M0 ${ground} Q ${w * 0.25} ${ground - h * 0.14} ${w * 0.5} ${ground} T ${w} ${ground} V ${h} H 0 Z' fill='${hsl(green, 38, 45)}'/>
  ${building(w, h, ground, hue, hsl(hue + 40, 60, 85))}
  <path d='M${w * 0.47} ${ground} L${w * 0.38} ${h} H${w * 0.62} L${w * 0.53} ${ground} Z' fill='${hsl(35, 25, 78)}'/>
  ${tree(w * 0.12, ground + h * 0.04, h * 0.4, green + 15)}${tree(w * 0.88, ground + h * 0.05, h * 0.34, green + 5)}
  ${crowd(5, w * 0.2, w * 0.8, h * 0.95, person, hue, random)}`
    case 'evening': {
      const stars = Array.from({ length: 40 }, () => `<circle cx='${random() * w}' cy='${random() * h * 0.4}' r='${1 + random() * 2}' fill='#fff' opacity='${0.4 + random() * 0.6}'/>`).join('')
      const bulbs = Array.from({ length: 24 }, (_, index) => {
        const x = (w * (index + 0.5)) / 24
        const y = h * 0.16 + Math.sin((index / 23) * Math.PI) * h * 0.08
        return `<circle cx='${x}' cy='${y}' r='${h * 0.01}' fill='${hsl(45 + (index % 3) * 40, 95, 70)}'/>`
      }).join('')
      return `${sky(w, h, hsl(night, 55, 12), hsl(night + 30, 45, 32))}${stars}
  <path d='M0 ${h * 0.16} Q ${w * 0.5} ${h * 0.32} ${w} ${h * 0.16}' stroke='#475569' stroke-width='2' fill='none'/>${bulbs}
  <rect y='${ground}' width='${w}' height='${h - ground}' fill='${hsl(night, 20, 16)}'/>
  ${building(w, h, ground, hue + 20, hsl(45, 95, 68))}
  ${crowd(9, 0, w, h * 0.97, person, hue + 200, random)}`
    }
    case 'library': {
      const shelves = Array.from({ length: 4 }, (_, row) => {
        const y = h * 0.1 + row * h * 0.15
        let x = w * 0.04
        let books = ''
        while (x < w * 0.94) {
          const bookWidth = w * (0.012 + random() * 0.014)
          const bookHeight = h * (0.09 + random() * 0.035)
          books += `<rect x='${x}' y='${y + h * 0.13 - bookHeight}' width='${bookWidth}' height='${bookHeight}' fill='${hsl(hue + random() * 200, 45, 30 + random() * 30)}'/>`
          x += bookWidth + w * 0.002
        }
        return `${books}<rect x='${w * 0.03}' y='${y + h * 0.13}' width='${w * 0.94}' height='${h * 0.015}' fill='${hsl(25, 40, 28)}'/>`
      }).join('')
      return `<rect width='${w}' height='${h}' fill='${hsl(30, 35, 45)}'/>
  <rect x='${w * 0.03}' y='${h * 0.06}' width='${w * 0.94}' height='${h * 0.64}' fill='${hsl(25, 35, 22)}'/>${shelves}
  <rect y='${h * 0.72}' width='${w}' height='${h * 0.28}' fill='${hsl(hue, 15, 70)}'/>
  ${crowd(4, w * 0.15, w * 0.85, h * 0.9, person, hue, random)}
  <rect x='${w * 0.1}' y='${h * 0.8}' width='${w * 0.8}' height='${h * 0.05}' rx='${h * 0.01}' fill='${hsl(28, 45, 35)}'/>
  <rect x='${w * 0.14}' y='${h * 0.85}' width='${w * 0.02}' height='${h * 0.15}' fill='${hsl(28, 45, 28)}'/><rect x='${w * 0.84}' y='${h * 0.85}' width='${w * 0.02}' height='${h * 0.15}' fill='${hsl(28, 45, 28)}'/>`
    }
    case 'hall': {
      const rows = Array.from({ length: 4 }, (_, row) => {
        const y = h * (0.78 + row * 0.07)
        const count = 9 + row * 2
        return Array.from({ length: count }, (_, seat) =>
          `<circle cx='${(w * (seat + 0.5)) / count + (random() - 0.5) * w * 0.01}' cy='${y}' r='${h * (0.035 + row * 0.006)}' fill='${hsl(hue + 200, 20, 18 + row * 4)}'/>`,
        ).join('')
      }).join('')
      return `<rect width='${w}' height='${h}' fill='${hsl(hue + 200, 25, 22)}'/>
  <rect x='0' y='0' width='${w * 0.12}' height='${h * 0.75}' fill='${hsl(hue, 55, 35)}'/><rect x='${w * 0.88}' y='0' width='${w * 0.12}' height='${h * 0.75}' fill='${hsl(hue, 55, 35)}'/>
  <rect x='${w * 0.22}' y='${h * 0.1}' width='${w * 0.56}' height='${h * 0.4}' fill='${hsl(hue + 180, 40, 88)}'/>
  <rect x='${w * 0.26}' y='${h * 0.16}' width='${w * 0.22}' height='${h * 0.27}' fill='${hsl(hue + 160, 50, 60)}'/>
  <rect x='${w * 0.52}' y='${h * 0.3}' width='${w * 0.05}' height='${h * 0.13}' fill='${hsl(hue + 30, 60, 55)}'/><rect x='${w * 0.59}' y='${h * 0.22}' width='${w * 0.05}' height='${h * 0.21}' fill='${hsl(hue + 60, 60, 55)}'/><rect x='${w * 0.66}' y='${h * 0.18}' width='${w * 0.05}' height='${h * 0.25}' fill='${hsl(hue + 90, 60, 55)}'/>
  <rect y='${h * 0.58}' width='${w}' height='${h * 0.42}' fill='${hsl(hue + 20, 30, 30)}'/>
  ${figure(w * 0.84, h * 0.66, h * 0.26, hsl(hue + 200, 30, 15))}
  ${rows}`
    }
    case 'sports': {
      const lanes = Array.from({ length: 5 }, (_, index) =>
        `<path d='M0 ${h * (0.74 + index * 0.06)} H ${w}' stroke='#ffffff' stroke-width='${h * 0.005}' opacity='0.8'/>`,
      ).join('')
      const flags = Array.from({ length: 14 }, (_, index) => {
        const x = (w * (index + 0.5)) / 14
        return `<polygon points='${x - w * 0.015},${h * 0.3} ${x + w * 0.015},${h * 0.3} ${x},${h * 0.35}' fill='${hsl(hue + index * 40, 75, 55)}'/>`
      }).join('')
      return `${sky(w, h, hsl(day, 70, 70), hsl(day + 5, 70, 90))}
  <circle cx='${w * 0.12}' cy='${h * 0.16}' r='${h * 0.07}' fill='${hsl(45, 95, 70)}'/>
  <rect y='${h * 0.4}' width='${w}' height='${h * 0.1}' fill='${hsl(hue + 200, 20, 55)}'/>
  ${crowd(22, 0, w, h * 0.5, h * 0.08, hue, random)}
  <path d='M0 ${h * 0.3} H ${w}' stroke='#64748b' stroke-width='2'/>${flags}
  <rect y='${h * 0.5}' width='${w}' height='${h * 0.2}' fill='${hsl(110, 45, 42)}'/>
  <rect y='${h * 0.7}' width='${w}' height='${h * 0.3}' fill='${hsl(10, 55, 48)}'/>${lanes}
  ${crowd(3, w * 0.3, w * 0.7, h * 0.82, person * 1.2, hue + 40, random)}`
    }
    case 'outdoors':
      return `${sky(w, h, hsl(day, 65, 72), hsl(day - 10, 60, 90))}
  <rect y='${ground}' width='${w}' height='${h - ground}' fill='${hsl(100, 40, 45)}'/>
  ${tree(w * 0.08, ground, h * 0.55, 120)}${tree(w * 0.92, ground, h * 0.5, 110)}
  <polygon points='${w * 0.3},${h * 0.42} ${w * 0.5},${h * 0.22} ${w * 0.7},${h * 0.42}' fill='${hsl(hue, 70, 55)}'/>
  <rect x='${w * 0.3}' y='${h * 0.42}' width='${w * 0.4}' height='${ground - h * 0.42}' fill='${hsl(hue, 30, 92)}'/>
  <path d='M${w * 0.3} ${h * 0.42} Q ${w * 0.35} ${h * 0.5} ${w * 0.4} ${h * 0.42} Q ${w * 0.45} ${h * 0.5} ${w * 0.5} ${h * 0.42} Q ${w * 0.55} ${h * 0.5} ${w * 0.6} ${h * 0.42} Q ${w * 0.65} ${h * 0.5} ${w * 0.7} ${h * 0.42} Z' fill='${hsl(hue, 70, 55)}'/>
  ${crowd(8, w * 0.15, w * 0.85, h * 0.93, person, hue, random)}`
    case 'lab': {
      const desks = Array.from({ length: 2 }, (_, row) => {
        const y = h * (0.55 + row * 0.22)
        const count = 4 + row
        return Array.from({ length: count }, (_, seat) => {
          const x = (w * (seat + 0.5)) / count
          const size = h * (0.13 + row * 0.03)
          return `<rect x='${x - size * 0.7}' y='${y - size}' width='${size * 1.4}' height='${size * 0.85}' rx='${size * 0.06}' fill='${hsl(220, 15, 20)}'/>` +
            `<rect x='${x - size * 0.62}' y='${y - size * 0.93}' width='${size * 1.24}' height='${size * 0.7}' fill='${hsl(hue + 180 + seat * 15, 55, 60)}'/>` +
            `<rect x='${x - size * 0.08}' y='${y - size * 0.15}' width='${size * 0.16}' height='${size * 0.15}' fill='${hsl(220, 10, 35)}'/>`
        }).join('') + `<rect x='0' y='${y}' width='${w}' height='${h * 0.04}' fill='${hsl(30, 30, 55)}'/>`
      }).join('')
      return `<rect width='${w}' height='${h}' fill='${hsl(hue + 180, 20, 85)}'/>
  <rect x='${w * 0.05}' y='${h * 0.06}' width='${w * 0.9}' height='${h * 0.2}' fill='${hsl(hue + 190, 40, 75)}'/>
  <rect y='${h * 0.62}' width='${w}' height='${h * 0.38}' fill='${hsl(hue + 180, 10, 65)}'/>
  ${desks}`
    }
    case 'beach': {
      const waves = Array.from({ length: 4 }, (_, index) =>
        `<path d='M0 ${h * (0.5 + index * 0.04)} Q ${w * 0.125} ${h * (0.48 + index * 0.04)} ${w * 0.25} ${h * (0.5 + index * 0.04)} T ${w * 0.5} ${h * (0.5 + index * 0.04)} T ${w * 0.75} ${h * (0.5 + index * 0.04)} T ${w} ${h * (0.5 + index * 0.04)}' stroke='#ffffff' stroke-width='2' fill='none' opacity='0.6'/>`,
      ).join('')
      return `${sky(w, h, hsl(day, 75, 70), hsl(day - 5, 70, 88))}
  <circle cx='${w * 0.75}' cy='${h * 0.2}' r='${h * 0.08}' fill='${hsl(45, 95, 72)}'/>
  <rect y='${h * 0.42}' width='${w}' height='${h * 0.25}' fill='${hsl(195, 70, 45)}'/>${waves}
  <path d='M0 ${h * 0.64} Q ${w * 0.5} ${h * 0.58} ${w} ${h * 0.66} V ${h} H 0 Z' fill='${hsl(42, 60, 75)}'/>
  <path d='M${w * 0.1} ${h} Q ${w * 0.12} ${h * 0.6} ${w * 0.16} ${h * 0.35}' stroke='${hsl(28, 40, 35)}' stroke-width='${w * 0.015}' fill='none'/>
  ${[0, 1, 2, 3, 4].map((index) => `<path d='M${w * 0.16} ${h * 0.35} q ${w * (-0.1 + index * 0.05)} ${-h * 0.08} ${w * (-0.14 + index * 0.07)} ${h * 0.06}' stroke='${hsl(120, 45, 30)}' stroke-width='${h * 0.025}' fill='none' stroke-linecap='round'/>`).join('')}
  ${crowd(6, w * 0.3, w * 0.95, h * 0.92, person, hue, random)}`
    }
  }
}

/**
 * A landscape "photograph" of the given kind without any writing: the site
 * lays captions and album names over these pictures. Only a share image,
 * which stands for the site on its own, passes a label for a caption band.
 */
export function scene(kind: SceneKind, hue: number, width = 1200, height = 800, label?: string): Promise<Buffer> {
  const band = label
    ? `<rect y='${height * 0.8}' width='100%' height='${height * 0.2}' fill='rgba(15,23,42,0.72)'/>
  <text x='${width * 0.05}' y='${height * 0.915}' ${FONT} font-size='${Math.round(height * 0.06)}' font-weight='700' fill='#ffffff'>${xml(label)}</text>`
    : ''
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>
  ${sceneBody(kind, hue, width, height)}
  ${band}
</svg>`
  return render(svg, 'jpeg')
}

/** A head-and-shoulders portrait silhouette with the person's initials. */
export function portrait(name: string, hue: number, size = 600): Promise<Buffer> {
  const initials = name
    .replace(/^(Prof\.|Dr\.|Mr\.|Mrs\.|Ms\.)\s+/i, '')
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0])
    .join('')
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 100 100'>
  <defs><linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'>
    <stop offset='0' stop-color='${hsl(hue, 45, 80)}'/><stop offset='1' stop-color='${hsl(hue + 30, 50, 62)}'/>
  </linearGradient></defs>
  <rect width='100' height='100' fill='url(#bg)'/>
  <circle cx='50' cy='40' r='17' fill='${hsl(hue + 180, 20, 30)}'/>
  <path d='M18 100 Q 20 66 50 64 Q 80 66 82 100 Z' fill='${hsl(hue + 180, 20, 30)}'/>
  <text x='50' y='46' text-anchor='middle' ${FONT} font-size='13' font-weight='700' fill='#ffffff'>${xml(initials)}</text>
</svg>`
  return render(svg, 'jpeg')
}

/** A partner logo: a monogram badge beside the organisation's name. */
export function logo(name: string, hue: number): Promise<Buffer> {
  const monogram = name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join('')
  // Wrap the name on two lines at the word nearest the middle.
  const words = name.split(/\s+/)
  const half = Math.ceil(words.length / 2)
  const lines = words.length > 2 ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [name]
  const nameText = lines
    .map((line, index) => `<text x='160' y='${lines.length === 1 ? 110 : 96 + index * 32}' ${FONT} font-size='24' font-weight='700' fill='${hsl(hue, 50, 25)}'>${xml(line)}</text>`)
    .join('')
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='480' height='200' viewBox='0 0 480 200'>
  <rect width='480' height='200' fill='#ffffff'/>
  <rect x='16' y='36' width='128' height='128' rx='28' fill='${hsl(hue, 62, 42)}'/>
  <text x='80' y='117' text-anchor='middle' ${FONT} font-size='44' font-weight='700' fill='#ffffff'>${xml(monogram)}</text>
  ${nameText}
</svg>`
  return render(svg, 'png')
}

/** A portrait-format flyer or research poster with a title and text blocks. */
export function poster(title: string, subtitle: string, hue: number): Promise<Buffer> {
  const words = title.split(/\s+/)
  const lines: string[] = []
  for (const word of words) {
    const last = lines[lines.length - 1]
    if (last !== undefined && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  const titleLines = lines
    .slice(0, 4)
    .map((line, index) => `<text x='60' y='${200 + index * 72}' ${FONT} font-size='60' font-weight='700' fill='#ffffff'>${xml(line)}</text>`)
    .join('')
  const bars = Array.from({ length: 6 }, (_, index) =>
    `<rect x='60' y='${640 + index * 48}' width='${560 - (index % 3) * 90}' height='20' rx='10' fill='${hsl(hue, 30, 88)}'/>`,
  ).join('')
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='1100' viewBox='0 0 800 1100'>
  <rect width='800' height='1100' fill='${hsl(hue, 55, 30)}'/>
  <circle cx='700' cy='120' r='220' fill='${hsl(hue + 30, 60, 45)}' opacity='0.6'/>
  ${titleLines}
  <text x='60' y='560' ${FONT} font-size='30' fill='${hsl(hue + 30, 80, 85)}'>${xml(subtitle)}</text>
  ${bars}
  <rect x='60' y='960' width='260' height='70' rx='35' fill='${hsl(45, 95, 60)}'/>
  <text x='190' y='1006' text-anchor='middle' ${FONT} font-size='28' font-weight='700' fill='${hsl(hue, 55, 20)}'>Learn more</text>
</svg>`
  return render(svg, 'jpeg')
}
