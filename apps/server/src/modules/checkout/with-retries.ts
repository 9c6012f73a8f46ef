/** Runs `work` up to `attempts` times, waiting longer after each failure; the last error is thrown. */
export async function withRetries<T>(
  work: () => Promise<T>,
  options: { attempts?: number; delayMs?: number; onRetry?: (error: unknown, attempt: number) => void } = {},
): Promise<T> {
  const { attempts = 3, delayMs = 100, onRetry } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)));
    }
  }
}
