import { expect } from 'vitest';

/**
 * The handful of DOM matchers the View tests use (jest-dom is not a dependency of this repo).
 * Import this module for its side effect.
 */
interface DomMatchers<R = unknown> {
  toBeInTheDocument(): R;
  toHaveAttribute(name: string, value?: string): R;
  toBeDisabled(): R;
  toBeEnabled(): R;
  toHaveFocus(): R;
  toHaveClass(name: string): R;
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: must match Vitest's own declaration of Matchers to merge with it.
  interface Matchers<T = any> extends DomMatchers<T> {}
}

const isElement = (value: unknown): value is Element => value instanceof Element;
const describe = (value: unknown) => (isElement(value) ? value.outerHTML.slice(0, 200) : String(value));

function disabled(element: Element): boolean {
  if ('disabled' in element && (element as HTMLButtonElement).disabled) return true;
  return element.closest('fieldset[disabled]') !== null;
}

expect.extend({
  toBeInTheDocument(received: unknown) {
    const pass = isElement(received) && received.ownerDocument.contains(received);
    return { pass, message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to be in the document` };
  },
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const actual = isElement(received) ? received.getAttribute(name) : null;
    const pass = actual !== null && (value === undefined || actual === value);
    return {
      pass,
      message: () =>
        `expected ${describe(received)} ${pass ? 'not ' : ''}to have attribute ${name}${value === undefined ? '' : `="${value}"`} (got ${actual === null ? 'none' : `"${actual}"`})`,
    };
  },
  toBeDisabled(received: unknown) {
    const pass = isElement(received) && disabled(received);
    return { pass, message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to be disabled` };
  },
  toBeEnabled(received: unknown) {
    const pass = isElement(received) && !disabled(received);
    return { pass, message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to be enabled` };
  },
  toHaveFocus(received: unknown) {
    const pass = isElement(received) && received.ownerDocument.activeElement === received;
    return {
      pass,
      message: () =>
        `expected ${describe(received)} ${pass ? 'not ' : ''}to have focus (focused: ${describe(document.activeElement)})`,
    };
  },
  toHaveClass(received: unknown, name: string) {
    const pass = isElement(received) && received.classList.contains(name);
    return { pass, message: () => `expected ${describe(received)} ${pass ? 'not ' : ''}to have class ${name}` };
  },
});
