// The couriers the owner ships with, each with the address of its tracking page: the order page and the shipped
// mail link a tracking number there. The templates are the owner's to edit in the settings (couriers change their
// sites); a courier without one, or one typed by hand when shipping, is shown without a link.
import { userError, type UserError } from './user-errors.js';

export interface Courier {
  readonly name: string;
  /** An https address with {tracking} where the tracking number goes; null: no tracking page. */
  readonly trackingUrlTemplate: string | null;
}

export const TRACKING_NUMBER_PLACEHOLDER = '{tracking}';
export const MAX_COURIERS = 20;
export const MAX_COURIER_NAME_LENGTH = 40;
export const MAX_TRACKING_TEMPLATE_LENGTH = 300;

/** The couriers Indian shops ship with, and their public tracking pages (the owner can correct any of them). */
export const DEFAULT_COURIERS: readonly Courier[] = Object.freeze(
  [
    { name: 'India Post', trackingUrlTemplate: 'https://www.indiapost.gov.in/track?consignment={tracking}' },
    { name: 'DTDC', trackingUrlTemplate: 'https://www.dtdc.com/track-your-shipment/?awb={tracking}' },
    { name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{tracking}' },
    {
      name: 'Blue Dart',
      trackingUrlTemplate: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={tracking}',
    },
    { name: 'Professional Couriers', trackingUrlTemplate: 'https://www.tpcindia.com/track.aspx?id={tracking}' },
    { name: 'ST Courier', trackingUrlTemplate: 'https://stcourier.com/track/shipment?awb={tracking}' },
    { name: 'Shiprocket', trackingUrlTemplate: 'https://shiprocket.co/tracking/{tracking}' },
  ].map((courier) => Object.freeze(courier)),
);

/** The tracking page of one shipment: the template with the tracking number in place of {tracking}. */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.replace(TRACKING_NUMBER_PLACEHOLDER, encodeURIComponent(trackingNumber.trim()));
}

/** Why a template cannot be used (for the owner's form), or null when it can. */
export function trackingTemplateProblem(template: string): string | null {
  if (template.length > MAX_TRACKING_TEMPLATE_LENGTH) return `At most ${MAX_TRACKING_TEMPLATE_LENGTH} characters.`;
  if (template.split(TRACKING_NUMBER_PLACEHOLDER).length !== 2)
    return `Put ${TRACKING_NUMBER_PLACEHOLDER} once where the tracking number goes.`;
  let url: URL;
  try {
    url = new URL(trackingUrl(template, 'X'));
  } catch {
    return 'Enter the address of the tracking page, starting with https://.';
  }
  return url.protocol === 'https:' && url.hostname.includes('.')
    ? null
    : 'Enter the address of the tracking page, starting with https://.';
}

/** The link for a shipment with this courier, or null (an unknown courier, or one without a tracking page). */
export function trackingLink(couriers: readonly Courier[], courier: string, trackingNumber: string): string | null {
  const wanted = courier.trim().toLowerCase();
  const known = couriers.find((candidate) => candidate.name.toLowerCase() === wanted);
  return known?.trackingUrlTemplate ? trackingUrl(known.trackingUrlTemplate, trackingNumber) : null;
}

/** A stored courier list as the settings document holds it; undefined when any part of it is unusable. */
export function parseStoredCouriers(value: unknown): Courier[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_COURIERS) return undefined;
  const couriers: Courier[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { name, trackingUrlTemplate } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_COURIER_NAME_LENGTH) return undefined;
    if (trackingUrlTemplate !== null && typeof trackingUrlTemplate !== 'string') return undefined;
    if (typeof trackingUrlTemplate === 'string' && trackingTemplateProblem(trackingUrlTemplate) !== null)
      return undefined;
    couriers.push({ name: name.trim(), trackingUrlTemplate: trackingUrlTemplate ?? null });
  }
  return couriers;
}

/** The owner's courier list, checked row by row: errors name `couriers[i].name` or `couriers[i].trackingUrlTemplate`. */
export function checkedCouriers(
  errors: UserError[],
  input: readonly { readonly name: string; readonly trackingUrlTemplate: string | null }[],
): Courier[] {
  if (input.length > MAX_COURIERS) errors.push(userError('couriers', 'INVALID', `At most ${MAX_COURIERS} couriers.`));
  const seen = new Set<string>();
  return input.slice(0, MAX_COURIERS).map((row, index) => {
    const name = row.name.trim().replace(/\s+/g, ' ');
    const field = `couriers[${index}]`;
    if (name === '') errors.push(userError(`${field}.name`, 'REQUIRED', 'Please fill this in.'));
    else if (name.length > MAX_COURIER_NAME_LENGTH)
      errors.push(userError(`${field}.name`, 'TOO_LONG', `At most ${MAX_COURIER_NAME_LENGTH} characters.`));
    else if (seen.has(name.toLowerCase()))
      errors.push(userError(`${field}.name`, 'INVALID', 'This courier is already in the list.'));
    seen.add(name.toLowerCase());
    const template = row.trackingUrlTemplate?.trim() || null;
    const problem = template === null ? null : trackingTemplateProblem(template);
    if (problem) errors.push(userError(`${field}.trackingUrlTemplate`, 'INVALID', problem));
    return { name, trackingUrlTemplate: template };
  });
}
