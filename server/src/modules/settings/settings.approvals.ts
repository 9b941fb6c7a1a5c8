// Settings a second person confirms: what prices and classifies credit, and maker-checker's own
// thresholds. Other settings (brand, reminders, timeouts) change at once.
import type { ApprovalHandler } from '../approvals/approval.service.js';
import type { SettingsService } from './settings.service.js';

export interface SettingChangeRequest {
  key: string;
  value: unknown;
}

const SECOND_PERSON_PREFIXES = ['credit.', 'approvals.', 'accounting.', 'collections.'];

/** Credit terms, maker-checker thresholds, the books' classification and collections rules. */
export function settingNeedsSecondPerson(key: string): boolean {
  return SECOND_PERSON_PREFIXES.some((prefix) => key.startsWith(prefix));
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function settingApprovalHandlers(settings: SettingsService): [ApprovalHandler<SettingChangeRequest>] {
  return [
    {
      action: 'setting_change',
      permission: 'manageSystem',
      subject: (input) => ({ kind: 'setting', id: input.key }),
      async describe(tx, input) {
        const change = await settings.checkChange(tx, input.key, input.value);
        return {
          summary: `Change ${input.key} from ${shown(change.before)} to ${shown(change.after)}`,
          amount: null,
          lines: [
            { label: 'Setting', value: `${input.key} (${change.description})` },
            { label: 'Now', value: shown(change.before) },
            { label: 'After', value: shown(change.after) },
          ],
        };
      },
      apply: async (tx, _afterCommit, maker, input) => settings.updateIn(tx, maker, input.key, input.value),
    },
  ];
}
