// Finding the requests a restock answers and mailing each once: every instance sees the catalog change, and the store's
// transaction lets only one of them end a request and write its mail.
import { indiaDay } from '../domain/india-time.js';
import { optionPrice, type Product } from '../domain/product.js';
import { restockedOptions } from '../domain/stock-alerts.js';
import type { Logger } from '../logger.js';
import { backInStockMail } from './back-in-stock-mail.js';
import type { SendOutcome, StockAlertStore } from './stock-alert-store.js';
import type { StockAlertLimits } from './stock-alert-limits.js';

/** What the mail needs of the shop: its name and where a product's page is. */
export interface StockAlertShop {
  shopName(): string;
  productUrl(productId: string): string;
}

/** One instance's sending for one restocked product and option: how many requests it mailed, found gone or held. */
export interface StockAlertPass {
  readonly productId: string;
  readonly variant: string | null;
  readonly sent: number;
  readonly gone: number;
  readonly capped: number;
  readonly failed: number;
}

export interface RestockMailerDeps {
  store: StockAlertStore;
  shop: StockAlertShop;
  limits: StockAlertLimits;
  now: () => Date;
  logger: Pick<Logger, 'warn' | 'error' | 'info'>;
  /** Local mode: log each mail written, as the order mails do. */
  printMail?: boolean;
  onPass?: (pass: StockAlertPass) => void;
}

export interface RestockMailer {
  /** A product changed in the live catalog: mails the requests of every option it brings back (in the background). */
  productChanged(before: Product | undefined, after: Product): void;
  /** Resolves when every send started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createRestockMailer(deps: RestockMailerDeps): RestockMailer {
  const { limits, now } = deps;
  const running = new Set<Promise<void>>();

  async function sendOne(uid: string, product: Product, variant: string | null): Promise<SendOutcome['status']> {
    const price = optionPrice(product, variant).sellingPrice.formatted;
    const compose = (to: string) =>
      backInStockMail({
        to,
        shopName: deps.shop.shopName(),
        productName: product.productName,
        variant,
        price,
        productUrl: deps.shop.productUrl(product.id),
      });
    const cap = { day: indiaDay(now()), limit: limits.mailsPerUserPerDay };
    const outcome = await deps.store.sendOnce(uid, product.id, variant, compose, cap);
    if (outcome.status === 'CAPPED') {
      deps.logger.warn({ uid, productId: product.id, variant }, 'back-in-stock mail held: over the daily mail cap');
    } else if (outcome.status === 'SENT' && deps.printMail) {
      const { mailId, mail } = outcome;
      deps.logger.info({ mailId, to: mail.to, subject: mail.message.subject }, 'back-in-stock mail (mail collection)');
    }
    return outcome.status;
  }

  async function notifyWaiting(product: Product, variant: string | null): Promise<void> {
    const uids = await deps.store.waitingFor(product.id, variant);
    const counts = { sent: 0, gone: 0, capped: 0, failed: 0 };
    // One account after another: each send is its own small transaction on that account's document.
    for (const uid of uids) {
      try {
        const status = await sendOne(uid, product, variant);
        counts[status === 'SENT' ? 'sent' : status === 'GONE' ? 'gone' : 'capped'] += 1;
      } catch (error) {
        counts.failed += 1;
        deps.logger.error({ err: error, uid, productId: product.id, variant }, 'back-in-stock mail not written');
      }
    }
    deps.onPass?.({ productId: product.id, variant, ...counts });
  }

  function track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => deps.logger.error({ err: error }, 'back-in-stock requests could not be read'))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  }

  return {
    productChanged(before, after) {
      for (const variant of restockedOptions(before, after)) track(notifyWaiting(after, variant));
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
