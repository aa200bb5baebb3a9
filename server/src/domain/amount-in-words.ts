// An amount in words as Indian invoices print it: "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and
// Seventy Paise Only", in the Indian system (thousand, lakh, crore), never "million".

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 0–999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (hundreds === 0) return rest;
  return rest === '' ? `${ONES[hundreds]} Hundred` : `${ONES[hundreds]} Hundred ${rest}`;
}

/** A whole number of rupees in words, by crore, lakh, thousand and the rest ("Zero" for 0). */
export function rupeesInWords(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`not a whole number of rupees: ${rupees}`);
  if (rupees === 0) return 'Zero';
  const parts: string[] = [];
  const crores = Math.floor(rupees / 10_000_000);
  if (crores > 0) parts.push(`${rupeesInWords(crores)} Crore`);
  const lakhs = Math.floor((rupees % 10_000_000) / 100_000);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((rupees % 100_000) / 1000);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  const rest = belowThousand(rupees % 1000);
  if (rest !== '') parts.push(rest);
  return parts.join(' ');
}

/** An amount in paise as an invoice's "amount in words" line. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not a whole number of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${rupeesInWords(rupees)}`;
  return rest === 0 ? `${words} Only` : `${words} and ${belowHundred(rest)} Paise Only`;
}
