// The sharing cards' only importer of @napi-rs/canvas: draws a 1200×630 PNG from the logo's tiles, the brand's
// colours and Noto Sans (OFL-1.1, from npm), at build time.

import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { SHARE_IMAGE_SIZE } from '../../src/lib/site/page-heads';

export interface ShareCard {
  /** The small line above the title: 'Toronto zoning' or the article category. */
  eyebrow: string;
  title: string;
  subtitle: string;
  /** The accent colour of the card's band and eyebrow (one of the logo's tiles). */
  accent: string;
}

/** The logo's colours (public/icons/icon.svg). */
export const BRAND = Object.freeze({ navy: '#0b3b60', yellow: '#f6d55c', red: '#e4573d', green: '#5bb07a', blue: '#4a8fdb', white: '#ffffff' });

const REGULAR = 'ZoneBrief Card Sans';
const BOLD = 'ZoneBrief Card Sans Bold';
let fontsRegistered = false;

function registerFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  GlobalFonts.registerFromPath(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'), REGULAR);
  GlobalFonts.registerFromPath(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'), BOLD);
  fontsRegistered = true;
}

/** The logo (icon.svg's 64-unit drawing) at `x, y`, `size` pixels wide. */
function drawLogo(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  const unit = size / 64;
  const tile = (tx: number, ty: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.roundRect(x + tx * unit, y + ty * unit, 18 * unit, 18 * unit, 3 * unit);
    ctx.fill();
  };
  ctx.fillStyle = BRAND.white;
  ctx.globalAlpha = 0.08;
  ctx.beginPath();
  ctx.roundRect(x, y, size, size, 14 * unit);
  ctx.fill();
  ctx.globalAlpha = 1;
  tile(12, 12, BRAND.yellow);
  tile(34, 12, BRAND.red);
  tile(12, 34, BRAND.green);
  tile(34, 34, BRAND.blue);
  ctx.fillStyle = BRAND.white;
  ctx.beginPath();
  ctx.arc(x + 32 * unit, y + 32 * unit, 7 * unit, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = BRAND.navy;
  ctx.beginPath();
  ctx.arc(x + 32 * unit, y + 32 * unit, 3 * unit, 0, Math.PI * 2);
  ctx.fill();
}

/** `text` broken into lines no wider than `width` at the context's font. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export function drawShareCard(card: ShareCard): Buffer {
  registerFonts();
  const { width, height } = SHARE_IMAGE_SIZE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const margin = 80;

  ctx.fillStyle = BRAND.navy;
  ctx.fillRect(0, 0, width, height);
  // A quiet grid of parcels on the right, in the tiles' colours.
  const colours = [BRAND.yellow, BRAND.red, BRAND.green, BRAND.blue];
  ctx.globalAlpha = 0.12;
  for (let row = 0; row < 6; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      ctx.fillStyle = colours[(row + column) % colours.length] ?? BRAND.blue;
      ctx.beginPath();
      ctx.roundRect(820 + column * 96, 40 + row * 96, 84, 84, 10);
      ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = card.accent;
  ctx.fillRect(0, height - 16, width, 16);

  drawLogo(ctx, margin, margin - 10, 96);
  ctx.fillStyle = BRAND.white;
  ctx.font = `44px "${BOLD}"`;
  ctx.textBaseline = 'middle';
  ctx.fillText('ZoneBrief', margin + 120, margin + 38);

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = card.accent;
  ctx.font = `30px "${BOLD}"`;
  ctx.fillText(card.eyebrow.toUpperCase(), margin, 270);

  ctx.fillStyle = BRAND.white;
  // The text keeps left of the parcels' grid.
  const textWidth = 720;
  ctx.font = `56px "${BOLD}"`;
  const titleLines = wrap(ctx, card.title, textWidth);
  if (titleLines.length > 2) throw new Error(`A sharing card's title must fit two lines: ${card.title}`);
  titleLines.forEach((line, index) => ctx.fillText(line, margin, 340 + index * 68));

  ctx.font = `30px "${REGULAR}"`;
  ctx.fillStyle = '#d5e3ef';
  const subtitleLines = wrap(ctx, card.subtitle, textWidth);
  if (subtitleLines.length > 3) throw new Error(`A sharing card's subtitle must fit three lines: ${card.subtitle}`);
  const subtitleTop = 340 + titleLines.length * 68 + 16;
  subtitleLines.forEach((line, index) => ctx.fillText(line, margin, subtitleTop + index * 42));

  return canvas.toBuffer('image/png');
}
