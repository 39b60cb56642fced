import type { WizardValues } from './schemas';

/**
 * A wizard's step and values for this tab (sessionStorage), so that a reload in the middle
 * keeps them. Passwords are never written: the wizard asks for them again.
 */
export interface WizardDraft {
  step: number;
  values: Partial<Omit<WizardValues, 'password' | 'confirmPassword'>>;
}

const TEXT_FIELDS = ['email', 'firstName', 'lastName', 'phone'] as const;
const storageKey = (wizard: string) => `shreyu_wizard_${wizard}`;

export function loadWizardDraft(wizard: string, steps: number): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(wizard));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { step?: unknown; values?: Record<string, unknown> };
    const step = parsed.step;
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= steps)
      return null;
    const values: WizardDraft['values'] = {};
    for (const field of TEXT_FIELDS) {
      const value = parsed.values?.[field];
      if (typeof value === 'string') values[field] = value.slice(0, 200);
    }
    if (typeof parsed.values?.accept === 'boolean') values.accept = parsed.values.accept;
    return { step, values };
  } catch {
    return null; // corrupt or unavailable storage: start afresh
  }
}

export function saveWizardDraft(wizard: string, step: number, values: Partial<WizardValues>) {
  const { password: _password, confirmPassword: _confirm, ...kept } = values;
  try {
    sessionStorage.setItem(storageKey(wizard), JSON.stringify({ step, values: kept }));
  } catch {
    // storage full or disabled: the wizard still works, only a reload loses it
  }
}

export function clearWizardDraft(wizard: string) {
  try {
    sessionStorage.removeItem(storageKey(wizard));
  } catch {
    // nothing stored
  }
}
