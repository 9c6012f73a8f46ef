/** Moves focus to the first field with an error (UI.md, Accessibility). */
export const focusFirstInvalid = (fields: [string | undefined, HTMLInputElement | null][]): void => {
  fields.find(([error]) => error)?.[1]?.focus();
};
