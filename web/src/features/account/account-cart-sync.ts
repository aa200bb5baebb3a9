// Keeps the device's cart and wishlist (the local fields the UI reads) and the account's copy in step: on sign-in the
// device's lines are sent as additions (the merge), afterwards only what changed, a few hundred ms after a change; the
// account's copy is read again on focus and every few seconds. Each side's changes survive the other's (see
// rebaseOnAccount); a failed sync keeps everything on the device and is tried again.
import {
  cartChanges,
  hasChanges,
  itemsFromKeptLines,
  keptLineKey,
  lineKey,
  rebaseOnAccount,
  type CartAndWishlist,
  type CartChanges,
  type KeptLine,
} from '../../shop/account-cart-rules';
import { cartItemsVar, replaceCart } from '../../shop/cart-state';
import type { CartItem } from '../../shop/cart-rules';
import { replaceWishlist, wishlistIdsVar } from '../../shop/wishlist-state';

export interface KeptCart {
  lines: readonly KeptLine[];
  wishlist: readonly string[];
  version: number;
}

export interface KeptCartTransport {
  fetch(): Promise<KeptCart>;
  change(changes: CartChanges): Promise<KeptCart>;
}

/** What this device last knew of an account's copy, so a reload does not merge (and double) the lines again. */
export interface SyncedBase {
  uid: string;
  version: number;
  items: CartItem[];
  wishlist: string[];
}

export interface SyncMemory {
  read(): SyncedBase | null;
  write(base: SyncedBase | null): void;
}

/**
 * The version remembered with a sign-in merge that was sent but not yet answered: the account may hold those lines
 * (the answer was lost when the page closed) or not (the request never arrived).
 */
export const UNCONFIRMED_VERSION = -1;

export const PUSH_DELAY_MS = 600;
export const PULL_INTERVAL_MS = 5_000;

const EMPTY: CartAndWishlist = { items: [], wishlist: [] };
// Lines with the shopper's photos are kept too: the account keeps each photo and crop, and a line with other photos is
// another line there as here.
const device = (): CartAndWishlist => ({ items: cartItemsVar(), wishlist: wishlistIdsVar() });
const same = (a: CartAndWishlist, b: CartAndWishlist) =>
  JSON.stringify([a.items, a.wishlist]) === JSON.stringify([b.items, b.wishlist]);

/**
 * Remembers a sign-in merge before it is sent: if the page closes before the answer (a reload), the next start rebases
 * on what the account may now hold from this device instead of merging again, which would bring back the lines removed
 * here since (an order empties the cart) or add them twice.
 */
function rememberUnconfirmedMerge(memory: SyncMemory, uid: string, sent: CartAndWishlist): void {
  memory.write({ uid, version: UNCONFIRMED_VERSION, items: [...sent.items], wishlist: [...sent.wishlist] });
}

/** Whether the account holds every line of `base` (same product and option, at least its quantity). */
function accountHolds(kept: KeptCart, base: CartAndWishlist): boolean {
  const keptQuantity = new Map(kept.lines.map((line) => [keptLineKey(line), line.quantity]));
  return base.items.every((line) => (keptQuantity.get(lineKey(line)) ?? 0) >= line.quantity);
}

/** Starts syncing for a signed-in account; returns the stop function. `onFailure` runs once per failing spell. */
export function startAccountCartSync(options: {
  uid: string;
  transport: KeptCartTransport;
  memory: SyncMemory;
  onFailure: () => void;
}): () => void {
  const { uid, transport, memory, onFailure } = options;
  const remembered = memory.read();
  let base: CartAndWishlist | null = remembered?.uid === uid ? remembered : null;
  let version = remembered?.uid === uid ? remembered.version : -1;
  let failing = false;
  let stopped = false;
  let pushTimer: number | undefined;

  function failed() {
    if (!failing) onFailure();
    failing = true;
    schedulePush(PULL_INTERVAL_MS);
  }

  /** The account's copy arrived: the device takes it, with its own changes since `since` on top. */
  function adopt(kept: KeptCart, since: CartAndWishlist) {
    const now = device();
    const account = { items: itemsFromKeptLines(kept.lines, now.items), wishlist: [...kept.wishlist] };
    const { state, pending } = rebaseOnAccount(since, now, account, new Date());
    base = account;
    version = kept.version;
    memory.write({ uid, version, items: account.items, wishlist: account.wishlist });
    if (!same(state, now)) {
      replaceCart([...state.items]);
      replaceWishlist([...state.wishlist]);
    }
    failing = false;
    if (hasChanges(pending)) schedulePush(0);
  }

  const exclusive = oneAtATime(failed, () => schedulePush(0));

  const push = () =>
    exclusive(async () => {
      // No known base: this is a sign-in on this device, so all its lines go to the account as additions.
      const from = base ?? EMPTY;
      const sent = device();
      const changes = cartChanges(from, sent, new Date());
      if (!hasChanges(changes) && base !== null) return;
      if (base === null) rememberUnconfirmedMerge(memory, uid, sent);
      const kept = await transport.change(changes);
      if (!stopped) adopt(kept, sent);
    });

  const pull = () =>
    exclusive(async () => {
      if (base === null) return;
      const kept = await transport.fetch();
      if (stopped || kept.version === version) return;
      // A remembered sign-in merge the account never got is sent again.
      if (version === UNCONFIRMED_VERSION && !accountHolds(kept, base)) base = null;
      if (base === null) schedulePush(0);
      else adopt(kept, base);
    });

  function schedulePush(delay: number) {
    window.clearTimeout(pushTimer);
    if (!stopped) pushTimer = window.setTimeout(() => void push(), delay);
  }

  const stopListening = listenForSync({
    changed: () => schedulePush(PUSH_DELAY_MS),
    look: () => void (base === null ? push() : pull()),
  });
  // A known base: pull (and send what changed here meanwhile); none: the sign-in merge.
  void (base === null ? push() : pull().then(() => schedulePush(0)));

  return () => {
    stopped = true;
    window.clearTimeout(pushTimer);
    stopListening();
  };
}

/**
 * Calls `changed` after every change of the device's cart or wishlist, and `look` when the page gets the focus, comes
 * back into view or online, and every few seconds while it is visible. Returns the function that stops it.
 */
function listenForSync({ changed, look }: { changed: () => void; look: () => void }): () => void {
  let listening = true;
  // A reactive variable tells once per change: listen again each time.
  const watch = (variable: typeof cartItemsVar | typeof wishlistIdsVar) => {
    (variable as { onNextChange: (listener: () => void) => unknown }).onNextChange(() => {
      if (!listening) return;
      changed();
      watch(variable);
    });
  };
  watch(cartItemsVar);
  watch(wishlistIdsVar);
  const onVisible = () => {
    if (document.visibilityState === 'visible') look();
  };
  window.addEventListener('focus', look);
  window.addEventListener('online', look);
  document.addEventListener('visibilitychange', onVisible);
  const poll = window.setInterval(onVisible, PULL_INTERVAL_MS);
  return () => {
    listening = false;
    window.clearInterval(poll);
    window.removeEventListener('focus', look);
    window.removeEventListener('online', look);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Runs sync work one piece at a time: work asked for meanwhile is not queued but noted, and `thenAgain` runs once the
 * current piece is done; a piece that throws calls `failed`.
 */
function oneAtATime(failed: () => void, thenAgain: () => void): (work: () => Promise<void>) => Promise<void> {
  let busy = false;
  let again = false;
  return async (work) => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      await work();
    } catch {
      failed();
    } finally {
      busy = false;
      if (again) {
        again = false;
        thenAgain();
      }
    }
  };
}
