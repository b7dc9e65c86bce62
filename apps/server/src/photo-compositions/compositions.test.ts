import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoRectInArea } from '@shop/contracts/photo-geometry';
import { createStorage, type Storage } from '../storage/index.js';
import {
  deleteUploadFiles,
  lineThumbnail,
  printReadySize,
  renderCompositionThumbnail,
  renderPrintReady,
  THUMBNAIL_WIDTH,
} from './index.js';

const BLUE = { r: 20, g: 60, b: 200 };
const RED = { r: 220, g: 30, b: 30 };

function flat(width: number, height: number, colour: typeof BLUE) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The colour of one pixel, as r, g, b (and alpha when the image has it). */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

function near(actual: number[], colour: typeof BLUE) {
  const [r, g, b] = actual;
  return Math.abs(r! - colour.r) + Math.abs(g! - colour.g) + Math.abs(b! - colour.b) < 30;
}

describe('photoRectInArea: cover-fit, zoom, centred at (x, y) of the area', () => {
  it('covers the area exactly at scale 1 when the shapes match, centred', () => {
    expect(
      photoRectInArea(
        { width: 200, height: 150 },
        { width: 800, height: 600 },
        {
          x: 0.5,
          y: 0.5,
          scale: 1,
        },
      ),
    ).toEqual({ left: 0, top: 0, width: 200, height: 150 });
  });

  it('covers with the longer side overhanging, then zooms around the chosen centre', () => {
    // A square area and a landscape photo: the height fits, the width overhangs.
    expect(
      photoRectInArea(
        { width: 100, height: 100 },
        { width: 400, height: 200 },
        {
          x: 0.5,
          y: 0.5,
          scale: 1,
        },
      ),
    ).toEqual({ left: -50, top: 0, width: 200, height: 100 });
    expect(
      photoRectInArea(
        { width: 100, height: 100 },
        { width: 400, height: 200 },
        {
          x: 0.25,
          y: 1,
          scale: 2,
        },
      ),
    ).toEqual({ left: 25 - 200, top: 100 - 100, width: 400, height: 200 });
  });

  it('gives the print-ready area at the photo’s own resolution', () => {
    expect(printReadySize({ width: 1600, height: 1200 }, 4 / 3, 1)).toEqual({
      width: 1600,
      height: 1200,
    });
    expect(printReadySize({ width: 1600, height: 1200 }, 1, 2)).toEqual({
      width: 600,
      height: 600,
    });
  });
});

describe('the composition renderer', () => {
  const printArea = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };

  it('puts the photo inside the area of a thumbnail and leaves the picture outside it', async () => {
    const thumbnail = await renderCompositionThumbnail({
      picture: await flat(800, 600, BLUE),
      photo: await flat(400, 300, RED),
      printArea,
      placement: { x: 0.5, y: 0.5, scale: 1 },
    });
    const meta = await sharp(thumbnail).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', THUMBNAIL_WIDTH, 300]);
    expect(near(await pixel(thumbnail, 200, 150), RED)).toBe(true);
    expect(near(await pixel(thumbnail, 20, 20), BLUE)).toBe(true);
    // Zoomed and moved to the area's left edge: still clipped to the area.
    const moved = await renderCompositionThumbnail({
      picture: await flat(800, 600, BLUE),
      photo: await flat(400, 300, RED),
      printArea,
      placement: { x: 0, y: 0.5, scale: 4 },
    });
    expect(near(await pixel(moved, 110, 150), RED)).toBe(true);
    expect(near(await pixel(moved, 90, 150), BLUE)).toBe(true);
  });

  it('renders the print-ready area alone at the photo’s resolution, empty where uncovered', async () => {
    const photo = await flat(1600, 1200, RED);
    const picture = await flat(800, 600, BLUE);
    const centred = await renderPrintReady({
      picture,
      photo,
      printArea,
      placement: { x: 0.5, y: 0.5, scale: 2 },
    });
    expect([centred.width, centred.height]).toEqual([800, 600]);
    const meta = await sharp(centred.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 600]);
    expect(await pixel(centred.png, 400, 300)).toEqual([RED.r, RED.g, RED.b, 255]);

    // Its centre on the area's left edge at scale 1: the right half is left unprinted.
    const aside = await renderPrintReady({
      picture,
      photo,
      printArea,
      placement: { x: 0, y: 0.5, scale: 1 },
    });
    expect([aside.width, aside.height]).toEqual([1600, 1200]);
    expect(await pixel(aside.png, 400, 600)).toEqual([RED.r, RED.g, RED.b, 255]);
    expect((await pixel(aside.png, 1200, 600))[3]).toBe(0);
  });
});

describe('the kept thumbnail of a line (ADR 0105)', () => {
  it('is drawn once, and never outlives a photo deleted while it was drawn', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'shop-thumbnails-'));
    try {
      const storage = createStorage({
        kind: 'local',
        mediaDir: path.join(scratch, 'media'),
        uploadsDir: path.join(scratch, 'uploads'),
      });
      const upload = {
        id: 'u-1',
        originalKey: 'photos/1/u-1.png',
        previewKey: 'photos/1/u-1.webp',
      };
      const source = {
        placement: { x: 0.5, y: 0.5, scale: 1 },
        printArea: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
        picturePath: null,
        upload,
      };
      const kept = () => readdir(path.join(scratch, 'uploads/thumbnails/u-1')).catch(() => []);
      const preview = await flat(400, 300, RED);
      await storage.uploads.put(upload.previewKey, preview);

      const drawn = await lineThumbnail(storage, source);
      expect(drawn).not.toBeNull();
      expect(await kept()).toHaveLength(1);
      expect((await lineThumbnail(storage, source))?.equals(drawn!)).toBe(true);

      // The upload is deleted (its thumbnails too) just after the preview was read for a new
      // drawing: the thumbnail stored after that deletion must go as well.
      const racing: Storage = {
        ...storage,
        uploads: {
          ...storage.uploads,
          async get(key) {
            const file = await storage.uploads.get(key);
            if (key === upload.previewKey && file) await deleteUploadFiles(storage.uploads, upload);
            return file;
          },
        },
      };
      const moved = { ...source, placement: { x: 0.4, y: 0.5, scale: 2 } };
      expect(await lineThumbnail(racing, moved)).toBeNull();
      expect(await kept()).toEqual([]);
      expect(await storage.uploads.exists(upload.previewKey)).toBe(false);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
