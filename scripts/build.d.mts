export declare const root: string
export declare function bin(name: string): string
export declare function buildIfNeeded(): void
