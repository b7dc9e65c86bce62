import { lazy, Suspense } from 'react';
import type { ProductDetail } from '@shop/contracts';
import type { PhotoPlacementValue } from '@shop/contracts/photo-geometry';
import { loadPhotoEditor, type PhotoChoice } from './use-photo-choice';

const PhotoEditor = lazy(async () => ({
  default: (await loadPhotoEditor()).PhotoEditorOverPreview,
}));

/** A picture of unknown size is shown as a square (ProductImage's default). */
const SQUARE = { width: 1, height: 1 };

/**
 * The customer's uploaded photo over the product's main picture, with the editor (a chunk
 * loaded on first use, which also fetches the private preview): nothing at all until a photo
 * is uploaded.
 */
export function PhotoPreview({
  product,
  choice,
  onPlace,
  text,
}: {
  product: Pick<ProductDetail, 'photo' | 'main_image'>;
  choice: PhotoChoice;
  onPlace: (placement: PhotoPlacementValue) => void;
  text: string;
}) {
  const { upload, placement } = choice;
  if (!product.photo || !upload || !placement) return null;
  const image = product.main_image;
  const picture =
    image?.width && image.height ? { width: image.width, height: image.height } : SQUARE;
  return (
    <Suspense fallback={null}>
      <PhotoEditor
        previewUrl={upload.preview_url}
        photo={{ width: upload.width, height: upload.height }}
        picture={picture}
        area={product.photo.print_area}
        placement={placement}
        onPlacementChange={onPlace}
        text={text}
      />
    </Suspense>
  );
}
