import { useEffect, useState } from 'react';
import type { ProductDetailQuery } from '../../gql/graphql';
import { useShopState } from '../../shop/shop-state';
import { addableQuantity, clampQuantity, unitsInCart } from '../../shop/order-limits';
import type { CartPhoto } from '../../shop/cart-photos';

/** The product the product page shows. */
export type DetailedProduct = NonNullable<ProductDetailQuery['product']>;

/**
 * What the shopper chooses on the product page (variant, quantity, photos, personalisation, gift wrap and message), what the
 * cart still allows of it, and adding it to the cart.
 */
export function useProductPurchase(product: DetailedProduct) {
  const { cart } = useShopState();
  const firstInStock = product.variants.find((variant) => variant.inStock)?.name ?? null;
  const [variantName, setVariantName] = useState<string | null>(product.hasVariant ? firstInStock : null);
  const [quantity, setQuantity] = useState(1);
  const [customization, setCustomization] = useState('');
  const [giftWrap, setGiftWrap] = useState(false);
  const [giftMessage, setGiftMessage] = useState('');
  // The photos as cropped once the editor has all the product asks for; null until then.
  const [photos, setPhotos] = useState<CartPhoto[] | null>(null);
  const photoAsk = product.photoRequirement ?? null;
  const photosMissing = photoAsk !== null && photos === null;

  const variant = product.hasVariant ? (product.variants.find((v) => v.name === variantName) ?? null) : null;
  const limitedOfferMax = product.isLimitedOffer ? (product.limitedOfferData?.maxQuantity ?? null) : null;
  const lineStock = product.hasVariant
    ? Math.min(variant?.stock ?? 0, product.maxOrderQuantity)
    : product.maxOrderQuantity;
  const addable = addableQuantity({
    stock: lineStock,
    limitedOfferMax,
    productUnitsInCart: unitsInCart(cart.items, product.id),
    lineUnitsInCart: unitsInCart(cart.items, product.id, variant?.name),
  });

  // Keep the chosen quantity possible when the variant or the cart changes.
  useEffect(() => {
    setQuantity((current) => clampQuantity(current, addable));
  }, [addable]);

  const needsVariant = product.hasVariant && !variant;
  const canAdd =
    product.inStock && !needsVariant && (variant ? variant.inStock : true) && addable >= 1 && !photosMissing;

  const addToCart = () => {
    if (!canAdd) return;
    const text = customization.trim();
    const chosen = {
      ...(text ? { text } : {}),
      ...(photoAsk && photos ? { photos } : {}),
    };
    const added = cart.addItem({
      id: product.id,
      hasVariant: product.hasVariant,
      quantity: clampQuantity(quantity, addable),
      ...(variant ? { variant: variant.name } : {}),
      ...(Object.keys(chosen).length > 0 ? { customization: chosen } : {}),
      giftWrap,
      giftMessage: giftMessage.trim(),
      isLimitedOffer: product.isLimitedOffer,
      limitedOfferMaxQuantity: limitedOfferMax,
      seenPricePaise: (variant ?? product).sellingPrice.paise,
    });
    if (added) setQuantity(1);
  };

  return {
    variant,
    variantName,
    setVariantName,
    quantity,
    setQuantity,
    customization,
    setCustomization,
    giftWrap,
    setGiftWrap,
    giftMessage,
    setGiftMessage,
    photoAsk,
    photosMissing,
    setPhotos,
    limitedOfferMax,
    addable,
    needsVariant,
    canAdd,
    addToCart,
  };
}

/** The product page's choices and actions, as `useProductPurchase` answers them. */
export type ProductPurchase = ReturnType<typeof useProductPurchase>;
