import * as v from 'valibot';
import { invalidData } from './errors.ts';

/** `email: Invalid email address; code: Required` — one line per issue, with the field's dot path. */
function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      const message = issue.expected === 'never' ? 'unknown field' : issue.message;
      return path ? `\`${path}\`: ${message}` : message;
    })
    .join('; ');
}

/** Parses `input` with `schema`; 400 `invalid_data` naming every failing field otherwise. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  what = 'Request body',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw invalidData(`${what} is invalid: ${describe(result.issues)}`);
  return result.output;
}
