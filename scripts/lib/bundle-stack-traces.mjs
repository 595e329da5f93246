// Injected into every server bundle by scripts/build-server.mjs (esbuild's `inject`), so that it runs
// before the code of any entry: traces name the TypeScript places of the bundle's own frames
// (packages/server-env/src/bundle-stack-traces.ts, decision 3311).
import { mapBundleStackTraces } from '../../packages/server-env/src/bundle-stack-traces.ts';

// The bundle's own folder. Written without the `import.meta.` text on purpose: the build points that at
// a module's source file (sourcePlaces), and here the place of the compiled chunk is meant.
const meta = import.meta;
mapBundleStackTraces(meta.dirname);
