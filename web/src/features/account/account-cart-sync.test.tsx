// The account cart sync across a reload: what a sign-in merge leaves in the device's memory when the page closes
// before the account answers, and what the next start makes of it. A fake transport stands for the API.
import { afterEach, describe, expect, it } from 'vitest';
import type { CartChanges } from '../../shop/account-cart-rules';
import { cartItemsVar, clearCart, replaceCart } from '../../shop/cart-state';
import type { CartItem } from '../../shop/cart-rules';
import {
  startAccountCartSync,
  UNCONFIRMED_VERSION,
  type KeptCart,
  type KeptCartTransport,
  type SyncedBase,
  type SyncMemory,
} from './account-cart-sync';

const IDOL: CartItem = {
  id: 'brass-ganesha-idol',
  quantity: 1,
  giftWrap: true,
  giftMessage: 'Happy Diwali, Meera!',
  isLimitedOffer: false,
  limitedOfferMaxQuantity: null,
};
const KEPT_IDOL = { productId: IDOL.id, variant: null, quantity: 1, giftWrap: true, giftMessage: IDOL.giftMessage };

function rememberingMemory(): SyncMemory & { base: SyncedBase | null } {
  return {
    base: null,
    read() {
      return this.base;
    },
    write(base) {
      this.base = base;
    },
  };
}

/**
 * A transport over an account holding `kept`, which applies the changes it is sent (added quantities, removals) and
 * moves its version on; with `hold`, the answer to a change never comes (the page closed first).
 */
function fakeAccount(kept: KeptCart, { hold = false } = {}) {
  const sent: CartChanges[] = [];
  let account = kept;
  const transport: KeptCartTransport = {
    fetch: () => Promise.resolve(account),
    async change(changes) {
      sent.push(changes);
      const lines = account.lines
        .map((line) => {
          const change = changes.lines.find((each) => each.productId === line.productId);
          return change ? { ...line, quantity: change.remove ? 0 : line.quantity + change.quantityDelta } : line;
        })
        .filter((line) => line.quantity > 0);
      for (const change of changes.lines) {
        if (!change.remove && !lines.some((line) => line.productId === change.productId))
          lines.push({ ...KEPT_IDOL, productId: change.productId, quantity: change.quantityDelta });
      }
      account = { version: account.version + 1, lines, wishlist: account.wishlist };
      if (hold) await new Promise<never>(() => {});
      return account;
    },
  };
  return { transport, sent, account: () => account };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => clearCart());

describe('startAccountCartSync across a reload', () => {
  it('remembers a sign-in merge before sending it, so the next start does not bring back a line removed since', async () => {
    replaceCart([IDOL]);
    const memory = rememberingMemory();
    // The merge reaches the account, but the page closes (a reload) before its answer arrives.
    const first = fakeAccount({ version: 1, lines: [KEPT_IDOL], wishlist: [] }, { hold: true });
    const stopFirst = startAccountCartSync({ uid: 'asha', transport: first.transport, memory, onFailure: () => {} });
    await settle();
    expect(first.sent).toHaveLength(1);
    expect(memory.base).toMatchObject({ uid: 'asha', version: UNCONFIRMED_VERSION, items: [IDOL] });
    stopFirst();

    // On the new page the order is placed and the cart emptied before the sync starts again.
    clearCart();
    const second = fakeAccount({ version: 1, lines: [KEPT_IDOL], wishlist: [] });
    const stopSecond = startAccountCartSync({ uid: 'asha', transport: second.transport, memory, onFailure: () => {} });
    await settle();
    stopSecond();
    expect(cartItemsVar()).toEqual([]);
    // The removal goes to the account; nothing is merged again.
    expect(second.account().lines).toEqual([]);
    expect(second.sent).toEqual([
      {
        lines: [{ productId: IDOL.id, variant: null, quantityDelta: 0, remove: true }],
        wishlistAdd: [],
        wishlistRemove: [],
      },
    ]);
  });

  it('merges again when the remembered sign-in merge never reached the account', async () => {
    replaceCart([IDOL]);
    const memory = rememberingMemory();
    memory.write({ uid: 'asha', version: UNCONFIRMED_VERSION, items: [IDOL], wishlist: [] });
    const account = fakeAccount({ version: 0, lines: [], wishlist: [] });
    const stop = startAccountCartSync({ uid: 'asha', transport: account.transport, memory, onFailure: () => {} });
    await settle();
    stop();
    // The line stays on the device and is sent as an addition, as at a first sign-in.
    expect(cartItemsVar()).toEqual([IDOL]);
    expect(account.sent).toHaveLength(1);
    expect(account.sent[0]!.lines).toMatchObject([{ productId: IDOL.id, quantityDelta: 1 }]);
    expect(account.account().lines).toMatchObject([{ productId: IDOL.id, quantity: 1 }]);
  });
});
