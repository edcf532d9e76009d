import { readFile, readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { LOGO_MAX_BYTES } from '@memetank/shared/constants';
import { PITCH_DECK_MAX_BYTES } from '@memetank/shared/api/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { removeUnreferencedUploads } from '../src/jobs/upload-cleanup';
import { createTestApp, resetDatabase, signIn, type TestApp } from './helpers';
import { insertProject } from './project-rows';
import { createTestWallet } from './wallet-signer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real image of `width` x `height` px in `format`, made by sharp. */
const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 3, height = 2) =>
  sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
    .toFormat(format)
    .toBuffer();
const JPEG = await image('jpeg');
const GIF = await image('gif');
const WEBP = await image('webp');
/** Only the first bytes of a JPEG: what passed when uploads were checked by their magic bytes. */
const JPEG_HEADER_ONLY = JPEG.subarray(0, 12);
const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PPT = Buffer.concat([
  CFB_MAGIC,
  Buffer.alloc(504),
  Buffer.from('PowerPoint Document', 'utf16le'),
  Buffer.alloc(512),
]);
const DOC = Buffer.concat([
  CFB_MAGIC,
  Buffer.alloc(504),
  Buffer.from('WordDocument', 'utf16le'),
  Buffer.alloc(512),
]);

/** A zip with stored (uncompressed) entries, enough for file-type to read the entry names. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const PPTX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
  'ppt/presentation.xml': '<p:presentation/>',
});
const PLAIN_ZIP = zip({ 'notes.txt': 'not a deck' });

interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body: fields first (in order), then the file parts. */
function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = '----memetank-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploading a logo or a pitch deck', () => {
  let t: TestApp;
  let cookie: string;

  const upload = (
    kind: string | null,
    file: FilePart | null,
    withCookie: string | null = cookie,
  ) => {
    const body = multipart(kind === null ? {} : { kind }, file ? { file } : {});
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...(withCookie ? { cookie: withCookie } : {}) },
    });
  };
  const logo = (data: Buffer, filename = 'logo.png', contentType = 'image/png') =>
    upload('logo', { filename, contentType, data });
  const deck = (data: Buffer, filename = 'deck.pdf', contentType = 'application/pdf') =>
    upload('pitch-deck', { filename, contentType, data });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await resetDatabase(t.database);
    cookie = await signIn(t.app, await createTestWallet());
  });

  it('refuses an upload without a signed-in wallet', async () => {
    const response = await logo(PNG, 'logo.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const anonymous = await upload(
      'logo',
      { filename: 'a.png', contentType: 'image/png', data: PNG },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('stores a logo under a server-made name project-logo-{timestamp}.{ext}', async () => {
    const before = Date.now();
    const response = await logo(PNG);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'logo', contentType: 'image/png' });
    const stamp = Number(/^\/uploads\/project-logo-(\d{13})\.png$/.exec(body.url)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it('accepts JPEG and GIF logos by their content, whatever their declared type', async () => {
    const jpeg = await logo(JPEG, 'photo.png', 'application/octet-stream');
    expect(jpeg.json()).toMatchObject({ contentType: 'image/jpeg' });
    expect(jpeg.json().url).toMatch(/\.jpg$/);
    const gif = await logo(GIF, 'anim', 'text/plain');
    expect(gif.json().url).toMatch(/\.gif$/);
  });

  it('accepts real PNG, JPEG, GIF and WebP logos and stores a re-encoded copy, whose size it answers', async () => {
    for (const [data, format, ext] of [
      [PNG, 'png', 'png'],
      [JPEG, 'jpeg', 'jpg'],
      [GIF, 'gif', 'gif'],
      [WEBP, 'webp', 'webp'],
    ] as const) {
      const response = await logo(data);
      expect(response.statusCode, format).toBe(201);
      const { url, size } = response.json();
      expect(url).toMatch(new RegExp(`\\.${ext}$`));
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.rawPayload.length).toBe(size);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format, format).toBe(format);
      expect([meta.width, meta.height]).toEqual(format === 'png' ? [1, 1] : [3, 2]);
    }
  });

  it('refuses a PNG whose header claims 2147483647x2147483647 px ("Please select an image file")', async () => {
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(2147483647, 16);
    huge.writeUInt32BE(2147483647, 20);
    const ihdr = huge.subarray(12, 29);
    huge.writeUInt32BE(crc32(ihdr), 29);
    const response = await logo(huge);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_FILE', message: 'Please select an image file' },
    });
  });

  it('refuses an image wider or taller than 4096 px and keeps one of 4096 px', async () => {
    for (const [width, height] of [
      [4097, 1],
      [1, 4097],
    ]) {
      const response = await logo(await image('png', width, height));
      expect(response.statusCode, `${width}x${height}`).toBe(400);
      expect(response.json().error.message).toBe('Please select an image file');
    }
    expect((await logo(await image('png', 4096, 1))).statusCode).toBe(201);
  });

  it('refuses a logo that has only the first bytes of an image, or an image cut off', async () => {
    for (const data of [JPEG_HEADER_ONLY, PNG.subarray(0, PNG.length - 20)]) {
      const response = await logo(data);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_FILE');
    }
  });

  it('stores an image with HTML after it, or in its metadata, without the HTML', async () => {
    const withHtml = Buffer.concat([PNG, Buffer.from(HTML)]);
    const withExif = await sharp(JPEG)
      .withExif({ IFD0: { ImageDescription: HTML, Copyright: 'secret-owner' } })
      .toBuffer();
    expect(withExif.includes('secret-owner')).toBe(true);
    for (const data of [withHtml, withExif]) {
      const response = await logo(data, 'page.html', 'text/html');
      expect(response.statusCode).toBe(201);
      const stored = await readFile(
        join(t.app.services.config.uploadsDir, response.json().url.slice('/uploads/'.length)),
      );
      expect(stored.includes('<script')).toBe(false);
      expect(stored.includes('<html')).toBe(false);
      expect(stored.includes('secret-owner')).toBe(false);
    }
  });

  it('refuses a text file renamed x.png and sent as image/png ("Please select an image file")', async () => {
    const response = await logo(Buffer.from('just some text, not an image'), 'x.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_FILE', message: 'Please select an image file' },
    });
  });

  it('refuses an SVG logo, which could carry script', async () => {
    const response = await logo(SVG, 'logo.svg', 'image/svg+xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please select an image file');
  });

  it('refuses a logo over 5MB ("Please select an image smaller than 5MB") and keeps one of exactly 5MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    const response = await logo(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'FILE_TOO_LARGE', message: 'Please select an image smaller than 5MB' },
    });
    const exact = await logo(big.subarray(0, LOGO_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
  });

  it('never uses the client file name, even a path-like one', async () => {
    const { uploadsDir, dataDir } = t.app.services.config;
    const before = new Set(await readdir(uploadsDir).catch(() => []));
    const response = await logo(PNG, '../../etc/passwd.png', 'image/png');
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/uploads\/project-logo-\d{13}\.png$/);
    const added = (await readdir(uploadsDir)).filter((name) => !before.has(name));
    expect(added).toEqual([url.slice('/uploads/'.length)]);
    expect(await readdir(dataDir)).not.toContain('etc');
  });

  it('gives uploads in the same millisecond different names', async () => {
    const responses = await Promise.all([logo(PNG), logo(PNG), logo(PNG), logo(PNG)]);
    const urls = responses.map((r) => r.json().url);
    expect(new Set(urls).size).toBe(4);
    for (const url of urls)
      expect(url).toMatch(/^\/uploads\/project-logo-\d{13}(-[0-9a-f]{8})?\.png$/);
  });

  it('refuses an upload without a kind or without a file', async () => {
    const noKind = await upload(null, { filename: 'a.png', contentType: 'image/png', data: PNG });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.code).toBe('VALIDATION_ERROR');
    const badKind = await upload('avatar', {
      filename: 'a.png',
      contentType: 'image/png',
      data: PNG,
    });
    expect(badKind.statusCode).toBe(400);
    const noFile = await upload('logo', null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe('Please select a file to upload');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie },
      payload: { kind: 'logo' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('accepts pitch decks in PDF, PPT and PPTX by content as pitch-deck-{timestamp}.{ext}', async () => {
    const pdf = await deck(PDF, 'deck.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toMatchObject({ kind: 'pitch-deck', contentType: 'application/pdf' });
    expect(pdf.json().url).toMatch(/^\/uploads\/pitch-deck-\d{13}\.pdf$/);
    const ppt = await deck(PPT, 'deck.ppt', 'application/vnd.ms-powerpoint');
    expect(ppt.json().url).toMatch(/^\/uploads\/pitch-deck-\d{13}(-[0-9a-f]{8})?\.ppt$/);
    const pptx = await deck(PPTX, 'deck.pptx', 'application/octet-stream');
    expect(pptx.json()).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    });
    expect(pptx.json().url).toMatch(/\.pptx$/);
  });

  it('refuses a pitch deck that is not a PDF, PPT or PPTX by content', async () => {
    for (const [data, name] of [
      [PNG, 'deck.pdf'],
      [PLAIN_ZIP, 'deck.pptx'],
      [DOC, 'deck.ppt'],
      [Buffer.from('%PDX not a pdf'), 'deck.pdf'],
      [Buffer.concat([PDF, Buffer.from(HTML.toUpperCase())]), 'deck.pdf'],
      [Buffer.concat([PPT, Buffer.from(`<!DOCTYPE html>${HTML}`)]), 'deck.ppt'],
    ] as const) {
      const response = await deck(data, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_FILE', message: 'Please select a .pdf, .ppt or .pptx file' },
      });
    }
  });

  it('refuses a pitch deck over 20MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(PITCH_DECK_MAX_BYTES + 1 - PDF.length)]);
    const response = await deck(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses a body announced larger than any upload before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(PITCH_DECK_MAX_BYTES * 2),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
  });

  it('serves a logo with its real content type, nosniff and a sandboxing policy', async () => {
    const { url } = (await logo(PNG, 'evil.html', 'text/html')).json();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.rawPayload.length).toBe(Number(response.headers['content-length']));
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
  });

  it('serves a pitch deck as an attachment', async () => {
    const { url } = (await deck(PDF)).json();
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pitch-deck-/);
  });

  it('serves only names the server made', async () => {
    for (const url of [
      '/uploads/project-logo-1234567890123.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/evil.html',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('removes uploads no project points at once they are a day old, and keeps the others', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const age = (url: string) =>
      utimes(
        join(t.app.services.config.uploadsDir, url.replace('/uploads/', '')),
        twoDaysAgo,
        twoDaysAgo,
      );
    const abandoned = (await logo(PNG)).json().url as string;
    const usedLogo = (await logo(PNG)).json().url as string;
    const usedDeck = (await deck(PDF)).json().url as string;
    const fresh = (await logo(PNG)).json().url as string;
    await Promise.all([abandoned, usedLogo, usedDeck].map(age));
    await insertProject(t.database, { logo: usedLogo, pitchDeckUrl: usedDeck });

    const { removed } = await removeUnreferencedUploads(t.app.services);
    expect(removed).toEqual([abandoned.replace('/uploads/', '')]);
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    expect(await status(abandoned)).toBe(404);
    expect(await status(usedLogo)).toBe(200);
    expect(await status(usedDeck)).toBe(200);
    expect(await status(fresh)).toBe(200);
  });
});
