import { describe, expect, it } from 'vitest';
import { parseSocialLink, type SocialNetwork } from './social-links.js';

describe('parseSocialLink', () => {
  it.each<[SocialNetwork, string]>([
    ['instagram', 'https://www.instagram.com/lovelygifts.cbe'],
    ['instagram', 'https://instagram.com/lovelygifts'],
    ['youtube', 'https://www.youtube.com/@lovelygiftscbe'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['facebook', 'https://www.facebook.com/lovelygifts.cbe'],
    ['whatsapp', 'https://wa.me/919876543210'],
  ])('accepts a %s page: %s', (network, link) => {
    expect(parseSocialLink(network, `  ${link} `)).toBe(link);
  });

  it.each<[SocialNetwork, string]>([
    ['instagram', 'http://www.instagram.com/lovelygifts'],
    ['instagram', 'https://www.instagram.com.evil.example/lovelygifts'],
    ['instagram', 'https://evilinstagram.com/lovelygifts'],
    ['instagram', 'https://www.instagram.com/'],
    ['instagram', 'https://www.facebook.com/lovelygifts'],
    ['youtube', 'https://www.youtube.com:444/@shop'],
    ['facebook', 'https://user:pw@www.facebook.com/shop'],
    ['facebook', 'www.facebook.com/shop'],
    ['whatsapp', 'https://api.whatsapp.com/send?phone=919876543210'],
    ['whatsapp', 'javascript:alert(1)'],
    ['whatsapp', `https://wa.me/${'9'.repeat(500)}`],
  ])('refuses for %s: %s', (network, link) => {
    expect(parseSocialLink(network, link)).toBeNull();
  });
});
