import { describe, expect, it } from 'vitest';
import { isBlankText, isSingleEmoji, isWellFormedText } from './text';
import { userText } from './user-text';

describe('isWellFormedText', () => {
  it('refuses a lone high or low surrogate anywhere, and keeps surrogate pairs', () => {
    for (const text of ['\uD800', '\uDFFF', 'a\uD83Db', 'x\uDE00', '\uDE00\uD83D', '😀\uD83D']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'plain', '😀', '\uD83D\uDE00', '👨‍👩‍👧', 'مرحبا', '\u200B']) {
      expect(isWellFormedText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('agrees with String.prototype.isWellFormed where the runtime has it', () => {
    const isWellFormed = (String.prototype as { isWellFormed?: () => boolean }).isWellFormed;
    if (!isWellFormed) return;
    for (const text of ['\uD800', 'a\uDC00', '😀', '\uD83D\uDE00x', 'ok']) {
      expect(isWellFormedText(text)).toBe(isWellFormed.call(text));
    }
  });

  it('makes a request text refuse a lone surrogate with a clear message', () => {
    const result = userText(10).safeParse('a\uD800');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'The text contains an invalid character (a lone surrogate)',
    );
    expect(userText(10).parse('frog 🐸')).toBe('frog 🐸');
    expect(userText(3).safeParse('four').success).toBe(false);
  });
});

describe('isBlankText', () => {
  it('reads whitespace, zero-width and other invisible characters alone as blank', () => {
    for (const text of [
      '',
      null,
      undefined,
      '   \n\t',
      '\u200B',
      '\u200C\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\u180E',
      '\u202E\u202C\u200E\u200F',
      '\u2061\u2062\u2063\u2064',
      '\u3164\u115F\u1160\uFFA0',
      '\uFE0F\u034F',
      '\u2800',
      '\u{E0020}\u{E007F}',
      '\u0000\u0001\u007F',
      '\u00A0\u3000\u2028\u2029',
      ' \u200B \u2060 \uFEFF ',
    ]) {
      expect(isBlankText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('reads any visible character as not blank', () => {
    for (const text of ['a', ' gm ', '\u200Bx', '🐸', '.', '\u0301a', 'مرحبا', '１']) {
      expect(isBlankText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('isSingleEmoji', () => {
  it('accepts exactly one emoji, whatever its sequence', () => {
    for (const emoji of [
      '🐸',
      '🚀',
      '❤️',
      '❤',
      '©️',
      '👍🏽',
      '👨‍👩‍👧‍👦',
      '🏳️‍🌈',
      '🇫🇷',
      '1️⃣',
      '#️⃣',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
      '🧑🏿‍🚀',
      '🏻',
    ]) {
      expect(isSingleEmoji(emoji), emoji).toBe(true);
    }
  });

  it('refuses text, markup, several emoji and invisible characters', () => {
    for (const text of [
      '',
      'a',
      '1',
      '#',
      '*',
      'javascript:1',
      '<img src=x>',
      '🐸🐸',
      '🐸 ',
      '🐸a',
      'a🐸',
      '\u200B',
      '\uFE0F',
      '\u200D',
      '\u{1F1EB}',
      '\u{1F1EB}\u{1F1F7}\u{1F1EB}',
      '\uD83D',
      '🐸\uD800',
      ':)',
      '™️🐸',
    ]) {
      expect(isSingleEmoji(text), JSON.stringify(text)).toBe(false);
    }
  });
});
