// What a settings form shows when a save is refused: by the server, each named field's message under
// it (keyed by the field's top-level name) and the first message as a toast; by the same schema in the
// browser, before sending, the same (react-hook-form's invalid handler).
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getServerDetails, getServerMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';

export function refusedFields(failure: unknown): { fields: Record<string, string>; message: string } {
  const details = getServerDetails(failure);
  const fields: Record<string, string> = {};
  for (const detail of details) fields[detail.path.split('.')[0] ?? ''] ??= detail.message;
  return { fields, message: details[0]?.message ?? getServerMessage(failure) };
}

/** The server's refusal: each field's message under it, the first as a toast. */
export function showRefusal<Values extends FieldValues>(setError: UseFormSetError<Values>, failure: unknown) {
  const { fields, message } = refusedFields(failure);
  for (const [name, text] of Object.entries(fields)) setError(name as Path<Values>, { message: text });
  notify.error(message);
}

/** The browser's refusal (the form's schema): the first field's message as a toast too. */
export function toastFirstProblem(errors: FieldErrors): void {
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  if (typeof first?.message === 'string') notify.error(first.message);
}
