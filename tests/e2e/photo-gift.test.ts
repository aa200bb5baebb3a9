// A photo on the gift, end to end in Debian's Chromium against the whole local shop (real server, Firestore and
// Auth emulators, the private photo store on files): on a phone, a signed-out shopper picks a photo for the couple
// photo mug, sees it upload into the mug's print area, zooms, turns and moves it (the "may print blurry" warning
// shows when the crop gets small), adds it to the cart, signs in at checkout and orders it cash on delivery; the
// order page shows the photo. The owner opens the order in /admin and downloads the print file, whose pixel size is
// the crop's. Screenshots of the editor (phone and desktop), the order page and the owner's photo.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, VIEWPORTS } from '../support/e2e/browser.js';
import {
  addToCart,
  continueWithAddress,
  eventually,
  proceedToCheckout,
  shopPage,
  storedCart,
  useBrowser,
} from '../support/e2e/shop-pages.js';
import {
  AuthEmulatorBackdoor,
  authForm,
  signUpWithVerifiedPhone,
  uniqueShopper,
} from '../support/e2e/accounts-support.js';
import { signInAsOwner } from '../support/e2e/admin-pages.js';

const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));
// Demo data: a mug wrap of aspect ratio 2.3, one photo, a minimum of 1000 px on the crop's short side.
const MUG = 'personalised-couple-photo-mug';

const browser = useBrowser();
let photoFile = '';

/** A 3000 × 2000 JPEG with a colour gradient, so a crop and a turn are visible in the screenshots. */
async function makePhoto(): Promise<string> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = Math.round((y / height) * 200);
      pixels[at + 2] = (Math.floor(x / 250) + Math.floor(y / 250)) % 2 === 0 ? 230 : 90;
    }
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'photo-gift-')), 'couple.jpg');
  writeFileSync(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  return file;
}

beforeAll(async () => {
  photoFile = await makePhoto();
});

interface StoredPhoto {
  id: string;
  previewUrl: string;
  crop: { x: number; y: number; width: number; height: number; rotation: number };
}

async function storedPhotos(page: Page): Promise<StoredPhoto[]> {
  return page.evaluate(() => {
    const lines = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      customization?: { photos?: StoredPhoto[] };
    }[];
    return lines.flatMap((line) => line.customization?.photos ?? []);
  });
}

/** On the mug's page: picks the photo and waits until it sits in the print area. */
/** How a photo thumbnail fits its square, as the browser lays it out. */
function objectFit(thumb: Locator): Promise<string> {
  return thumb.evaluate((element) => getComputedStyle(element).objectFit);
}

async function pickPhoto(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Choose your photo').setInputFiles(photoFile);
  await eventually(() => main.getByRole('img', { name: 'Photo 1, as it will be printed' }).isVisible(), 30_000).toBe(
    true,
  );
}

describe('a photo on the gift', () => {
  it('shows the photo editor at desktop size', async () => {
    const page = await shopPage(browser(), 'photo-editor-desktop');
    try {
      await page.goto(`/product/${MUG}`);
      const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
      await eventually(() => page.getByText('Add your photo to continue.').isVisible()).toBe(true);
      expect(await add.isDisabled()).toBe(true);
      await pickPhoto(page);
      await eventually(() => add.isEnabled()).toBe(true);
      await screenshot(page, 'photo-editor-desktop', true);
    } finally {
      await page.context().close();
    }
  });

  it('a shopper on a phone uploads, adjusts and orders the mug; the owner downloads the print file', async () => {
    const shopper = uniqueShopper('photo-gift');
    const signUpPage = await shopPage(browser(), 'photo-gift-signup');
    await signUpWithVerifiedPhone(signUpPage, emulator, shopper);
    await signUpPage.context().close();

    const page = await shopPage(browser(), 'photo-gift-phone', 'phone');
    let orderId = '';
    let ordered: StoredPhoto | undefined;
    try {
      const main = page.getByRole('main');
      await page.goto(`/product/${MUG}`);
      await eventually(() => main.getByText('Add your photo to continue.').isVisible()).toBe(true);
      await pickPhoto(page);
      // Signed out: the photo belongs to this device's upload token.
      expect(await page.evaluate(() => localStorage.getItem('photoUploadToken'))).toMatch(/^"[\w-]{20,}"$/);

      // Zoomed in, the crop's short side falls under the owner's 1000 px: the shopper is warned before adding.
      await main.getByRole('button', { name: 'Zoom into photo 1' }).click();
      await main.getByRole('button', { name: 'Zoom into photo 1' }).click();
      await eventually(() =>
        main
          .getByText(/may print blurry/)
          .first()
          .isVisible(),
      ).toBe(true);
      await main.getByRole('button', { name: 'Turn photo 1 right' }).click();
      await main.getByRole('button', { name: 'Move photo 1 left' }).click();
      await main.getByRole('button', { name: 'Zoom out of photo 1' }).click();
      await screenshot(page, 'photo-editor-phone', true);
      await addToCart(page, MUG);
      const [photo] = await storedPhotos(page);
      ordered = photo;
      expect(photo?.crop.rotation).toBe(1);
      // Turned a quarter, the crop printed is 2.3 times as wide as high (within the server's 3 %).
      const printed = { width: photo!.crop.height, height: photo!.crop.width };
      expect(Math.abs(printed.width / printed.height - 2.3) / 2.3).toBeLessThan(0.03);

      await page.goto('/cart');
      const line = page.getByTestId('cart-line').first();
      await eventually(() => line.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(/^data:image\//);
      await proceedToCheckout(page);
      const modal = page.getByRole('dialog', { name: 'Log in to check out' });
      await eventually(() => modal.isVisible()).toBe(true);
      await authForm(modal).logIn(shopper.email, 'secret123');
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.getByLabel('First Name').inputValue()).toBe('Asha');
      await continueWithAddress(address, { street: '7 DB Road, RS Puram' });
      const review = page.getByTestId('checkout-line').first();
      await eventually(() => review.textContent()).toContain('Personalised Couple Photo Mug × 1');
      await eventually(() => review.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(/^data:/);
      // The whole crop, letterboxed in its square, as in the cart: never a square cut from its middle.
      expect(await objectFit(review.getByRole('img', { name: 'Photo 1' }))).toBe('contain');
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();

      await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
      orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const photos = page.getByTestId('order-line-photos').first();
      await eventually(() => photos.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(/^data:/);
      expect(await objectFit(photos.getByRole('img', { name: 'Photo 1' }))).toBe('contain');
      expect(await storedCart(page)).not.toContain(MUG);
      await screenshot(page, 'photo-order-phone', true);
      await page.setViewportSize(VIEWPORTS.desktop.viewport);
      await eventually(() => photos.getByRole('img', { name: 'Photo 1' }).isVisible()).toBe(true);
      await screenshot(page, 'photo-order-desktop', true);

      // "Buy again" puts the same photo, cropped the same, back into the cart.
      await page.getByRole('button', { name: 'Buy again' }).click();
      await page.waitForURL('**/cart');
      await eventually(() => storedPhotos(page)).toEqual([ordered]);
    } finally {
      await page.context().close();
    }

    const owner = await shopPage(browser(), 'photo-gift-admin');
    try {
      await signInAsOwner(owner);
      await owner.goto(`/admin/orders/${orderId}`);
      const entry = owner.getByTestId('admin-order-photo').first();
      await eventually(() => entry.getByRole('img').getAttribute('src')).toMatch(/^data:image\//);
      const lineThumb = owner.getByTestId('order-line-photos').first().getByRole('img', { name: 'Photo 1' });
      await eventually(() => lineThumb.getAttribute('src')).toMatch(/^data:/);
      expect(await objectFit(lineThumb)).toBe('contain');
      const crop = ordered!.crop;
      expect(await entry.textContent()).toContain(`${crop.width} × ${crop.height} px of 3000 × 2000, turned 90°`);
      await screenshot(owner, 'photo-admin-order-desktop', true);
      await owner.setViewportSize(VIEWPORTS.phone.viewport);
      await screenshot(owner, 'photo-admin-order-phone', true);
      await owner.setViewportSize(VIEWPORTS.desktop.viewport);

      const [download] = await Promise.all([
        owner.waitForEvent('download'),
        entry.getByRole('button', { name: 'Download print file' }).click(),
      ]);
      const meta = await sharp(await download.path()).metadata();
      // The crop, turned a quarter: its sides swap.
      expect({ width: meta.width, height: meta.height }).toEqual({ width: crop.height, height: crop.width });
      expect(download.suggestedFilename()).toMatch(/-line1-photo1-print\.(jpg|png)$/);
    } finally {
      await owner.context().close();
    }
  });

  it("a signed-in shopper's photo line shows on a second browser of the same account, with its crop", async () => {
    const shopper = uniqueShopper('photo-devices');
    const first = await shopPage(browser(), 'photo-device-1');
    let chosen: Pick<StoredPhoto, 'id' | 'crop'> | undefined;
    try {
      await signUpWithVerifiedPhone(first, emulator, shopper);
      await first.goto(`/product/${MUG}`);
      await pickPhoto(first);
      await first.getByRole('main').getByRole('button', { name: 'Turn photo 1 right' }).click();
      await addToCart(first, MUG);
      const [photo] = await storedPhotos(first);
      expect(photo?.crop.rotation).toBe(1);
      chosen = { id: photo!.id, crop: photo!.crop };
      // Kept with the account once this browser has synced.
      await eventually(() =>
        first.evaluate(() => JSON.parse(localStorage.getItem('lovely.cart.synced') ?? '{"items":[]}').items.length),
      ).toBe(1);
    } finally {
      await first.context().close();
    }

    const second = await shopPage(browser(), 'photo-device-2', 'phone');
    try {
      await second.goto('/login');
      await authForm(second).logIn(shopper.email, 'secret123');
      await second.waitForURL('**/account');
      await eventually(() =>
        storedPhotos(second).then((photos) =>
          photos.map(({ id, crop: { x, y, width, height, rotation } }) => ({
            id,
            crop: { x, y, width, height, rotation },
          })),
        ),
      ).toEqual([chosen]);
      await second.goto('/cart');
      const thumb = second.getByTestId('cart-line').first().getByRole('img', { name: 'Photo 1' });
      await eventually(() => thumb.getAttribute('src')).toMatch(/^data:image\//);
      // The thumbnail is the crop as printed: turned a quarter, the mug's wrap is 2.3 times as wide as high (the
      // uncropped 3000 × 2000 photo would be 1.5).
      const ratio = await thumb.evaluate(
        (img) => (img as HTMLImageElement).naturalWidth / (img as HTMLImageElement).naturalHeight,
      );
      expect(Math.abs(ratio - 2.3) / 2.3).toBeLessThan(0.05);
      await screenshot(second, 'photo-cart-second-device-phone', true);
    } finally {
      await second.context().close();
    }
  });
});
