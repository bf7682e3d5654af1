/**
 * Writes the designed default hero (web/public/hero/default-<width>.<avif|webp>): the site's
 * simulator drawing as pictures at core's DEFAULT_HERO_WIDTHS, so the home page shows the same
 * <picture> whether or not staff have uploaded a photo. Run again after changing the drawing:
 * `npx tsx --tsconfig web/tsconfig.json web/scripts/defaultHero.ts`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HERO_WIDTHS } from '@lounge/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { SimulatorArt } from '../src/ui/SimulatorArt';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'hero');
const svg = renderToStaticMarkup(createElement(SimulatorArt)).replace(
  '<svg ',
  '<svg xmlns="http://www.w3.org/2000/svg" ',
);
const DRAWN_WIDTH = 480;

for (const width of DEFAULT_HERO_WIDTHS) {
  const image = sharp(Buffer.from(svg), { density: (72 * width) / DRAWN_WIDTH }).resize({ width });
  await image
    .clone()
    .avif({ quality: 60, effort: 6 })
    .toFile(path.join(out, `default-${width}.avif`));
  await image
    .clone()
    .webp({ quality: 82 })
    .toFile(path.join(out, `default-${width}.webp`));
}
