import { useRef, useState, type PointerEvent } from 'react';
import {
  NumberInput,
  maxValue,
  minValue,
  useInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { PrintArea } from '@shop/contracts';
import type { ProductFormRecord } from './dataProvider';

const WHOLE: PrintArea = { x: 0, y: 0, width: 1, height: 1 };
/** A drawn area smaller than this (a click without a drag) keeps the area as it was. */
const SMALLEST_SIDE = 0.02;

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Three decimals are finer than any printed millimetre and keep the numbers readable. */
function rounded(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The printable area of a product's photo, drawn by dragging a rectangle on the saved main
 * picture; the four numbers below it set the same area from the keyboard.
 */
export function PhotoAreaInput() {
  const translate = useTranslate();
  const record = useRecordContext<ProductFormRecord>();
  const { field } = useInput<PrintArea | null>({ source: 'photo_print_area' });
  const area = field.value ?? WHOLE;
  const frame = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [drawing, setDrawing] = useState<PrintArea | null>(null);
  const picture = record?.main_picture?.src;

  function pointOf(event: PointerEvent<HTMLDivElement>) {
    const box = frame.current!.getBoundingClientRect();
    return {
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    };
  }
  function areaBetween(from: { x: number; y: number }, to: { x: number; y: number }): PrintArea {
    return {
      x: rounded(Math.min(from.x, to.x)),
      y: rounded(Math.min(from.y, to.y)),
      width: rounded(Math.abs(to.x - from.x)),
      height: rounded(Math.abs(to.y - from.y)),
    };
  }

  const shown = drawing ?? area;
  return (
    <div>
      <p>{translate('shop.products.photo_area_hint')}</p>
      {picture ? (
        <div
          ref={frame}
          style={{ position: 'relative', maxWidth: 360, touchAction: 'none', cursor: 'crosshair' }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            setStart(pointOf(event));
          }}
          onPointerMove={(event) => {
            if (start) setDrawing(areaBetween(start, pointOf(event)));
          }}
          onPointerUp={(event) => {
            if (start) {
              const drawn = areaBetween(start, pointOf(event));
              if (drawn.width >= SMALLEST_SIDE && drawn.height >= SMALLEST_SIDE)
                field.onChange(drawn);
            }
            setStart(null);
            setDrawing(null);
          }}
        >
          <img src={picture} alt="" style={{ display: 'block', width: '100%' }} draggable={false} />
          <div
            data-testid="photo-print-area"
            style={{
              position: 'absolute',
              left: `${shown.x * 100}%`,
              top: `${shown.y * 100}%`,
              width: `${shown.width * 100}%`,
              height: `${shown.height * 100}%`,
              outline: '2px dashed #d32f2f',
              background: 'rgba(211, 47, 47, 0.15)',
              pointerEvents: 'none',
            }}
          />
        </div>
      ) : (
        <p>{translate('shop.products.photo_area_no_picture')}</p>
      )}
      {(['x', 'y', 'width', 'height'] as const).map((side) => (
        <NumberInput
          key={side}
          source={`photo_print_area.${side}`}
          label={`shop.products.photo_area_${side}`}
          defaultValue={WHOLE[side]}
          step={0.01}
          validate={[minValue(0), maxValue(1)]}
        />
      ))}
    </div>
  );
}
