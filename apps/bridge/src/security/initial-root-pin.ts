// The SHA-256 of the initial TUF root this bridge ships (apps/bridge/trust/initial-root.json): the
// build's pin of its trust anchor. The bridge refuses to start when the file differs, so a root
// swapped on disk is not trusted. The key ceremony (npm run firmware -- tuf-init) prints the hash
// to put here. The shipped one is the DEMO root (keys from public seeds, tuf-demo.ts in the API).
export const INITIAL_ROOT_SHA256 = '4c2ec72fc0abdfa8a3ed36bd172d7f7fa2769e80163d6ec460870dc0c861a659';
