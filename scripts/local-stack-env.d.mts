export declare const SHOP_API_TOKEN_FILE: string;
export declare const LOCAL_SESSION_SECRET: string;
export declare const LOCAL_SECRET_KEY: string;
export declare const LOCAL_PUBLISHABLE_KEY: string;
export declare const LOCAL_WEBHOOK_SECRET: string;
export declare function localFunctionsSecrets(
  env: Record<string, string | undefined> | undefined,
  options: { sandbox: boolean },
): Record<string, string>;
export declare function localMailSettings(
  env: Record<string, string | undefined> | undefined,
  options: { smtpPort: number },
): { SMTP_URL: string; MAIL_FROM: string };
