// Why the bridge refused, where the catalogue code alone does not tell the portal what to say (one
// code, 400004, covers a value out of range as well as an image for other hardware). The bridge sends
// one of these in every error body; the portal switches on it, never on the English message.
export const BridgeErrorReasons = [
  /** No finer reason than the code. */
  'none',
  /** The image's signature, size or digest does not match its signed manifest (nothing written). */
  'invalid_update_source',
  /** The image does not list the component's hardware version. */
  'image_for_other_hardware',
  /** The image is for another part (part spec code). */
  'image_for_other_part',
  /** The image's kind cannot go to this component (a frame as firmware, a connector image, …). */
  'image_of_other_kind',
  /** The component runs its bootloader: bootloader rescue first. */
  'component_in_bootloader',
  /** An update or rescue failed part-way and left the component in its bootloader: rescue next. */
  'left_in_bootloader',
  /** The component did not start the new version after the transfer, or rejected the image. */
  'update_not_taken',
  /** The component refused the written value (out of range, wrong length). */
  'value_refused',
  /** The request itself was malformed (parameter, body, size). */
  'invalid_request',
  /** An update failed before anything was written (the bike did not answer its check): nothing changed. */
  'not_started',
] as const;

export type BridgeErrorReason = (typeof BridgeErrorReasons)[number];

export const isBridgeErrorReason = (value: unknown): value is BridgeErrorReason =>
  (BridgeErrorReasons as readonly unknown[]).includes(value);
