// Monitoring constants of the spec (portal-spec §8 "Monitoring sample rates"): every session reports
// its errors, 40 % of sessions are replayed, replay segments are sent every 5 s or at 60 KB, whichever
// comes first. The spec's 30-s start timeout of a compression worker has no subject here: segments
// are sent uncompressed (docs/decisions/1500-portal-error-reporting.md).
export const MONITORING = {
  /** Share of sessions whose errors are reported. */
  sessionSampleRate: 1,
  /** Share of sessions that are replayed. */
  replaySampleRate: 0.4,
  /** A replay segment is sent at the latest this long after its first event. */
  replaySegmentMs: 5_000,
  /** A replay segment is sent early once its events reach this many bytes. */
  replaySegmentBytes: 60 * 1024,
} as const;
