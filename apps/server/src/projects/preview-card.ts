// A project's share-preview card: the 1200x630 PNG a link preview on X, Telegram or Slack shows
// (og:image). Drawn without a browser or the network: satori lays the card out as SVG with a font
// shipped in an npm package (Inter), emoji come from the Twemoji SVG set in npm, and resvg turns
// the SVG into a PNG (docs/decisions/067-preview-cards.md). A card is kept in memory under its
// project and the facts it shows, so a changed project gets a new card and never a stale one.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { Resvg } from '@resvg/resvg-js';
import { LOGO_MAX_BYTES } from '@memetank/shared/constants';
import type { Currency } from '@memetank/shared/currency';
import { fromBaseUnits } from '@memetank/shared/currency';
import { formatFundingCompact } from '@memetank/shared/format-money';
import satori from 'satori';
import type { Storage } from '../storage/storage';
import { UPLOADS_URL_PREFIX } from '../storage/storage';

export const PREVIEW_CARD_WIDTH = 1200;
export const PREVIEW_CARD_HEIGHT = 630;
/** Cards kept in memory at most (one per project): the least recently drawn leaves first. */
const MAX_CARDS = 200;
/** Changes every card's version when the drawing changes, so no old card outlives a redesign. */
const DESIGN = 1;

/** What a card shows: the project's name, logo and funding, in integer base units. */
export interface PreviewCardFacts {
  name: string;
  logo: string;
  currency: Currency;
  raisedUnits: bigint;
  goalUnits: bigint;
}

export interface PreviewCards {
  /** The card's version: a short hash of what it shows (the og:image URL carries it). */
  version(facts: PreviewCardFacts): string;
  /** The project's card as PNG bytes, drawn once per version. */
  png(projectId: string, facts: PreviewCardFacts): Promise<Buffer>;
}

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const twemojiDir = dirname(require.resolve('@twemoji/svg/package.json'));

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** "12.5%": raised of goal with one decimal, from base units (no float rounding of money). */
function percentText(raised: bigint, goal: bigint): { text: string; tenths: number } {
  if (goal <= 0n) return { text: '0%', tenths: 0 };
  const tenths = Number((raised * 1000n) / goal);
  const text = `${Math.floor(tenths / 10)}${tenths % 10 === 0 ? '' : `.${tenths % 10}`}%`;
  return { text, tenths };
}

/** The Twemoji file of an emoji, as Twemoji names them: code points, FE0F left out unless joined. */
async function emojiSvg(segment: string): Promise<string | null> {
  const points = [...segment].map((char) => char.codePointAt(0)!.toString(16));
  const names = [points.filter((point) => point !== 'fe0f').join('-'), points.join('-')];
  for (const name of names) {
    try {
      const svg = await readFile(join(twemojiDir, `${name}.svg`));
      return `data:image/svg+xml;base64,${svg.toString('base64')}`;
    } catch {
      // next spelling
    }
  }
  return null;
}

/** An image's type from its first bytes, for the kinds resvg draws. */
function imageType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')))
    return 'image/svg+xml';
  return null;
}

async function readStream(stream: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createPreviewCards(options: {
  storage: Storage;
  /** The built web app (apps/web/dist): the site's own images, such as the demo logos. */
  siteDir: string;
}): PreviewCards {
  let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 | 800 }[]> | undefined;
  const loadFonts = () =>
    (fonts ??= Promise.all(
      ([400, 700, 800] as const).map(async (weight) => ({
        name: 'Inter',
        weight,
        data: await readFile(fontFile(weight)),
      })),
    ));
  const cards = new Map<string, { version: string; png: Promise<Buffer> }>();

  /** The logo as a data URL: an upload or a site image; null for an emoji, text or a remote URL. */
  async function logoImage(logo: string): Promise<string | null> {
    if (!logo.startsWith('/') || logo.startsWith('//')) return null;
    let bytes: Buffer | null = null;
    if (logo.startsWith(UPLOADS_URL_PREFIX)) {
      const file = await options.storage
        .open(decodeURIComponent(logo.slice(UPLOADS_URL_PREFIX.length)))
        .catch(() => null);
      if (file) bytes = await readStream(file.stream, LOGO_MAX_BYTES);
    } else {
      // A file of the site, never one outside it ("/../").
      const root = normalize(options.siteDir + sep);
      const path = normalize(join(root, decodeURIComponent(logo.split('?')[0]!)));
      if (path.startsWith(root)) bytes = await readFile(path).catch(() => null);
    }
    const type = bytes && imageType(bytes);
    return bytes && type ? `data:${type};base64,${bytes.toString('base64')}` : null;
  }

  async function draw(facts: PreviewCardFacts): Promise<Buffer> {
    const image = await logoImage(facts.logo);
    const isText = !image && !/^(https?:)?\/\//i.test(facts.logo) && !facts.logo.startsWith('/');
    // An emoji or short text logo is drawn as text; a remote logo is not fetched: the initial then.
    const logoText = isText ? facts.logo : ([...facts.name.trim()][0] ?? '?').toUpperCase();
    const raised = formatFundingCompact(
      fromBaseUnits(facts.raisedUnits, facts.currency),
      facts.currency,
    );
    const goal = formatFundingCompact(
      fromBaseUnits(facts.goalUnits, facts.currency),
      facts.currency,
    );
    const percent = percentText(facts.raisedUnits, facts.goalUnits);
    const fill = Math.min(percent.tenths, 1000) / 10;

    const logoTile = el(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 300,
        height: 300,
        flexShrink: 0,
        borderRadius: 48,
        background: 'rgba(255,255,255,0.08)',
        border: '2px solid rgba(255,255,255,0.14)',
        overflow: 'hidden',
      },
      image
        ? {
            type: 'img',
            props: { src: image, width: 300, height: 300, style: { objectFit: 'cover' } },
          }
        : el('div', { fontSize: isText ? 190 : 150, fontWeight: 800, color: '#f5f3ff' }, logoText),
    );
    const details = el(
      'div',
      { display: 'flex', flexDirection: 'column', width: 700, marginLeft: 56 },
      [
        el(
          'div',
          {
            fontSize: 72,
            fontWeight: 800,
            lineHeight: 1.1,
            color: '#ffffff',
            display: 'block',
            lineClamp: 2,
          },
          facts.name,
        ),
        el('div', { display: 'flex', marginTop: 36, fontSize: 40, color: '#e9e5ff' }, [
          el('span', { fontWeight: 700, color: '#ffffff' }, `Raised ${raised}`),
          el('span', { marginLeft: 14, color: '#b9b2d9' }, `of ${goal}`),
        ]),
        el(
          'div',
          {
            display: 'flex',
            marginTop: 28,
            width: '100%',
            height: 32,
            borderRadius: 16,
            background: 'rgba(255,255,255,0.14)',
            overflow: 'hidden',
          },
          el('div', {
            width: `${fill}%`,
            height: '100%',
            borderRadius: 16,
            backgroundImage: 'linear-gradient(90deg, #a855f7, #ec4899)',
          }),
        ),
        el(
          'div',
          { display: 'flex', marginTop: 16, fontSize: 32, color: '#b9b2d9' },
          `${percent.text} funded`,
        ),
      ],
    );
    const card = el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        padding: '64px 72px',
        fontFamily: 'Inter',
        color: '#ffffff',
        backgroundImage: 'linear-gradient(135deg, #1e1038 0%, #0f0b1a 55%, #2a0f2e 100%)',
      },
      [
        el('div', { display: 'flex', alignItems: 'center', height: 420 }, [logoTile, details]),
        el(
          'div',
          { display: 'flex', marginTop: 20, fontSize: 30, fontWeight: 700, color: '#d8b4fe' },
          [
            el('span', {}, 'MemeTank'),
            el(
              'span',
              { marginLeft: 16, fontWeight: 400, color: '#b9b2d9' },
              'Shark Tank for Meme Coins',
            ),
          ],
        ),
      ],
    );
    const svg = await satori(card as Parameters<typeof satori>[0], {
      width: PREVIEW_CARD_WIDTH,
      height: PREVIEW_CARD_HEIGHT,
      fonts: await loadFonts(),
      // Emoji from the Twemoji set; other scripts have no font here and are left out.
      loadAdditionalAsset: async (code, segment) =>
        code === 'emoji' ? ((await emojiSvg(segment)) ?? '') : [],
    });
    return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
      .render()
      .asPng();
  }

  const version = (facts: PreviewCardFacts) =>
    createHash('sha256')
      .update(
        JSON.stringify([
          DESIGN,
          facts.name,
          facts.logo,
          facts.currency,
          facts.raisedUnits.toString(),
          facts.goalUnits.toString(),
        ]),
      )
      .digest('hex')
      .slice(0, 16);

  return {
    version,
    png(projectId, facts) {
      const current = version(facts);
      const cached = cards.get(projectId);
      cards.delete(projectId);
      if (cached?.version === current) {
        cards.set(projectId, cached); // the most recently used goes last
        return cached.png;
      }
      // Concurrent requests for a new version share one drawing; a failed one is not kept.
      const png = draw(facts);
      png.catch(() => cards.get(projectId)?.png === png && cards.delete(projectId));
      if (cards.size >= MAX_CARDS) cards.delete(cards.keys().next().value!);
      cards.set(projectId, { version: current, png });
      return png;
    },
  };
}
