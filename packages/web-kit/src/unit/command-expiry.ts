import { type UiTextId, useUiText } from '../i18n/ui-texts.js';

/**
 * How long a write to an offline unit may wait in the queue (issue 44), as the dashboard's widgets
 * and the campaigns offer it: 1 h, 6 h, 24 h (the default), 3 and 7 days.
 */
export const commandExpiryChoices = [1, 6, 24, 72, 168] as const;
/** contracts' commandLimits.expiryHours.default, repeated: the contracts' root brings zod along (ADR 0007). */
export const defaultCommandExpiryHours = 24;

/** '6 hours', '3 days': whole days of two or more read as days. */
export function useExpiryText(): (hours: number) => string {
  const text = useUiText();
  return (hours) => {
    const [id, count]: [UiTextId, number] =
      hours === 1
        ? ['expiry.hour', 1]
        : hours >= 48 && hours % 24 === 0
          ? ['expiry.days', hours / 24]
          : ['expiry.hours', hours];
    return text(id, { count });
  };
}
