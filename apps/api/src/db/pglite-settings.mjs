// PostgreSQL settings of the embedded database, for the API's thread and the database thread alike.
// PGlite's WebAssembly memory only grows: what PostgreSQL reserves at start (shared_buffers, 128 MB by
// default) and touches once (maintenance_work_mem while an index is built during migrations) stays
// resident for the life of the process. The demo and a shop's data are tens of MB, and PGlite's files
// are also cached by the operating system, so smaller buffers keep the API near its memory goal
// (decision 3110; figures from bench/memory). 16 MB since decision 3306: the 32 MB before were 18 MB
// more resident, and the large seed's reads met their goals either way.
import { PGlite } from '@electric-sql/pglite';

const settings = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB'];

/** PGlite's own start parameters plus ours (PGlite's `startParams` replaces its defaults). */
export const pgliteStartParams = [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])];
