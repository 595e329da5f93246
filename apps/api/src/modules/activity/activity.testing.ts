// What the activity tests share: posting an activity through a workspace (v1 with the access token,
// v2 with the session token), reloading the workspace's tasks from a reading, and the live part of a
// bike as the catalogue holds it.
import { and, eq, isNull } from 'drizzle-orm';
import type { TestApi } from '../../test/test-api.ts';
import { bikeParts, bikes } from '../../db/tables/index.ts';
import type { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

type Ws = Awaited<ReturnType<typeof openWorkspaceFor>>;

export function activityCalls(api: () => TestApi) {
  const post = (ws: Ws, call: string, payload: object, prefix = '') =>
    api().app.inject({
      method: 'POST',
      url: `/api${prefix}/workspace/${ws.id}/activity/${call}`,
      headers: prefix === '/v2' ? ws.session : ws.headers,
      payload,
    });
  const reload = async (ws: Ws, reading: object) =>
    (
      await api().app.inject({
        method: 'PUT',
        url: `/api/v1/workspace/${ws.id}/task`,
        headers: ws.headers,
        payload: reading,
      })
    ).json().result as { task_info: { task_list: { id: number; task_type: string; status: string }[] } };
  const livePart = async (vin: string, partType: string) => {
    const [row] = await api()
      .database.db.select({ p: bikeParts })
      .from(bikeParts)
      .innerJoin(bikes, eq(bikes.id, bikeParts.bikeId))
      .where(and(eq(bikes.vin, vin), eq(bikeParts.partType, partType), isNull(bikeParts.removedAt)));
    return row?.p;
  };

  return { post, reload, livePart };
}
