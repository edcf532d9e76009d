import { describe, expect, it } from 'vitest';
import { normalizeLogo, normalizeUploadedPitchDeck } from './links';

describe('normalizeLogo', () => {
  it('reads empty as null (the placeholder) and keeps uploads, image URLs and one emoji, trimmed', () => {
    expect(normalizeLogo(undefined)).toBeNull();
    expect(normalizeLogo('   ')).toBeNull();
    for (const logo of [
      '/uploads/project-logo-1732270000000.png',
      '/uploads/project-logo-1732270000000-0a1b2c3d.jpg',
      '/uploads/project-logo-1732270000000.gif',
      '/uploads/project-logo-1732270000000.webp',
      '/placeholder.svg',
      '/demo/logos/pixel-pigeon.svg',
      'https://ipfs.io/ipfs/abc',
      'http://img.example/frog.png',
      '🐸',
      '👨‍👩‍👧',
    ]) {
      expect(normalizeLogo(` ${logo} `), logo).toBe(logo);
    }
  });

  it('refuses any other text, markup, script URL, site path or two emoji', () => {
    for (const logo of [
      'javascript:1',
      'JAVASCRIPT:alert(1)',
      '<img src=x>',
      'data:image/png;base64,AAAA',
      'hello',
      '🐸🐸',
      '\u200B',
      '/uploads/project-logo-1.png',
      '/uploads/project-logo-1732270000000.svg',
      '/uploads/pitch-deck-1732270000000.pdf',
      '/uploads/../project-logo-1732270000000.png',
      '/demo/logos/../../etc/passwd.svg',
      '/x"onerror="alert(1)',
      '//evil.example/logo.png',
      'https://localhost/x.png',
      'http://',
    ]) {
      expect(normalizeLogo(logo), logo).toBeUndefined();
    }
  });
});

describe('normalizeUploadedPitchDeck', () => {
  it('keeps only a .pdf, .ppt or .pptx the upload route named, and reads empty as null', () => {
    expect(normalizeUploadedPitchDeck(null)).toBeNull();
    expect(normalizeUploadedPitchDeck('')).toBeNull();
    for (const url of [
      '/uploads/pitch-deck-1732270000000.pdf',
      '/uploads/pitch-deck-1732270000000.ppt',
      '/uploads/pitch-deck-1732270000000-deadbeef.pptx',
    ]) {
      expect(normalizeUploadedPitchDeck(` ${url}\n`), url).toBe(url);
    }
    for (const url of [
      'https://deck.example/deck.pdf',
      'javascript:alert(1)',
      '/uploads/pitch-deck-1.pdf',
      '/uploads/pitch-deck-1732270000000.png',
      '/uploads/project-logo-1732270000000.png',
      '/uploads/project-pitch-deck-1732270000000.pdf',
      '/uploads/pitch-deck-1732270000000.pdf?x=1',
      'pitch-deck-1732270000000.pdf',
    ]) {
      expect(normalizeUploadedPitchDeck(url), url).toBeUndefined();
    }
  });
});
