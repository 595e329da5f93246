// A claim's evidence for the paper tests: a stored diagnosis as the portal records it (message keys,
// part types, raw numbers and the health band) and a short live-data recording.
import { LiveSignal, LiveSignalSpec } from '@dealer/contracts';

export const RECORDING = {
  started_at: '2026-11-20T09:55:00.000Z',
  channels: LiveSignal.map((name) => ({
    name,
    unit: LiveSignalSpec[name].unit,
    samples: [0, 250, 500].map((t, i): [number, number] => [t, 20.25 + i * 1.5]),
  })),
};

export const DIAGNOSIS = {
  performed_at: '2026-11-20T10:00:00.000Z',
  health_score: 40,
  health_band: 'Poor',
  stages: [
    {
      stage: 'identification',
      status: 'pass',
      findings: [{ key: 'st.fd.f.components', status: 'pass', vars: { count: 10 } }],
    },
    {
      stage: 'errorCodes',
      status: 'fail',
      findings: [
        {
          key: 'st.fd.f.activeCode',
          status: 'fail',
          vars: { code: '0x0101', component: 'controller' },
        },
      ],
    },
    {
      stage: 'battery',
      status: 'pass',
      findings: [
        {
          key: 'st.fd.f.charge',
          status: 'pass',
          vars: { component: 'battery', charge: 86, cycles: 1234 },
        },
        {
          key: 'st.fd.f.temperature',
          status: 'pass',
          vars: { component: 'battery', temperature: 21.5 },
        },
      ],
    },
    {
      stage: 'tasks',
      status: 'fail',
      findings: [{ key: 'st.fd.f.healthScore', status: 'fail', vars: { score: 40, band: 'Poor' } }],
    },
  ],
};
