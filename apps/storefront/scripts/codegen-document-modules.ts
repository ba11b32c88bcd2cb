import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const CLASS = /^export class TypedDocumentString<[\s\S]*?^}\n/m;
const DOCUMENT =
  /^export const (\w+) = new TypedDocumentString\((`[\s\S]*?`(?:, \{.*\})?)\) as unknown as TypedDocumentString<(.*)>;$/gm;

/**
 * Codegen's beforeOneFileWrite hook for generated/graphql/graphql.ts: every document (a query,
 * mutation or fragment text) moves into a module of its own under documents/, which graphql.ts
 * re-exports. A module lands in the chunks of the pages that use it, so a page's script holds its
 * own documents only, not every document some page uses (issue #16); the documents are marked
 * side-effect free so that unused ones are dropped.
 */
export function splitDocumentModules(path: string, content: string): string {
  if (basename(path) !== 'graphql.ts') return content;
  const documentsDir = join(dirname(path), 'documents');
  rmSync(documentsDir, { recursive: true, force: true });
  mkdirSync(documentsDir, { recursive: true });

  const typedDocumentClass = CLASS.exec(content)?.[0];
  if (!typedDocumentClass) throw new Error(`${path}: no TypedDocumentString class to move`);
  writeFileSync(
    join(documentsDir, 'typed-document-string.ts'),
    `/* eslint-disable */\nimport type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';\n\n${typedDocumentClass}`,
  );

  const split = content
    .replace(CLASS, "export { TypedDocumentString } from './documents/typed-document-string';\n")
    .replace(DOCUMENT, (_whole, name: string, args: string, types: string) => {
      const typeNames = types.split(', ').filter((type) => type !== 'unknown');
      writeFileSync(
        join(documentsDir, `${name}.ts`),
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
  if (split.includes('new TypedDocumentString('))
    throw new Error(`${path}: a document was left in graphql.ts`);
  return split;
}
