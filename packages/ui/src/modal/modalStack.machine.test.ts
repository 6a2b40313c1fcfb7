import { describe, expect, it } from 'vitest';
import {
  initialModalStack,
  type ModalStack,
  type ModalStackEvent,
  modalStackMachine,
} from './modalStack.machine.ts';

const run = (events: ModalStackEvent[], from: ModalStack = initialModalStack()) =>
  events.reduce(modalStackMachine, from);

describe('modalStackMachine', () => {
  it('starts on the landing screen with no last screen', () => {
    expect(initialModalStack()).toEqual({ current: 'landing', last: null, history: [] });
  });

  it.each<[string, ModalStackEvent[], Pick<ModalStack, 'current' | 'last'>]>([
    ['navigate stacks the current screen', [{ type: 'navigate', screen: 'enter-code' }], { current: 'enter-code', last: 'landing' }],
    [
      'navigate twice keeps the previous one as last',
      [
        { type: 'navigate', screen: 'enter-code' },
        { type: 'navigate', screen: 'error' },
      ],
      { current: 'error', last: 'enter-code' },
    ],
    [
      'replace swaps the current screen',
      [
        { type: 'navigate', screen: 'enter-code' },
        { type: 'navigate', screen: 'error', replace: true },
      ],
      { current: 'error', last: 'landing' },
    ],
    [
      'back returns to the last screen',
      [{ type: 'navigate', screen: 'enter-code' }, { type: 'back' }],
      { current: 'landing', last: null },
    ],
    [
      'back walks the whole stack',
      [
        { type: 'navigate', screen: 'enter-code' },
        { type: 'navigate', screen: 'error' },
        { type: 'back' },
        { type: 'back' },
      ],
      { current: 'landing', last: null },
    ],
    ['back at the bottom stays', [{ type: 'back' }], { current: 'landing', last: null }],
    [
      'reset goes back to the landing screen',
      [{ type: 'navigate', screen: 'enter-code' }, { type: 'navigate', screen: 'error' }, { type: 'reset' }],
      { current: 'landing', last: null },
    ],
    ['reset may name the screen', [{ type: 'reset', screen: 'error' }], { current: 'error', last: null }],
  ])('%s', (_, events, expected) => {
    expect(run(events)).toMatchObject(expected);
  });

  it('returns the same object when nothing changes', () => {
    const stack = initialModalStack();
    expect(modalStackMachine(stack, { type: 'back' })).toBe(stack);
    expect(modalStackMachine(stack, { type: 'navigate', screen: 'landing' })).toBe(stack);
  });

  it('keeps last equal to the top of history', () => {
    const stack = run([
      { type: 'navigate', screen: 'enter-code' },
      { type: 'navigate', screen: 'error' },
    ]);
    expect(stack.history).toEqual(['landing', 'enter-code']);
    expect(stack.last).toBe(stack.history.at(-1));
  });
});
