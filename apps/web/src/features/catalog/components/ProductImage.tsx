import { useState, type ReactNode } from 'react';
import type { ResponsiveImage } from '@shop/contracts';
import { cn } from '../../../lib/cn';
import { usePriorityImagePreload } from '../../../lib/image-preloads';

/** Width and height attributes when the API does not know the picture's size (square). */
const DEFAULT_SIZE = 800;

export function srcSetOf(image: Pick<ResponsiveImage, 'variants'>): string | undefined {
  if (image.variants.length === 0) return undefined;
  return image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/**
 * A product picture: WebP variants through srcset/sizes, explicit width and height so the
 * page does not shift while it loads, lazy unless it is the page's main picture. When it
 * cannot be loaded, `fallback` (the "no image" text) takes its place.
 */
export function ProductImage({
  image,
  sizes,
  priority = false,
  className,
  fallback,
}: {
  image: Pick<ResponsiveImage, 'url' | 'alt' | 'width' | 'height' | 'variants'>;
  /** The displayed width for the browser's pick among the variants, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** The main picture above the fold: loaded at once and first. */
  priority?: boolean;
  className?: string;
  fallback: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  // A middle-sized variant for the rare browser without srcset support.
  const src = image.variants.find((variant) => variant.width >= 640)?.url ?? image.url;
  const srcSet = srcSetOf(image);
  const shownSizes = image.variants.length > 0 ? sizes : undefined;
  usePriorityImagePreload(priority ? { src, srcSet, sizes: shownSizes } : null);
  if (failed) return <>{fallback}</>;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={shownSizes}
      alt={image.alt}
      width={image.width ?? DEFAULT_SIZE}
      height={image.height ?? DEFAULT_SIZE}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('size-full object-cover', className)}
    />
  );
}

export function NoImage({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex size-full items-center justify-center p-6 text-center text-sm text-ink-600',
        className,
      )}
    >
      {label}
    </div>
  );
}
