import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  photoRectInArea,
  type PhotoPlacementValue,
  type PhotoSize,
} from '@shop/contracts/photo-geometry';
import type { PrintArea } from '@shop/contracts';
import { usePrivateImage } from '../../../hooks/use-private-image';
import {
  movedBy,
  placementAfterKey,
  zoomedTo,
  zoomPercent,
  type EditorFrame,
  type PlacementChange,
} from './photo-editing';

/** How much one notch of a mouse wheel (100 pixels of scrolling) zooms. */
const WHEEL_ZOOM_PER_PIXEL = 0.001;

const percent = (value: number) => `${value * 100}%`;

/**
 * The picture's box as `object-cover` shows it in the gallery's square: the printable area is
 * a fraction of the picture, not of the square, so it is placed in that box.
 */
function pictureBoxStyle(picture: PhotoSize) {
  const aspect = picture.width / picture.height;
  return aspect >= 1
    ? { top: 0, height: '100%', width: percent(aspect), left: percent((1 - aspect) / 2) }
    : { left: 0, width: '100%', height: percent(1 / aspect), top: percent((1 - 1 / aspect) / 2) };
}

export interface PhotoEditorProps {
  /** The photo's preview, shown from a blob address (it is private). */
  src: string;
  /** The uploaded photo's pixels: the preview is smaller, the shape is the same. */
  photo: PhotoSize;
  /** The product's main picture's pixels (square when unknown). */
  picture: PhotoSize;
  area: PrintArea;
  placement: PhotoPlacementValue;
  onPlacementChange: (placement: PhotoPlacementValue) => void;
  /** The personalisation text, drawn at the area's bottom as it will be made. */
  text: string;
}

/**
 * The customer's photo on the product's main picture, inside the printable area, live (issue
 * 29, ADR 0099): dragged with a pointer or a finger, zoomed with a pinch or the wheel, and
 * with the keyboard (arrows, + and -, Home). The area clips the photo, which always covers it
 * (the shared geometry, `@shop/contracts/photo-geometry`, is also what the print is made with).
 * Loaded on first use, with its texts (photo/editor.ts).
 */
export function PhotoEditor({
  src,
  photo,
  picture,
  area,
  placement,
  onPlacementChange,
  text,
}: PhotoEditorProps) {
  const { t } = useTranslation();
  const instructionsId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // The latest placement, for the moves of one drag that come between two renders.
  const latest = useRef(placement);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  // The wheel's listener is added once (it must be able to cancel the page's scroll); it calls
  // the handler of the latest render.
  const onWheel = useRef<(event: WheelEvent) => void>(() => undefined);

  const frame: EditorFrame = {
    area: { width: area.width * picture.width, height: area.height * picture.height },
    photo,
  };

  const announce = (change: PlacementChange, next: PhotoPlacementValue) =>
    setAnnouncement(
      change === 'moved'
        ? t('photoEditor.moved')
        : change === 'zoomed'
          ? t('photoEditor.zoom', { percent: zoomPercent(next) })
          : t('photoEditor.reset'),
    );

  const change = (next: PhotoPlacementValue) => {
    latest.current = next;
    onPlacementChange(next);
  };

  useLayoutEffect(() => {
    latest.current = placement;
    onWheel.current = (event: WheelEvent) => {
      event.preventDefault();
      const current = latest.current;
      const next = zoomedTo(
        frame,
        current,
        current.scale * (1 - event.deltaY * WHEEL_ZOOM_PER_PIXEL),
      );
      change(next);
      announce('zoomed', next);
    };
  });

  useEffect(() => {
    const element = areaRef.current;
    if (!element) return;
    const listener = (event: WheelEvent) => onWheel.current(event);
    element.addEventListener('wheel', listener, { passive: false });
    return () => element.removeEventListener('wheel', listener);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const result = placementAfterKey(frame, latest.current, event.key, event.shiftKey);
    if (!result) return;
    event.preventDefault();
    // The gallery around it turns its pictures with the arrows: these keys are the photo's.
    event.stopPropagation();
    change(result.placement);
    announce(result.change, result.placement);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    const element = areaRef.current;
    if (!before || !element) return;
    const box = element.getBoundingClientRect();
    const now = { x: event.clientX, y: event.clientY };
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, now);
    const current = latest.current;
    if (others.length === 0) {
      change(
        movedBy(frame, current, (now.x - before.x) / box.width, (now.y - before.y) / box.height),
      );
      return;
    }
    // Two fingers: the change of their distance is the zoom.
    const other = others[0]![1];
    const distance = (a: { x: number; y: number }) => Math.hypot(a.x - other.x, a.y - other.y);
    if (distance(before) === 0) return;
    const next = zoomedTo(frame, current, (current.scale * distance(now)) / distance(before));
    change(next);
    announce('zoomed', next);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const wasDragging = pointers.current.delete(event.pointerId) && pointers.current.size === 0;
    if (wasDragging) announce('moved', latest.current);
  };

  const rect = photoRectInArea(frame.area, photo, placement);
  return (
    <div className="pointer-events-none absolute inset-0">
      <div className="absolute" style={pictureBoxStyle(picture)}>
        <div
          ref={areaRef}
          role="application"
          aria-roledescription={t('photoEditor.label')}
          aria-label={t('photoEditor.label')}
          aria-describedby={instructionsId}
          tabIndex={0}
          data-testid="photo-editor"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          className="pointer-events-auto absolute cursor-move touch-none overflow-hidden outline-2 outline-white/80 outline-dashed select-none focus-visible:outline-4 focus-visible:outline-clay-600 focus-visible:outline-solid"
          style={{
            left: percent(area.x),
            top: percent(area.y),
            width: percent(area.width),
            height: percent(area.height),
          }}
        >
          <img
            src={src}
            alt=""
            draggable={false}
            data-testid="photo-editor-photo"
            className="absolute max-w-none"
            style={{
              left: percent(rect.left / frame.area.width),
              top: percent(rect.top / frame.area.height),
              width: percent(rect.width / frame.area.width),
              height: percent(rect.height / frame.area.height),
            }}
          />
          {text ? (
            <p
              data-testid="photo-editor-text"
              aria-label={t('photoEditor.text')}
              className="absolute inset-x-1 bottom-1 truncate text-center font-semibold text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.8)]"
            >
              {text}
            </p>
          ) : null}
        </div>
      </div>
      <p id={instructionsId} className="sr-only">
        {t('photoEditor.instructions')}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="photo-editor-announcement">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The editor over the uploaded photo's private preview, fetched with the customer's token
 * (ADR 0099): nothing until it is there. Here, in the editor's chunk, so a product page
 * without a photo never loads the fetching either.
 */
export function PhotoEditorOverPreview({
  previewUrl,
  ...editor
}: Omit<PhotoEditorProps, 'src'> & { previewUrl: string }) {
  const src = usePrivateImage(previewUrl);
  return src ? <PhotoEditor src={src} {...editor} /> : null;
}
