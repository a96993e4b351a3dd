export declare const moduleAliases: Record<string, string>;
