// The database's types, generated from supabase/migrations by `pnpm db:types` into
// database.types.ts. Types only: nothing here exists at run time.
import type { Database } from './database.types';

export type {
  CompositeTypes,
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './database.types';

type PublicFunctions = Database['public']['Functions'];

/** A function of the `public` schema, callable with `rpc()`. */
export type FunctionName = keyof PublicFunctions;

/** The arguments `rpc(name, args)` takes. */
export type FunctionArgs<Name extends FunctionName> = PublicFunctions[Name]['Args'];

/** What `rpc(name)` answers: one row or value, or an array for set-returning functions. */
export type FunctionReturns<Name extends FunctionName> = PublicFunctions[Name]['Returns'];

/** One row a function returns: the element of a set-returning function's array. */
export type FunctionRow<Name extends FunctionName> =
  FunctionReturns<Name> extends readonly (infer Row)[] ? Row : FunctionReturns<Name>;
