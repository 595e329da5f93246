// The blocked-page rule (portal-spec §4, §8): while a task InBootloader, IllegalMid, BundleRuleNotMatch
// or FirmwareUpdateAvailable is open, other screens show "{page} page not accessible" with the
// button to the screen that resolves it. FirmwareUpdateAvailable is a warning: it holds back only the
// screens that write firmware-defined values (docs/decisions/2841). The overview (the task list), help articles and the
// inapplicable screen stay open; a screen that resolves any open blocking task stays open. The screens
// that only read the bike (diagnosis, error codes, battery, components, live data) stay open too
// (docs/decisions/1701): they are what a technician needs to decide how to resolve the block.
import type { MessageKey } from '../../lib/i18n/i18n.ts';
import type { ServiceToolPage } from './pages.ts';
import type { Task, TaskType } from './service-tool-types.ts';

interface BlockingRule {
  type: TaskType;
  /** The screen the "Go to …" button opens. */
  target: ServiceToolPage;
  /** Screens that resolve it (stay accessible). */
  resolves: readonly ServiceToolPage[];
  button: MessageKey;
  /**
   * Only these screens wait for the task (a warning informs; only what is unsafe before it waits).
   * Absent: every screen but the resolving, read-only and always-open ones.
   */
  holds?: readonly ServiceToolPage[];
}

/** In priority order: the first open one names the alert. */
const BLOCKING_RULES: readonly BlockingRule[] = [
  {
    type: 'in_bootloader',
    target: 'bootloaderRescue',
    resolves: ['bootloaderRescue'],
    button: 'st.goTo.bootloaderRescue',
  },
  {
    type: 'illegal_mid',
    target: 'midRescue',
    resolves: ['midRescue', 'cloudNoMid'],
    button: 'st.goTo.componentIdSync',
  },
  {
    type: 'bundle_rule_not_match',
    target: 'bikeDiff',
    resolves: ['bikeDiff', 'componentsOverview', 'componentManagement', 'componentReplacement'],
    button: 'st.goTo.componentIncompatibility',
  },
  {
    type: 'firmware_update_available',
    target: 'firmwareUpdate',
    // The battery screen shows the charge the update needs (and whether the charger is in).
    resolves: ['firmwareUpdate', 'battery'],
    button: 'st.goTo.firmwareUpdate',
    // Parameters, settings and tuning are laid out by the firmware version: written before the update
    // they may be reset or read differently by the new firmware (docs/decisions/2841).
    holds: ['parameterCheck', 'bikeSetting', 'performanceTuning'],
  },
];

const ALWAYS_OPEN: readonly ServiceToolPage[] = ['overview', 'problemSolving', 'inapplicable'];

/**
 * Screens that read the bike and change neither its firmware nor its identity or settings: open while
 * any task blocks (decision 1701). Clearing stored error codes on the error-code screen is the one
 * write among them; it touches only the fault memory a resolved block would leave behind anyway.
 */
const READ_ONLY_PAGES: readonly ServiceToolPage[] = [
  'fullDiagnosis',
  'fullDiagnosisProcess',
  'componentDiagnosis',
  'sensorDiagnosis',
  'liveData',
  'battery',
  'componentsOverview',
];

export interface Block {
  task: Task;
  rule: BlockingRule;
}

/** The open task that blocks `page`, or null when the page may be shown. */
export function blockOf(page: ServiceToolPage, tasks: readonly Task[] | undefined): Block | null {
  if (ALWAYS_OPEN.includes(page) || READ_ONLY_PAGES.includes(page)) return null;
  const open = (tasks ?? []).filter((t) => t.status === 'in_progress');
  const blocking = BLOCKING_RULES.flatMap((rule) =>
    open.filter((t) => t.task_type === rule.type).map((task) => ({ task, rule })),
  );
  if (blocking.some((b) => b.rule.resolves.includes(page))) return null;
  return blocking.find((b) => !b.rule.holds || b.rule.holds.includes(page)) ?? null;
}
