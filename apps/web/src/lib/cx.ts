/** Joins class names, skipping the ones switched off: cx(styles.card, isList && styles.list). */
export const cx = (...classNames: (string | false | null | undefined)[]): string =>
  classNames.filter(Boolean).join(' ');
