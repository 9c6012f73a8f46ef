// What a settings form shows when the server refuses a save: each named field's message under it
// (keyed by the field's top-level name), and the first message for the toast.
import { getServerDetails, getServerMessage } from '../../../lib/api-error';

export function refusedFields(failure: unknown): { fields: Record<string, string>; message: string } {
  const details = getServerDetails(failure);
  const fields: Record<string, string> = {};
  for (const detail of details) fields[detail.path.split('.')[0] ?? ''] ??= detail.message;
  return { fields, message: details[0]?.message ?? getServerMessage(failure) };
}
