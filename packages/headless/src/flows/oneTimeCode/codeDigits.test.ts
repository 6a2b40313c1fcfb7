import { describe, expect, it } from 'vitest';
import { backspaceDigit, clearDigit, emptyDigits, enterDigits } from './codeDigits.ts';

const boxes = (text: string) => [...text.padEnd(6, ' ')].map((c) => (c === ' ' ? '' : c));

describe('code digits', () => {
  it.each<[string, string, number, string, string | null, number | null, boolean]>([
    ['a digit fills its box and moves on', '', 0, '4', '4', 1, false],
    ['a digit in the middle', '12', 2, '3', '123', 3, false],
    ['typing over a box replaces it', '123456', 2, '9', '129456', 3, true],
    ['a paste fills from its box', '1', 1, '234', '1234', 4, false],
    ['a whole code fills from the first box, wherever it is pasted', '98', 4, '123456', '123456', 5, true],
    ['a longer paste keeps six digits', '', 0, '12345678', '123456', 5, true],
    ['whitespace is stripped', '', 0, ' 12 34 56 ', '123456', 5, true],
    ['at most the boxes left', '', 4, '789', '    78', 5, false],
    ['nothing typed changes nothing', '12', 2, '', null, null, false],
  ])('%s', (_, before, index, text, after, focus, complete) => {
    const edit = enterDigits(boxes(before), index, text);
    if (after === null) return expect(edit).toBeNull();
    expect(edit).toEqual({
      digits: boxes(after),
      focus,
      code: after.replace(/ /g, ''),
      complete,
    });
  });

  it.each(['a', '12a', '-1', '1.2'])('refuses %j (not digits) and changes nothing', (text) => {
    expect(enterDigits(boxes('12'), 2, text)).toBe('not-digits');
  });

  it.each<[string, string, number, string | null, number | null]>([
    ['clears the box and moves back', '123', 2, '12', 1],
    ['in an empty box, clears the one before and moves there', '123', 3, '12', 2],
    ['in the first box, clears it and stays', '1', 0, '', 0],
    ['in the empty first box, does nothing', '', 0, null, null],
  ])('backspace %s', (_, before, index, after, focus) => {
    const edit = backspaceDigit(boxes(before), index);
    if (after === null) return expect(edit).toBeNull();
    expect(edit).toMatchObject({ digits: boxes(after), focus, complete: false });
  });

  it('a deleted box empties where it is, leaving a gap the code skips', () => {
    expect(clearDigit(boxes('123456'), 2)).toEqual({
      digits: boxes('12 456'),
      focus: 2,
      code: '12456',
      complete: false,
    });
    expect(emptyDigits()).toEqual(['', '', '', '', '', '']);
    expect(emptyDigits(4)).toHaveLength(4);
  });
});
