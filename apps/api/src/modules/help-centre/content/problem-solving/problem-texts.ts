// The words of the problem-solving articles in one language, per topic: an introduction, the steps,
// an optional closing line and the image's alternative text. `{charge}` stands for the minimum
// battery charge of an update (contracts), never typed into a text. See docs/decisions/1751.

export const ProblemTopic = [
  'frameNumber',
  'frameNumberAtlas',
  'bridgeNotFound',
  'connectorNotDetected',
  'bootloaderRescue',
  'firmwareUpdateFailed',
] as const;
export type ProblemTopic = (typeof ProblemTopic)[number];

export interface ProblemText {
  title: string;
  intro: string;
  steps: string[];
  outro?: string;
  imageAlt?: string;
}

/** A topic missing here falls back to English. */
export type ProblemTexts = Partial<Record<ProblemTopic, ProblemText>>;
