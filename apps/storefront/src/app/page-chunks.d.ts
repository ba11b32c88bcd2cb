/** Script files of each lazily loaded page module, by its name (scripts/vite-page-chunks.ts). */
declare module 'virtual:page-chunks' {
  const scriptsByPage: Readonly<Record<string, readonly string[]>>;
  export default scriptsByPage;
}
