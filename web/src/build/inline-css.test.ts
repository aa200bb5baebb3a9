import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-css';

const files: Record<string, string> = {
  'assets/index-1.css': 'body{margin:0}',
  'assets/Price-2.css': '.a{color:red}',
  'assets/evil.css': '.x{content:"</style><script>"}',
};
const read = (file: string) => files[file];

describe('inlineStylesheets', () => {
  it('inlines known stylesheets in place and keeps everything else', () => {
    const html = [
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="stylesheet" crossorigin href="/assets/Price-2.css">',
      '<link rel="stylesheet" href="/assets/index-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/unknown.css">',
    ].join('\n');
    expect(inlineStylesheets(html, read)).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/a.js">',
        '<style data-inlined="/assets/Price-2.css">.a{color:red}</style><link rel="stylesheet" href="/assets/Price-2.css" disabled>',
        '<style data-inlined="/assets/index-1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>',
        '<link rel="stylesheet" crossorigin href="/assets/unknown.css">',
      ].join('\n'),
    );
  });

  it('never inlines CSS that could close the style element', () => {
    const html = '<link rel="stylesheet" crossorigin href="/assets/evil.css">';
    expect(inlineStylesheets(html, read)).toBe(html);
  });
});
