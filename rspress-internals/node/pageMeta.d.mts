export function refilePageMeta(code: string, docDirectory: string, compiledAs: string, file: string): string;
