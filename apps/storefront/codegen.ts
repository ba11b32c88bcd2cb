import type { CodegenConfig } from '@graphql-codegen/cli';
import { splitDocumentModules } from './scripts/codegen-document-modules';

// Typed documents for every operation the storefront sends, plus a persisted-documents manifest
// (hash → query text) that the build copies to build/persisted-documents.json.
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
      hooks: { beforeOneFileWrite: splitDocumentModules },
    },
  },
};

export default config;
