import { capturePage, buildFloor, FLOOR_DIR, NEXT_CLI } from '../scripts/floor.mjs'
const html = await (await fetch('http://localhost:3000/')).text()
buildFloor(capturePage(html))
console.log('built', FLOOR_DIR, NEXT_CLI)
