import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const CLASS = /^export class TypedDocumentString<[\s\S]*?^}\n/m;
const DOCUMENT =
  /^export const (\w+) = new TypedDocumentString\((`[\s\S]*?`(?:, \{.*\})?)\) as unknown as TypedDocumentString<(.*)>;$/gm;

/**
 * Codegen's beforeOneFileWrite hook for generated/graphql/graphql.ts: every document (a query,
 * mutation or fragment text) moves into a module of its own under documents/, which graphql.ts
 * re-exports. A module lands in the chunks of the pages that use it, so a page's script holds its
 * own documents only, not every document some page uses; the documents are marked
 * side-effect free so that unused ones are dropped.
 */
export function splitDocumentModules(path: string, content: string): string {
  if (basename(path) !== 'graphql.ts') return content;
  const documentsDir = join(dirname(path), 'documents');
  mkdirSync(documentsDir, { recursive: true });
  // Files are rewritten only when they change and removed only when no longer generated, so that a
  // build or typecheck running meanwhile (both run codegen first) never misses one.
  const written = new Set<string>();
  const write = (file: string, text: string) => {
    written.add(file);
    const target = join(documentsDir, file);
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) writeFileSync(target, text);
  };

  const typedDocumentClass = CLASS.exec(content)?.[0];
  if (!typedDocumentClass) throw new Error(`${path}: no TypedDocumentString class to move`);
  write(
    'typed-document-string.ts',
    `/* eslint-disable */\nimport type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';\n\n${typedDocumentClass}`,
  );

  const split = content
    .replace(CLASS, "export { TypedDocumentString } from './documents/typed-document-string';\n")
    .replace(DOCUMENT, (_whole, name: string, args: string, types: string) => {
      const typeNames = types.split(', ').filter((type) => type !== 'unknown');
      write(
        `${name}.ts`,
        [
          '/* eslint-disable */',
          typeNames.length > 0 ? `import type { ${typeNames.join(', ')} } from '../graphql';` : '',
          "import { TypedDocumentString } from './typed-document-string';",
          '',
          `export const ${name} = /*#__PURE__*/ new TypedDocumentString(${args}) as unknown as TypedDocumentString<${types}>;`,
          '',
        ]
          .filter((line, index) => line !== '' || index > 2)
          .join('\n'),
      );
      return `export { ${name} } from './documents/${name}';`;
    });
  for (const file of readdirSync(documentsDir)) {
    if (!written.has(file)) rmSync(join(documentsDir, file));
  }
  if (split.includes('new TypedDocumentString('))
    throw new Error(`${path}: a document was left in graphql.ts`);
  return split;
}
