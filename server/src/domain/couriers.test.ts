import { describe, expect, it } from 'vitest';
import type { UserError } from './user-errors.js';
import {
  checkedCouriers,
  DEFAULT_COURIERS,
  parseStoredCouriers,
  trackingLink,
  trackingTemplateProblem,
} from './couriers.js';

describe('couriers', () => {
  it("links a tracking number to its courier's page, whatever the case of the courier's name", () => {
    expect(trackingLink(DEFAULT_COURIERS, 'delhivery', ' 1234 567/8 ')).toBe(
      'https://www.delhivery.com/track/package/1234%20567%2F8',
    );
    expect(trackingLink(DEFAULT_COURIERS, 'Anand Parcel Service', '99')).toBeNull();
    expect(trackingLink([{ name: 'Hand delivery', trackingUrlTemplate: null }], 'Hand delivery', '1')).toBeNull();
  });

  it('offers every default with a usable https template', () => {
    expect(DEFAULT_COURIERS.map((courier) => courier.name)).toEqual([
      'India Post',
      'DTDC',
      'Delhivery',
      'Blue Dart',
      'Professional Couriers',
      'ST Courier',
      'Shiprocket',
    ]);
    for (const courier of DEFAULT_COURIERS) expect(trackingTemplateProblem(courier.trackingUrlTemplate!)).toBeNull();
  });

  it('refuses a template without exactly one {tracking}, not https, or not an address', () => {
    expect(trackingTemplateProblem('https://track.example.in/')).toMatch(/\{tracking\} once/);
    expect(trackingTemplateProblem('https://x.in/{tracking}/{tracking}')).toMatch(/\{tracking\} once/);
    expect(trackingTemplateProblem('http://track.example.in/{tracking}')).toMatch(/https/);
    expect(trackingTemplateProblem('javascript:alert({tracking})')).toMatch(/https/);
    expect(trackingTemplateProblem('track {tracking}')).toMatch(/https/);
  });

  it("checks the owner's list row by row, naming each field", () => {
    const errors: UserError[] = [];
    const couriers = checkedCouriers(errors, [
      { name: '  Blue   Dart ', trackingUrlTemplate: ' ' },
      { name: 'blue dart', trackingUrlTemplate: 'https://x.in/{tracking}' },
      { name: '', trackingUrlTemplate: 'ftp://x.in/{tracking}' },
    ]);
    expect(couriers[0]).toEqual({ name: 'Blue Dart', trackingUrlTemplate: null });
    expect(errors.map((error) => error.field)).toEqual([
      'couriers[1].name',
      'couriers[2].name',
      'couriers[2].trackingUrlTemplate',
    ]);
  });

  it('reads a stored list, and refuses one with any unusable entry', () => {
    expect(parseStoredCouriers([{ name: 'DTDC', trackingUrlTemplate: null }])).toEqual([
      { name: 'DTDC', trackingUrlTemplate: null },
    ]);
    expect(parseStoredCouriers([{ name: 'DTDC', trackingUrlTemplate: 'http://x.in/{tracking}' }])).toBeUndefined();
    expect(parseStoredCouriers([{ name: 7 }])).toBeUndefined();
    expect(parseStoredCouriers('DTDC')).toBeUndefined();
  });
});
