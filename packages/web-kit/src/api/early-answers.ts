// Answers the page's entry asked for before the API client had loaded (ADR 0007): the client takes
// each once, for the same GET, instead of asking again. One nobody takes is dropped after a while,
// so a later visit asks afresh.

export const earlyAnswerLifetimeMs = 10_000;

const answers = new Map<string, Promise<Response>>();

/** Hands the client the answer to a GET of `url` that is already on its way. */
export function adoptEarlyAnswer(url: string, answer: Promise<Response>): void {
  answers.set(url, answer);
  setTimeout(() => {
    if (answers.get(url) === answer) answers.delete(url);
  }, earlyAnswerLifetimeMs);
}

/** Whether an early answer to a GET of `url` waits to be taken. */
export function hasEarlyAnswer(url: string): boolean {
  return answers.has(url);
}

/** The early answer to a GET of `url`, once. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
