// What classic `zod` did that `zod/mini` (the tree-shakable API the platform uses) leaves out.
import * as z from 'zod/mini';
import { en } from 'zod/locales';
// By name: reading a value through the namespace (`z.core.…`) makes bundlers keep all of zod.
import { $ZodEncodeError } from 'zod/v4/core';

/**
 * zod's own English messages ("Invalid input: expected string, received number", …) for the
 * issues our schemas give no text of their own. Classic `zod` installs them when its first
 * schema is built; `zod/mini` installs none (every such issue would read "Invalid input"). Done
 * the same way: only if no locale is set yet (the setting is global to every zod on the page).
 * Each schema module calls this at its top, so no bundler can drop it as an unused re-export.
 */
export function ensureEnglishZodMessages(): void {
  if (!z.config().localeError) z.config(en());
}

/**
 * `from`, then `fn`, then `to` (which checks what `fn` returns): classic zod's `.transform()` and
 * `z.preprocess`. Not mini's `z.transform`: under `parseAsync` (how zodResolver parses) that
 * always answers with a promise, and an object then lists the key after all its others, in the
 * parsed values and in the errors. A codec's decode stays synchronous, as classic's transforms
 * did. `fn` reports a problem by pushing an issue onto `payload.issues` (mini has no `addIssue`)
 * and returning `z.NEVER`. Only ever decoded; encoding throws, as it does through a transform.
 */
export function transformed<A extends z.core.SomeType, B extends z.core.SomeType>(
  from: A,
  to: B,
  fn: (value: z.output<A>, payload: z.core.ParsePayload<z.output<A>>) => unknown,
) {
  return z.codec(from, to, {
    decode: fn as (value: z.output<A>, payload: z.core.ParsePayload<z.output<A>>) => z.input<B>,
    encode: () => {
      throw new $ZodEncodeError('ZodTransform');
    },
  });
}
