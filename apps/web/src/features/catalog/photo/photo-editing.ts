import {
  CENTRED_PLACEMENT,
  PHOTO_MAX_SCALE,
  clampPlacement,
  type PhotoPlacementValue,
  type PhotoSize,
} from '@shop/contracts/photo-geometry';

/**
 * How the photo editor changes a placement (ADR 0099): keys, drags and zooms, each clamped so
 * the photo always covers the printable area and stays within the contract's bounds. Pure: the
 * editor's component only turns events into these calls and says what changed.
 */

/** The area and the photo in the same units (the picture's pixels, or any other). */
export interface EditorFrame {
  area: PhotoSize;
  photo: PhotoSize;
}

/** One arrow press moves the photo 2 % of the area; with Shift, 10 %. */
export const MOVE_STEP = 0.02;
export const LARGE_MOVE_STEP = 0.1;
/** One + or - press zooms by a quarter of the photo's covering size. */
export const ZOOM_STEP = 0.25;

export type PlacementChange = 'moved' | 'zoomed' | 'reset';

export interface EditResult {
  placement: PhotoPlacementValue;
  change: PlacementChange;
}

const ARROWS: Record<string, [dx: number, dy: number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The placement after a key press, or null for a key the editor leaves alone (Tab, letters):
 * arrows move the photo, + and = zoom in, - zooms out, Home and 0 centre it at zoom 1.
 */
export function placementAfterKey(
  frame: EditorFrame,
  placement: PhotoPlacementValue,
  key: string,
  shiftKey: boolean,
): EditResult | null {
  const arrow = ARROWS[key];
  if (arrow) {
    const step = shiftKey ? LARGE_MOVE_STEP : MOVE_STEP;
    return {
      placement: movedBy(frame, placement, arrow[0] * step, arrow[1] * step),
      change: 'moved',
    };
  }
  if (key === '+' || key === '=')
    return { placement: zoomedTo(frame, placement, placement.scale + ZOOM_STEP), change: 'zoomed' };
  if (key === '-' || key === '_')
    return { placement: zoomedTo(frame, placement, placement.scale - ZOOM_STEP), change: 'zoomed' };
  if (key === 'Home' || key === '0')
    return {
      placement: clampPlacement(frame.area, frame.photo, CENTRED_PLACEMENT),
      change: 'reset',
    };
  return null;
}

/** Moved by fractions of the area (a drag's distance over the area's displayed size). */
export function movedBy(
  frame: EditorFrame,
  placement: PhotoPlacementValue,
  dx: number,
  dy: number,
): PhotoPlacementValue {
  return clampPlacement(frame.area, frame.photo, {
    ...placement,
    x: placement.x + dx,
    y: placement.y + dy,
  });
}

/** Zoomed around the photo's centre, within 1..PHOTO_MAX_SCALE (a wheel, a pinch, a key). */
export function zoomedTo(
  frame: EditorFrame,
  placement: PhotoPlacementValue,
  scale: number,
): PhotoPlacementValue {
  const rounded = Math.round(Math.min(PHOTO_MAX_SCALE, Math.max(1, scale)) * 1000) / 1000;
  return clampPlacement(frame.area, frame.photo, { ...placement, scale: rounded });
}

/** The zoom as people read it: "150 %" for 1.5. */
export function zoomPercent(placement: PhotoPlacementValue): number {
  return Math.round(placement.scale * 100);
}
