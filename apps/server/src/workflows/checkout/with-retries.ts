/** Runs `work` up to `attempts` times, waiting longer after each failure; the last error is thrown. */
export async function withRetries<T>(
  work: () => Promise<T>,
  options: {
    attempts?: number;
    delayMs?: number;
    /** Whether this error may pass on a second try; a refusal by the shop's rules does not. */
    retryIf?: (error: unknown) => boolean;
    onRetry?: (error: unknown, attempt: number) => void;
  } = {},
): Promise<T> {
  const { attempts = 3, delayMs = 100, retryIf = () => true, onRetry } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !retryIf(error)) throw error;
      onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 1)));
    }
  }
}
