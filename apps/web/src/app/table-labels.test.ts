import { afterEach, describe, expect, it } from 'vitest';
import { labelTable, watchTableLabels } from './table-labels.ts';

const table = (html: string) => {
  document.body.innerHTML = `<table class="data-table">${html}</table>`;
  return document.querySelector('table')!;
};
const labels = () => [...document.querySelectorAll('td')].map((td) => td.dataset.label);

describe('table labels for phones', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it("gives each cell its column's header, spans counted", () => {
    labelTable(
      table(`<thead><tr><th>Component</th><th colspan="2">Versions</th><th></th></tr></thead>
        <tbody><tr><td>HMI</td><td>2.3.0</td><td>1.1</td><td><button>Go</button></td></tr>
        <tr><td colspan="3">note</td><td>x</td></tr></tbody>`),
    );
    expect(labels()).toEqual(['Component', 'Versions', 'Versions', '', 'Component', '']);
  });

  it('labels rows added later and follows a change of language', async () => {
    const t = table('<thead><tr><th>Serial</th></tr></thead><tbody></tbody>');
    const stop = watchTableLabels();
    t.tBodies[0]!.insertAdjacentHTML('beforeend', '<tr><td>HM1</td></tr>');
    await expect.poll(labels).toEqual(['Serial']);
    t.tHead!.rows[0]!.cells[0]!.firstChild!.textContent = 'Seriennummer';
    await expect.poll(labels).toEqual(['Seriennummer']);
    stop();
  });
});
