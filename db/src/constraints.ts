import { CONSTRAINT_NAMES } from './constraints.generated';

export { CONSTRAINT_NAMES };

/** A public table, as named in CONSTRAINT_NAMES. */
export type ConstrainedTable = keyof typeof CONSTRAINT_NAMES;

type NamesOf<
  Table extends ConstrainedTable,
  Kind extends 'check' | 'unique' | 'foreignKey',
> = (typeof CONSTRAINT_NAMES)[Table][Kind][number];

/** The check constraints of `Table`: the rules a row must follow. */
export type CheckConstraint<Table extends ConstrainedTable> = NamesOf<Table, 'check'>;
/** The unique constraints and unique indexes of `Table`. */
export type UniqueConstraint<Table extends ConstrainedTable> = NamesOf<Table, 'unique'>;
/** The foreign keys of `Table`. */
export type ForeignKeyConstraint<Table extends ConstrainedTable> = NamesOf<Table, 'foreignKey'>;
/** Any constraint of `Table` a violation can name (DataError.constraint). */
export type ConstraintName<Table extends ConstrainedTable> =
  CheckConstraint<Table> | UniqueConstraint<Table> | ForeignKeyConstraint<Table>;
