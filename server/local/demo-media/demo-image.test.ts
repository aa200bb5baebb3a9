// @vitest-environment jsdom
// (jsdom's DOMParser checks that each picture is well-formed XML.)
import { describe, expect, it } from 'vitest';
import { demoImageMotif, renderDemoImage } from './demo-image.js';

function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('renderDemoImage', () => {
  it.each([
    ['personalised-photo-mug-1.svg'],
    ['personalised-photo-mug-2.svg'],
    ['red-roses-bouquet-1.svg'],
    ['brass-kuthuvilakku-diya-3.svg'],
    ['rose-gold-heart-necklace-1.svg'],
    ['x-1.svg'],
    ['a1-b2-c3-99.svg'],
    ['something-entirely-unknown-7.svg'],
  ])('draws a small, well-formed square SVG for %s', (file) => {
    const svg = renderDemoImage(file);
    expect(svg).not.toBeNull();
    const doc = parseSvg(svg ?? '');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 400 400');
    expect(root.getAttribute('width')).toBe(root.getAttribute('height'));
    expect((svg ?? '').length).toBeLessThan(8_000);
  });

  it.each([
    ['no number', 'photo-mug.svg'],
    ['picture 0', 'photo-mug-0.svg'],
    ['three-digit picture', 'photo-mug-100.svg'],
    ['leading zero', 'photo-mug-01.svg'],
    ['other extension', 'photo-mug-1.png'],
    ['upper case', 'Photo-Mug-1.svg'],
    ['path traversal', '../photo-mug-1.svg'],
    ['slash', 'a/b-1.svg'],
    ['double dash', 'photo--mug-1.svg'],
    ['leading dash', '-mug-1.svg'],
    ['query-like', 'mug-1.svg?x=1'],
    ['markup in name', '<script>-1.svg'],
    ['empty', ''],
    ['only number', '1.svg'],
    ['too long', `${'a'.repeat(200)}-1.svg`],
  ])('returns null for a name that does not parse (%s)', (_case, file) => {
    expect(renderDemoImage(file)).toBeNull();
  });

  it('is deterministic', () => {
    expect(renderDemoImage('teddy-bear-1.svg')).toBe(renderDemoImage('teddy-bear-1.svg'));
  });

  it('draws a different picture for each number and each product', () => {
    const pictures = new Set([
      renderDemoImage('teddy-bear-1.svg'),
      renderDemoImage('teddy-bear-2.svg'),
      renderDemoImage('panda-plush-1.svg'),
      renderDemoImage('photo-frame-1.svg'),
    ]);
    expect(pictures.size).toBe(4);
  });

  it.each([
    ['personalised-photo-mug', 'mug'],
    ['red-roses-bouquet', 'bouquet'],
    ['rose-gold-heart-necklace', 'necklace'],
    ['oxidised-jhumka-earrings', 'ring'],
    ['family-photo-frame', 'photoFrame'],
    ['diwali-dry-fruit-hamper', 'hamper'],
    ['giant-teddy-bear', 'teddy'],
    ['lucky-bamboo-plant', 'pottedPlant'],
    ['brass-kuthuvilakku-diya', 'diya'],
    ['scented-soy-candle', 'candle'],
    ['designer-rakhi-set', 'rangoli'],
    ['leather-bound-diary', 'notebook'],
    ['handmade-greeting-card', 'envelope'],
    ['red-velvet-cake', 'cake'],
    ['wooden-wall-clock', 'clock'],
    ['belgian-chocolate-box', 'giftBox'],
    ['something-unknown', 'giftBox'],
  ])('draws %s as a %s', (slug, motif) => {
    expect(demoImageMotif(slug)).toBe(motif);
  });

  it('never echoes the file name into the picture', () => {
    expect(renderDemoImage('secret-word-1.svg')).not.toContain('secret');
  });
});
