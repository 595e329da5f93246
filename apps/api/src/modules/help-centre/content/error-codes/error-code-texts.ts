// The words of an error-code help article in one language: the headings of the article template and,
// per code of the catalogue, its title, what it means, what the rider can do and what the mechanic
// does. One file per help locale (en-us.ts, de.ts, …); see docs/decisions/1751.
import type { DemoErrorCode } from '@dealer/contracts';

interface ErrorCodeText {
  title: string;
  cause: string;
  rider: string[];
  mechanic: string[];
}

export interface ErrorCodeTexts {
  headings: {
    level: string;
    levels: Record<DemoErrorCode['level'], string>;
    meaning: string;
    rider: string;
    mechanic: string;
  };
  /** By error code as the HMI shows it ("0x0101"); a code missing here falls back to English. */
  codes: Partial<Record<string, ErrorCodeText>>;
}
