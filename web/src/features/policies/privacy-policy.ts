import { SHOP } from '../../lib/shop-info';
import type { Policy } from './policy-types';

/** The Privacy Policy page. `contactLine` says how to reach the shop. */
export function privacyPolicy(contactLine: string): Policy {
  return {
    title: 'Privacy Policy',
    description: 'How Lovely Gifts collects, uses and protects your personal data.',
    intro: `${SHOP.name} respects your privacy. This policy explains what personal data we collect, why, and the choices you have, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
    sections: [
      {
        heading: 'What we collect',
        bullets: [
          'Account details: your name, e-mail address, phone number (verified by OTP) and, if you sign in with Google, your profile picture.',
          'Order details: delivery and billing addresses, the items you buy, gift messages and personalisation text or photos.',
          'Payment status from our payment gateway (for example, success or failure and a reference number). We never receive your full card number, CVV or UPI PIN.',
          'Technical data: your browser, device and pages visited, used to keep the website working and secure.',
        ],
      },
      {
        heading: 'How we use it',
        bullets: [
          'To process, pack, deliver and support your orders, and to send order and delivery updates.',
          'To manage your account, verify your phone number and keep your account secure.',
          'To answer your questions and handle returns and refunds.',
          'To send offers only if you agreed to receive them; you can opt out at any time.',
          'To meet legal, tax and accounting obligations.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We share only what is needed with: courier partners (name, phone and address for delivery), our payment gateway, our sign-in and hosting providers, and authorities when the law requires it. We do not sell your personal data.',
        ],
      },
      {
        heading: 'Cart, wishlist and cookies',
        paragraphs: [
          'Your cart and wishlist are stored in your own browser (local storage) so they are there when you come back. Signing in uses secure tokens from our sign-in provider. We do not use advertising trackers.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep account data while your account is active, and order and invoice records for as long as tax laws require (currently up to 8 years). Personalisation photos are deleted within 90 days after delivery.',
        ],
      },
      {
        heading: 'Your rights',
        bullets: [
          'See the personal data we hold about you and correct it (most of it is in your profile).',
          'Ask us to delete your account and personal data, except what we must keep by law.',
          'Withdraw consent for marketing messages at any time.',
          'Nominate someone to exercise these rights for you, and complain to the Data Protection Board of India if we do not resolve your concern.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'We use encrypted connections (HTTPS), access controls and trusted providers to protect your data. No system is perfectly secure, so please use a strong password and never share OTPs with anyone, including people claiming to be from us.',
        ],
      },
      {
        heading: 'Grievance officer and contact',
        paragraphs: [
          `For any privacy question or request, contact our Grievance Officer. ${contactLine} We reply within 7 working days.`,
        ],
      },
    ],
  };
}
