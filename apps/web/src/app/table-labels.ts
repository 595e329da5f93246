// Phones show a table row as stacked cells with the header row hidden, so each value lost its column
// name (issue 28 point 8). Every cell of a data table gets its column's header text as data-label,
// which the narrow style shows before the value ("Serial number HM0240002"). One watcher for the whole
// portal labels every table as it renders or changes language, so no table can forget to.
const TABLES = 'table.data-table, table.ov-table';

export function labelTable(table: HTMLTableElement): void {
  const heads: string[] = [];
  for (const th of table.tHead?.rows[0]?.cells ?? []) {
    const text = th.textContent?.trim() ?? '';
    for (let i = 0; i < th.colSpan; i++) heads.push(text);
  }
  for (const body of table.tBodies)
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = heads[column] ?? '';
        // Attributes are not watched, so setting one never wakes the watcher again.
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan;
      }
    }
}

const labelTables = (root: ParentNode = document): void =>
  root.querySelectorAll<HTMLTableElement>(TABLES).forEach(labelTable);

/** Labels the tables now and after every change of the page, once a frame at most; returns the stop. */
export function watchTableLabels(): () => void {
  let frame = 0;
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        labelTables();
      });
  };
  const watcher = new MutationObserver(schedule);
  watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  labelTables();
  return () => {
    watcher.disconnect();
    cancelAnimationFrame(frame);
  };
}
