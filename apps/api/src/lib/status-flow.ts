// A status flow as data: for each status, the statuses it may move to and who may make the move.
// Cases, warranty claims, parts orders and order cases all enforce their flow through this one check.
import { AppError } from './app-error.ts';

/** Who may make each move: one actor, or several when either party may (e.g. cancel an order). */
export type StatusFlow<S extends string, A extends string> = Record<S, Partial<Record<S, A | readonly A[]>>>;

/** Refuses a move the flow does not allow for this actor with 409800 (the record's state forbids it). */
export function assertMove<S extends string, A extends string>(
  flow: StatusFlow<S, A>,
  what: string,
  from: S,
  to: S,
  actor: A,
): void {
  const allowed = flow[from][to];
  if (allowed === undefined || !(typeof allowed === 'string' ? allowed === actor : allowed.includes(actor))) {
    throw new AppError(409800, [
      { field: 'status', problem: `a ${actor} cannot move ${what} from ${from} to ${to}` },
    ]);
  }
}
