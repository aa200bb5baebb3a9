import express, { type Router } from 'express';
import { renderDemoImage } from './demo-image.js';

/**
 * GET /media/demo/:file: the generated demo product images (SVG) that the demo catalog points at. Local mode only:
 * the local stack (and tests that seed demo-style image URLs) hand it to startServer; production serves real images.
 */
export function demoMediaRoute(): Router {
  return express.Router().get('/media/demo/:file', (req, res) => {
    const svg = renderDemoImage(req.params.file);
    if (svg === null) {
      res.status(404).type('text').send('No such image');
      return;
    }
    // The picture is a pure function of the file name, so a URL never changes content.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // An SVG opened directly must not run anything.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.type('image/svg+xml').send(svg);
  });
}
