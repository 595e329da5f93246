import { describe, expect, it } from 'vitest';
import { blockOf } from './blocking.ts';
import { pageHref, pageOfPath, SERVICE_TOOL_PAGES } from './pages.ts';
import { href, serviceToolPaths, type ServiceToolPath } from '../../config/paths.ts';
import { diffTasks } from './task-events.ts';
import type { Task } from './service-tool-types.ts';

let nextId = 1;
const task = (task_type: Task['task_type'], status: Task['status'] = 'in_progress', id = nextId++): Task => ({
  id,
  task_type,
  status,
  level: 'critical',
  part_type: 'controller',
  rule_type: 'normal',
  score_penalty: 20,
  detail: {},
  workspace_id: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  completed_at: null,
});

describe('blocked-page rule', () => {
  it('blocks other pages while a blocking task is open, and names the resolving page', () => {
    const tasks = [task('firmware_update_available')];
    expect(blockOf('bikeSetting', tasks)?.rule.target).toBe('firmwareUpdate');
    expect(blockOf('firmwareUpdate', tasks)).toBeNull();
    expect(blockOf('overview', tasks)).toBeNull();
  });

  it('names the most urgent blocking task; a page resolving any of them stays open', () => {
    const tasks = [task('firmware_update_available'), task('in_bootloader')];
    expect(blockOf('parameterCheck', tasks)?.task.task_type).toBe('in_bootloader');
    expect(blockOf('bootloaderRescue', tasks)).toBeNull();
    expect(blockOf('firmwareUpdate', tasks)).toBeNull();
  });

  it('ignores completed and non-blocking tasks', () => {
    expect(
      blockOf('bikeSetting', [task('in_bootloader', 'completed'), task('error_code_warning')]),
    ).toBeNull();
    expect(blockOf('bikeSetting', [task('illegal_mid')])?.rule.button).toBe('st.goTo.componentIdSync');
    expect(blockOf('activation', [task('bundle_rule_not_match')])?.rule.button).toBe(
      'st.goTo.componentIncompatibility',
    );
  });

  it('keeps the screens that only read the bike open while any task blocks (decision 1701)', () => {
    for (const type of [
      'firmware_update_available',
      'in_bootloader',
      'illegal_mid',
      'bundle_rule_not_match',
    ] as const) {
      for (const page of [
        'fullDiagnosis',
        'componentDiagnosis',
        'battery',
        'liveData',
        'sensorDiagnosis',
      ] as const)
        expect(blockOf(page, [task(type)]), `${page} during ${type}`).toBeNull();
      // Screens that write settings or parameters stay closed.
      for (const page of ['bikeSetting', 'parameterCheck', 'performanceTuning'] as const)
        expect(blockOf(page, [task(type)]), `${page} during ${type}`).not.toBeNull();
    }
  });

  it('lets a firmware update warning hold back only what is unsafe before the update (decision 2841)', () => {
    const tasks = [task('firmware_update_available')];
    const held = SERVICE_TOOL_PAGES.filter((p) => blockOf(p.page, tasks) !== null).map((p) => p.page);
    expect(held.sort()).toEqual(['bikeSetting', 'parameterCheck', 'performanceTuning']);
    for (const page of ['bootloaderRescue', 'componentReplacement', 'activation', 'midRescue'] as const)
      expect(blockOf(page, tasks), page).toBeNull();
    // A critical block still closes them: the bootloader names the block, not the warning.
    expect(blockOf('activation', [...tasks, task('in_bootloader')])?.rule.type).toBe('in_bootloader');
  });
});

describe('pages', () => {
  it('finds the screen of a path', () => {
    expect(pageOfPath('/service-tool')).toBe('overview');
    expect(pageOfPath('/service-tool/firmware-update/')).toBe('firmwareUpdate');
    expect(pageOfPath('/service-tool/component-diagnosis/sensor-diagnosis')).toBe('sensorDiagnosis');
    expect(pageOfPath('/service-tool/problem-solving/activation')).toBe('problemSolving');
  });

  it('knows every routed screen, so none is mistaken for the overview (which shows the connect flow)', () => {
    for (const page of Object.keys(serviceToolPaths) as ServiceToolPath[]) {
      const path = page === 'problemSolving' ? href.problemSolving(7) : pageHref(page);
      expect(pageOfPath(path), path).toBe(page);
      expect(
        SERVICE_TOOL_PAGES.some((p) => p.page === page),
        page,
      ).toBe(true);
    }
  });
});

describe('task events', () => {
  it('reports opened, completed and reopened tasks', () => {
    const a = task('in_bootloader', 'in_progress', 100);
    const b = task('firmware_update_available', 'completed', 101);
    const events = diffTasks(
      [a, b],
      [
        { ...a, status: 'completed' },
        { ...b, status: 'in_progress' },
        task('illegal_mid', 'in_progress', 102),
      ],
      5,
    );
    expect(events.map((e) => `${e.task.id}:${e.kind}`)).toEqual([
      '100:completed',
      '101:reopened',
      '102:opened',
    ]);
  });
});
