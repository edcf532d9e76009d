// Checks on text people type, shared by the request schemas, the server and the forms: text that is
// not well-formed UTF-16 (an unpaired surrogate), text that shows nothing (only whitespace,
// zero-width and other invisible characters), and a single emoji. Without zod, so a page that only
// checks text (the detail page's forms) does not load it; the schemas' text field is user-text.ts.

/** Why a text with an unpaired UTF-16 surrogate is refused (after "Invalid body.{field}: "). */
export const MALFORMED_TEXT_MESSAGE = 'The text contains an invalid character (a lone surrogate)';

// With the u flag a surrogate pair is one code point, so \p{Cs} only matches an unpaired one.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * False when `value` holds an unpaired UTF-16 surrogate ("\uD800"), which is no character at all:
 * JSON carries it ("\ud800") but UTF-8 cannot, and the database would silently store U+FFFD.
 * (String.prototype.isWellFormed, which ES2024 adds, says the same.)
 */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

// What shows nothing: whitespace; control (Cc) and format (Cf) characters such as U+200B-U+200D
// (zero-width space and joiners), U+2060 (word joiner), U+FEFF (byte order mark), U+00AD (soft
// hyphen) and bidi controls; every other default-ignorable code point (U+3164 Hangul filler,
// U+115F/U+1160, U+FFA0, variation selectors, tags); and U+2800 (the blank Braille pattern).
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when `value` shows nothing once whitespace and invisible characters are taken out. */
export function isBlankText(value: string | null | undefined): boolean {
  return (value ?? '').replace(INVISIBLE, '') === '';
}

// An emoji's parts: emoji code points (which include # * 0-9 and text-style symbols such as ©),
// emoji components (ZWJ, U+FE0F, the keycap mark, skin tones, regional indicators and the tag
// characters of subdivision flags) and U+FE0E, the text-style selector.
const EMOJI_PARTS = /^(?:[\p{Emoji}\p{Emoji_Component}]|\uFE0E)+$/u;
// What makes those parts an emoji rather than a digit or a symbol: a pictograph, a code point shown
// as an emoji by default (flags' regional indicators too), or a keycap (1️⃣).
const EMOJI_BASE = /\p{Extended_Pictographic}|\p{Emoji_Presentation}|\u20E3/u;
// Half a flag: a regional indicator shows as a boxed letter unless paired with another.
const HALF_FLAG = /^\p{Regional_Indicator}$/u;

let graphemes: Intl.Segmenter | undefined;

/** True when `value` is one user-perceived character (grapheme cluster). */
function isOneGrapheme(value: string): boolean {
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  const segments = graphemes.segment(value)[Symbol.iterator]();
  return segments.next().done === false && segments.next().done === true;
}

/**
 * True when `value` is exactly one emoji: one grapheme cluster (so "👨‍👩‍👧", "👍🏽", "🇫🇷" and "1️⃣"
 * count as one) made only of emoji code points and components, with a pictograph, an
 * emoji-presentation code point or a keycap in it. Text ("a", "1", "<img src=x>",
 * "javascript:1"), two emoji, half a flag and invisible characters are not.
 */
export function isSingleEmoji(value: string): boolean {
  return (
    isWellFormedText(value) &&
    EMOJI_PARTS.test(value) &&
    EMOJI_BASE.test(value) &&
    !HALF_FLAG.test(value) &&
    isOneGrapheme(value)
  );
}
