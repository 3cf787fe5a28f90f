// Test fixtures (tests only): error entries and a unit carrying them on its boards.
import type { CanipError } from '@portal/contracts';
import type { ConnectedUnit } from '@portal/web-kit';
import { testUnit } from './test-utils.js';

export function testError(
  codeText: string,
  category: string,
  code: number,
  fields: Partial<CanipError> = {},
): CanipError {
  return {
    boardName: 'Hka_Bd',
    codeText,
    counter: 1,
    currentError: true,
    timestamp: Date.UTC(2024, 4, 6, 8, 30),
    errorCode: { category, code },
    data: {},
    ...fields,
  };
}

/** The unit with `errors` on their boards (the connect answer's canipErrors). */
export function unitWithErrors(errors: CanipError[], overrides: Partial<ConnectedUnit> = {}): ConnectedUnit {
  const unit = testUnit(overrides);
  return {
    ...unit,
    boards: unit.boards.map((board) => ({
      ...board,
      canipErrors: errors.filter((error) => error.boardName === board.name),
    })),
  };
}
