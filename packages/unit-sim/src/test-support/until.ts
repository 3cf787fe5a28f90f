// Waiting in tests for a state the code under test reaches on its own (a buffer filled, simulated
// time passed): checks again every 10 ms; the timeout only bounds a hang.

export async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
