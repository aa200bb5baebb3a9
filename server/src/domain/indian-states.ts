/** The 28 states and 8 union territories of India, sorted by name: the allowed values of a profile's state. */
export const INDIAN_STATES: readonly string[] = Object.freeze([
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
]);

const byLowerCase = new Map(INDIAN_STATES.map((name) => [name.toLowerCase(), name]));

/** The canonical spelling of a state or union territory, matched case-insensitively, or null when it is not one. */
export function canonicalIndianState(input: string): string | null {
  return byLowerCase.get(input.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}
