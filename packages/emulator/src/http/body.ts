import type { Context } from 'hono';
import { invalidData } from './errors.ts';

/** The JSON object body of a request; `{}` when empty; 400 `invalid_data` when not an object. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidData('Request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidData('Request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** A required string field; 400 `invalid_data` when missing or not a string. */
export function requireString<T extends object>(body: T | undefined, field: keyof T & string): string {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== 'string' || value.length === 0) throw invalidData(`\`${field}\` is required`);
  return value;
}

/** An optional string field; 400 `invalid_data` when present but not a string (null counts as absent). */
export function optionalString<T extends object>(body: T | undefined, field: keyof T & string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidData(`\`${field}\` must be a string`);
  return value;
}
