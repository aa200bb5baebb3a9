import { describe, expect, it } from 'vitest';
import { parseShopSettings } from '../../src/domain/shop-settings.js';
import { DEMO_SHOP_SETTINGS } from './demo-settings.js';

describe('demo shop settings', () => {
  it('are read by the server exactly as written, without a problem', () => {
    const { settings, problems } = parseShopSettings(DEMO_SHOP_SETTINGS);
    expect(problems).toEqual([]);
    expect(settings).toEqual(DEMO_SHOP_SETTINGS);
  });
});
