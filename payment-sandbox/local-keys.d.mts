export declare const LOCAL_SECRET_KEY: string;
export declare const LOCAL_PUBLISHABLE_KEY: string;
export declare const LOCAL_WEBHOOK_SECRET: string;
