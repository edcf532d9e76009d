// A text field of a request schema. Apart from the checks it uses (text.ts, without zod), so that a
// page that only checks text does not load zod.
import { z as Zod } from 'zod';
import { MALFORMED_TEXT_MESSAGE, isWellFormedText } from './text';

/**
 * A text field of a request: at most `max` UTF-16 units, and well-formed (no lone surrogate), with
 * the one error shape's message "Invalid body.{field}: ...".
 */
export function userText(max: number) {
  return Zod.string().max(max).refine(isWellFormedText, MALFORMED_TEXT_MESSAGE);
}
