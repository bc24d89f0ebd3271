// The part of Vite's import.meta.glob that the boundary test uses (vite/client is not a dependency).
interface ImportMeta {
  glob<T = unknown>(
    pattern: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, T>;
}
