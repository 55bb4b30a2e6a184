import { DECIMALS, type DecimalKind } from '@srm/contracts/sourcing';
import Decimal from 'decimal.js';

/**
 * Money, prices, rates and quantities are decimal text on the wire and in events, `numeric` in
 * PostgreSQL and `Decimal` here (CONVENTIONS 2c): never a JS float.
 */
export { Decimal };

/** The canonical text of a decimal of its kind: exactly `scale` fraction digits, as numeric(p, s) prints it. */
export const canonical = (value: string | Decimal, kind: DecimalKind): string =>
  new Decimal(value).toFixed(DECIMALS[kind].scale);

export const sum = (values: readonly (string | Decimal)[]): Decimal =>
  values.reduce<Decimal>((a, v) => a.plus(v), new Decimal(0));

export const isPositive = (value: string): boolean => new Decimal(value).greaterThan(0);
