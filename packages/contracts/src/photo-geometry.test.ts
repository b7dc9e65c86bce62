import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CENTRED_PLACEMENT,
  PHOTO_MAX_SCALE,
  clampPlacement,
  photoCropForArea,
  photoRectInArea,
} from './photo-geometry.js';

// The mug's band on an 800-pixel picture: 320 × 280 pixels.
const band = { width: 320, height: 280 };

describe('photoRectInArea', () => {
  it('at zoom 1 and centred, a landscape photo covers the area exactly in height and overhangs its sides equally', () => {
    const rect = photoRectInArea(band, { width: 4000, height: 2000 }, CENTRED_PLACEMENT);
    expect(rect.height).toBeCloseTo(280);
    expect(rect.width).toBeCloseTo(560);
    expect(rect.top).toBeCloseTo(0);
    expect(rect.left).toBeCloseTo(-120);
  });

  it('at zoom 1 a portrait photo covers the area in width', () => {
    const rect = photoRectInArea(band, { width: 1000, height: 3000 }, CENTRED_PLACEMENT);
    expect(rect.width).toBeCloseTo(320);
    expect(rect.height).toBeCloseTo(960);
    expect(rect.left).toBeCloseTo(0);
    expect(rect.top).toBeCloseTo(-340);
  });

  it("puts the photo's centre at the placement's fractions of the area and zooms around it", () => {
    const rect = photoRectInArea(band, { width: 400, height: 400 }, { x: 0.25, y: 0.75, scale: 2 });
    // Cover: 320 × 320, doubled: 640 × 640, centred on (80, 210).
    expect(rect).toEqual({ left: 80 - 320, top: 210 - 320, width: 640, height: 640 });
  });

  it('is the same at any size the area is shown or printed at (fractions, not pixels)', () => {
    const placement = { x: 0.6, y: 0.4, scale: 1.5 };
    const photo = { width: 3024, height: 4032 };
    const small = photoRectInArea(band, photo, placement);
    const large = photoRectInArea({ width: 3200, height: 2800 }, photo, placement);
    expect(large.left / 10).toBeCloseTo(small.left);
    expect(large.top / 10).toBeCloseTo(small.top);
    expect(large.width / 10).toBeCloseTo(small.width);
  });
});

describe('photoCropForArea', () => {
  it("names the part of the photo's own pixels that fills the area", () => {
    const crop = photoCropForArea(band, { width: 4000, height: 2000 }, CENTRED_PLACEMENT);
    // The area's shape (8:7) cut from the middle of the photo, full height.
    expect(crop.top).toBeCloseTo(0);
    expect(crop.height).toBeCloseTo(2000);
    expect(crop.width).toBeCloseTo((2000 * 320) / 280);
    expect(crop.left).toBeCloseTo((4000 - (2000 * 320) / 280) / 2);
  });
});

describe('clampPlacement', () => {
  it('keeps a photo at zoom 1 from moving along the side it fits exactly', () => {
    const placed = clampPlacement(
      band,
      { width: 4000, height: 2000 },
      { x: 0.9, y: 0.9, scale: 1 },
    );
    // 560 wide: the centre may go from 1 - 280/320 to 280/320; its height fits exactly.
    expect(placed.x).toBeCloseTo(0.875);
    expect(placed.y).toBe(0.5);
  });

  it('bounds the zoom to 1..PHOTO_MAX_SCALE and the centre to 0..1', () => {
    expect(clampPlacement(band, band, { x: 2, y: -1, scale: 9 })).toEqual({
      x: 1,
      y: 0,
      scale: PHOTO_MAX_SCALE,
    });
    expect(clampPlacement(band, band, { x: 0.2, y: 0.2, scale: 0.5 })).toEqual({
      x: 0.5,
      y: 0.5,
      scale: 1,
    });
  });

  it('always leaves the area covered, for any photo, area and asked placement', () => {
    const size = fc.record({
      width: fc.integer({ min: 1, max: 10_000 }),
      height: fc.integer({ min: 1, max: 10_000 }),
    });
    const asked = fc.record({
      x: fc.double({ min: -2, max: 3, noNaN: true }),
      y: fc.double({ min: -2, max: 3, noNaN: true }),
      scale: fc.double({ min: -1, max: 10, noNaN: true }),
    });
    fc.assert(
      fc.property(size, size, asked, (area, photo, placement) => {
        const placed = clampPlacement(area, photo, placement);
        const rect = photoRectInArea(area, photo, placed);
        const slack = 1e-6 * Math.max(area.width, area.height);
        expect(placed.scale).toBeGreaterThanOrEqual(1);
        expect(placed.scale).toBeLessThanOrEqual(PHOTO_MAX_SCALE);
        for (const value of [placed.x, placed.y]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(1);
        }
        expect(rect.left).toBeLessThanOrEqual(slack);
        expect(rect.top).toBeLessThanOrEqual(slack);
        expect(rect.left + rect.width).toBeGreaterThanOrEqual(area.width - slack);
        expect(rect.top + rect.height).toBeGreaterThanOrEqual(area.height - slack);
      }),
    );
  });
});
