import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useConfirm } from '@/components/use-confirm';
import { ClearCartDocument } from '../api/ClearCart.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { writeCart } from '../cache';
import { CART_SCOPE } from './cart-scope';

export const CLEAR_CART_CONFIRMATION = 'Are you sure you want to clear your entire cart?';

/**
 * Empties the cart after the shopper confirms in the in-app dialog (render `confirmDialog`).
 * Success: the server's 'Cart cleared successfully'. Failure: always 'Failed to clear cart'.
 */
export function useClearCart() {
  const [mutate] = useMutation(ClearCartDocument);
  const [clearing, setClearing] = useState(false);
  const { confirm, confirmDialog } = useConfirm();

  async function clearCart(): Promise<boolean> {
    if (clearing) return false;
    const confirmed = await confirm({
      title: 'Clear cart',
      message: CLEAR_CART_CONFIRMATION,
      confirmLabel: 'Clear Cart',
    });
    if (!confirmed) return false;
    setClearing(true);
    try {
      const { data } = await mutate({
        update: (cache, { data: result }) => {
          if (result) writeCart(cache, result.clearCart.cart);
        },
      });
      if (!data) return false;
      notifySuccess(data.clearCart.message, { scope: CART_SCOPE });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to clear cart', { scope: CART_SCOPE, useServerMessage: false });
      return false;
    } finally {
      setClearing(false);
    }
  }

  return { clearCart, clearing, confirmDialog };
}
