// Where a simulated bike keeps its state between runs: a JSON file in a folder (the bridge's default)
// or memory (tests). Writes go to a temporary file first and are renamed into place, so a crash in
// the middle of a write never leaves half a file.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScenarioName } from '@dealer/contracts';
import type { BikeState } from '../model/bike-state.ts';

export interface StateStore {
  load(): BikeState | undefined;
  save(state: BikeState): void;
}

function parse(json: string): BikeState | undefined {
  const value = JSON.parse(json) as Partial<BikeState>;
  // A file from another schema or a removed scenario is ignored rather than trusted.
  if (
    value.schema !== 1 ||
    !ScenarioName.includes(value.scenario as ScenarioName) ||
    !Array.isArray(value.components)
  )
    return undefined;
  return value as BikeState;
}

export class MemoryStateStore implements StateStore {
  private json: string | undefined;
  load(): BikeState | undefined {
    return this.json === undefined ? undefined : parse(this.json);
  }
  save(state: BikeState): void {
    this.json = JSON.stringify(state);
  }
}

/** A JSON file in a folder, written through a temporary file; unreadable or foreign content loads as nothing. */
export class JsonFileStore<T> {
  readonly file: string;
  constructor(
    private readonly dir: string,
    fileName: string,
    private readonly parseJson: (json: string) => T | undefined,
  ) {
    this.file = join(dir, fileName);
  }
  load(): T | undefined {
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return undefined;
    }
    try {
      return this.parseJson(text);
    } catch {
      return undefined; // corrupt file: start from the scenario again
    }
  }
  save(state: T): void {
    mkdirSync(this.dir, { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state, null, 1));
    renameSync(tmp, this.file);
  }
}

export class FileStateStore extends JsonFileStore<BikeState> implements StateStore {
  constructor(dir: string) {
    super(dir, 'bike-state.json', parse);
  }
}
