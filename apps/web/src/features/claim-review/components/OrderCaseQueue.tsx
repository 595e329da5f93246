// The order cases of the queue: a wrong, damaged or missing delivery, each decided on its card
// beside the order it concerns and the dealer's photos.
import { type OrderCaseFilter, useOrderCaseQueue } from '../../../domain/claims/index.ts';
import { queueQuery, type QueueFilter } from '../queue-filter.ts';
import { OrderCaseCard } from './OrderCaseCard.tsx';
import { QueueList } from './QueueList.tsx';

type CaseStatus = NonNullable<OrderCaseFilter['status']>;

export function OrderCaseQueue({ filter }: { filter: QueueFilter }) {
  const queue = useOrderCaseQueue(queueQuery<CaseStatus>(filter, 'cases', 20));
  return <QueueList items={queue.data?.items} card={(c) => <OrderCaseCard item={c} />} />;
}
