// The shape every language's catalogue has: English's areas and keys, each text a string (a parameterised text
// a function of the same parameters), so a missing or extra key in uk, pl or ru fails the typecheck.
import type * as en from "./en";

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;
