import * as v from 'valibot';
import { invalidArguments } from './errors.ts';

/** A request's data as `schema` reads it; `invalid_request_arguments` naming the first bad field otherwise. */
export function parse<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const path = issue ? v.getDotPath(issue) : null;
  throw invalidArguments(path ? `\`${path}\`: ${issue?.message}` : (issue?.message ?? 'Invalid request'));
}
