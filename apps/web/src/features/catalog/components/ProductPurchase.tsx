import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { MIN_QUANTITY, QuantityStepper } from './QuantityStepper';

export interface PurchaseHandlers {
  /** SEAM (cart issue): adds the quantity to the cart; signed-out visitors get the login panel. */
  onAddToCart?: (quantity: number) => void;
  /** SEAM (cart issue): adds the quantity, then opens /cart (spec §2 "Buy Now"). */
  onBuyNow?: (quantity: number) => void;
  /** SEAM (mail issue): asks to be told when the product is back. */
  onNotifyWhenAvailable?: () => void;
}

/**
 * Quantity stepper and the buying buttons (spec §2). An unavailable product offers "Notify
 * When Available" instead. A button whose action is not provided by the page stays disabled.
 */
export function ProductPurchase({
  isAvailable,
  onAddToCart,
  onBuyNow,
  onNotifyWhenAvailable,
}: PurchaseHandlers & { isAvailable: boolean }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(MIN_QUANTITY);

  if (!isAvailable) {
    return (
      <Button
        size="lg"
        variant="secondary"
        className="w-full sm:w-auto"
        disabled={!onNotifyWhenAvailable}
        onClick={onNotifyWhenAvailable}
      >
        {t('product.notifyWhenAvailable')}
      </Button>
    );
  }

  return (
    <div className="space-y-5">
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          className="sm:flex-1"
          disabled={!onAddToCart}
          onClick={() => onAddToCart?.(quantity)}
        >
          {t('product.addToCart')}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="sm:flex-1"
          disabled={!onBuyNow}
          onClick={() => onBuyNow?.(quantity)}
        >
          {t('product.buyNow')}
        </Button>
      </div>
    </div>
  );
}
