// Search text typed by a person, made safe for LIKE / ILIKE: `%`, `_` and `\` are literal characters, not wildcards.

/** `%text%` with the text's wildcards escaped: "50%" finds the text "50%", not everything. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
