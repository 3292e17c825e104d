/**
 * Where the scroll-to-top button sits, and whether it would cover a form
 * there: on a phone the forms span the screen, and a button over them would
 * hide a field or the submit button.
 */
export type Box = { left: number; top: number; right: number; bottom: number }

/** The button's offset from the bottom-left corner and its size (bottom-5 left-5, p-3 around a 24 px icon). */
export const SCROLL_TOP_INSET_PX = 20
export const SCROLL_TOP_SIZE_PX = 48
/** Room kept clear around the button, so it never touches a field's edge either. */
const CLEARANCE_PX = 8

export function scrollTopZone(viewportHeight: number): Box {
  return {
    left: 0,
    right: SCROLL_TOP_INSET_PX + SCROLL_TOP_SIZE_PX + CLEARANCE_PX,
    top: viewportHeight - SCROLL_TOP_INSET_PX - SCROLL_TOP_SIZE_PX - CLEARANCE_PX,
    bottom: viewportHeight,
  }
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** True when any of the boxes (the forms on the page) reaches into the zone. */
export function coversAny(zone: Box, boxes: Box[]): boolean {
  return boxes.some((box) => box.right > box.left && box.bottom > box.top && overlaps(zone, box))
}
