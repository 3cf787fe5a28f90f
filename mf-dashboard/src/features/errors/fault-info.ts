import type { CanipError } from '@portal/contracts';
import { type FaultKind, findKind } from '@portal/unit-catalog';
import { currentUnitAtom, languageAtom, useAtomValue } from '@portal/web-kit';
import { type ErrorLevel, errorLevel } from './error-kind.js';

const kindLevel: Record<FaultKind, ErrorLevel> = {
  fault: 'error',
  warning: 'warning',
  maintenance: 'maintenance',
  notice: 'notice',
};

export interface FaultInfo {
  level: ErrorLevel;
  /** What the owner should do and when to call the installer; null for codes the catalogue lacks. */
  advice: string | null;
}

/**
 * An entry as the unit kind's catalogue describes it (issue 40, 33): its kind (a due check is
 * maintenance, not a fault) and its advice; codes it does not know fall back to the code's letter.
 */
export function useFaultInfo(): (error: CanipError) => FaultInfo {
  const current = useAtomValue(currentUnitAtom);
  const language = useAtomValue(languageAtom);
  const kind = current ? findKind(current.unit.productGroup) : undefined;
  return (error) => {
    const entry = kind?.faults.find(
      (fault) => fault.code === error.errorCode.code && fault.category === error.errorCode.category,
    );
    return entry
      ? { level: kindLevel[entry.kind], advice: entry.advice[language] }
      : { level: errorLevel(error.codeText), advice: null };
  };
}
