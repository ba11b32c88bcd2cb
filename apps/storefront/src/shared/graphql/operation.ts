export type OperationType = 'query' | 'mutation' | 'subscription';

export interface Operation {
  type: OperationType;
  name: string | undefined;
  /** The document with comments dropped and whitespace collapsed: shorter GET urls. */
  text: string;
}

const cache = new Map<string, Operation>();

/** Reads the operation type and name of a document and compacts its text (cached per document). */
export function describeOperation(document: string): Operation {
  let operation = cache.get(document);
  if (!operation) {
    const text = compact(document);
    operation = { ...findOperation(text), text };
    cache.set(document, operation);
  }
  return operation;
}

/** Drops comments and collapses whitespace and commas outside string literals. */
function compact(document: string): string {
  let result = '';
  let pendingSpace = false;
  for (let index = 0; index < document.length; index++) {
    const char = document.charAt(index);
    if (char === '"') {
      const end = endOfString(document, index);
      if (pendingSpace && result) result += ' ';
      pendingSpace = false;
      result += document.slice(index, end);
      index = end - 1;
    } else if (char === '#') {
      while (index < document.length && document.charAt(index) !== '\n') index++;
      pendingSpace = true;
    } else if (/[\s,]/.test(char)) {
      pendingSpace = true;
    } else {
      if (pendingSpace && result) result += ' ';
      pendingSpace = false;
      result += char;
    }
  }
  return result;
}

/** Index just past the string literal (plain or block string) that starts at `start`. */
function endOfString(document: string, start: number): number {
  if (document.startsWith('"""', start)) {
    const end = document.indexOf('"""', start + 3);
    return end === -1 ? document.length : end + 3;
  }
  let index = start + 1;
  while (index < document.length && document.charAt(index) !== '"') {
    index += document.charAt(index) === '\\' ? 2 : 1;
  }
  return index + 1;
}

/** The first operation definition at the top level; fragment definitions are skipped. */
function findOperation(text: string): { type: OperationType; name: string | undefined } {
  const pattern = /"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|[_A-Za-z][_0-9A-Za-z]*|[{}()]/g;
  let depth = 0;
  let inFragment = false;
  let match = pattern.exec(text);
  while (match) {
    const token = match[0];
    if (token === '{' || token === '(') {
      if (depth === 0 && token === '{' && !inFragment) return { type: 'query', name: undefined };
      depth++;
    } else if (token === '}' || token === ')') {
      depth--;
      if (depth === 0 && token === '}') inFragment = false;
    } else if (depth === 0 && !inFragment) {
      if (token === 'fragment') {
        inFragment = true;
      } else if (token === 'query' || token === 'mutation' || token === 'subscription') {
        const next = /^\s*([_A-Za-z][_0-9A-Za-z]*)/.exec(text.slice(pattern.lastIndex));
        return { type: token, name: next?.[1] };
      }
    }
    match = pattern.exec(text);
  }
  throw new Error('GraphQL document has no operation');
}
