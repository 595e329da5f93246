// Error-code help in English, the source language of the knowledge base.
import type { ErrorCodeTexts } from './error-code-texts.ts';

export const enUs: ErrorCodeTexts = {
  headings: {
    level: 'Danger level:',
    levels: { low: 'Low', medium: 'Medium', high: 'High' },
    meaning: 'What it means',
    rider: 'What the rider can do',
    mechanic: 'What the mechanic does',
  },
  codes: {
    '0x0101': {
      title: 'Motor over-temperature',
      cause:
        'The drive unit measured a winding temperature above its limit and reduced or cut the assistance to protect itself. Typical after long climbs with a heavy load in a high assist level, or in hot weather.',
      rider: [
        'Stop or ride on without assistance and let the motor cool down for 15–30 minutes.',
        'Use a lower assist level and a lighter gear on long climbs.',
        'If the code returns on short, flat rides, take the bike to your dealer.',
      ],
      mechanic: [
        'Read the error history in the portal: repeated 0x0101 on short rides points to a fault, not to load.',
        'Check the drive unit housing vents and cooling fins for mud; clean them.',
        'Check chain line and drivetrain friction (a dragging chain or brake raises motor load).',
        'Update the drive unit firmware if the portal offers a newer version; it contains revised thermal limits.',
        'If the code persists with a cold motor, run sensor diagnosis and open a case with the diagnosis snapshot.',
      ],
    },
    '0x0102': {
      title: 'Motor phase short circuit',
      cause:
        'The controller detected a short circuit between motor phases or from a phase to the frame. Assistance is switched off immediately.',
      rider: [
        'Switch the system off and do not ride with assistance.',
        'Do not open the drive unit or the cable covers.',
        'Bring the bike to your dealer; the bike can be ridden home without assistance.',
      ],
      mechanic: [
        'Disconnect the battery before any work.',
        'Inspect the motor cable and connector for pinched insulation, water ingress and corrosion.',
        'Measure phase-to-phase resistance (should be equal within 5%) and phase-to-housing insulation.',
        'If a phase is shorted inside the drive unit, replace the drive unit and record the replacement as a part replacement activity; the portal registers the new serial.',
        'Open a post_bundle case if the replacement unit is not yet registered to the bike.',
      ],
    },
    '0x0201': {
      title: 'Battery cell over-voltage',
      cause:
        'The battery management system measured a cell voltage above the safe maximum, usually during charging, and opened the charge path.',
      rider: [
        'Unplug the charger immediately and keep the battery away from flammable material.',
        'Use only the charger supplied with the bike.',
        'Do not charge the battery again; bring bike, battery and charger to your dealer.',
      ],
      mechanic: [
        'Check the charger model and output voltage against the battery specification; a wrong charger is the most common cause.',
        'Read the battery information in the portal (cell voltages, cycle count).',
        'If one cell group is high while others are normal, the battery is faulty: replace it and store the removed battery in a safe place for return.',
        'Update battery firmware when the portal offers it.',
        'Record the replacement and add a service book entry for the warranty claim.',
      ],
    },
    '0x0202': {
      title: 'Battery temperature out of range',
      cause:
        'The battery is too cold or too hot to charge or discharge safely. Charging is allowed from 0°C to 40°C, riding from −10°C to 50°C.',
      rider: [
        'Bring the battery to room temperature (indoors, away from heaters) before charging.',
        'Do not leave the bike in direct sun or in a hot car.',
        'If the code appears at normal temperatures, see your dealer.',
      ],
      mechanic: [
        'Compare the battery temperature shown in the portal with the room temperature.',
        'A reading far from ambient points to a faulty temperature sensor: replace the battery.',
        'Check the battery contacts and the mount for corrosion that could heat up under load.',
      ],
    },
    '0x0301': {
      title: 'Torque sensor signal implausible',
      cause:
        'The torque sensor signal does not match pedalling (for example torque without cadence). Assistance is reduced until the signal is plausible again.',
      rider: [
        'Switch the system off and on again without pressing the pedals.',
        'If assistance stays weak or jerky, ride without assistance and see your dealer.',
      ],
      mechanic: [
        'Run the sensor diagnosis in the portal with the calibrated weight: the torque reading must be within tolerance of the reference.',
        'Check the crank arms are tight and the bottom bracket has no play.',
        'Check the sensor connector inside the drive unit cover.',
        'If the diagnosis fails, replace the torque sensor (or the drive unit where it is integrated).',
      ],
    },
    '0x0302': {
      title: 'Torque sensor offset drift',
      cause:
        'The torque sensor reads a force while nobody pedals. The system compensates, but assistance may start late or feel uneven.',
      rider: [
        'Always switch the bike on without feet on the pedals; the sensor sets its zero point at power-on.',
        'If the message keeps returning, mention it at the next service.',
      ],
      mechanic: [
        'Power-cycle the system with unloaded cranks and read the torque value in sensor diagnosis (should be near 0 Nm).',
        'Update the drive unit firmware; newer versions re-zero the sensor more robustly.',
        'If the offset exceeds the tolerance, replace the torque sensor.',
      ],
    },
    '0x0401': {
      title: 'Speed sensor signal missing',
      cause:
        'No pulses arrive from the wheel speed sensor while the motor is assisting. Without a speed signal the system cannot respect the speed limit and stops assisting.',
      rider: [
        'Check that the spoke magnet (or the brake-disc magnet) is in place and passes close to the sensor.',
        'Clean mud from the sensor and the magnet.',
        'If the code stays, see your dealer.',
      ],
      mechanic: [
        'Set the magnet-to-sensor gap to 5–15 mm.',
        'Run the speed sensor diagnosis on a roller: the measured speed must match the roller reference.',
        'Check the wheel diameter setting in the portal; a wrong circumference gives wrong speeds but not this code.',
        'Replace the sensor or its cable if no pulses are measured.',
      ],
    },
    '0x0501': {
      title: 'Display communication timeout',
      cause:
        'The display did not hear from the controller in time. Often a loose connector, sometimes moisture in the display plug.',
      rider: [
        'Switch the system off and on again.',
        'Check that the display sits firmly in its holder.',
        'If the code keeps appearing, see your dealer.',
      ],
      mechanic: [
        'Inspect the display connector and the cable along the handlebar for damage and moisture.',
        'Run the HMI diagnosis in the portal (buttons and display test).',
        'Update the display firmware and, if offered, its font and icon frames.',
        'Replace the display if communication errors continue with a good cable.',
      ],
    },
    '0x0601': {
      title: 'Controller over-current',
      cause:
        'The controller measured a current above its limit and switched the motor off for protection. Causes are a blocked motor, a damaged motor cable or a controller fault.',
      rider: [
        'Stop riding with assistance and switch the system off.',
        'Check that nothing blocks the wheel or the drivetrain.',
        'Bring the bike to your dealer.',
      ],
      mechanic: [
        'Check the drivetrain turns freely with the motor disconnected.',
        'Inspect the motor cable and the controller connectors for damage or burnt pins.',
        'Measure the motor phases (see 0x0102).',
        'Update controller firmware if offered; otherwise replace the controller and register the new part.',
      ],
    },
    '0x0602': {
      title: 'Controller supply voltage low',
      cause:
        'The controller supply voltage dropped below its minimum, usually because the battery is almost empty or its contacts are poor.',
      rider: [
        'Charge the battery fully.',
        'Remove and re-insert the battery until it clicks into place.',
        'If the code appears with a full battery, see your dealer.',
      ],
      mechanic: [
        'Read the battery state of charge and voltage in the portal under load.',
        'Clean the battery contacts and check the mount for play.',
        'Check the main cable from the battery mount to the controller.',
        'If the battery voltage collapses under load, test or replace the battery.',
      ],
    },
    '0x0701': {
      title: 'Front light open circuit',
      cause: 'The controller sees no load on the front light output: the lamp is disconnected or broken.',
      rider: [
        'Check whether the front light works; do not ride in the dark without light.',
        'Have the light or its cable repaired by your dealer.',
      ],
      mechanic: [
        'Check the light connector at the controller and at the lamp.',
        'Measure the cable continuity.',
        'Replace the lamp; check the light settings (controllable, startup state) afterwards in the portal.',
      ],
    },
    '0x0801': {
      title: 'Derailleur position error',
      cause:
        'The electronic derailleur did not reach the requested gear position, for example after a knock or with a bent hanger.',
      rider: [
        'Shift through the gears once at standstill with the rear wheel lifted, if possible.',
        'Check the derailleur for visible damage after a fall.',
        'See your dealer for adjustment.',
      ],
      mechanic: [
        'Check and align the derailleur hanger.',
        'Run the derailleur calibration and update its firmware if the portal offers a new version.',
        'Check the derailleur cable and battery connection.',
        'Replace the derailleur if it cannot be calibrated.',
      ],
    },
  },
};
