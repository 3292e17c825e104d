/**
 * Demo pictures drawn locally as SVG and rasterised with sharp: scenes, portraits,
 * logos and posters in the campus colours, each with a readable label, so the
 * demo looks like a real site awaiting its photographs rather than blank boxes.
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

/** A landscape "photograph": sky, hills, a campus building and a caption band. */
export function scene(label: string, hue: number, width = 1200, height = 800): Promise<Buffer> {
  const ground = height * 0.62
  const windows = Array.from({ length: 7 }, (_, column) =>
    Array.from({ length: 3 }, (_, row) => {
      const x = width * 0.3 + column * width * 0.058
      const y = ground - height * 0.3 + row * height * 0.08
      return `<rect x='${x}' y='${y}' width='${width * 0.035}' height='${height * 0.05}' fill='${hsl(hue + 40, 60, 85)}' opacity='0.9'/>`
    }).join(''),
  ).join('')
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>
  <defs><linearGradient id='sky' x1='0' y1='0' x2='0' y2='1'>
    <stop offset='0' stop-color='${hsl(hue, 65, 72)}'/><stop offset='1' stop-color='${hsl(hue + 25, 70, 88)}'/>
  </linearGradient></defs>
  <rect width='100%' height='100%' fill='url(#sky)'/>
  <circle cx='${width * 0.82}' cy='${height * 0.2}' r='${height * 0.09}' fill='${hsl(45, 95, 70)}'/>
  <path d='M0 ${ground} Q ${width * 0.25} ${ground - height * 0.18} ${width * 0.5} ${ground} T ${width} ${ground} V ${height} H 0 Z' fill='${hsl(hue + 120, 35, 45)}'/>
  <rect x='${width * 0.27}' y='${ground - height * 0.36}' width='${width * 0.46}' height='${height * 0.36}' fill='${hsl(hue + 200, 25, 35)}'/>
  <polygon points='${width * 0.25},${ground - height * 0.36} ${width * 0.5},${ground - height * 0.48} ${width * 0.75},${ground - height * 0.36}' fill='${hsl(hue + 200, 30, 28)}'/>
  ${windows}
  <rect y='${height * 0.8}' width='100%' height='${height * 0.2}' fill='rgba(15,23,42,0.72)'/>
  <text x='${width * 0.05}' y='${height * 0.915}' ${FONT} font-size='${Math.round(height * 0.06)}' font-weight='700' fill='#ffffff'>${xml(label)}</text>
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
