import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every operation the storefront sends, plus a persisted-documents manifest
// (hash → query text) that the build copies to build/persisted-documents.json.
/**
 * Marks each document constant side-effect free (the client preset does not pass `pureMagicComment`
 * on), so the bundler drops the documents a chunk does not use: a page's script holds only its own
 * operations instead of all of them.
 */
function markDocumentsPure(_path: string, content: string): string {
  return content.replaceAll(' = new TypedDocumentString(', ' = /*#__PURE__*/ new TypedDocumentString(');
}

const config: CodegenConfig = {
  schema: '../api/schema/*.graphql',
  documents: ['src/**/*.{graphql,ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'generated/graphql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: true,
      },
      config: {
        // Plain query strings instead of ASTs: smaller bundles and no graphql runtime in the browser.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
      },
      hooks: { beforeOneFileWrite: markDocumentsPure },
    },
  },
};

export default config;
