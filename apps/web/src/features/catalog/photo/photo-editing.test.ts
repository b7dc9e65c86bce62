import { describe, expect, it } from 'vitest';
import { CENTRED_PLACEMENT, PHOTO_MAX_SCALE } from '@shop/contracts/photo-geometry';
import { placementAfterKey, zoomPercent, type EditorFrame } from './photo-editing';

// A square photo in the mug's band (wider than high): at zoom 1 it overhangs top and bottom.
const frame: EditorFrame = {
  area: { width: 320, height: 280 },
  photo: { width: 1000, height: 1000 },
};

function press(keys: string[], shiftKey = false) {
  let placement = CENTRED_PLACEMENT;
  const changes: string[] = [];
  for (const key of keys) {
    const result = placementAfterKey(frame, placement, key, shiftKey);
    if (!result) continue;
    placement = result.placement;
    changes.push(result.change);
  }
  return { placement, changes };
}

describe('the photo editor keys', () => {
  it('+ and = zoom in by a quarter, - zooms out, and say so', () => {
    expect(press(['+']).placement.scale).toBe(1.25);
    expect(press(['=', '=']).placement.scale).toBe(1.5);
    expect(zoomPercent(press(['+', '+']).placement)).toBe(150);
    expect(press(['+', '+', '-']).placement.scale).toBe(1.25);
    expect(press(['+']).changes).toEqual(['zoomed']);
  });

  it('never zooms out beyond covering the area nor in beyond the largest zoom', () => {
    expect(press(['-', '-']).placement.scale).toBe(1);
    expect(press(Array<string>(30).fill('+')).placement.scale).toBe(PHOTO_MAX_SCALE);
  });

  it('arrows move 2 % of the area, Shift 10 %, within what keeps the area covered', () => {
    // At zoom 1 the photo is exactly as wide as the area: it cannot move sideways.
    expect(press(['ArrowRight']).placement.x).toBe(0.5);
    // It overhangs vertically by 40 of 280: its centre may go down to 0.5 + 20/280.
    expect(press(['ArrowDown']).placement.y).toBeCloseTo(0.52);
    expect(press(['ArrowUp', 'ArrowUp']).placement.y).toBeCloseTo(0.46);
    expect(press(['ArrowDown'], true).placement.y).toBeCloseTo(0.5 + 20 / 280);
    const zoomed = press(['+', '+', 'ArrowLeft', 'ArrowLeft']).placement;
    expect(zoomed.x).toBeCloseTo(0.46);
    expect(press(['ArrowLeft']).changes).toEqual(['moved']);
  });

  it('Home and 0 centre the photo at zoom 1 again', () => {
    expect(press(['+', 'ArrowLeft', 'ArrowUp', 'Home'])).toEqual({
      placement: CENTRED_PLACEMENT,
      changes: ['zoomed', 'moved', 'moved', 'reset'],
    });
    expect(press(['+', '0']).placement).toEqual(CENTRED_PLACEMENT);
  });

  it('leaves other keys (Tab, letters) to the page', () => {
    expect(placementAfterKey(frame, CENTRED_PLACEMENT, 'Tab', false)).toBeNull();
    expect(placementAfterKey(frame, CENTRED_PLACEMENT, 'a', false)).toBeNull();
  });
});
