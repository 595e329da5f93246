// Problem-solving articles in English, the source language of the knowledge base.
import type { ProblemTexts } from './problem-texts.ts';

export const enUs: ProblemTexts = {
  frameNumber: {
    title: 'Where to find the frame number (serial number)',
    intro:
      'The frame number identifies the bike in the portal together with the VIN. It is engraved on the underside of the bottom bracket shell and repeated on a sticker on the left chainstay.',
    imageAlt: 'Frame number under the bottom bracket',
    steps: [
      'Turn the bike upside down or lift it on a stand.',
      'Clean the underside of the bottom bracket shell.',
      'Read the 11-character number starting with W (for example WKT00240001).',
      'If the engraving is unreadable, use the chainstay sticker or the number on the purchase documents.',
    ],
    outro: 'Bikes of Atlas Exclusive carry the number elsewhere; see the separate article for that brand.',
  },
  frameNumberAtlas: {
    title: 'Where to find the frame number on Atlas Exclusive bikes',
    intro:
      'On Atlas Exclusive frames the frame number is laser-marked on the head tube, behind the front light bracket, and printed on the battery compartment label.',
    imageAlt: 'Frame number on the head tube',
    steps: [
      'Turn the handlebar to the side to see the rear of the head tube.',
      'Read the number on the head tube (it starts with W).',
      'Alternatively remove the battery and read the label inside the down tube compartment.',
    ],
  },
  bridgeNotFound: {
    title: 'The portal cannot find the System Bridge',
    intro:
      'The portal talks to the bike through the System Bridge, a small program on the workshop computer listening on 127.0.0.1 port 3008.',
    steps: [
      'Check that the System Bridge is installed (version 13.4.0) and running: its icon is in the system tray or menu bar.',
      'Open http://127.0.0.1:3008/v1/system_bridge/version_info in the browser; it must answer with the version.',
      'If it does not, restart the System Bridge. On Windows allow it in the firewall prompt.',
      'Corporate proxies must not intercept 127.0.0.1.',
      'Reload the portal page.',
    ],
  },
  connectorNotDetected: {
    title: 'Connector (dongle) not detected',
    intro: 'The portal shows "no connector detected" when the USB connector is missing or not recognised.',
    steps: [
      'Plug the connector directly into the computer, not into a hub.',
      'Use the original USB cable; charging-only cables carry no data.',
      'Wait until the connector LED is steady green, then retry.',
      'On Linux make sure your user may open serial devices (group dialout).',
      'If the portal offers a connector firmware update, run it before connecting a bike.',
    ],
  },
  bootloaderRescue: {
    title: 'A component is stuck in the bootloader: bootloader rescue',
    intro:
      'A component whose firmware update was interrupted starts in its bootloader and shows the task "in bootloader". The bike will not assist until it is rescued.',
    steps: [
      'Connect the charger or make sure the battery is above {charge}.',
      'Open the workspace and choose Bootloader rescue on the task.',
      'The portal downloads the signed rescue image and the System Bridge flashes it; do not disconnect.',
      'After the rescue, run the regular firmware update to the latest version.',
    ],
  },
  firmwareUpdateFailed: {
    title: 'Firmware update failed or was interrupted',
    intro:
      'Updates are verified before and after flashing, so an interrupted update never leaves the bike unusable.',
    steps: [
      'Check the battery charge (at least {charge}) and keep the charger connected during updates.',
      'Do not use the bike buttons while updating.',
      'Retry the update from the workspace task.',
      'If the component now starts in its bootloader, follow the bootloader rescue article.',
      'If the portal reports "Invalid update file source", the image failed its signature check: reload the page and retry; report it if it persists.',
    ],
  },
};
