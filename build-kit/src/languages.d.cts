/** Types of languages.cjs: the language a server answers a page in (docs/adr/0033). */
type Headers = Readonly<Record<string, string | string[] | undefined>>;

export interface LanguageManifest {
  readonly languages?: readonly string[];
}

export declare const LANGUAGE_COOKIE: 'nyaya_lang';
export declare const DEFAULT_LANGUAGE: 'en';
export declare const LANGUAGE_VARY: string;
export declare function cookieValue(header: string | undefined, name: string): string | null;
export declare function acceptedLanguages(header: string | undefined): string[];
export declare function manifestLanguages(manifest: LanguageManifest | null): readonly string[];
export declare function negotiateLanguage(headers: Headers, languages?: readonly string[]): string;
export declare function documentInLanguage(
  manifest: LanguageManifest | null,
  document: string,
  language: string,
): string;
