import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { CART_URL } from '../lib/urls';
import { Button } from '../ui';
import { addAllToCart } from './cart-state';
import { toAddToCartInputs, type OrderedLine } from './order-lines';

/** What the cart needs of an order's line to hold it again. */
export const BuyAgainButtonLineFragment = graphql(`
  fragment BuyAgainButton_line on OrderLine {
    productId
    variant
    quantity
    personalisation
    giftWrap
    giftMessage
    photos {
      photoId
      previewUrl
      crop {
        x
        y
        width
        height
        rotation
      }
    }
  }
`);

/** Puts an order's lines (with the shopper's choices) into the cart and opens it, where today's prices show. */
export function BuyAgainButton({ lines, label }: { lines: readonly OrderedLine[]; label: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (addAllToCart(toAddToCartInputs(lines))) void navigate(CART_URL);
      }}
    >
      {label}
    </Button>
  );
}
