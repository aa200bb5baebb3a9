// The synonyms as the owner edits them: one per line, "word = meaning, meaning" ("bday = birthday").

export interface SynonymEntry {
  word: string;
  means: string[];
}

export function synonymLines(synonyms: readonly { word: string; means: readonly string[] }[]): string {
  return synonyms.map((synonym) => `${synonym.word} = ${synonym.means.join(', ')}`).join('\n');
}

/** The lines as entries, blank lines skipped; a line without "=" is a word without meanings (the server names it). */
export function parseSynonymLines(text: string): SynonymEntry[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const equals = line.indexOf('=');
      if (equals < 0) return { word: line, means: [] };
      const means = line
        .slice(equals + 1)
        .split(',')
        .map((meaning) => meaning.trim())
        .filter((meaning) => meaning !== '');
      return { word: line.slice(0, equals).trim(), means };
    });
}

/**
 * The server's problems as lines the owner can find: "Line 3: Type at least one word it means". Entry i is the i-th
 * non-blank line.
 */
export function synonymProblems(
  text: string,
  userErrors: readonly { field?: string | null; message: string }[],
): string[] {
  const lineNumbers = text
    .split('\n')
    .map((line, index) => (line.trim() === '' ? -1 : index + 1))
    .filter((line) => line > 0);
  return userErrors.map((error) => {
    const entry = /^synonyms\[(\d+)\]/.exec(error.field ?? '');
    const line = entry ? lineNumbers[Number(entry[1])] : undefined;
    return line === undefined ? error.message : `Line ${line}: ${error.message}`;
  });
}
