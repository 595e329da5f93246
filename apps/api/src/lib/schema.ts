// Shared schema builders: every successful body is {result: …}; errors are the catalogue body.
import { Type, type TSchema } from 'typebox';

export const ok = <T extends TSchema>(result: T) => Type.Object({ result });

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer(),
    page_size: Type.Integer(),
    total: Type.Integer(),
  });

/** Enumeration schema from a contracts tuple: `{type: 'string', enum: [...]}` typed as the union. */
export const Enum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
